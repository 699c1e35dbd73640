import type { ServerModule } from '../platform/module';
import { reportRoutes } from './reportRoutes';
import { widgetBatchRoute } from './widgetBatchRoute';

/**
 * Datasets and report widget data (issue 17): a dataset query, a widget's chart-ready data, and
 * a dashboard's or portal's widgets in one NDJSON request, each run as the caller.
 */
export const reportsModule = {
  name: 'reports',
  routers: { reports: reportRoutes, widgetBatch: widgetBatchRoute },
} satisfies ServerModule;
