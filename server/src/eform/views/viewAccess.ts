import type { Request } from 'express';
import { caller, type Caller } from '../../auth/authenticate';
import { KeptReads } from '../../cache/keptReads';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied, AppError } from '../../http/errors';
import { grantBasis, type GrantBasis } from '../../platform/access/grantedPermissions';
import { heldPermissionsOf, holds } from '../../platform/access/callerPermissions';
import { onGrantsChanged } from '../../platform/access/grantsChanged';
import { readViewReach } from './viewReach';

/** The views a caller may read: every one (designers, administrators), or the ones named. */
export type ReadableViews = { isAll: true } | { isAll: false; codes: ReadonlySet<string> };

/** Holders of this button design views, so they read any of them (the designer's preview, the view list). */
export const viewDesignPermission = 'eformView:edit';

/**
 * Kept per session for 5 s, like the caller's button permissions: a list page asks many times a
 * second while scrolling, and the answer only changes when an administrator changes menus or roles.
 */
const readable = new KeptReads<ReadableViews>({ name: 'views.readable', max: 10_000, ttlMs: 5000 });

// Forgotten in this process when menus, roles or department permissions change.
onGrantsChanged(() => readable.forgetAll());

/** The views a role user reaches: their menus' views and every view linked from one they reach (`viewReach.ts`). */
async function reachableViews(ctx: AppContext, who: Caller, basis: GrantBasis): Promise<ReadonlySet<string>> {
  return (await withTenant(ctx.db, who.tenantId, (trx) => readViewReach(trx, who.userId, basis))).reached;
}

/**
 * The views the caller may read (definition, rows, export): a visitor only its page's view; a
 * holder of `eformView:edit` (and the platform operator) every view; anyone else the views their
 * granted menus open and the views linked from those.
 */
export function readableViews(ctx: AppContext, req: Request): Promise<ReadableViews> {
  return readableViewsOf(ctx, caller(req));
}

/** `readableViews` for a caller already resolved (the form-data operations ask it). */
export async function readableViewsOf(ctx: AppContext, who: Caller): Promise<ReadableViews> {
  if (who.scope) return { isAll: false, codes: new Set(who.scope.pageType === 'view' ? [who.scope.pageCode] : []) };
  return readable.get(`${who.sessionId}/${who.tenantId}`, async () => {
    if (holds(await heldPermissionsOf(ctx, who), viewDesignPermission)) return { isAll: true };
    const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
    return { isAll: false, codes: await reachableViews(ctx, who, basis) };
  });
}

/** Whether a published view of that code exists in the caller's tenant (a refusal is then 403, else 404). */
async function viewExists(ctx: AppContext, tenantId: string, viewCode: string): Promise<boolean> {
  return withTenant(ctx.db, tenantId, async (trx) => Boolean(await trx('eform_definition').where({ kind: 'view', code: viewCode }).whereNotNull('published_version').first('id')));
}

/**
 * Lets the request read the view `viewCode` only when the caller may (see `readableViews`): 403
 * otherwise, or 404 when no such published view exists, so a refusal tells nothing new.
 */
export async function assertViewReadable(ctx: AppContext, req: Request, viewCode: string): Promise<void> {
  const views = await readableViews(ctx, req);
  if (views.isAll || views.codes.has(viewCode)) return;
  if (!(await viewExists(ctx, caller(req).tenantId, viewCode))) throw new AppError(404, 'view/not-found', [viewCode]);
  throw accessDenied();
}
