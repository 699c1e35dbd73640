// Datasets, report widgets, dashboards and portals: the shapes they exchange and the decisions about them.
export type * from './types';
export { applyPortalOverride, chooseBasePortal, portalWidgetCodes, previewPortal, resolvePortal, resolvePortalFrom, type PortalWidgetCodes, type ResolvedPortal } from './resolvePortal';
export * from './dashboardLinks';
export * from './dashboardLinksState';
export * from './datasetPlanTypes';
export { planDatasetQuery } from './planDatasetQuery';
export { resolveDatasetSelection, type DatasetSelection } from './datasetSelection';
export { compileDatasetComparison, compileDatasetFilters, hasRequiredFilter } from './datasetFilters';
export { resolveDatasetParameters, type DatasetParametersResult } from './datasetParameters';
export { shapeDatasetAnswer } from './shapeDatasetAnswer';
export { conditionAsDatasetFilters } from './conditionFilters';
export { cutToTopCategories, widgetDatasetQuery, type WidgetQuery, type WidgetQueryResult } from './widgetQuery';
export { canRunDataset, canRunWidget, dashboardWidgetCodes, isReportDesigner, menuReportTargets, type ReportRunFacts } from './reportRunAccess';
export { canOpenDashboard, type DashboardOpenFacts } from './dashboardAccess';
export { datasetPublishIssues, widgetPublishIssues, type PublishIssue } from './reportPublishIssues';
export { dateBucketRange } from './dateBuckets';
