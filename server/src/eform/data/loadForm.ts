import { compileFormRules, desiredShape, isVirtualField, localiseDefinition, type ColumnShape, type CompiledFormRules, type FillRuleParams, type Language } from '@wharf/engine';
import type { FormDefinition, FormSubTable, TableDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { CountedLru } from '../../cache/countedLru';
import { AppError } from '../../http/errors';
import type { BusinessTable } from '../tables/businessTable';
import { businessSchema } from '../tables/physicalNames';
import { namedStatement, runPart, sql } from '../../db/sqlParts';
import { isDeepStrictEqual } from 'node:util';

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

/**
 * What a loaded form was built from: its published revision (id and row version, so a definition
 * deleted and made again under the same code, or a revision rewritten by a migration, is another
 * stamp) and each synced table's registry row version (any sync, whoever writes it, changes it).
 */
interface FormStamp {
  revision: string;
  tables: Record<string, string>;
}

export interface KeptForm {
  stamp: FormStamp;
  target: Omit<FormTarget, 'rules'>;
  /** The rules in a language, or as the builder wrote them (no language). */
  rulesFor(lang: Language | undefined): CompiledFormRules;
}

/**
 * Loaded forms by tenant and code: a form's definition, tables and compiled rules are built once per
 * stamp, and a request only asks whether the stamp is still the current one (a small read, no bodies).
 * A publish or a table sync, in any process, changes the stamp, so the next request reloads.
 */
const kept = new CountedLru<string, KeptForm>('forms.loaded', { max: 500 });

function columnsOf(definition: TableDefinition): Map<string, ColumnShape> {
  return new Map(definition.columns.map((column) => [column.colCode, desiredShape(column)]));
}

function asFormTable(tableCode: string, table: BusinessTable): FormTable {
  return { tableCode, physicalName: table.physicalName, columns: columnsOf(table.definition) };
}

/** The synced tables of a form with their registry rows' versions, in one query; a table never synced is a 400 naming it. */
async function syncedTables(trx: Knex.Transaction, tableCodes: string[]): Promise<{ tables: Map<string, BusinessTable>; stamps: Record<string, string> }> {
  const rows = await trx('eform_tables')
    .whereIn('table_code', [...new Set(tableCodes)])
    .whereNot('table_status', 'notCreated')
    .whereNotNull('synced_body')
    .select<Array<{ table_code: string; physical_name: string; synced_body: TableDefinition; stamp: string }>>('table_code', 'physical_name', 'synced_body', trx.raw('xmin::text as stamp'));
  const tables = new Map<string, BusinessTable>(rows.map((row) => [row.table_code, { schema: businessSchema, physicalName: row.physical_name, definition: row.synced_body }]));
  const missing = tableCodes.find((code) => !tables.has(code));
  if (missing !== undefined) throw new AppError(400, 'tables/table-not-synced', [missing]);
  return { tables, stamps: Object.fromEntries(rows.map((row) => [row.table_code, row.stamp])) };
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

/** A fill rule as the save numbers with it (read with the form's stamp, `sys_fill_rule`). */
export interface FillRuleRow {
  id: string;
  rule_params: FillRuleParams;
  /**
   * The rule's counter in its latest period as it was committed when the form was read (null: never
   * counted): a create predicts its number from it and takes the counter only in its last statement.
   */
  latest?: { period: string; value: number | string } | null;
}

/** A form ready for a save, with the rows of the fill rules its fields number with (when read along: undefined otherwise). */
export interface LoadedForm {
  target: FormTarget;
  /** By rule code; a code the tenant has no rule for is absent. */
  fillRules?: ReadonlyMap<string, FillRuleRow>;
  /** The form is the one kept in this process (its stamp still current): what was read for it before the stamp's answer holds. */
  isKept?: boolean;
}

type StampRow = { revision: string; tables: Record<string, string>; fill_rules: Record<string, FillRuleRow> | null };

/** A kept form's stamp statement, sent before the transaction asks for it (`keptFormStamp`), and its answer. */
export interface OpenedStamp {
  kept: KeptForm;
  rows: StampRow[];
}

const stampStatements = new WeakMap<KeptForm, ReturnType<typeof namedStatement>>();

/**
 * The form `formCode` as this process keeps it (undefined: not loaded yet), with the statement
 * `loadFormForSave` would send to check its stamp: a save sends it with its transaction's opening
 * and hands `loadFormForSave` the answer (`answer(rows)`), so the check costs no round trip of its own.
 * `target` (no rules) is only for reads that the stamp's answer decides to keep or drop.
 */
export function keptFormStamp(tenantId: string, formCode: string): { target: Omit<FormTarget, 'rules'>; statement: ReturnType<typeof namedStatement>; answer(rows: unknown[]): OpenedStamp } | undefined {
  const known = kept.get(`${tenantId}/${formCode}`);
  if (!known) return undefined;
  // Its text and values are the kept form's: built and hashed once per kept form, not per save.
  let statement = stampStatements.get(known);
  if (!statement) stampStatements.set(known, (statement = namedStatement(stampQuery(formCode, Object.keys(known.stamp.tables), fillRuleCodes(known.target.form)), 'wharf_form_stamp')));
  return {
    target: known.target,
    statement: { ...statement, values: [...statement.values] },
    answer: (rows) => ({ kept: known, rows: rows as StampRow[] }),
  };
}

const fillRuleCodes = (form: FormDefinition) => [...new Set(form.fields.flatMap((field) => (field.fillRuleCode ? [field.fillRuleCode] : [])))];

// The current stamp of a kept form, and the fill rules its fields name, in one statement.
const stampQuery = (formCode: string, tableCodes: string[], ruleCodes: string[]) => sql`select r.id::text || '/' || r.xmin::text as revision,
  (select coalesce(jsonb_object_agg(e.table_code, e.xmin::text), '{}'::jsonb) from eform_tables e
    where e.table_code = any(${tableCodes}::text[]) and e.table_status <> 'notCreated' and e.synced_body is not null) as tables,
  (select jsonb_object_agg(f.rule_code, jsonb_build_object('id', f.id, 'rule_params', f.rule_params, 'latest',
    (select jsonb_build_object('period', k.period, 'value', k.value) from sys_fill_rule_counter k where k.rule_id = f.id order by k.period desc limit 1)))
    from sys_fill_rule f where f.rule_code = any(${ruleCodes}::text[])) as fill_rules
  from eform_definition d join eform_definition_revision r on r.definition_id = d.id and r.version = d.published_version
  where d.kind = ${'form'} and d.code = ${formCode}`;

const sameStamp = (a: FormStamp, b: FormStamp) => a.revision === b.revision && isDeepStrictEqual(a.tables, b.tables);

/**
 * The published, enabled form `formCode` of the transaction's tenant with its synced tables.
 * Tables and columns come from the definitions, never from the request. With `lang`, the rules'
 * messages name fields by their titles in that language and carry the builder's translated messages.
 */
export async function loadForm(trx: Knex.Transaction, tenantId: string, formCode: string, lang?: Language): Promise<FormTarget> {
  return (await loadFormForSave(trx, tenantId, formCode, lang)).target;
}

/**
 * `loadForm` for a save: a form this process has loaded costs one small statement (its stamp, and the
 * rows of the fill rules it numbers with, which the save would read next); the bodies are read again
 * only when the stamp changed.
 */
export async function loadFormForSave(trx: Knex.Transaction, tenantId: string, formCode: string, lang?: Language, opened?: OpenedStamp): Promise<LoadedForm> {
  const key = `${tenantId}/${formCode}`;
  const known = opened?.kept ?? kept.get(key);
  if (known) {
    const [current] = opened?.kept ? opened.rows : await runPart<StampRow>(trx, stampQuery(formCode, Object.keys(known.stamp.tables), fillRuleCodes(known.target.form)), 'wharf_form_stamp');
    if (current && sameStamp(known.stamp, current)) {
      return { target: { ...known.target, rules: known.rulesFor(lang) }, fillRules: new Map(Object.entries(current.fill_rules ?? {})), isKept: true };
    }
  }
  const read = await readForm(trx, tenantId, formCode);
  kept.set(key, read);
  return { target: { ...read.target, rules: read.rulesFor(lang) } };
}

/** Reads the form's published body and its tables in full, and compiles nothing until rules are asked for. */
async function readForm(trx: Knex.Transaction, tenantId: string, formCode: string): Promise<KeptForm> {
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': 'form', 'd.code': formCode })
    .first<{ revision: string; body: FormDefinition } | undefined>(trx.raw("r.id::text || '/' || r.xmin::text as revision"), 'r.body');
  if (!row) throw new AppError(404, 'formData/form-not-published', [formCode]);
  const form = row.body;
  if (form.formStatus === 'disable') throw new AppError(403, 'formData/form-disabled', [formCode]);
  const masterCode = form.objectName;
  if (!masterCode) throw new AppError(400, 'formData/no-table', [formCode]);
  const { tables, stamps } = await syncedTables(trx, [masterCode, ...(form.subTables ?? []).map((sub) => sub.tableName)]);
  const masterTable = tables.get(masterCode)!;
  const master = asFormTable(masterCode, masterTable);
  const subTables: FormSubTableTarget[] = (form.subTables ?? []).map((sub) => {
    const table = tables.get(sub.tableName)!;
    return { ...asFormTable(sub.tableName, table), sub, ...relationOf(masterTable, masterCode, sub, table) };
  });
  // Compiling rules is the expensive part: once per language the form is saved in, while the stamp holds.
  const compiled = new Map<string, CompiledFormRules>();
  const rulesFor = (language: Language | undefined): CompiledFormRules => {
    let rules = compiled.get(language ?? '');
    if (!rules) compiled.set(language ?? '', (rules = compileFormRules(language ? localiseDefinition(form, { language }) : form)));
    return rules;
  };
  const target = {
    formCode,
    form,
    rulesIn: rulesFor,
    master,
    subTables,
    fieldCodes: new Set([...form.fields.map((f) => f.colCode), ...subTables.map((s) => s.sub.tableName)]),
    storedFields: form.fields.filter((f) => !isVirtualField(f.colCode) && master.columns.has(f.colCode)).map((f) => f.colCode),
  };
  return { stamp: { revision: row.revision, tables: stamps }, target, rulesFor };
}
