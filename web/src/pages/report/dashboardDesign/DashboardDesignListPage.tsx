import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { dashboardKind } from './gridKinds';
import { GridDefinitionList } from './GridDefinitionList';

/** The dashboards of the builder console (`report/DashboardDesignList`): list, new, publish, and the design page of each. */
export function DashboardDesignListPage(_props: MenuPageProps) {
  return <GridDefinitionList spec={dashboardKind} />;
}
