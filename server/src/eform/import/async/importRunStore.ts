import type { ApiResult } from '@wharf/schemas';
import type { PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import { page, type Page } from '../../../http/envelope';
import { AppError, notFound } from '../../../http/errors';
import type { SheetLayout } from '../readImportSheet';
import type { ImportAction } from '../writeSheetRows';
import type { RunListQuery } from './importTaskSchemas';

/** Spec §4 async import status codes (00 "none" is a run that does not exist). */
export type RunStatus = 'A00' | 'A10' | 'B10' | 'B20' | 'B30' | 'C10' | 'C20' | 'C30' | 'C40' | 'D10' | 'E10' | 'F10' | 'G10';
/** Where a run stops until someone acts, or for good. */
export const settledStatuses: readonly RunStatus[] = ['B20', 'B30', 'C10', 'C20', 'C30', 'C40', 'F10', 'G10'];
/** Checked, with correct rows to import: the user may confirm. */
export const confirmableStatuses: readonly RunStatus[] = ['C10', 'C30', 'C40'];

export const checkJobName = 'async_import_check';
export const writeJobName = 'async_import_write';

/** What the upload resolved, kept with the run for its jobs (never shown to clients). */
export interface RunRequest {
  layout: SheetLayout;
  /** The stored file's kind: `csv` (kept as UTF-8 text, whatever its upload's encoding); absent: an .xlsx. */
  format?: 'csv';
  /** A task's column mapping (0-based sheet columns); absent: headings are matched to the columns by title or code. */
  fieldsMap?: Array<{ index: number; colLetter: string; colCode: string; colName: string | null }>;
  /** The view whose import columns a list page's background import uses. */
  viewCode?: string;
  action: ImportAction;
  businessKey: string[];
  /** Multi table, single sheet: rows grouped into records by the business key. */
  isGrouped?: boolean;
  /** Import modes 3 (master and sub-tables on their own sheets) and 4 (the Thai variant, a record per sheet). */
  sheetMode?: 'multiSheet' | 'thai';
  /** Modes 3 and 4: the first row of the lists (sub-table lines). */
  listStartRow?: number;
  /**
   * The records the business key may find: the uploader's access answer (their data rules),
   * resolved at upload. Absent on runs stored before it was kept: those find every record.
   */
  keyScope?: PermissionResult;
  /** The records a row may add: the uploader's answer for adding, resolved at upload (absent on older runs: any). */
  addScope?: PermissionResult;
}

interface RunRow {
  id: string;
  task_id: string | null;
  task_code: string | null;
  view_code: string | null;
  form_code: string;
  file_name: string;
  file_path: string | null;
  status_code: RunStatus;
  import_type: string;
  auto_import: boolean;
  total_count: number;
  checked_count: number;
  wrong_count: number;
  imported_count: number;
  message: string | null;
  details_id: string | null;
  lang: string;
  request: RunRequest;
  user_id: string;
  create_time: Date;
  update_time: Date;
  finish_time: Date | null;
}

/** A run as the API returns it (`getAsyncImportById`, the run list): the documented record, its status narrowed to the store's. */
export type ImportRunRecord = Omit<ApiResult<'GET /api/eform/manage/actAppAsyncImport/getAsyncImportById'>, 'statusCode'> & { statusCode: RunStatus };

const listed = ['id', 'task_id', 'task_code', 'view_code', 'form_code', 'file_name', 'file_path', 'status_code', 'import_type', 'auto_import', 'total_count', 'checked_count', 'wrong_count', 'imported_count', 'message', 'details_id', 'lang', 'user_id', 'create_time', 'update_time', 'finish_time'];

function toRecord(row: Omit<RunRow, 'request'>): ImportRunRecord {
  return {
    id: row.id,
    taskCode: row.task_code,
    viewCode: row.view_code,
    formCode: row.form_code,
    fileName: row.file_name,
    statusCode: row.status_code,
    importType: row.import_type,
    autoImport: row.auto_import,
    totalCount: row.total_count,
    checkedCount: row.checked_count,
    wrongCount: row.wrong_count,
    importedCount: row.imported_count,
    message: row.message,
    errorsUrl: row.details_id ? `/api/eform/import/${row.details_id}/errors` : null,
    isSettled: settledStatuses.includes(row.status_code),
    canConfirm: confirmableStatuses.includes(row.status_code),
    createTime: row.create_time.toISOString(),
    updateTime: row.update_time.toISOString(),
    finishTime: row.finish_time ? row.finish_time.toISOString() : null,
  };
}

export interface NewRun {
  tenantId: string;
  taskId: string | null;
  taskCode: string | null;
  viewCode: string | null;
  formCode: string;
  fileName: string;
  importType: string;
  autoImport: boolean;
  lang: string;
  request: RunRequest;
  userId: string;
  userName: string | null;
}

/** Records a new run (A00, initialising); its file is written next, then `queueRunCheck`. */
export async function insertRun(trx: Knex.Transaction, run: NewRun): Promise<string> {
  const [row] = await trx('eform_import_run').insert({
    tenant_id: run.tenantId,
    task_id: run.taskId,
    task_code: run.taskCode,
    view_code: run.viewCode,
    form_code: run.formCode,
    file_name: run.fileName,
    import_type: run.importType,
    auto_import: run.autoImport,
    lang: run.lang,
    request: JSON.stringify(run.request),
    user_id: run.userId,
    user_name: run.userName,
  }).returning<Array<{ id: string }>>('id');
  return row!.id;
}

/** The file is stored: the run waits for its check (A10), enqueued in the same transaction. */
export async function queueRunCheck(trx: Knex.Transaction, id: string, filePath: string): Promise<void> {
  await trx('eform_import_run').where({ id, status_code: 'A00' }).update({ status_code: 'A10', file_path: filePath, update_time: trx.fn.now() });
  // wharf_enqueue_job stamps the transaction's tenant on the payload.
  await trx.raw('select wharf_enqueue_job(?, ?::jsonb)', [checkJobName, JSON.stringify({ runId: id })]);
}

/**
 * The user confirms the import of a checked run (C10, C30 or C40 → D10, import pending) and its job
 * is enqueued in the same transaction. Another user's run, or none, is a 404; a run in any other
 * status is a 400 naming it.
 */
export async function confirmRun(trx: Knex.Transaction, id: string, userId: string): Promise<void> {
  const run = await trx('eform_import_run').where({ id, user_id: userId }).forUpdate().first<{ status_code: RunStatus } | undefined>('status_code');
  if (!run) throw notFound();
  if (!confirmableStatuses.includes(run.status_code)) throw new AppError(400, 'asyncImport/not-confirmable', [run.status_code]);
  await queueRunImport(trx, id);
}

/** D10 (import pending) with the write job enqueued. */
export async function queueRunImport(trx: Knex.Transaction, id: string): Promise<void> {
  await trx('eform_import_run').where({ id }).update({ status_code: 'D10', update_time: trx.fn.now() });
  await trx.raw('select wharf_enqueue_job(?, ?::jsonb)', [writeJobName, JSON.stringify({ runId: id })]);
}

export interface ClaimedRun {
  id: string;
  formCode: string;
  fileName: string;
  filePath: string;
  lang: string;
  userId: string;
  autoImport: boolean;
  request: RunRequest;
}

/**
 * Moves a run from one of `from` to `to` and returns what its job needs. A run already in `to` is
 * taken again: that is graphile-worker retrying a job whose worker died; a run in any other status
 * (or deleted) is not (undefined).
 */
export async function claimRun(trx: Knex.Transaction, id: string, from: RunStatus, to: RunStatus): Promise<ClaimedRun | undefined> {
  const [row] = await trx('eform_import_run').where({ id }).whereIn('status_code', [from, to]).whereNotNull('file_path')
    .update({ status_code: to, update_time: trx.fn.now() })
    .returning<RunRow[]>(['id', 'form_code', 'file_name', 'file_path', 'lang', 'user_id', 'auto_import', 'request']);
  return row ? { id: row.id, formCode: row.form_code, fileName: row.file_name, filePath: row.file_path!, lang: row.lang, userId: row.user_id, autoImport: row.auto_import, request: row.request } : undefined;
}

export interface RunCounts {
  totalCount?: number;
  checkedCount?: number;
  wrongCount?: number;
  importedCount?: number;
}

const countColumns = (counts: RunCounts) => ({
  ...(counts.totalCount === undefined ? {} : { total_count: counts.totalCount }),
  ...(counts.checkedCount === undefined ? {} : { checked_count: counts.checkedCount }),
  ...(counts.wrongCount === undefined ? {} : { wrong_count: counts.wrongCount }),
  ...(counts.importedCount === undefined ? {} : { imported_count: counts.importedCount }),
});

/** Progress of a run in `status` (a run moved on meanwhile is left alone). */
export async function recordProgress(trx: Knex.Transaction, id: string, status: RunStatus, counts: RunCounts): Promise<void> {
  await trx('eform_import_run').where({ id, status_code: status }).update({ ...countColumns(counts), update_time: trx.fn.now() });
}

/**
 * Takes the run's lock for the rest of the transaction and says whether the run is in `status`. A
 * job run again while an earlier run of it still writes (its worker was taken for dead) waits here,
 * then finds the run settled and writes nothing. An advisory lock, not the row's: progress is
 * written to the row from other transactions meanwhile.
 */
export async function lockRunIn(trx: Knex.Transaction, id: string, status: RunStatus): Promise<boolean> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`wharf.import-run:${id}`]);
  const row = await trx('eform_import_run').where({ id, status_code: status }).first('id');
  return row !== undefined;
}

