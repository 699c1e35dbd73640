import { exportTaskContentSchema } from '@wharf/schemas';
import { Router } from 'express';
import type { JSONSchemaType } from 'ajv';
import { uuidPattern } from '@wharf/engine';
import { authenticate } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { inCallerTenant } from '../http/routeHelpers';
import { listExportTasks } from './exportTaskStore';
import { sendTaskFile } from './sendTaskFile';
import { viewerOf } from './taskViewer';

const code = { type: 'string', maxLength: 100, nullable: true } as const;

interface TaskGetBody {
  /** The asking product; every task of this server belongs to the one platform, so any code lists them all. */
  systemCode?: string;
  /** The kind of export: the module a task was made for (for view exports, the view code). */
  taskCode?: string;
  pageSize: number;
  /** 1 for the first page. */
  pageNum: number;
  taskName?: string;
  limit?: number;
  extraCode?: string;
}

const taskGetSchema: JSONSchemaType<TaskGetBody> = {
  type: 'object',
  properties: {
    systemCode: code,
    taskCode: code,
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    pageNum: { type: 'integer', minimum: 1, default: 1 },
    taskName: { type: 'string', maxLength: 200, nullable: true },
    limit: { type: 'integer', minimum: 1, maximum: 100_000, nullable: true },
    extraCode: code,
  },
  required: ['pageSize', 'pageNum'],
  additionalProperties: false,
};

// "The task record" as the list gave it: only its id picks the file; the other fields may come along.
const exportXlsSchema = {
  type: 'object',
  properties: { id: { type: 'string', pattern: uuidPattern }, fileName: { type: 'string', maxLength: 255 } },
  required: ['id'],
  additionalProperties: true,
} as unknown as JSONSchemaType<{ id: string; fileName?: string }>;

/**
 * The export task service of spec §7 at its own prefix (`/exportasync/api/v1/task/…`), over the
 * download centre's store and rights: the caller's own tasks, or the tenant's with
 * `downloadCenter:viewAll`. The prefix lies outside `/api`, so the router authenticates it itself.
 */
export function exportAsyncRoutes(ctx: AppContext): Router {
  const router = Router();
  const tag = 'downloads';
  const base = '/exportasync/api/v1/task';
  router.use(base, authenticate(ctx));

  apiRoute(router, { method: 'post', path: `${base}/get`, summary: 'Export tasks, newest first, as content (systemCode, taskCode, pageSize, pageNum, taskName, limit, extraCode)', tag, body: taskGetSchema, response: exportTaskContentSchema }, async (req, res, { body }) => {
    const viewer = await viewerOf(ctx, req);
    const { records, total } = await inCallerTenant(ctx, req, (trx) => listExportTasks(trx, viewer, {
      pageNo: body.pageNum, pageSize: body.pageSize,
      ...(body.taskName ? { taskName: body.taskName } : {}), ...(body.taskCode ? { module: body.taskCode } : {}),
      ...(body.extraCode ? { extraCode: body.extraCode } : {}), ...(body.limit ? { limit: body.limit } : {}),
    }));
    res.json(envelope({ content: records, totalElements: total, pageNum: body.pageNum, pageSize: body.pageSize, totalPages: Math.ceil(total / body.pageSize) }));
  });

  apiRoute(router, { method: 'post', path: `${base}/exportXls`, summary: 'The spreadsheet of a task record (named fileName plus .xlsx)', tag, body: exportXlsSchema, file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', errors: [404] }, async (req, res, { body }) => {
    await sendTaskFile(ctx, req, res, body.id);
  });
  return router;
}
