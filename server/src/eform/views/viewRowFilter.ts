import { linkedViewRowFilter, resolveMenuComponent, type PermissionResult } from '@wharf/engine';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import { KeptReads } from '../../cache/keptReads';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { grantBasis } from '../../platform/access/grantedPermissions';
import { onGrantsChanged } from '../../platform/access/grantsChanged';
import { dataRuleFilter } from '../../permissions/dataRules/dataRuleFilter';
import { readViewReach, type ReachedViews } from './viewReach';


/** Today's date for data-rule placeholders (`#{today}`), as the server's calendar has it. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
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
const reaches = new KeptReads<ReachedViews>({ name: 'views.reachedByMenu', max: 10_000, ttlMs: 5000 });

/**
 * Kept per session and view for 5 s, as the caller's button permissions are: a list page asks for
 * rows many times a second while scrolling, and rules change only when an administrator edits them.
 */
const viewFilters = new KeptReads<PermissionResult>({ name: 'views.rowFilters', max: 10_000, ttlMs: 5000 });

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
