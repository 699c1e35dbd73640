import type { Router } from 'express';
import type { AppContext } from '../../context';
import { codeListKinds } from '../codeLists/codeList';
import { codeListRoutes } from '../codeLists/codeListRoutes';

/** The tenant's positions (spec §1 areas): `/api/system/position/…`, behind the position page's buttons. */
export function positionRoutes(ctx: AppContext): Router {
  return codeListRoutes(ctx, codeListKinds.position);
}
