import { lazyComponentWithoutSuspense } from '../lazyComponent';

/**
 * The report chart in a chunk of its own: the report kind's runtime and the dashboard's default chart.
 * One place for it, so neither the dashboard nor the kind registry has to import the other.
 */
export const LazyReportChart = lazyComponentWithoutSuspense(async () => (await import('./ReportChart')).ReportChart);
