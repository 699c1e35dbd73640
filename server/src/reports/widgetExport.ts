import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatMessage, isUuid, widgetDatasetQuery, type DatasetFilter, type DrillState, type Language, type PermissionResult, type WidgetData } from '@wharf/engine';
import type { Task } from 'graphile-worker';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { exportAbsolutePath, exportRelativePath } from '../downloads/exportFiles';
import { claimExportTask, insertExportTask, markExportFailed, markExportSucceeded } from '../downloads/exportTaskStore';
import type { ExportTaskRequest } from '../downloads/exportTaskTypes';
import { XlsxStreamWriter, type XlsxCell } from '../eform/export/xlsxStreamWriter';
import { AppError, coerceError, ValidationFailed } from '../http/errors';
import type { JobContext } from '../platform/module';
import { assertWidgetRunnable } from './reportAccess';
import { tableRowFilter } from './tableRowFilter';
import { runnableWidget } from './loadedDefinitions';
import { widgetDataFor } from './widgetData';

/** The graphile-worker job that writes a widget's data into the download centre. */
export const widgetExportJobName = 'export_report_widget';

/**
 * What a widget export was asked, with the caller's rows as they were when it was asked (the
 * job runs without a session): the widget, its filters and drill, and the read answer for the
 * dataset's table (table datasets; SQL datasets run in the tenant's box and need none).
 */
interface WidgetExportRequest {
  kind: 'reportWidget';
  widgetCode: string;
  filters?: DatasetFilter[];
  drill?: DrillState;
  lang: Language;
  tableCode: string | null;
  rowFilter: PermissionResult;
}

export interface WidgetExportAsk {
  filters?: DatasetFilter[];
  drill?: DrillState;
  taskName?: string;
}

const fileStamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * Makes a download-centre task that writes a widget's data as xlsx: the caller must be able to
 * run the widget (403), the widget must be published (404), its filters and drill must fit it
 * (400 now, not a failed task later). Returns the task id.
 */
export async function enqueueWidgetExport(ctx: AppContext, who: Caller, widgetCode: string, ask: WidgetExportAsk, lang: Language): Promise<string> {
  await assertWidgetRunnable(ctx, who, widgetCode);
  const { widget, dataset } = await runnableWidget(ctx, who.tenantId, widgetCode);
  const parts = { ...(ask.filters ? { filters: ask.filters } : {}), ...(ask.drill ? { drill: ask.drill } : {}) };
  const planned = widgetDatasetQuery(widget.body, dataset.body, parts, lang);
  if (!planned.ok) throw new ValidationFailed(planned.errors.map((error) => ({ ...error, path: `/body${error.path}` })));
  const tableCode = dataset.body.sourceType === 'table' ? (dataset.body.tableName ?? null) : null;
  const request: WidgetExportRequest = { kind: 'reportWidget', widgetCode, ...parts, lang, tableCode, rowFilter: tableCode ? await tableRowFilter(ctx, who, tableCode) : true };
  const userName = await withTenant(ctx.db, who.homeTenantId, async (trx) => {
    const user = await trx('sys_user').where('id', who.userId).first<{ realname: string; username: string } | undefined>('realname', 'username');
    return user ? user.realname || user.username : null;
  });
  return withTenant(ctx.db, who.tenantId, (trx) => insertExportTask(trx, {
    tenantId: who.tenantId,
    taskName: ask.taskName?.trim() || widget.body.widgetName,
    module: widgetCode,
    extraCode: null,
    fileName: `${widget.body.widgetName}_${fileStamp()}.xlsx`,
    // The task table keeps any request; this job reads its own kind back (`readRequest`).
    request: request as unknown as ExportTaskRequest,
    insertUserId: who.userId,
    insertUserName: userName,
  }, widgetExportJobName));
}

function readRequest(stored: unknown): WidgetExportRequest {
  const request = stored as Partial<WidgetExportRequest> | null;
  if (request?.kind !== 'reportWidget' || typeof request.widgetCode !== 'string') throw new Error(`${widgetExportJobName}: not a widget export`);
  return request as WidgetExportRequest;
}

