import { cachesAndSessionsSchema, databaseFactsSchema, httpTracePageSchema, processFactsSchema, serverFactsSchema } from '@wharf/schemas';
import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope, pageSizes } from '../http/envelope';
import { accessDenied } from '../http/errors';
import { isPlatformOperator } from '../platform/access/platformOperator';
import { cachesAndSessions } from './cacheFacts';
import { databaseFacts } from './databaseFacts';
import { processFacts } from './processFacts';
import { processWatch } from './processWatch';
import { serverFacts } from './serverFacts';
import { listTrace } from './traceListing';
import type { TraceFilter } from './traceRing';

const base = '/api/system/monitor';
const tag = 'monitoring';

const traceQuery: JSONSchemaType<TraceFilter & { pageNo: number; pageSize: number }> = {
  type: 'object',
  properties: {
    status: { type: 'string', pattern: '^[1-5]([0-9]{2}|[xX]{2})$', nullable: true },
    path: { type: 'string', maxLength: 255, nullable: true },
    user: { type: 'string', maxLength: 100, nullable: true },
    minDurationMs: { type: 'number', minimum: 0, maximum: 3_600_000, nullable: true },
    pageNo: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', enum: [...pageSizes], default: 20 },
  },
  required: ['pageNo', 'pageSize'],
};

/**
 * The monitoring pages' data (spec §1 monitoring: server, JVM, Redis and HTTP trace screens, here
 * server, process, database, caches and sessions, trace): the platform operator's alone, as they
 * describe the whole installation, every tenant included.
 */
export function monitoringRoutes(ctx: AppContext): Router {
  // The event loop and GC are watched from now on, so the process page has figures when first opened.
  processWatch();
  const router = Router();
  router.use(base, async (req, _res, next) => {
    if (!(await isPlatformOperator(ctx, caller(req)))) throw accessDenied();
    next();
  });
  apiRoute(router, { method: 'get', path: `${base}/server`, summary: 'The machine: CPU, memory, load and the disk of DATA_DIR (platform operator)', tag, response: serverFactsSchema }, async (_req, res) => {
    res.json(envelope(await serverFacts(ctx.config.dataDir)));
  });
  apiRoute(router, { method: 'get', path: `${base}/process`, summary: 'This server process: heap, event-loop delay, GC, active handles (platform operator)', tag, response: processFactsSchema }, async (_req, res) => {
    res.json(envelope(processFacts()));
  });
  apiRoute(router, { method: 'get', path: `${base}/database`, summary: 'The database: connections, cache hit ratio, size, locks, long-running and slowest statements (platform operator)', tag, response: databaseFactsSchema }, async (_req, res) => {
    res.json(envelope(await databaseFacts(ctx.owner)));
  });
  apiRoute(router, { method: 'get', path: `${base}/caches`, summary: 'This process\'s caches with their hit ratios, and the sessions alive (platform operator)', tag, response: cachesAndSessionsSchema }, async (_req, res) => {
    res.json(envelope(await cachesAndSessions(ctx)));
  });
  apiRoute(router, { method: 'get', path: `${base}/httpTrace`, summary: 'This process\'s last 1000 API requests, newest first, filtered (platform operator)', tag, query: traceQuery, response: httpTracePageSchema }, async (_req, res, { query }) => {
    res.json(envelope(await listTrace(ctx, query)));
  });
  return router;
}
