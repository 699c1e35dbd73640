import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { portalKind } from '../../report/dashboardDesign/gridKinds';
import { GridDefinitionList } from '../../report/dashboardDesign/GridDefinitionList';

/** The portals of the builder console (`portal/PortalDesignList`): list, new, publish, and the design page of each. */
export function PortalDesignListPage(_props: MenuPageProps) {
  return <GridDefinitionList spec={portalKind} />;
}
