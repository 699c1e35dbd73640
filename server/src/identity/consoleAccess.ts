import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { accessDenied } from '../http/errors';
import { grantBasis, holdsPermission, type GrantBasis } from '../platform/access/grantedPermissions';

/**
 * The button permissions (`pageCode:permission`, spec §6) that guard the identity console's
 * calls; seeded as buttons of the log and user menus, so a role grants them like any other.
 */
export const identityPermissions = {
  /** Read the login, visit and message logs. */
  listLogs: 'sysLog:list',
  /** Remove log entries. */
  deleteLogs: 'sysLog:delete',
  /** Issue and revoke visitor links and password-free entry tokens. */
  issueEntryTokens: 'entryToken:issue',
} as const;

/**
 * Requires the caller to hold a button permission, the same test as `requirePermission` (who
 * the caller is is read in their home tenant, what their roles grant in the tenant the request
 * works in); 403 otherwise. Answers the caller's grant basis for decisions that also depend on
 * being an administrator.
 */
export async function requireCallerPermission(ctx: AppContext, who: Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>, perms: string): Promise<GrantBasis> {
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  const isGranted = basis === 'platform-operator' || (await withTenant(ctx.db, who.tenantId, (trx) => holdsPermission(trx, who.userId, perms, basis)));
  if (!isGranted) throw accessDenied();
  return basis;
}
