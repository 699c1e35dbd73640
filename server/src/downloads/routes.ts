import { exportTaskPageSchema, exportTaskQueuedSchema, noResultSchema } from '@wharf/schemas';
import { rm } from 'node:fs/promises';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { formatMessage, isUuid, uuidPattern } from '@wharf/engine';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope, pageSizes } from '../http/envelope';
import { notFound } from '../http/errors';
import { requestLanguage } from '../http/language';
import { inCallerTenant, okMessage } from '../http/routeHelpers';
import { viewCodeOf } from '../eform/views/viewCodeOf';
import { viewListQuery } from '../eform/views/viewListQuery';
import { enqueueViewExport } from './enqueueViewExport';
import { exportAbsolutePath } from './exportFiles';
import { exportAsyncRoutes } from './exportAsyncRoutes';
import { deleteVisibleTask, listExportTasks, type TaskListQuery } from './exportTaskStore';
import { sendTaskFile } from './sendTaskFile';
import { viewerOf } from './taskViewer';

export { seeAllTasksPermission } from './taskViewer';

const tag = 'downloads';

const taskBody: JSONSchemaType<{ taskName?: string; extraCode?: string }> = {
  type: 'object',
  properties: {
    taskName: { type: 'string', maxLength: 200, nullable: true },
    extraCode: { type: 'string', maxLength: 100, nullable: true },
  },
  additionalProperties: false,
};
const listQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    // The download list's own default is 10 (spec §9).
    pageSize: { type: 'integer', enum: [...pageSizes], default: 10 },
    taskName: { type: 'string', maxLength: 200, nullable: true },
    module: { type: 'string', maxLength: 100, nullable: true },
    extraCode: { type: 'string', maxLength: 100, nullable: true },
    limit: { type: 'integer', minimum: 1, maximum: 100_000, nullable: true },
  },
  required: ['pageNo', 'pageSize'],
} as unknown as JSONSchemaType<TaskListQuery>;
const idQuery: JSONSchemaType<{ id: string }> = { type: 'object', properties: { id: { type: 'string', pattern: uuidPattern } }, required: ['id'] };

const fileStamp = () => new Date().toISOString().slice(0, 19).replace(/[-:]/g, '');

/**
 * `POST /api/eform/views/{viewCode}/exportTask` (mounted after the views' routers, `app/routerOrder.ts`): the view's export as
 * a background task; 202 with the task id at once, the file later in the download centre.
 */
export function exportTaskRoute(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'post', path: '/api/eform/views/:viewCode/exportTask', summary: 'The view\'s export (same filter parameters) as a background task of the download centre', tag, query: viewListQuery, body: taskBody, successStatus: 202, response: exportTaskQueuedSchema }, async (req, res, { query, body }) => {
    const viewCode = viewCodeOf(req);
    const lang = requestLanguage(req);
    // The streamed export's access (view readable, its export button) is checked inside.
    const taskId = await enqueueViewExport(ctx, req, {
      viewCode, params: query, lang, stamp: fileStamp(),
      ...(body.taskName ? { taskName: body.taskName } : {}), ...(body.extraCode ? { extraCode: body.extraCode } : {}),
    });
    res.status(202).json(envelope({ taskId }, formatMessage('download/task-queued', lang), 202));
  });
  return router;
}

/** The download centre (spec §2, §3, §7): the caller's export tasks, deleting one, and downloading its file. */
export function downloadRoutes(ctx: AppContext): Router {
  const router = Router();

  apiRoute(router, { method: 'get', path: '/api/system/exportTask/list', summary: 'Export tasks, newest first: one\'s own, or the tenant\'s with downloadCenter:viewAll', tag, query: listQuery, response: exportTaskPageSchema }, async (req, res, { query }) => {
    const viewer = await viewerOf(ctx, req);
    const { records, total } = await inCallerTenant(ctx, req, (trx) => listExportTasks(trx, viewer, query));
    res.json(envelope({ records, total, current: query.pageNo, size: query.pageSize, pages: Math.ceil(total / query.pageSize) }));
  });

  apiRoute(router, { method: 'delete', path: '/api/system/exportTask/delete', summary: 'Delete an export task and its file', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    const viewer = await viewerOf(ctx, req);
    const deleted = await inCallerTenant(ctx, req, (trx) => deleteVisibleTask(trx, viewer, query.id));
    if (!deleted) throw notFound();
    const absolute = deleted.filePath ? exportAbsolutePath(ctx.config.dataDir, deleted.filePath) : undefined;
    if (absolute) await rm(absolute, { force: true });
    res.json(envelope(null, okMessage(req)));
  });

  // Spec §7 names the file call among the System calls (/api/system/common/static/{fileId}); the download centre has used /api/common/static: both answer.
  for (const path of ['/api/common/static/:fileId', '/api/system/common/static/:fileId']) {
    apiRoute(router, { method: 'get', path, summary: 'The stored file of an export task the caller may see, as an attachment', tag, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, async (req, res) => {
      const fileId = String(req.params.fileId);
      if (!isUuid(fileId)) throw notFound();
      await sendTaskFile(ctx, req, res, fileId);
    });
  }
  router.use(exportAsyncRoutes(ctx));

  return router;
}
