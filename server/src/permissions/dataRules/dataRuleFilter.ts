import { dataRulePermission, type DataRule, type PermissionResult } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import { loadUserInfo } from '../../auth/userInfo';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis } from '../../platform/access/grantedPermissions';

/**
 * The rows the caller may see through the given menus (spec §6 data rules), as a permission
 * result the list-query compiler narrows its SQL with (`compileListQuery(…, { permission })`).
 * Administrators and the platform operator are not narrowed; a role user gets, for each of
 * their roles that grants one of the menus, the role's rules (and), and any role suffices (or).
 * A role user holding none of the menus sees nothing through them.
 */
export async function dataRuleFilter(
  ctx: AppContext,
  who: Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>,
  permissionIds: readonly string[],
  today: string,
  /** The answer for a role user none of whose roles grants any of the menus. */
  ifNotGranted: PermissionResult = false,
): Promise<PermissionResult> {
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  if (basis !== 'roles') return true;
  if (permissionIds.length === 0) return ifNotGranted;
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const roleIds: string[] = await trx('sys_user_role as ur')
      .join('sys_role_permission as rp', 'rp.role_id', 'ur.role_id')
      .where('ur.user_id', who.userId)
      .whereIn('rp.permission_id', permissionIds)
      .distinct()
      .pluck('ur.role_id');
    if (roleIds.length === 0) return ifNotGranted;
    const rules = await trx('sys_role_data_rule as rr')
      .join('sys_data_rule as r', 'r.id', 'rr.data_rule_id')
      .whereIn('rr.role_id', roleIds)
      .whereIn('r.permission_id', permissionIds)
      .where('r.status', '1')
      .select<Array<{ role_id: string; rule_column: string; rule_operator: string; rule_value: string }>>('rr.role_id', 'r.rule_column', 'r.rule_operator', 'r.rule_value');
    const user = await loadUserInfo(trx, who.userId);
    const perRole = roleIds.map((roleId) =>
      rules.filter((rule) => rule.role_id === roleId).map((rule): DataRule => ({ ruleColumn: rule.rule_column, ruleOperator: rule.rule_operator as DataRule['ruleOperator'], ruleValue: rule.rule_value })),
    );
    return dataRulePermission(perRole, { userId: user.id, username: user.username, orgId: user.orgId, orgCode: user.orgCode, compCode: user.compCode, tenantId: who.tenantId, today });
  });
}