/** A run leaves `from` for `to` with its counts, message and details; false when it was no longer in `from`. */
export async function settleRun(trx: Knex.Transaction, id: string, from: RunStatus, to: RunStatus, outcome: RunCounts & { message?: string | null; detailsId?: string | null }): Promise<boolean> {
  const updated = await trx('eform_import_run').where({ id, status_code: from }).update({
    ...countColumns(outcome),
    status_code: to,
    ...(outcome.message === undefined ? {} : { message: outcome.message?.slice(0, 2000) ?? null }),
    ...(outcome.detailsId === undefined ? {} : { details_id: outcome.detailsId }),
    update_time: trx.fn.now(),
    ...(settledStatuses.includes(to) ? { finish_time: trx.fn.now() } : {}),
  });
  return updated > 0;
}

/** One of the user's own runs, or a 404. */
export async function readRun(trx: Knex.Transaction, id: string, userId: string): Promise<ImportRunRecord> {
  const row = await trx('eform_import_run').where({ id, user_id: userId }).first<RunRow | undefined>(listed);
  if (!row) throw notFound();
  return toRecord(row);
}

/** A page of the user's own runs, newest first. */
export async function listRuns(trx: Knex.Transaction, userId: string, query: RunListQuery): Promise<Page<ImportRunRecord>> {
  const filtered = trx('eform_import_run').where({ user_id: userId }).modify((q) => {
    if (query.taskCode) q.where('task_code', query.taskCode);
    if (query.viewCode) q.where('view_code', query.viewCode);
  });
  const [{ total }] = (await filtered.clone().count({ total: '*' })) as [{ total: string }];
  const rows: RunRow[] = await filtered.clone().select(listed).orderBy([{ column: 'create_time', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toRecord), Number(total), query.pageNo, query.pageSize);
}

/** Runs older than `days` days, across tenants (the purge job runs as the owner), with their files. */
export async function expiredRuns(owner: Knex, days: number): Promise<Array<{ id: string; filePath: string | null }>> {
  const rows: Array<{ id: string; file_path: string | null }> = await owner('eform_import_run')
    .where('create_time', '<', owner.raw('now() - make_interval(days => ?)', [days]))
    .select('id', 'file_path');
  return rows.map((row) => ({ id: row.id, filePath: row.file_path }));
}

export async function deleteRun(owner: Knex, id: string): Promise<void> {
  await owner('eform_import_run').where({ id }).delete();
}
