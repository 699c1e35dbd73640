import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { AppError, notFound } from '../http/errors';
import { inCallerTenant } from '../http/routeHelpers';
import { exportAbsolutePath } from './exportFiles';
import { findVisibleTask } from './exportTaskStore';
import { viewerOf } from './taskViewer';

/** The download name of a task's file: its stored file name, with `.xlsx` added when it lacks it (spec §7). */
export function downloadName(fileName: string): string {
  return /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`;
}

/**
 * Streams the stored spreadsheet of task `taskId` as an attachment, when the caller may see the task
 * (their own, or the tenant's with `downloadCenter:viewAll`); 404 otherwise, and when the file is
 * gone (purged after 7 days, or never written). The path comes from the task row, never the request.
 */
export async function sendTaskFile(ctx: AppContext, req: Request, res: Response, taskId: string): Promise<void> {
  const viewer = await viewerOf(ctx, req);
  const task = await inCallerTenant(ctx, req, (trx) => findVisibleTask(trx, viewer, taskId));
  if (!task) throw notFound();
  const absolute = task.filePath ? exportAbsolutePath(ctx.config.dataDir, task.filePath) : undefined;
  const size = absolute ? await stat(absolute).then((s) => s.size, () => undefined) : undefined;
  if (!absolute || size === undefined) throw new AppError(404, 'download/file-missing');
  res.status(200);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Length', String(size));
  res.setHeader('Content-Disposition', `attachment; filename="${taskId}.xlsx"; filename*=UTF-8''${encodeURIComponent(downloadName(task.fileName))}`);
  res.setHeader('Cache-Control', 'no-store');
  await pipeline(createReadStream(absolute), res);
}
