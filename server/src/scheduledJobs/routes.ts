import { scheduledJobListSchema } from '@wharf/schemas';
import { Router } from 'express';
import { caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { apiRoute } from '../http/apiRoute';
import { envelope } from '../http/envelope';
import { accessDenied } from '../http/errors';
import { isPlatformOperator } from '../platform/access/platformOperator';
import { listScheduledJobs } from './scheduledJobList';

/**
 * The scheduled (crontab) tasks of the background worker (spec §7 `sysJob/queryall`). They are the
 * platform's, not a tenant's, so only the platform operator sees them; nothing here edits them.
 */
export function scheduledJobRoutes(ctx: AppContext): Router {
  const router = Router();
  apiRoute(router, { method: 'get', path: '/api/system/sysJob/queryall', summary: 'The worker\'s scheduled tasks (platform operator)', tag: 'scheduled jobs', response: scheduledJobListSchema }, async (req, res) => {
    if (!(await isPlatformOperator(ctx, caller(req)))) throw accessDenied();
    res.json(envelope(await listScheduledJobs(ctx, ctx.crontab)));
  });
  return router;
}
