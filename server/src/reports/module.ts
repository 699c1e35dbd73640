import type { ServerModule } from '../platform/module';
import { assertDatasetPublishable, assertWidgetPublishable } from './reportPublishChecks';
import { reportRoutes } from './reportRoutes';
import { widgetBatchRoute } from './widgetBatchRoute';
import { widgetExportJobName, widgetExportTask } from './widgetExport';

/**
 * Datasets and report widget data (issue 17): a dataset query, a widget's chart-ready data, and
 * a dashboard's or portal's widgets in one NDJSON request, each run as the caller; a widget's data
 * as an xlsx task of the download centre (its own job, the centre's task table and files).
 */
export const reportsModule = {
  name: 'reports',
  routers: { reports: reportRoutes, widgetBatch: widgetBatchRoute },
  // A dataset's fields are its table's columns; a widget's fields, sort and drill are its published dataset's.
  publishChecks: { dataset: assertDatasetPublishable, report: assertWidgetPublishable },
  tasks: (jobs) => ({ [widgetExportJobName]: widgetExportTask(jobs) }),
} satisfies ServerModule;
