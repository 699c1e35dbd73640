import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../../http/envelope';
import { AppError, notFound, ValidationFailed, type FieldIssue } from '../../../http/errors';
import { answeringUniqueViolations } from '../../../http/uniqueViolation';
import { loadForm } from '../../data/loadForm';
import { columnKey, formImportColumns, formSubImportColumns } from '../importColumns';
import type { FieldMapEntry, ImportTaskEditInput, ImportTaskInput, ImportTaskListQuery } from './importTaskSchemas';

interface TaskRow {
  id: string;
  task_name: string;
  task_code: string;
  system_code: string | null;
  import_mode: ImportTaskInput['importMode'];
  import_type: ImportTaskInput['importType'];
  page_title: string;
  head_start_row: number;
  start_row: number;
  end_row: number | null;
  list_start_row: number;
  sheet_name: string;
  business_pk: string | null;
  custom_param: string | null;
  extend_key: string | null;
  import_key: string | null;
  form_code: string;
  auto_import: boolean;
  fields_map_config: FieldMapEntry[];
  created_at: Date;
  updated_at: Date;
}

/** An import task as the API returns it (spec §3 "Async import config" and "Import task labels"). */
export interface ImportTaskRecord extends Required<Omit<ImportTaskInput, 'fieldsMapConfig' | 'autoImport'>> {
  id: string;
  autoImport: boolean;
  fieldsMapConfig: FieldMapEntry[];
  createTime: string;
  updateTime: string;
}

/** A saved task with what its author should know but that does not stop the save (an empty business key). */
export interface SavedTask {
  task: ImportTaskRecord;
  warnings: FieldIssue[];
}

export function toTaskRecord(row: TaskRow): ImportTaskRecord {
  return {
    id: row.id,
    taskName: row.task_name,
    taskCode: row.task_code,
    systemCode: row.system_code,
    importMode: row.import_mode,
    importType: row.import_type,
    pageTitle: row.page_title,
    headStartRow: row.head_start_row,
    startRow: row.start_row,
    endRow: row.end_row,
    listStartRow: row.list_start_row,
    sheetName: row.sheet_name,
    businessPk: row.business_pk,
    customParam: row.custom_param,
    extendKey: row.extend_key,
    importKey: row.import_key,
    formCode: row.form_code,
    autoImport: row.auto_import,
    fieldsMapConfig: row.fields_map_config,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
  };
}

/** The business key's field codes (comma-joined in `businessPk`), without blanks or repeats. */
export function businessKeyOf(businessPk: string | null | undefined): string[] {
  return [...new Set((businessPk ?? '').split(',').map((code) => code.trim()).filter(Boolean))];
}

/** The 0-based column of a letter reference: a → 0, z → 25, aa → 26, up to zzz. */
export function columnIndexOf(letters: string): number {
  return [...letters.toLowerCase()].reduce((index, letter) => index * 26 + (letter.charCodeAt(0) - 96), 0) - 1;
}

/**
 * The spec §5 import-task rules beyond the schema, as 400s at their fields: the data starts after
 * the heading row, the end row is past the start row, each column letter is mapped once, and the
 * mapped fields and the business key are importable stored fields of the published form (resolved
 * here from the definition, so a run never meets a column the form does not have).
 */
async function checkTask(trx: Knex.Transaction, tenantId: string, input: ImportTaskInput, lang: Language): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const add = (path: string, code: string, args: unknown[] = []) => issues.push({ path: `/body/${path}`, code, message: formatMessage(code, lang, args) });
  if (input.startRow <= input.headStartRow) add('startRow', 'asyncImport/start-after-head');
  if (input.endRow !== undefined && input.endRow !== null && input.endRow <= input.startRow) add('endRow', 'asyncImport/end-row-after-start');
  const letters = new Set<string>();
  // A letter names one column of one sheet part: modes 3 and 4 read the master's columns apart from
  // the lines' (mode 3 each sub-table on its own sheet; mode 4 the list below the master's values).
  const partOf = (colCode: string) => {
    const subTable = colCode.includes('.') ? colCode.split('.')[0]! : '';
    if (input.importMode === '3') return subTable;
    return input.importMode === '4' && subTable ? 'list' : '';
  };
  (input.fieldsMapConfig ?? []).forEach((entry, index) => {
    const letter = entry.colLetter.toUpperCase();
    const key = `${partOf(entry.colCode)}:${letter}`;
    if (letters.has(key)) add(`fieldsMapConfig/${index}/colLetter`, 'asyncImport/column-letter-duplicate', [letter]);
    letters.add(key);
  });
  let importable: Set<string>;
  let masterFields: Set<string>;
  try {
    const target = await loadForm(trx, tenantId, input.formCode);
    masterFields = new Set(formImportColumns(target).map(columnKey));
    // Sub-table fields are columns of the multi-table modes only (2, 3 and 4).
    importable = new Set([...masterFields, ...(input.importMode !== '1' ? formSubImportColumns(target).map(columnKey) : [])]);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    issues.push({ path: '/body/formCode', code: error.code, message: formatMessage(error.code, lang, [...error.args]) });
    return issues;
  }
  (input.fieldsMapConfig ?? []).forEach((entry, index) => {
    if (!importable.has(entry.colCode)) add(`fieldsMapConfig/${index}/colCode`, 'asyncImport/field-not-importable', [entry.colCode, input.formCode]);
  });
  for (const code of businessKeyOf(input.businessPk)) if (!masterFields.has(code)) add('businessPk', 'asyncImport/field-not-importable', [code, input.formCode]);
  return issues;
}

