// `TableDesigner` itself is `kindDesigners.table.Designer` (a chunk of its own), not exported here.
export type { TableDesignerProps } from './TableDesigner';
export { SyncPlanDialog, type SyncPlanDialogProps } from './SyncPlanDialog';
export { SyncStatusBadge } from './SyncStatusBadge';
export { blankTable, blankColumn } from './blankTable';
export { tableIssues, type TableIssues } from './tableIssues';
export { planLosses, areLossesConfirmed, lossText } from './syncLosses';
export type { TableDesignerServices, TablePlan, TablePlanStatement, TableSyncStatus, TableDesignerOption } from './types';
