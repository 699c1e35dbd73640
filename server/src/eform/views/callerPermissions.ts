import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis, grantedPermissions } from '../../system/grantedPermissions';

/** What a caller may do, for the list pages: every permission, or the ones held. */
export type HeldPermissions = { isAll: true } | { isAll: false; perms: ReadonlySet<string> };

/**
 * Kept per session for 5 s: a list page asks for rows many times a second while scrolling, and
 * the answer only changes when an administrator changes roles (seen within 5 s here).
 */
const held = new LRUCache<string, HeldPermissions>({ max: 10_000, ttl: 5000 });

/** The button permissions the caller holds (the same grants as `requirePermission` and the menus). */
export async function callerPermissions(ctx: AppContext, req: Request): Promise<HeldPermissions> {
  const { sessionId, tenantId, homeTenantId, userId } = caller(req);
  const key = `${sessionId}/${tenantId}`;
  const cached = held.get(key);
  if (cached) return cached;
  const basis = await withTenant(ctx.db, homeTenantId, (trx) => grantBasis(trx, userId));
  const result: HeldPermissions = basis === 'platform-operator'
    ? { isAll: true }
    : { isAll: false, perms: new Set(await withTenant(ctx.db, tenantId, (trx) => grantedPermissions(trx, userId, basis).whereNotNull('p.perms').pluck('p.perms'))) };
  held.set(key, result);
  return result;
}

export function holds(permissions: HeldPermissions, perms: string): boolean {
  return permissions.isAll || permissions.perms.has(perms);
}

/** The button permission that lets a user see masked columns in full. */
export const unmaskPermission = 'eformView:unmask';
