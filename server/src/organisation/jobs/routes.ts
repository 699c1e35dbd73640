import type { Router } from 'express';
import type { AppContext } from '../../context';
import { codeListKinds } from '../orgExtras/codeList';
import { codeListRoutes } from '../orgExtras/codeListRoutes';

/** The tenant's jobs (spec §1 areas): `/api/system/job/…`, behind the job page's buttons. */
export function jobRoutes(ctx: AppContext): Router {
  return codeListRoutes(ctx, codeListKinds.job);
}
