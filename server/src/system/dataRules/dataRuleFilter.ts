import { dataRulePermission, resolveMenuComponent, type DataRule, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import { loadUserInfo } from '../../auth/userInfo';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis } from '../grantedPermissions';
import { KeptReads } from '../../cache/keptReads';

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

/**
 * The data rules over a view's rows for the caller: those of the menus that open the view and that
 * the caller's roles grant. Reading a published view is open to every user of the tenant (a view
 * may also open from a button or a visitor link), so a caller holding none of those menus is not
 * narrowed by them.
 */
export function viewRowFilter(ctx: AppContext, who: Pick<Caller, 'sessionId' | 'tenantId' | 'homeTenantId' | 'userId'>, viewCode: string, today: string): Promise<PermissionResult> {
  return viewFilters.get(`${who.sessionId}/${who.tenantId}/${viewCode}/${today}`, () => readViewRowFilter(ctx, who, viewCode, today));
}

async function readViewRowFilter(ctx: AppContext, who: Pick<Caller, 'tenantId' | 'homeTenantId' | 'userId'>, viewCode: string, today: string): Promise<PermissionResult> {
  const menuIds = await withTenant(ctx.db, who.tenantId, (trx) => viewMenuIds(trx, viewCode));
  return dataRuleFilter(ctx, who, menuIds, today, true);
}

/**
 * Kept per session and view for 5 s, as the caller's button permissions are: a list page asks for
 * rows many times a second while scrolling, and rules change only when an administrator edits them.
 */
const viewFilters = new KeptReads<PermissionResult>({ max: 10_000, ttlMs: 5000 });

/** Forgets the kept filters of this process, after a data rule or a role's choice of rules changed. */
export function forgetViewRowFilters(): void {
  viewFilters.forgetAll();
}

/** The menus (not buttons) that open a view page for `viewCode`: their data rules govern the view's rows. */
export async function viewMenuIds(trx: Knex.Transaction, viewCode: string): Promise<string[]> {
  const rows = await trx('sys_permission')
    .whereNot('menu_type', '2')
    .whereRaw("path like ? escape '\\'", [`%/${viewCode.replace(/[\\%_]/g, (c) => `\\${c}`)}`])
    .select<Array<{ id: string; path: string; component: string | null }>>('id', 'path', 'component');
  // The same reading of a menu entry the web app uses to open its page.
  return rows.filter((row) => {
    const resolved = resolveMenuComponent({ path: row.path, component: row.component ?? '', componentProps: [], meta: { title: '' } });
    return resolved.kind === 'viewLayout' && resolved.code === viewCode;
  }).map((row) => row.id);
}
