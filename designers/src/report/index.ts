// `ReportDesigner` itself is `kindDesigners.report.Designer` (a chunk of its own), not exported here.
export type { ReportDesignerProps, ReportDesignerServices, ReportDesignerOption, ReportPreviewChartProps } from './types';
export { chartTypes, chartUnfit, type ChartType, type ChartUnfit } from './model/chartTypes';
export { planPreview, previewData } from './model/previewQuery';