/** The widget's rows as sheet rows: a heading of column titles, dictionary values as their labels. */
function sheetRows(data: WidgetData): XlsxCell[][] {
  const heading = data.columns.map((column) => column.title);
  const rows = data.rows.map((row) => data.columns.map((column) => {
    const value = row[column.key] ?? null;
    const label = value === null ? undefined : data.labels?.[column.key]?.[String(value)];
    return label ?? value;
  }));
  return [heading, ...rows];
}

async function writeWidgetExport(ctx: JobContext, tenantId: string, request: WidgetExportRequest, filePath: string): Promise<number> {
  const scope = { tenantId, rowFilterFor: async (tableCode: string) => (tableCode === request.tableCode ? request.rowFilter : false) };
  const { widget, dataset } = await runnableWidget(ctx, tenantId, request.widgetCode);
  const parts = { ...(request.filters ? { filters: request.filters } : {}), ...(request.drill ? { drill: request.drill } : {}) };
  const data = await widgetDataFor(ctx, scope, widget, dataset, parts, request.lang, '/body');
  const file = await open(filePath, 'w');
  try {
    const writer = new XlsxStreamWriter(async (chunk) => {
      await file.write(chunk);
    }, widget.body.widgetName);
    const [heading, ...rows] = sheetRows(data);
    await writer.writeRows([heading!], true);
    await writer.writeRows(rows);
    await writer.close();
    return rows.length;
  } finally {
    await file.close();
  }
}

function failureMessage(error: Error, lang: Language): string {
  if (error instanceof ValidationFailed) return error.issues.map((issue) => issue.message).join('; ');
  if (error instanceof AppError && error.status < 500) return formatMessage(error.code, lang, [...error.args]);
  return formatMessage('download/export-failed', lang);
}

/**
 * Runs one widget export task under its tenant, as the download centre's view exports run: the
 * file written beside its final name and renamed when complete, then success with the row count,
 * or failed with the reason (not retried: the reasons stay the same).
 */
export async function runWidgetExport(ctx: JobContext, tenantId: string, taskId: string): Promise<void> {
  const claimed = await withTenant(ctx.db, tenantId, (trx) => claimExportTask(trx, taskId));
  if (!claimed) return;
  const relativePath = exportRelativePath(tenantId, taskId);
  const absolutePath = exportAbsolutePath(ctx.config.dataDir, relativePath)!;
  const partialPath = `${absolutePath}.part`;
  let lang: Language = 'zh_CN';
  try {
    const request = readRequest(claimed.request);
    lang = request.lang;
    await mkdir(dirname(absolutePath), { recursive: true });
    const rowCount = await writeWidgetExport(ctx, tenantId, request, partialPath);
    await rename(partialPath, absolutePath);
    const isKept = await withTenant(ctx.db, tenantId, (trx) => markExportSucceeded(trx, taskId, relativePath, rowCount));
    if (!isKept) await rm(absolutePath, { force: true });
  } catch (thrown) {
    const error = coerceError(thrown);
    await rm(partialPath, { force: true });
    if (!(error instanceof AppError)) ctx.log.warn({ err: error, taskId }, 'widget export failed');
    await withTenant(ctx.db, tenantId, (trx) => markExportFailed(trx, taskId, failureMessage(error, lang)));
  }
}

/** The graphile-worker task: payload `{ taskId, tenantId }` (the tenant stamped by `wharf_enqueue_job`). */
export function widgetExportTask(ctx: JobContext): Task {
  return async (payload) => {
    const { taskId, tenantId } = (payload ?? {}) as Record<string, unknown>;
    if (!isUuid(taskId) || !isUuid(tenantId)) throw new Error(`${widgetExportJobName}: payload needs taskId and tenantId`);
    await runWidgetExport(ctx, tenantId, taskId);
  };
}
