import { Router } from 'express';
import type { AppContext } from '../context';
import { envelope } from '../http/envelope';

/** `GET /api/health`: no token needed; 503 when the database does not answer. */
export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const database = await ctx.db.raw('select 1').then(() => 'up', () => 'down');
    const worker = ctx.workerStatus();
    const isHealthy = database === 'up' && worker !== 'down';
    res.status(isHealthy ? 200 : 503).json(envelope({ database, worker }, isHealthy ? 'ok' : 'unhealthy', isHealthy ? 200 : 503));
  });
  return router;
}
