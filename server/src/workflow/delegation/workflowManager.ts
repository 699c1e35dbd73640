import { kindSpecs } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis, holdsPermission } from '../../platform/access/grantedPermissions';

/**
 * The workflow management permission: the workflow designer's publish permission (WORKFLOW.md),
 * held by whoever runs the tenant's templates. It sees every delegation and the analytics.
 */
export const workflowManagement = kindSpecs.workflow.designer.publish;

/** Whether the caller holds the workflow management permission (read fresh, as `assertHolds` does). */
export async function managesWorkflows(ctx: AppContext, who: Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>): Promise<boolean> {
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  if (basis === 'platform-operator') return true;
  return withTenant(ctx.db, who.tenantId, (trx) => holdsPermission(trx, who.userId, workflowManagement, basis));
}
