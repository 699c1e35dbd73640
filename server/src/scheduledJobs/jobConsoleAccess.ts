import { canManageScheduledJobs } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { accessDenied } from '../http/errors';
import { grantBasis } from '../platform/access/grantedPermissions';

/**
 * Refuses (403) a caller who may not manage the scheduled jobs of the tenant they work in
 * (engine's `canManageScheduledJobs`). Who the caller is is read where their user row lives, so
 * the platform operator switched into a tenant keeps the right there. Read fresh on every call.
 */
export async function assertMayManageJobs(ctx: AppContext, who: Pick<Caller, 'homeTenantId' | 'userId'>): Promise<void> {
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  if (!canManageScheduledJobs(basis)) throw accessDenied();
}
