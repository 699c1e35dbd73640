import { compileFormRules, desiredShape, isVirtualField, localiseDefinition, type ColumnShape, type CompiledFormRules, type Language } from '@wharf/engine';
import type { FormDefinition, FormSubTable, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { CountedLru } from '../../cache/countedLru';
import { AppError } from '../../http/errors';
import { resolveBusinessTables, type BusinessTable } from '../tables/businessTable';

/** A synced table as a form writes it: its physical name and the shape of every column. */
export interface FormTable {
  tableCode: string;
  physicalName: string;
  columns: ReadonlyMap<string, ColumnShape>;
}

export interface FormSubTableTarget extends FormTable {
  sub: FormSubTable;
  /** The sub-table column that points at the master (filled by the server, never by the request). */
  foreignKey: string;
  /** The master's value it holds: a master column, or `id`. */
  masterKey: string;
}

/** Everything a data request needs about its form, resolved on the server from the published definition. */
export interface FormTarget {
  formCode: string;
  form: FormDefinition;
  rules: CompiledFormRules;
  /**
   * The rules whose messages name fields in `lang` (a form loaded without a language — imports,
   * file checks — still writes its messages in the caller's language, never "Entry id已存在").
   */
  rulesIn(lang: Language): CompiledFormRules;
  master: FormTable;
  subTables: FormSubTableTarget[];
  /** Field codes of the master record (virtual `_temp_` fields included), and sub-table names. */
  fieldCodes: ReadonlySet<string>;
  /** Master fields stored in the table, in form order. */
  storedFields: readonly string[];
}

// Compiling rules is the expensive part; a published version never changes, so it is cached by version.
const compiled = new CountedLru<string, CompiledFormRules>('forms.compiledRules', { max: 500 });

function columnsOf(definition: TableDefinition): Map<string, ColumnShape> {
  return new Map(definition.columns.map((column) => [column.colCode, desiredShape(column)]));
}

function asFormTable(tableCode: string, table: BusinessTable): FormTable {
  return { tableCode, physicalName: table.physicalName, columns: columnsOf(table.definition) };
}

/** The synced tables of a form, in one query; a table never synced is a 400 naming it. */
async function syncedTables(trx: Knex.Transaction, tableCodes: string[]): Promise<Map<string, BusinessTable>> {
  const tables = await resolveBusinessTables(trx, tableCodes);
  const missing = tableCodes.find((code) => !tables.has(code));
  if (missing !== undefined) throw new AppError(400, 'tables/table-not-synced', [missing]);
  return tables;
}

/**
 * How a sub-table's rows point at their master (the ER model): the master table's `master`
 * relation to the sub-table, else the sub-table's `sub` relation to the master, else the form's
 * `foreignKey` holding the master's id.
 */
function relationOf(master: BusinessTable, masterCode: string, sub: FormSubTable, subTable: BusinessTable): { foreignKey: string; masterKey: string } {
  const fromMaster = master.definition.relations?.find((r) => r.relationType === 'master' && r.relatedTable === sub.tableName);
  if (fromMaster) return { foreignKey: fromMaster.relatedColCode, masterKey: fromMaster.colCode };
  const fromSub = subTable.definition.relations?.find((r) => r.relationType === 'sub' && r.relatedTable === masterCode);
  if (fromSub) return { foreignKey: fromSub.colCode, masterKey: fromSub.relatedColCode };
  if (sub.foreignKey) return { foreignKey: sub.foreignKey, masterKey: 'id' };
  throw new AppError(400, 'formData/er-model-not-set', [sub.tableName]);
}

/**
 * The published, enabled form `formCode` of the transaction's tenant with its synced tables.
 * Tables and columns come from the definitions, never from the request. With `lang`, the rules'
 * messages name fields by their titles in that language and carry the builder's translated messages.
 */
export async function loadForm(trx: Knex.Transaction, tenantId: string, formCode: string, lang?: Language): Promise<FormTarget> {
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': 'form', 'd.code': formCode })
    .first<{ version: number; body: FormDefinition } | undefined>('r.version', 'r.body');
  if (!row) throw new AppError(404, 'formData/form-not-published', [formCode]);
  const form = row.body;
  if (form.formStatus === 'disable') throw new AppError(403, 'formData/form-disabled', [formCode]);
  const masterCode = form.objectName;
  if (!masterCode) throw new AppError(400, 'formData/no-table', [formCode]);
  const tables = await syncedTables(trx, [masterCode, ...(form.subTables ?? []).map((sub) => sub.tableName)]);
  const masterTable = tables.get(masterCode)!;
  const master = asFormTable(masterCode, masterTable);
  const subTables: FormSubTableTarget[] = (form.subTables ?? []).map((sub) => {
    const table = tables.get(sub.tableName)!;
    return { ...asFormTable(sub.tableName, table), sub, ...relationOf(masterTable, masterCode, sub, table) };
  });
  const rulesIn = (language: Language | undefined): CompiledFormRules => {
    const key = `${tenantId}/${formCode}/${row.version}/${language ?? ''}`;
    let rules = compiled.get(key);
    if (!rules) compiled.set(key, (rules = compileFormRules(language ? localiseDefinition(form, { language }) : form)));
    return rules;
  };
  return {
    formCode,
    form,
    rules: rulesIn(lang),
    rulesIn,
    master,
    subTables,
    fieldCodes: new Set([...form.fields.map((f) => f.colCode), ...subTables.map((s) => s.sub.tableName)]),
    storedFields: form.fields.filter((f) => !isVirtualField(f.colCode) && master.columns.has(f.colCode)).map((f) => f.colCode),
  };
}
