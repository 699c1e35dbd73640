import { lazyComponentWithoutSuspense } from '../lazyComponent';
import { loadEcharts } from '../report/echartsLoader';
import { LazyReportChart } from '../report/LazyReportChart';

/**
 * The dashboard runtime in a chunk of its own (`kindRuntimes.dashboard`). Its first use fetches the
 * dashboard, the report chart and echarts side by side: the charts' code is not left to wait until the
 * dashboard's own chunk has arrived and run (a waterfall that delayed every chart). A failed
 * prefetch is tried again when a chart mounts, and shows where the chart would render.
 */
export const LazyDashboardRenderer = lazyComponentWithoutSuspense(async () => {
  void LazyReportChart.preload().catch(() => undefined);
  void loadEcharts().catch(() => undefined);
  return (await import('./DashboardRenderer')).DashboardRenderer;
});
