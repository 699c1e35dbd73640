import type { DashboardDefinition } from '@wharf/schemas';
import { resolveMenuComponent } from '../menus/resolveMenuComponent';
import type { MenuItem } from '../menus/types';
import { canDesign, type HeldButtonPermissions } from '../permissions/definitionAccess';

/** What decides whether a caller may run report widgets and datasets. */
export interface ReportRunFacts {
  /** A tenant administrator or the platform operator. */
  isAdministrator: boolean;
  /** The caller's button permissions (designers of reports, datasets, dashboards and portals run anything). */
  held: HeldButtonPermissions;
  /** The widgets the caller reaches as a user: `reachableWidgetCodes`. */
  reachableWidgetCodes: ReadonlySet<string>;
}

/** The report kinds whose designers may run any widget or dataset (a designer previews what they build). */
const designingKinds = ['report', 'dataset', 'dashboard', 'portal'] as const;

/** Whether the caller designs reports, datasets, dashboards or portals. */
export function isReportDesigner(held: HeldButtonPermissions): boolean {
  return designingKinds.some((kind) => canDesign(held, kind, 'save'));
}

/**
 * What the caller's menus open that draws report widgets: report widget cards (by widget code,
 * the path's last segment) and dashboards (by dashboard code).
 */
export function menuReportTargets(menus: ReadonlyArray<Pick<MenuItem, 'path' | 'component'>>): { widgetCodes: Set<string>; dashboardCodes: Set<string> } {
  const widgetCodes = new Set<string>();
  const dashboardCodes = new Set<string>();
  for (const menu of menus) {
    const resolved = resolveMenuComponent({ path: menu.path ?? '', component: menu.component ?? '', componentProps: [], meta: { title: '' } });
    if (!resolved.code) continue;
    if (resolved.kind === 'reportWidgetCard') widgetCodes.add(resolved.code);
    else if (resolved.kind === 'dashboard') dashboardCodes.add(resolved.code);
  }
  return { widgetCodes, dashboardCodes };
}

/** The widgets a dashboard draws: its report items and the widgets its filters take their choices from. */
export function dashboardWidgetCodes(dashboard: Pick<DashboardDefinition, 'items' | 'filters'>): string[] {
  const codes = (dashboard.items ?? []).flatMap((item) => (item.itemType === 'report' && item.widgetCode ? [item.widgetCode] : []));
  for (const filter of dashboard.filters ?? []) if (filter.optionsFrom) codes.push(filter.optionsFrom);
  return codes;
}

/**
 * Whether the caller may run a report widget: administrators; designers of reports, datasets,
 * dashboards or portals; otherwise a caller who reaches the widget — a menu opening its card, a
 * dashboard their menus (or portal) open that contains it, or their resolved portal.
 */
export function canRunWidget(facts: ReportRunFacts, widgetCode: string): boolean {
  if (facts.isAdministrator || isReportDesigner(facts.held)) return true;
  return facts.reachableWidgetCodes.has(widgetCode);
}

/**
 * Whether the caller may query a dataset directly: administrators and the designers above, or a
 * caller who reaches a widget drawn from it (`widgetDatasets`: the reachable widgets' dataset
 * codes) — the same rows, under the same data rules, in another cut.
 */
export function canRunDataset(facts: ReportRunFacts, datasetCode: string, widgetDatasets: ReadonlyMap<string, string>): boolean {
  if (facts.isAdministrator || isReportDesigner(facts.held)) return true;
  for (const code of facts.reachableWidgetCodes) if (widgetDatasets.get(code) === datasetCode) return true;
  return false;
}
