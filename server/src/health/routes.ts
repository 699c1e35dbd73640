import { Router } from 'express';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';

/** A database that has not answered `select 1` by then counts as down: health must answer quickly. */
const databaseTimeoutMs = 2000;

/** Whether the app role's pool gets an answer from the database within the timeout. */
async function databaseStatus(ctx: AppContext): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'down'>((resolveDown) => {
    timer = setTimeout(() => resolveDown('down'), databaseTimeoutMs);
  });
  const answered = ctx.db.raw('select 1').then((): 'up' => 'up', (): 'down' => 'down');
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer's `result`, on 200 and on 503 alike. */
const healthResultSchema = {
  type: 'object',
  properties: { database: { enum: ['up', 'down'] }, worker: { enum: ['up', 'down', 'not-in-this-process'] } },
  required: ['database', 'worker'],
};

/**
 * `GET /api/health`: no token needed; 503 when the database does not answer within 2 s or this
 * process's worker is not running or has lost its connection (`worker/startWorker.ts`).
 */
export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/health', summary: 'Whether the database and this process\'s worker are up (503 when not)', tag: 'platform', isPublic: true, response: healthResultSchema }, async (_req, res) => {
    const database = await databaseStatus(ctx);
    const worker = ctx.workerStatus();
    const isHealthy = database === 'up' && worker !== 'down';
    res.status(isHealthy ? 200 : 503).json(envelope({ database, worker }, isHealthy ? 'ok' : 'unhealthy', isHealthy ? 200 : 503));
  });
  return router;
}
