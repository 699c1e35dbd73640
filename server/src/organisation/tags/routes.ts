import type { Router } from 'express';
import type { AppContext } from '../../context';
import { codeListKinds } from '../codeLists/codeList';
import { codeListRoutes } from '../codeLists/codeListRoutes';

/** The tenant's tags (spec §1 areas): `/api/system/tag/…`, behind the tag page's buttons. */
export function tagRoutes(ctx: AppContext): Router {
  return codeListRoutes(ctx, codeListKinds.tag);
}
