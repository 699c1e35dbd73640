import type { Knex } from 'knex';
import type { ExportTaskRecord, ExportTaskRequest, ExportTaskStatus, TaskViewer } from './exportTaskTypes';

interface TaskRow {
  id: string;
  task_name: string;
  module: string;
  extra_code: string | null;
  file_name: string;
  status_code: ExportTaskStatus;
  file_path: string | null;
  row_count: number | null;
  error_message: string | null;
  insert_time: string;
  insert_user_id: string;
  insert_user_name: string | null;
  finish_time: string | null;
}

const listedColumns = ['id', 'task_name', 'module', 'extra_code', 'file_name', 'status_code', 'file_path', 'row_count', 'error_message', 'insert_time', 'insert_user_id', 'insert_user_name', 'finish_time'];

function toRecord(row: TaskRow): ExportTaskRecord {
  return {
    id: row.id,
    taskName: row.task_name,
    module: row.module,
    extraCode: row.extra_code,
    fileName: row.file_name,
    statusCode: row.status_code,
    rowCount: row.row_count,
    errorMessage: row.error_message,
    insertTime: new Date(row.insert_time).toISOString(),
    insertUserId: row.insert_user_id,
    insertUserName: row.insert_user_name,
    finishTime: row.finish_time ? new Date(row.finish_time).toISOString() : null,
    fileId: row.file_path ? row.id : null,
    // The spec's field for the stored file (§3 export task); its handle is the task's id, never a server path.
    fastDFSPath: row.file_path ? row.id : null,
  };
}

/** Tasks the viewer may see: their own, or every task of the tenant (row-level security keeps it to the tenant). */
function visibleTasks(trx: Knex.Transaction, viewer: TaskViewer): Knex.QueryBuilder {
  return trx('sys_export_task').modify((q) => {
    if (!viewer.canSeeAll) q.where('insert_user_id', viewer.userId);
  });
}

export interface NewExportTask {
  tenantId: string;
  taskName: string;
  module: string;
  extraCode: string | null;
  fileName: string;
  request: ExportTaskRequest;
  insertUserId: string;
  insertUserName: string | null;
}

/** Records a new task (status init) and enqueues its job in the same transaction, so neither exists without the other. */
export async function insertExportTask(trx: Knex.Transaction, task: NewExportTask, jobName: string): Promise<string> {
  const [row] = await trx('sys_export_task').insert({
    tenant_id: task.tenantId,
    task_name: task.taskName,
    module: task.module,
    extra_code: task.extraCode,
    file_name: task.fileName,
    request: JSON.stringify(task.request),
    insert_user_id: task.insertUserId,
    insert_user_name: task.insertUserName,
  }).returning<Array<{ id: string }>>('id');
  // wharf_enqueue_job stamps the transaction's tenant on the payload.
  await trx.raw('select wharf_enqueue_job(?, ?::jsonb)', [jobName, JSON.stringify({ taskId: row!.id })]);
  return row!.id;
}

export interface TaskListQuery {
  pageNo: number;
  pageSize: number;
  taskName?: string;
  module?: string;
  extraCode?: string;
  /** Only the newest `limit` tasks are considered (the download centre's route parameter). */
  limit?: number;
}

/** A page of the viewer's tasks, newest first. */
export async function listExportTasks(trx: Knex.Transaction, viewer: TaskViewer, query: TaskListQuery): Promise<{ records: ExportTaskRecord[]; total: number }> {
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const filtered = visibleTasks(trx, viewer).modify((q) => {
    if (query.taskName) q.whereRaw("task_name ilike ? escape '\\'", [`%${escapeLike(query.taskName)}%`]);
    if (query.module) q.where('module', query.module);
    if (query.extraCode) q.where('extra_code', query.extraCode);
  });
  const newest = filtered.clone().select(listedColumns).orderBy([{ column: 'insert_time', order: 'desc' }, { column: 'id', order: 'desc' }]);
  const counted = Number((await filtered.clone().count<Array<{ n: string }>>({ n: '*' }))[0]?.n ?? 0);
  const total = query.limit === undefined ? counted : Math.min(counted, query.limit);
  const offset = (query.pageNo - 1) * query.pageSize;
  const take = Math.max(0, Math.min(query.pageSize, total - offset));
  const rows: TaskRow[] = take === 0 ? [] : await newest.offset(offset).limit(take);
  return { records: rows.map(toRecord), total };
}

/** One task the viewer may see, with its stored file path, or undefined. */
export async function findVisibleTask(trx: Knex.Transaction, viewer: TaskViewer, id: string): Promise<(ExportTaskRecord & { filePath: string | null }) | undefined> {
  const row: TaskRow | undefined = await visibleTasks(trx, viewer).where('id', id).first(listedColumns);
  return row ? { ...toRecord(row), filePath: row.file_path } : undefined;
}

/** Deletes a task the viewer may see; returns its stored file path (to remove), or false when there was none to delete. */
export async function deleteVisibleTask(trx: Knex.Transaction, viewer: TaskViewer, id: string): Promise<{ filePath: string | null } | false> {
  const [row] = await visibleTasks(trx, viewer).where('id', id).delete().returning<Array<{ file_path: string | null }>>('file_path');
  return row ? { filePath: row.file_path } : false;
}

/**
 * Moves a waiting task to "exporting" and returns what it asks. A task already "exporting" is
 * taken again: that is graphile-worker retrying a job whose worker died; a finished or deleted
 * task is not (undefined).
 */
export async function claimExportTask(trx: Knex.Transaction, id: string): Promise<{ request: ExportTaskRequest; fileName: string } | undefined> {
  const [row] = await trx('sys_export_task').where('id', id).whereIn('status_code', ['init', 'ing'])
    .update({ status_code: 'ing' })
    .returning<Array<{ request: ExportTaskRequest; file_name: string }>>(['request', 'file_name']);
  return row ? { request: row.request, fileName: row.file_name } : undefined;
}

/** Marks an exporting task done with its file; false when the task was deleted meanwhile (the file is then unwanted). */
export async function markExportSucceeded(trx: Knex.Transaction, id: string, filePath: string, rowCount: number): Promise<boolean> {
  const updated = await trx('sys_export_task').where({ id, status_code: 'ing' })
    .update({ status_code: 'success', file_path: filePath, row_count: rowCount, error_message: null, finish_time: trx.fn.now() });
  return updated > 0;
}

export async function markExportFailed(trx: Knex.Transaction, id: string, message: string): Promise<void> {
  await trx('sys_export_task').where({ id }).whereIn('status_code', ['init', 'ing'])
    .update({ status_code: 'failed', error_message: message.slice(0, 1000), finish_time: trx.fn.now() });
}

/**
 * Files kept longer than `days` days, across tenants (the purge job runs as the owner): their tasks
 * stay listed without a file, so the download centre no longer offers them.
 */
export async function expiredExportFiles(owner: Knex, days: number): Promise<Array<{ id: string; filePath: string }>> {
  const rows: Array<{ id: string; file_path: string }> = await owner('sys_export_task')
    .whereNotNull('file_path')
    .where('insert_time', '<', owner.raw('now() - make_interval(days => ?)', [days]))
    .select('id', 'file_path');
  return rows.map((row) => ({ id: row.id, filePath: row.file_path }));
}

export async function forgetExportFile(owner: Knex, id: string): Promise<void> {
  await owner('sys_export_task').where({ id }).update({ file_path: null });
}
