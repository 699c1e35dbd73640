import type { HeldButtonPermissions } from '../permissions/definitionAccess';
import { isReportDesigner } from './reportRunAccess';

/** What decides whether a caller may open a published dashboard. */
export interface DashboardOpenFacts {
  /** A tenant administrator or the platform operator. */
  isAdministrator: boolean;
  held: HeldButtonPermissions;
  /** The dashboards the caller's menus (`DashboardView` entries) and resolved portal open. */
  reachableDashboardCodes: ReadonlySet<string>;
}

/**
 * Whether the caller may open (read the published definition of) a dashboard: administrators and
 * designers of reports, datasets, dashboards or portals (they preview what they build); otherwise
 * only a dashboard a menu entry of theirs or their resolved portal opens — the same reach that lets
 * them run its widgets (`canRunWidget`).
 */
export function canOpenDashboard(facts: DashboardOpenFacts, dashboardCode: string): boolean {
  return facts.isAdministrator || isReportDesigner(facts.held) || facts.reachableDashboardCodes.has(dashboardCode);
}
