import type { Request } from 'express';
import { caller, type Caller } from '../../auth/authenticate';
import { KeptReads } from '../../cache/keptReads';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis, grantedPermissions } from './grantedPermissions';
import { onGrantsChanged } from './grantsChanged';

/** What a caller may do, for the list pages: every permission, or the ones held. */
export type HeldPermissions = { isAll: true } | { isAll: false; perms: ReadonlySet<string> };

/**
 * Kept per session for 5 s: a list page asks for rows many times a second while scrolling, and
 * the answer only changes when an administrator changes roles (seen within 5 s here).
 */
const held = new KeptReads<HeldPermissions>({ name: 'access.heldPermissions', max: 10_000, ttlMs: 5000 });
onGrantsChanged(() => held.forgetAll());

/** The button permissions the caller holds (the same grants as `requirePermission` and the menus). */
export function callerPermissions(ctx: AppContext, req: Request): Promise<HeldPermissions> {
  return heldPermissionsOf(ctx, caller(req));
}

/** `callerPermissions` for a caller already resolved (operations that run outside a route handler's request). */
export function heldPermissionsOf(ctx: AppContext, who: Caller): Promise<HeldPermissions> {
  return held.get(`${who.sessionId}/${who.tenantId}`, () => readHeldPermissions(ctx, who));
}

async function readHeldPermissions(ctx: AppContext, { tenantId, homeTenantId, userId }: Caller): Promise<HeldPermissions> {
  const basis = await withTenant(ctx.db, homeTenantId, (trx) => grantBasis(trx, userId));
  if (basis === 'platform-operator') return { isAll: true };
  return { isAll: false, perms: new Set(await withTenant(ctx.db, tenantId, (trx) => grantedPermissions(trx, userId, basis).whereNotNull('p.perms').pluck('p.perms'))) };
}

/** Whether held permissions include the button permission `perms` (`pageCode:permission`). */
export function holds(permissions: HeldPermissions, perms: string): boolean {
  return permissions.isAll || permissions.perms.has(perms);
}
