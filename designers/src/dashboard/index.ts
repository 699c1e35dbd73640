// The dashboard designer's public surface (the designer itself stays a lazy chunk of the registry).
export type { CodeOption, DashboardDesignerProps, DashboardDesignerServices, DimensionOption } from './types';
export { dashboardColumns, defaultDashboardRowHeight, defaultLargeScreen } from './model/dashboardEdits';
