import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis } from './grantedPermissions';

/** Whether the caller is the platform operator (an admin of the platform tenant), read in their home tenant. */
export async function isPlatformOperator(ctx: AppContext, who: Pick<Caller, 'homeTenantId' | 'userId'>): Promise<boolean> {
  return (await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId))) === 'platform-operator';
}
