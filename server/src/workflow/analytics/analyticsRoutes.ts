import type { JSONSchemaType } from 'ajv';
import { Router } from 'express';
import { analyticsLists, analyticsTopSchema } from '@wharf/schemas';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { apiRoute } from '../../http/apiRoute';
import { envelope } from '../../http/envelope';
import { inCallerTenant } from '../../http/routeHelpers';
import { requireManager } from '../access/workflowAccess';
import { topList, type AnalyticsList } from './topLists';

interface TopQuery {
  list: AnalyticsList;
  /** Only the last this many days count (instances started, tasks created); all time when absent. */
  days?: number;
}
const topQuery = {
  type: 'object',
  properties: {
    list: { type: 'string', enum: [...analyticsLists] },
    days: { type: 'integer', minimum: 1, maximum: 3660, nullable: true },
  },
  required: ['list'],
} as unknown as JSONSchemaType<TopQuery>;

const dayMs = 24 * 60 * 60 * 1000;

/** Process analytics (spec §9): the top-10 lists, for holders of the workflow management permission. */
export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/bpm/analytics/top', summary: 'A top-10 list of the tenant\'s workflow figures (most started, slowest nodes, most overdue approvers, most rejected, longest running)', tag: 'workflow', query: topQuery, response: analyticsTopSchema }, async (req, res, { query }) => {
    await requireManager(ctx, caller(req));
    const now = new Date();
    const window = { now, ...(query.days ? { since: new Date(now.getTime() - query.days * dayMs) } : {}) };
    const records = await inCallerTenant(ctx, req, (trx) => topList(trx, query.list, window));
    res.json(envelope({ list: query.list, records }));
  });
  return router;
}
