import type { Router } from 'express';
import type { AppContext } from '../../context';
import { codeListKinds } from '../codeLists/codeList';
import { codeListRoutes } from '../codeLists/codeListRoutes';

/** The tenant's jobs (spec §1 areas): `/api/system/job/…`, behind the job page's buttons. */
export function jobRoutes(ctx: AppContext): Router {
  return codeListRoutes(ctx, codeListKinds.job);
}
