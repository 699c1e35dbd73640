// Datasets, report widgets, dashboards and portals: the shapes they exchange and the decisions about them.
export type * from './types';
export { applyPortalOverride, chooseBasePortal, portalWidgetCodes, previewPortal, resolvePortal, resolvePortalFrom, type PortalWidgetCodes, type ResolvedPortal } from './resolvePortal';
export * from './dashboardLinks';
export * from './dashboardLinksState';