function columnsOf(input: ImportTaskInput) {
  const keys = businessKeyOf(input.businessPk);
  return {
    task_name: input.taskName.trim(),
    task_code: input.taskCode,
    system_code: input.systemCode ?? null,
    import_mode: input.importMode,
    import_type: input.importType,
    page_title: input.pageTitle.trim(),
    head_start_row: input.headStartRow,
    start_row: input.startRow,
    end_row: input.endRow ?? null,
    list_start_row: input.listStartRow,
    sheet_name: input.sheetName.trim(),
    business_pk: keys.length > 0 ? keys.join(',') : null,
    custom_param: input.customParam ?? null,
    extend_key: input.extendKey ?? null,
    import_key: input.importKey ?? null,
    form_code: input.formCode,
    auto_import: input.autoImport ?? false,
    fields_map_config: JSON.stringify((input.fieldsMapConfig ?? []).map((entry) => ({ colLetter: entry.colLetter.toUpperCase(), colCode: entry.colCode, colName: entry.colName?.trim() || null }))),
  };
}

/** Checks a task, then writes it; a taken code is a 400 at `taskCode`, an empty business key a warning. */
async function saveTask(trx: Knex.Transaction, tenantId: string, input: ImportTaskInput, lang: Language, write: () => Promise<TaskRow | undefined>): Promise<SavedTask> {
  const issues = await checkTask(trx, tenantId, input, lang);
  if (issues.length > 0) throw new ValidationFailed(issues);
  // In a savepoint, so a clash leaves the request's transaction usable for the answer.
  const row = await answeringUniqueViolations(lang, () => trx.transaction(() => write()), { eform_import_task_code_unique: [input.taskCode] });
  if (!row) throw notFound();
  const warnings = businessKeyOf(input.businessPk).length === 0
    ? [{ path: '/body/businessPk', code: 'asyncImport/business-pk-empty', message: formatMessage('asyncImport/business-pk-empty', lang) }]
    : [];
  return { task: toTaskRecord(row), warnings };
}

export function addImportTask(trx: Knex.Transaction, tenantId: string, actorId: string, input: ImportTaskInput, lang: Language): Promise<SavedTask> {
  return saveTask(trx, tenantId, input, lang, async () => {
    const [row] = await trx('eform_import_task').insert({ ...columnsOf(input), tenant_id: tenantId, created_by: actorId, updated_by: actorId }).returning<TaskRow[]>('*');
    return row;
  });
}

/** Changes a task of the caller's tenant; 404 for any other id (before its body is checked). */
export async function editImportTask(trx: Knex.Transaction, tenantId: string, actorId: string, input: ImportTaskEditInput, lang: Language): Promise<SavedTask> {
  if (!(await trx('eform_import_task').where({ id: input.id }).first('id'))) throw notFound();
  return saveTask(trx, tenantId, input, lang, async () => {
    const [row] = await trx('eform_import_task').where({ id: input.id }).update({ ...columnsOf(input), updated_by: actorId, updated_at: trx.fn.now() }).returning<TaskRow[]>('*');
    return row;
  });
}

/** Deletes a task; its past runs stay listed (their task link is cleared by the foreign key). */
export async function deleteImportTask(trx: Knex.Transaction, id: string): Promise<void> {
  const deleted = await trx('eform_import_task').where({ id }).delete();
  if (deleted === 0) throw notFound();
}

export async function readImportTask(trx: Knex.Transaction, id: string): Promise<ImportTaskRecord> {
  const row = await trx('eform_import_task').where({ id }).first<TaskRow | undefined>('*');
  if (!row) throw notFound();
  return toTaskRecord(row);
}

/** The task with this code (404 naming it otherwise). */
export async function findImportTask(trx: Knex.Transaction, taskCode: string): Promise<ImportTaskRecord> {
  const row = await trx('eform_import_task').where({ task_code: taskCode }).first<TaskRow | undefined>('*');
  if (!row) throw new AppError(404, 'asyncImport/task-not-found', [taskCode]);
  return toTaskRecord(row);
}

/** A page of the tenant's tasks by name, filtered by name or code. */
export async function listImportTasks(trx: Knex.Transaction, query: ImportTaskListQuery): Promise<Page<ImportTaskRecord>> {
  const filtered = trx('eform_import_task').modify((q) => {
    if (query.keyword) {
      const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q.where((w) => w.whereILike('task_name', like).orWhereILike('task_code', like));
    }
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows: TaskRow[] = await filtered.clone().select('*').orderBy([{ column: 'task_name' }, { column: 'id' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toTaskRecord), Number(total), query.pageNo, query.pageSize);
}
