import { publishedDashboardSchema } from '@wharf/schemas';
import { Router } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { AppError, notFound } from '../http/errors';
import { publishedDashboards } from '../reports/publishedDefinitions';
import { assertDashboardOpenable } from './dashboardAccess';

const codeRegExp = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `GET /api/eform/report/dashboard/{dashboardCode}/definition`: the published dashboard a dashboard
 * page or large screen draws (issue 17), for those who may open it. Its widgets' data comes through
 * the batched report route, which checks each widget itself.
 */
export function dashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, {
    method: 'get', path: '/api/eform/report/dashboard/:dashboardCode/definition', tag: 'reports', response: publishedDashboardSchema,
    summary: 'The published dashboard for its page or large screen (administrators, report designers, or a caller whose menus or portal open it)',
  }, async (req, res) => {
    const who = caller(req);
    const code = String(req.params.dashboardCode);
    if (!codeRegExp.test(code)) throw notFound();
    await assertDashboardOpenable(ctx, who, code);
    const found = (await withTenant(ctx.db, who.tenantId, (trx) => publishedDashboards(trx, who.tenantId, [code]))).get(code);
    if (!found) throw new AppError(404, 'dashboard/not-found', [code]);
    res.json(envelope({ code: found.code, version: found.version, body: found.body }));
  });
  return router;
}
