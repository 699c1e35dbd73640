import { importRunPageSchema, importRunSchema, importTaskPageSchema, importTaskSavedSchema, importTaskSchema, noResultSchema } from '@wharf/schemas';
import { formatMessage, isUuid } from '@wharf/engine';
import { Router } from 'express';
import { caller } from '../../../auth/authenticate';
import type { AppContext } from '../../../context';
import { apiRoute } from '../../../http/apiRoute';
import { envelope } from '../../../http/envelope';
import { AppError, notFound } from '../../../http/errors';
import { requestLanguage } from '../../../http/language';
import { inCallerTenant, okMessage } from '../../../http/routeHelpers';
import { requirePermission } from '../../../platform/access/requirePermission';
import { callerPermissions } from '../../../platform/access/callerPermissions';
import { assertViewReadable } from '../../views/viewAccess';
import { buttonCheck, viewCodeOf } from '../importUploads';
import { spreadsheetBody, spreadsheetFile, spreadsheetUploadTypes } from '../spreadsheetUpload';
import { confirmRun, listRuns, readRun } from './importRunStore';
import { addTaskSchema, asyncImportIdQuery, editTaskSchema, fileQuery, idBody, idQuery, runListQuery, taskListQuery, uploadQuery } from './importTaskSchemas';
import { addImportTask, deleteImportTask, editImportTask, listImportTasks, readImportTask } from './importTaskStore';
import { startTaskRun, startViewRun } from './startImportRun';


/** The base path of the asynchronous import (spec §7: default `/api/fyImportBackend`). */
export const asyncImportBase = '/api/fyImportBackend';

/**
 * The import-task designer's calls (`task/*`, `importTask:design`), background runs against a
 * task (`run/upload`, `importTask:run`) or a list page's view (`/api/eform/views/{viewCode}/asyncImport`,
 * the import button's checks), and the caller's own runs: list, confirm, and the spec's
 * `getAsyncImportById`.
 */
export function asyncImportRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'async import';
  const task = `${asyncImportBase}/task`;
  const run = `${asyncImportBase}/run`;
  for (const name of ['list', 'queryById']) router.get(`${task}/${name}`, requirePermission(ctx, 'importTask:design'));
  router.post(`${task}/add`, requirePermission(ctx, 'importTask:design'));
  router.put(`${task}/edit`, requirePermission(ctx, 'importTask:design'));
  router.delete(`${task}/delete`, requirePermission(ctx, 'importTask:design'));

  apiRoute(router, { method: 'get', path: `${task}/list`, summary: 'Import tasks, a page at a time (keyword on name or code)', tag, query: taskListQuery, response: importTaskPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listImportTasks(trx, query))));
  });
  apiRoute(router, { method: 'get', path: `${task}/queryById`, summary: 'One import task', tag, query: idQuery, response: importTaskSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => readImportTask(trx, query.id))));
  });
  apiRoute(router, { method: 'post', path: `${task}/add`, summary: 'Add an import task (code unique in the tenant; an empty business key is a warning)', tag, body: addTaskSchema, response: importTaskSavedSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => addImportTask(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'put', path: `${task}/edit`, summary: 'Change an import task', tag, body: editTaskSchema, response: importTaskSavedSchema }, async (req, res, { body }) => {
    const { tenantId, userId } = caller(req);
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => editImportTask(trx, tenantId, userId, body, requestLanguage(req))), okMessage(req)));
  });
  apiRoute(router, { method: 'delete', path: `${task}/delete`, summary: 'Delete an import task (its runs stay)', tag, query: idQuery, response: noResultSchema }, async (req, res, { query }) => {
    await inCallerTenant(ctx, req, (trx) => deleteImportTask(trx, query.id));
    res.json(envelope(null, okMessage(req)));
  });

  // Files are the raw body or a form's `file` part (an .xlsx or a .csv): at most 10 MB, refused with 413 beyond.
  router.post(`${run}/upload`, requirePermission(ctx, 'importTask:run'), ...spreadsheetBody(ctx.config));
  apiRoute(router, { method: 'post', path: `${run}/upload`, summary: 'Upload an .xlsx or .csv against an import task (raw body, or a multipart form\'s file): a run that is checked in the background', tag, query: uploadQuery, upload: spreadsheetUploadTypes, response: importRunSchema }, async (req, res, { query }) => {
    const lang = requestLanguage(req);
    const record = await startTaskRun(ctx, { who: caller(req), lang, file: () => spreadsheetFile(req, res, query.fileName), taskCode: query.taskCode });
    res.json(envelope(record, formatMessage('asyncImport/uploaded', lang)));
  });

  router.post('/api/eform/views/:viewCode/asyncImport', ...spreadsheetBody(ctx.config));
  apiRoute(router, { method: 'post', path: '/api/eform/views/:viewCode/asyncImport', summary: "A list page's import in the background (an .xlsx or .csv as the raw body or a multipart form's file): checked, then imported when confirmed", tag, query: fileQuery, upload: spreadsheetUploadTypes, response: importRunSchema }, async (req, res, { query }) => {
    const viewCode = viewCodeOf(req);
    await assertViewReadable(ctx, req, viewCode);
    const lang = requestLanguage(req);
    const check = buttonCheck(await callerPermissions(ctx, req));
    const record = await startViewRun(ctx, { who: caller(req), lang, file: () => spreadsheetFile(req, res, query.fileName), viewCode }, check);
    res.json(envelope(record, formatMessage('asyncImport/uploaded', lang)));
  });

  apiRoute(router, { method: 'post', path: `${run}/confirm`, summary: 'Import a checked run (C10, C30 or C40 → D10): its correct rows are imported in the background', tag, body: idBody, response: importRunSchema }, async (req, res, { body }) => {
    const { userId } = caller(req);
    const record = await inCallerTenant(ctx, req, async (trx) => {
      await confirmRun(trx, body.id, userId);
      return readRun(trx, body.id, userId);
    });
    res.json(envelope(record, formatMessage('asyncImport/confirmed', requestLanguage(req))));
  });
  apiRoute(router, { method: 'get', path: `${run}/list`, summary: "The caller's import runs, newest first", tag, query: runListQuery, response: importRunPageSchema }, async (req, res, { query }) => {
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => listRuns(trx, caller(req).userId, query))));
  });
  apiRoute(router, { method: 'get', path: '/api/eform/manage/actAppAsyncImport/getAsyncImportById', summary: 'One of the caller\'s import runs with its status code and counts (spec §7)', tag, query: asyncImportIdQuery, response: importRunSchema }, async (req, res, { query }) => {
    const id = query.id?.trim() ?? '';
    if (id === '') throw new AppError(400, 'asyncImport/id-required');
    if (!isUuid(id)) throw notFound();
    res.json(envelope(await inCallerTenant(ctx, req, (trx) => readRun(trx, id, caller(req).userId))));
  });
  return router;
}
