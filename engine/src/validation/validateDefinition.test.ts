import { definitionKinds } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { languages } from '../i18n/types';
import { validBodies } from './fixtures';
import { validateDefinition } from './validateDefinition';

// Test bodies are edited deep inside with terse paths; typing each edit would drown the table.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Draft = any;

/** A deep copy of a valid body with one change applied. */
function variant(kind: keyof typeof validBodies, change: (body: Draft) => unknown): unknown {
  const body = structuredClone(validBodies[kind]);
  change(body);
  return body;
}

const codesAt = (kind: string, body: unknown) => validateDefinition(kind, body, 'en_US').map((i) => `${i.path} ${i.code}`);

describe('validateDefinition', () => {
  it.each(definitionKinds)('accepts a valid %s', (kind) => {
    expect(validateDefinition(kind, validBodies[kind])).toEqual([]);
  });

  it('reports an unknown kind at /kind in the requested language', () => {
    expect(validateDefinition('spreadsheet', {}, 'en_US')).toEqual([{ path: '/kind', code: 'validation/unknown-kind', message: 'Unknown definition kind: spreadsheet' }]);
    for (const lang of languages) expect(validateDefinition('spreadsheet', {}, lang)[0]!.message).toContain('spreadsheet');
  });

  it('reports a body that is not an object', () => {
    expect(codesAt('form', [])).toEqual(['/ validation/not-an-object']);
    expect(codesAt('form', null)).toEqual(['/ validation/not-an-object']);
  });

  const cases: Array<[string, keyof typeof validBodies, (body: Draft) => unknown, string]> = [
    ['missing required property', 'form', (b) => delete b.formName, '/formName validation/required'],
    ['unknown property', 'form', (b) => (b.colour = 'red'), '/colour validation/unknown-property'],
    ['Chinese in a code', 'form', (b) => (b.formCode = '报关单'), '/formCode validation/code-format'],
    ['field code over 18', 'form', (b) => (b.fields[0].colCode = 'a'.repeat(19)), '/fields/0/colCode validation/field-code-format'],
    ['field code starting with a digit', 'table', (b) => (b.columns[0].colCode = '9lives'), '/columns/0/colCode validation/field-code-format'],
    ['reserved warn_status', 'table', (b) => (b.columns[0].colCode = 'warn_status'), '/columns/0/colCode validation/reserved-name'],
    ['reserved warnStatus', 'form', (b) => (b.fields[0].colCode = 'warnStatus'), '/fields/0/colCode validation/reserved-name'],
    ['reserved tenant_id', 'table', (b) => (b.columns[0].colCode = 'tenant_id'), '/columns/0/colCode validation/reserved-name'],
    ['disabled not Y/N', 'form', (b) => (b.fields[0].disabled = true), '/fields/0/disabled validation/type'],
    ['required not Y/N', 'form', (b) => (b.fields[0].required = 'yes'), '/fields/0/required validation/enum'],
    ['decimals above 30', 'table', (b) => (b.columns[1].decimals = 31), '/columns/1/decimals validation/maximum'],
    ['decimals above length', 'table', (b) => ((b.columns[1].colLength = 3), (b.columns[1].decimals = 4)), '/columns/1/decimals validation/decimals-above-length'],
    ['varchar without length', 'table', (b) => delete b.columns[0].colLength, '/columns/0/colLength validation/required'],
    ['duplicate column code', 'table', (b) => (b.columns[1].colCode = 'ENTRYID'), '/columns/1/colCode validation/duplicate-code'],
    ['index on unknown column', 'table', (b) => (b.indexes[0].colCodes = ['nope']), '/indexes/0/colCodes/0 validation/unknown-reference'],
    ['duplicate form field', 'form', (b) => (b.fields[1].colCode = 'entryId'), '/fields/1/colCode validation/duplicate-code'],
    ['layout beyond 24 columns', 'form', (b) => (b.layout.pc.items[1].w = 13), '/layout/pc/items/1/w validation/grid-overflow'],
    ['layout of unknown field', 'form', (b) => (b.layout.pc.items[1].colCode = 'ghost'), '/layout/pc/items/1/colCode validation/unknown-reference'],
    ['layout item with neither field nor sub-table', 'form', (b) => delete b.layout.pc.items[1].colCode, '/layout/pc/items/1 validation/one-of'],
    ['broken custom regex', 'form', (b) => (b.fields[0].rules = [{ pattern: '([a-z' }]), '/fields/0/rules/0/pattern validation/invalid-regex'],
    ['unionCheck of unknown field', 'form', (b) => (b.fields[0].rules = [{ unionCheck: ['ghost'] }]), '/fields/0/rules/0/unionCheck/0 validation/unknown-reference'],
    ['empty rule', 'form', (b) => (b.fields[0].rules = [{}]), '/fields/0/rules/0 validation/required'],
    ['bad hex colour', 'form', (b) => (b.fields[0].style = { color: '#12' }), '/fields/0/style/color validation/pattern'],
    ['unknown tuoMin', 'view', (b) => (b.columns[0].tuoMin = 'name'), '/columns/0/tuoMin validation/enum'],
    ['unknown queryOp', 'view', (b) => (b.columns[0].queryOp = 'like'), '/columns/0/queryOp validation/enum'],
    ['page size not offered', 'view', (b) => (b.page.pageNum = 30), '/page/pageNum validation/enum'],
    ['header height out of range', 'view', (b) => (b.page.headerHeight = 201), '/page/headerHeight validation/maximum'],
    ['row height out of range', 'view', (b) => (b.page.rowHeight = 19), '/page/rowHeight validation/minimum'],
    ['sort on undeclared column', 'view', (b) => (b.page.sortColumn = 'password'), '/page/sortColumn validation/unknown-reference'],
    ['duplicate alias', 'view', (b) => (b.columns.push({ colCode: 'b', colName: 'B', colAlias: 'x' }), (b.columns[0].colAlias = 'x')), '/columns/1/colAlias validation/duplicate-code'],
    ['query column named like a range column\'s bound', 'view', (b) => b.columns.push({ colCode: 'shipDate', colName: 'Shipped', isQuery: 'Y', queryOp: 'bt' }, { colCode: 'shipDate_end', colName: 'Shipped by', isQuery: 'Y' }), '/columns/2/colCode validation/reserved-query-column'],
    ['query column named like a list parameter', 'view', (b) => b.columns.push({ colCode: 'lang', colName: 'Language', isQuery: 'Y', queryOp: 'eq' }), '/columns/1/colCode validation/reserved-query-column'],
    ['list SQL without id', 'view', (b) => (b.reportSql = 'select entry_no from dec_head'), '/reportSql validation/sql-must-return-id'],
    ['tree view without tree', 'view', (b) => (b.viewType = 'tree'), '/tree validation/required'],
    ['openForm without linkForm', 'view', (b) => (b.buttons = [{ buttonName: 'Open', buttonType: 'inline', openType: 'openForm' }]), '/buttons/0/linkForm validation/required'],
    ['unknown chart type', 'report', (b) => (b.chartType = 'Scatter'), '/chartType validation/enum'],
    ['sql dataset without sqlCode', 'dataset', (b) => delete b.sqlCode, '/sqlCode validation/required'],
    ['two start nodes', 'workflow', (b) => (b.nodes[1].nodeType = 'start'), '/nodes validation/start-node-count'],
    ['link to a missing node', 'workflow', (b) => (b.nodes[0].nextNodeId = 'ghost'), '/nodes/0/nextNodeId validation/unknown-reference'],
    ['node nobody reaches', 'workflow', (b) => b.nodes.push({ nodeId: 'orphan', nodeType: 'cc', name: 'Orphan', ccIds: ['x'], nextNodeId: 'end' }), '/nodes/3 validation/unreachable-node'],
    ['unknown multi-person mode', 'workflow', (b) => (b.nodes[1].multiMode = 'majority'), '/nodes/1/multiMode validation/enum'],
    ['negative deadline', 'workflow', (b) => (b.nodes[1].deadlineHours = -1), '/nodes/1/deadlineHours validation/minimum'],
    ['warning rule without cron', 'warning', (b) => delete b.rules[0].cronExpr, '/rules/0/cronExpr validation/required'],
    ['workflow trigger on a platform warning', 'warning', (b) => (b.rules[0].triggerWorkflowNodes = [{ processKey: 'dec_approval', nodeId: 'review' }]), '/rules/0/triggerWorkflowNodes warning/workflow-trigger-not-business'],
    ['workflow trigger node named twice', 'warning', (b) => Object.assign(b, { triggerMode: 'business' }, { rules: [{ ...b.rules[0], triggerWorkflowNodes: [{ processKey: 'p', nodeId: 'n' }, { processKey: 'p', nodeId: 'm' }, { processKey: 'p', nodeId: 'n' }] }] }), '/rules/0/triggerWorkflowNodes/2 validation/duplicate-code'],
    ['workflow trigger node id with a space', 'warning', (b) => Object.assign(b, { triggerMode: 'business' }, { rules: [{ ...b.rules[0], triggerWorkflowNodes: [{ processKey: 'p', nodeId: 'a b' }] }] }), '/rules/0/triggerWorkflowNodes/0/nodeId validation/code-format'],
    ['portal widget beyond 12 columns', 'portal', (b) => (b.widgets[0].x = 8), '/widgets/0/w validation/grid-overflow'],
    ['template of unknown type', 'template', (b) => (b.tempType = 'report'), '/tempType validation/enum'],
    ['import start row not after header', 'importTask', (b) => (b.startRow = 1), '/startRow validation/row-order'],
    ['import end row not after start', 'importTask', (b) => (b.endRow = 2), '/endRow validation/row-order'],
    ['import column letters over 3', 'importTask', (b) => (b.fieldsMapConfig[0].columnLetter = 'ABCD'), '/fieldsMapConfig/0/columnLetter validation/pattern'],
    ['import without business key', 'importTask', (b) => (b.businessPk = ''), '/businessPk validation/required'],
    ['showCondition on an unknown field', 'form', (b) => (b.fields[1].showCondition = { kind: 'group', match: 'and', children: [{ kind: 'group', match: 'or', children: [{ kind: 'condition', field: 'ghost', operator: 'equal', value: 1 }] }] }), '/fields/1/showCondition/children/0/children/0/field validation/unknown-reference'],
    ['button showCondition on an undeclared column', 'view', (b) => (b.buttons = [{ buttonName: 'Del', buttonType: 'inline', openType: 'delete', showCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'password', operator: 'equal', value: 'x' }] } }]), '/buttons/0/showCondition/children/0/field validation/unknown-reference'],
    ['outdated schemaVersion', 'form', (b) => (b.schemaVersion = 1), '/schemaVersion validation/schema-version'],
  ];
  it.each(cases)('%s', (_name, kind, change, expected) => {
    expect(codesAt(kind, variant(kind, change))).toContain(expected);
  });

  it('explains the condition model in showCondition with the failing branch only', () => {
    const body = variant('form', (b: Draft) => (b.fields[0].showCondition = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'a', operator: 'like', value: 1 }] }));
    expect(codesAt('form', body)).toEqual(['/fields/0/showCondition/children/0/operator validation/enum']);
  });

  it('accepts workflow nodes that trigger a business warning\'s rule, with a message naming the mode otherwise', () => {
    const trigger = (mode: string) => variant('warning', (b: Draft) => Object.assign(b, { triggerMode: mode }, { rules: [{ ...b.rules[0], triggerWorkflowNodes: [{ processKey: 'dec_approval', nodeId: 'review' }] }] }));
    expect(codesAt('warning', trigger('business'))).toEqual([]);
    expect(validateDefinition('warning', trigger('platform'), 'en_US')[0]!.message).toBe('Only a business-triggered warning can be triggered by workflow nodes');
  });

  it('names the field in a required message, in every language', () => {
    const body = variant('form', (b: Draft) => delete b.formName);
    expect(validateDefinition('form', body, 'en_US')[0]!.message).toBe('formName cannot be empty');
    expect(validateDefinition('form', body, 'zh_CN')[0]!.message).toBe('formName 不能为空');
    expect(validateDefinition('form', body)[0]!.message).toBe('formName 不能为空');
  });
});
