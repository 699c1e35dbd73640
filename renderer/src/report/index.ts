// The pure side of report charts (no echarts code: the component and echarts itself are lazy chunks
// reached through `kindRuntimes.report`).
export { buildChartOption, chartFamily, chartTypes, type ChartFamily, type ChartType } from './buildChartOption';
export { chartPalette, frameColours, type ChartContext, type ChartFrameColours } from './chartContext';
export { chartFrame, pointValues, valueLabel, widgetTitle, type ChartCategory, type ChartFrame, type ChartSeries, type PointValues } from './chartData';
export { formatNumber, formatShare, type NumberFormat } from './numberFormat';
export type { ReportChartHandle, ReportChartProps } from './reportChartTypes';
