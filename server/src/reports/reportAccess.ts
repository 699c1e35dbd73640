import { canRunDataset, canRunWidget, dashboardWidgetCodes, isReportDesigner, menuReportTargets, portalWidgetCodes, type ReportRunFacts } from '@wharf/engine';
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
import { publishedDashboards, publishedWidgets } from './publishedDefinitions';

/** Kept per session for 5 s (a dashboard asks for a dozen widgets at once); forgotten when grants change. */
const kept = new KeptReads<ReportRunFacts>({ name: 'reports.runFacts', max: 10_000, ttlMs: 5000 });
onGrantsChanged(() => kept.forgetAll());

const nothing: ReportRunFacts = { isAdministrator: false, held: { isAll: false, perms: new Set() }, reachableWidgetCodes: new Set() };

/**
 * What decides whether the caller may run widgets and datasets (engine `canRunWidget`,
 * `canRunDataset`): administrator or not, their button permissions, and — for everyone else —
 * the widgets they reach: report widget cards on their menus, the widgets of the dashboards their
 * menus or their portal open, and the report widgets of their resolved portal. Visitors reach nothing.
 */
export function reportRunFacts(ctx: AppContext, who: Caller): Promise<ReportRunFacts> {
  if (who.scope) return Promise.resolve(nothing);
  return kept.get(`${who.sessionId}/${who.tenantId}`, () => readFacts(ctx, who));
}

async function readFacts(ctx: AppContext, who: Caller): Promise<ReportRunFacts> {
  const basis = await callerGrantBasis(ctx, who);
  const held = await heldPermissionsOf(ctx, who);
  if (basis !== 'roles' || isReportDesigner(held)) return { isAdministrator: basis !== 'roles', held, reachableWidgetCodes: new Set() };
  const portal = portalWidgetCodes((await callerPortal(ctx, who))?.portal);
  const reachable = await withTenant(ctx.db, who.tenantId, async (trx) => {
    const menus = await grantedPermissions(trx, who.userId, basis).whereNot('p.menu_type', '2').select<Array<{ path: string | null; component: string | null }>>('p.path', 'p.component');
    const targets = menuReportTargets(menus.map((m) => ({ path: m.path ?? '', component: m.component ?? '' })));
    const dashboards = await publishedDashboards(trx, who.tenantId, [...targets.dashboardCodes, ...portal.dashboardCodes]);
    return new Set([...targets.widgetCodes, ...portal.reportCodes, ...[...dashboards.values()].flatMap((d) => dashboardWidgetCodes(d.body))]);
  });
  return { isAdministrator: false, held, reachableWidgetCodes: reachable };
}

/** Refuses (403 `report/run-denied`) unless the caller may run the widget. */
export async function assertWidgetRunnable(ctx: AppContext, who: Caller, widgetCode: string): Promise<void> {
  if (!canRunWidget(await reportRunFacts(ctx, who), widgetCode)) throw new AppError(403, 'report/run-denied');
}

/** Refuses (403 `dataset/run-denied`) unless the caller may query the dataset: designers, or a reachable widget is drawn from it. */
export async function assertDatasetRunnable(ctx: AppContext, who: Caller, datasetCode: string): Promise<void> {
  const facts = await reportRunFacts(ctx, who);
  if (canRunDataset(facts, datasetCode, new Map())) return;
  const widgets = await withTenant(ctx.db, who.tenantId, (trx) => publishedWidgets(trx, who.tenantId, [...facts.reachableWidgetCodes]));
  const datasets = new Map([...widgets.values()].map((w) => [w.code, w.body.datasetCode]));
  if (!canRunDataset(facts, datasetCode, datasets)) throw new AppError(403, 'dataset/run-denied');
}
