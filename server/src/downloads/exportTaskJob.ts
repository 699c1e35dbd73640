import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatMessage, isUuid } from '@wharf/engine';
import type { Task } from 'graphile-worker';
import { withTenant } from '../db/withTenant';
import { AppError, coerceError, ValidationFailed } from '../http/errors';
import type { JobContext } from '../platform/module';
import { exportViewRows } from '../eform/export/exportViewRows';
import type { ListParams } from '../eform/views/listViewRows';
import { exportAbsolutePath, exportRelativePath } from './exportFiles';
import { claimExportTask, expiredExportFiles, forgetExportFile, markExportFailed, markExportSucceeded } from './exportTaskStore';
import type { ExportTaskRequest } from './exportTaskTypes';

export const exportJobName = 'export_view_task';
export const purgeJobName = 'purge_export_files';
/** Stored files are kept this many days (the download centre's retention). */
export const exportFileRetentionDays = 7;


/** Payloads are unknown until checked: `{ taskId, tenantId }` (the tenant stamped by `wharf_enqueue_job`). */
function readPayload(payload: unknown): { taskId: string; tenantId: string } {
  const { taskId, tenantId } = (payload ?? {}) as Record<string, unknown>;
  if (!isUuid(taskId) || !isUuid(tenantId)) {
    throw new Error(`${exportJobName}: payload needs taskId and tenantId`);
  }
  return { taskId, tenantId };
}

/** What the task's owner reads when it failed: the message of a user-facing error, else the generic one. */
function failureMessage(error: unknown, request: ExportTaskRequest): string {
  if (error instanceof ValidationFailed) return error.issues.map((issue) => issue.message).join('; ');
  if (error instanceof AppError && error.status < 500) return formatMessage(error.code, request.lang, [...error.args]);
  return formatMessage('download/export-failed', request.lang);
}

/**
 * Writes the view export a task asked for into `filePath` (`exportViewRows`, the streamed export's
 * operation) with the rights stored on the task. Resolves with the row count.
 */
async function writeViewExport(ctx: JobContext, tenantId: string, request: ExportTaskRequest, filePath: string): Promise<number> {
  const file = await open(filePath, 'w');
  try {
    const rights = { canUnmask: request.canUnmask, rowFilter: request.rowFilter };
    return await exportViewRows(ctx, { kind: 'task', tenantId, rights }, request.viewCode, request.params as ListParams, request.lang, {
      open: () => undefined,
      write: async (chunk) => {
        await file.write(chunk);
      },
    });
  } finally {
    await file.close();
  }
}

/**
 * Runs one export task under its tenant: init → ing, the file written beside its final name and
 * renamed when complete, then success with the row count, or failed with the reason. A failure
 * is recorded, not retried: the reasons (no rows, a view changed or gone, a timeout) stay the same.
 */
export async function runExportTask(ctx: JobContext, tenantId: string, taskId: string): Promise<void> {
  const claimed = await withTenant(ctx.db, tenantId, (trx) => claimExportTask(trx, taskId));
  if (!claimed) return;
  const relativePath = exportRelativePath(tenantId, taskId);
  const absolutePath = exportAbsolutePath(ctx.config.dataDir, relativePath)!;
  const partialPath = `${absolutePath}.part`;
  try {
    await mkdir(dirname(absolutePath), { recursive: true });
    const rowCount = await writeViewExport(ctx, tenantId, claimed.request, partialPath);
    await rename(partialPath, absolutePath);
    const isKept = await withTenant(ctx.db, tenantId, (trx) => markExportSucceeded(trx, taskId, relativePath, rowCount));
    if (!isKept) await rm(absolutePath, { force: true });
  } catch (thrown) {
    const error = coerceError(thrown);
    await rm(partialPath, { force: true });
    if (!(error instanceof AppError)) ctx.log.warn({ err: error, taskId }, 'export task failed');
    await withTenant(ctx.db, tenantId, (trx) => markExportFailed(trx, taskId, failureMessage(error, claimed.request)));
  }
}

/** The graphile-worker task that runs an export task. */
export function exportViewTask(ctx: JobContext): Task {
  return async (payload) => {
    const { taskId, tenantId } = readPayload(payload);
    await runExportTask(ctx, tenantId, taskId);
  };
}

/** Removes stored files older than the retention, across tenants; their tasks stay listed without a file. */
export async function purgeExportFiles(ctx: JobContext, days = exportFileRetentionDays): Promise<number> {
  const expired = await expiredExportFiles(ctx.owner, days);
  for (const { id, filePath } of expired) {
    const absolute = exportAbsolutePath(ctx.config.dataDir, filePath);
    if (absolute) await rm(absolute, { force: true });
    await forgetExportFile(ctx.owner, id);
  }
  return expired.length;
}
