import { canOpenDashboard, isReportDesigner, menuReportTargets, portalWidgetCodes, type DashboardOpenFacts } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import { KeptReads } from '../cache/keptReads';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { callerGrantBasis } from '../eform/data/formDataGrants';
import { AppError } from '../http/errors';
import { heldPermissionsOf } from '../platform/access/callerPermissions';
import { grantedPermissions } from '../platform/access/grantedPermissions';
import { onGrantsChanged } from '../platform/access/grantsChanged';
import { callerPortal } from '../portal/callerPortal';

/** Kept per session for 5 s (a dashboard page and its large screen open together); forgotten when grants change. */
const kept = new KeptReads<DashboardOpenFacts>({ name: 'dashboards.openFacts', max: 10_000, ttlMs: 5000 });
onGrantsChanged(() => kept.forgetAll());

const nothing: DashboardOpenFacts = { isAdministrator: false, held: { isAll: false, perms: new Set() }, reachableDashboardCodes: new Set() };

async function readFacts(ctx: AppContext, who: Caller): Promise<DashboardOpenFacts> {
  const basis = await callerGrantBasis(ctx, who);
  const held = await heldPermissionsOf(ctx, who);
  if (basis !== 'roles' || isReportDesigner(held)) return { isAdministrator: basis !== 'roles', held, reachableDashboardCodes: new Set() };
  const portal = portalWidgetCodes((await callerPortal(ctx, who)) ?? undefined);
  const menus = await withTenant(ctx.db, who.tenantId, (trx) =>
    grantedPermissions(trx, who.userId, basis).whereNot('p.menu_type', '2').select<Array<{ path: string | null; component: string | null }>>('p.path', 'p.component'),
  );
  const onMenus = menuReportTargets(menus.map((menu) => ({ path: menu.path ?? '', component: menu.component ?? '' }))).dashboardCodes;
  return { isAdministrator: false, held, reachableDashboardCodes: new Set([...onMenus, ...portal.dashboardCodes]) };
}

/**
 * Refuses (403 `dashboard/open-denied`) unless the caller may open the dashboard (engine
 * `canOpenDashboard`): administrators, report designers, or a user whose menus or portal open it.
 * Visitors open none.
 */
export async function assertDashboardOpenable(ctx: AppContext, who: Caller, dashboardCode: string): Promise<void> {
  const facts = who.scope ? nothing : await kept.get(`${who.sessionId}/${who.tenantId}`, () => readFacts(ctx, who));
  if (!canOpenDashboard(facts, dashboardCode)) throw new AppError(403, 'dashboard/open-denied');
}
