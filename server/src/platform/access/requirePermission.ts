import type { NextFunction, Request, Response } from 'express';
import { caller, type Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { accessDenied } from '../../http/errors';
import { grantBasis, holdsPermission } from './grantedPermissions';

/**
 * Refuses (403) a caller who does not hold the button permission `perms` (`pageCode:permission`,
 * spec §6). For operations to call inside themselves, so another caller of the operation (a job,
 * another route) cannot skip the check. Read fresh, not kept: a revoked permission stops at once.
 */
export async function assertHolds(ctx: AppContext, who: Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>, perms: string): Promise<void> {
  const { tenantId, homeTenantId, userId } = who;
  // Who the caller is (operator, tenant admin, role holder) is read where their user row lives;
  // what their roles grant is read in the tenant the request works in.
  const basis = await withTenant(ctx.db, homeTenantId, (trx) => grantBasis(trx, userId));
  const isGranted = basis === 'platform-operator' || (await withTenant(ctx.db, tenantId, (trx) => holdsPermission(trx, userId, perms, basis)));
  if (!isGranted) throw accessDenied();
}

/**
 * Lets a request through only when the caller holds the button permission `perms`
 * (`pageCode:permission`, spec §6); 403 otherwise. The same grants build the menus and
 * buttons the screens show, so a hidden button is also a refused call.
 */
export function requirePermission(ctx: AppContext, perms: string) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    await assertHolds(ctx, caller(req), perms);
    next();
  };
}
