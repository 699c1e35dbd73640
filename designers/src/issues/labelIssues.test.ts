import { validateDefinition, type ValidationIssue } from '@wharf/engine';
import { definitionSchemas, recordSchemas, type TableDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { designerCatalogues } from '../i18n';
import { blankTable } from '../table/blankTable';
import { dashboardLabels, datasetLabels, portalLabels, reportLabels } from './insightLabels';
import { formLabels, tableLabels, viewLabels } from './kindLabels';
import { httpConfigLabels, sqlConfigLabels } from './recordLabels';
import { labelIssues } from './labelIssues';
import { labelPath, type LabelTree, type Translate } from './labelTree';

/** The English catalogue with i18next's `{{name}}` interpolation, failing on a missing key. */
const en: Translate = (key, options = {}) => {
  const text = designerCatalogues.en_US[key];
  if (text === undefined) throw new Error(`missing catalogue key ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(options[name]));
};

type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string; $defs?: Record<string, Schema> };

/** Every property path a schema allows, array items as `/0`, down through its own `$defs` (shared defs are leaves). */
function propertyPaths(root: Schema, schema: Schema = root, path = '', seen: ReadonlySet<string> = new Set()): string[] {
  if (schema.$ref?.startsWith('#/$defs/')) {
    const name = schema.$ref.slice('#/$defs/'.length);
    if (seen.has(name)) return [];
    return propertyPaths(root, root.$defs![name]!, path, new Set([...seen, name]));
  }
  const out: string[] = [];
  if (schema.items) out.push(...propertyPaths(root, schema.items, `${path}/0`, seen));
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    out.push(`${path}/${key}`, ...propertyPaths(root, child, `${path}/${key}`, seen));
  }
  return out;
}

describe('kind label maps', () => {
  const cases: [string, LabelTree][] = [['table', tableLabels], ['view', viewLabels], ['form', formLabels], ['dataset', datasetLabels], ['report', reportLabels], ['dashboard', dashboardLabels], ['portal', portalLabels], ['sqlConfig', sqlConfigLabels], ['httpConfig', httpConfigLabels]];
  it.each(cases)('%s: every property of the schema has a label from the catalogue', (kind, tree) => {
    const schema = (kind in definitionSchemas ? definitionSchemas[kind as 'table'] : recordSchemas[kind as 'sqlConfig']) as unknown as Schema;
    const unlabelled = propertyPaths(schema, schema).filter((path) => {
      const place = labelPath(tree, path, {}, en);
      // An array item path ends on the item: it is named by its kind and position instead of a field.
      return !place.isComplete || (place.field === undefined && !/\/0$/.test(path));
    });
    expect(unlabelled).toEqual([]);
  });

  it('names array items by their own text, or by position when they have none', () => {
    const table = { columns: [{ colCode: 'ship_no', colName: 'Ship number' }, { colCode: '' }] };
    expect(labelPath(tableLabels, '/columns/0/colCode', table, en)).toEqual({ where: ['Column “Ship number”'], field: 'Column code', isComplete: true });
    expect(labelPath(tableLabels, '/columns/1/colLength', table, en).where).toEqual(['Column 2']);
  });

  it('names a builder text in one of the four languages after the text it translates', () => {
    expect(labelPath(tableLabels, '/columns/0/colNameI18n/th_TH', { columns: [{ colCode: 'a' }] }, en)).toEqual({ where: ['Column “a”'], field: 'Column name (Thai)', isComplete: true });
    expect(labelPath(formLabels, '/formNameI18n', {}, en).field).toBe('Form name (translations)');
  });
});

describe('labelIssues', () => {
  it('says "Table code cannot be empty", not "tableName cannot be empty"', () => {
    const blank = blankTable();
    const raw = validateDefinition('table', blank, 'en_US');
    expect(raw.map((issue) => issue.message).join()).toContain('tableName');
    const labelled = labelIssues(raw, tableLabels, blank, en, 'en_US');
    expect(labelled.find((issue) => issue.path === '/tableName')?.message).toBe('Table code cannot be empty');
    expect(labelled.map((issue) => issue.message).join()).not.toMatch(/tableName|tableTitle/);
  });

  it('puts the place and the label before messages that do not name their field', () => {
    const table: TableDefinition = { ...blankTable('orders', 'Orders'), columns: [{ colCode: 'amount', colName: 'Amount', colType: 'varchar', colLength: 0, isNull: 'Y', isKey: 'N' }] };
    const [issue] = labelIssues(validateDefinition('table', table, 'en_US'), tableLabels, table, en, 'en_US');
    expect(issue?.message).toMatch(/^Column “Amount” · Length: /);
    expect(issue?.fieldMessage).toMatch(/^Length: /);
    expect(issue?.label).toBe('Column “Amount” · Length');
  });

  it('words the view designer\'s "/viewCode viewCode cannot be empty" by the label, in each language', () => {
    const issue: ValidationIssue = { path: '/viewCode', code: 'validation/required', message: 'viewCode 不能为空' };
    const zh: Translate = (key, options = {}) => (designerCatalogues.zh_CN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_w, name: string) => String(options[name]));
    expect(labelIssues([issue], viewLabels, {}, zh, 'zh_CN')[0]?.message).toBe('视图编码 不能为空');
    expect(labelIssues([issue], viewLabels, {}, en, 'en_US')[0]?.message).toBe('View code cannot be empty');
  });

  it('says which reserved name was used, not the property', () => {
    const table: TableDefinition = { ...blankTable('orders', 'Orders'), columns: [{ colCode: 'warnStatus', colName: 'State', colType: 'varchar', colLength: 10, isNull: 'Y', isKey: 'N' }] };
    const labelled = labelIssues(validateDefinition('table', table, 'en_US'), tableLabels, table, en, 'en_US');
    const reserved = labelled.find((issue) => issue.code === 'validation/reserved-name');
    expect(reserved?.message).toContain('warnStatus');
    expect(reserved?.message).toMatch(/^Column “State” · Column code: /);
  });

  it('says only "cannot be empty" of an empty value, not also that its format is wrong', () => {
    const issues: ValidationIssue[] = [
      { path: '/tableName', code: 'validation/required', message: 'tableName cannot be empty' },
      { path: '/tableName', code: 'validation/code-format', message: 'Codes may only…' },
      { path: '/tableTitle', code: 'validation/max-length', message: 'At most 5 characters' },
    ];
    expect(labelIssues(issues, tableLabels, {}, en, 'en_US').map((issue) => issue.message)).toEqual(['Table code cannot be empty', 'Table name: At most 5 characters']);
  });

  it('keeps the nearest labelled place for a path the map does not know', () => {
    const issue: ValidationIssue = { path: '/columns/0/somethingNew', code: 'validation/unknown-property', message: 'Property not allowed: somethingNew' };
    const [labelled] = labelIssues([issue], tableLabels, { columns: [{ colName: 'Amount' }] }, en, 'en_US');
    expect(labelled?.label).toBe('Column “Amount” · somethingNew');
  });
});
