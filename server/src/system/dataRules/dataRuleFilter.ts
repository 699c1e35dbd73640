import { dataRulePermission, linkedViewRowFilter, resolveMenuComponent, type DataRule, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import { loadUserInfo } from '../../auth/userInfo';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { readViewReach, type ReachedViews } from '../../eform/views/viewReach';
import { grantBasis } from '../../platform/access/grantedPermissions';
import { onGrantsChanged } from '../../platform/access/grantsChanged';
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
 * The data rules over a view's rows for the caller (engine `linkedViewRowFilter`), over the ways
 * they reach it, any way sufficing: the rules of the view's own menus their roles grant, and the
 * rows of each reached view over the SAME table that links to it (button linkView, nested table,
 * combination part) — so a linked view does not show what the linking view's rule hides. A link
 * from a view over another table carries no rule (its columns need not exist here); a view no
 * menu and no same-table link narrows is not narrowed (it may also open from a visitor link, or
 * for a designer's preview), as before.
 */
export function viewRowFilter(ctx: AppContext, who: Pick<Caller, 'sessionId' | 'tenantId' | 'homeTenantId' | 'userId'>, viewCode: string, today: string): Promise<PermissionResult> {
  return viewFilters.get(`${who.sessionId}/${who.tenantId}/${viewCode}/${today}`, () => readViewRowFilter(ctx, who, viewCode, today));
}

async function readViewRowFilter(ctx: AppContext, who: Pick<Caller, 'sessionId' | 'tenantId' | 'homeTenantId' | 'userId'>, viewCode: string, today: string): Promise<PermissionResult> {
  const basis = await withTenant(ctx.db, who.homeTenantId, (trx) => grantBasis(trx, who.userId));
  if (basis !== 'roles') return true;
  const reach = await reaches.get(`${who.sessionId}/${who.tenantId}`, () => withTenant(ctx.db, who.tenantId, (trx) => readViewReach(trx, who.userId, basis)));
  // Own menus' rules of the views on the ways into this one (itself and the views linking to it).
  const ownFilters = new Map<string, PermissionResult>();
  for (const code of waysInto(reach, viewCode)) {
    if (!reach.menuViews.has(code)) continue;
    const menuIds = await withTenant(ctx.db, who.tenantId, (trx) => viewMenuIds(trx, code));
    ownFilters.set(code, await dataRuleFilter(ctx, who, menuIds, today, true));
  }
  return linkedViewRowFilter({ ownFilters, linkedFrom: reach.linkedFrom, tableOf: reach.tableOf }, viewCode);
}

/** The view and every reached view from which a chain of links leads to it. */
function waysInto(reach: ReachedViews, viewCode: string): Set<string> {
  const found = new Set([viewCode]);
  let frontier = [viewCode];
  while (frontier.length > 0) {
    frontier = frontier.flatMap((code) => reach.linkedFrom.get(code) ?? []).filter((code) => !found.has(code));
    for (const code of frontier) found.add(code);
  }
  return found;
}

/** The views a session's user reaches, kept as the filters are (one read serves every view of a page). */
const reaches = new KeptReads<ReachedViews>({ max: 10_000, ttlMs: 5000 });

/**
 * Kept per session and view for 5 s, as the caller's button permissions are: a list page asks for
 * rows many times a second while scrolling, and rules change only when an administrator edits them.
 */
const viewFilters = new KeptReads<PermissionResult>({ max: 10_000, ttlMs: 5000 });

// Forgotten in this process when a data rule, a role's choice of rules, or what reaches a view changes.
onGrantsChanged(() => {
  viewFilters.forgetAll();
  reaches.forgetAll();
});

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
