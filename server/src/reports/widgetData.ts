import { cutToTopCategories, defaultDatasetMaxRows, widgetDatasetQuery, type Language, type WidgetData, type WidgetDataRequest } from '@wharf/engine';
import type { ReportDefinition } from '@wharf/schemas';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { ValidationFailed } from '../http/errors';
import { runnableWidget, type RunnableDataset } from './loadedDefinitions';
import type { Published } from './publishedDefinitions';
import { assertWidgetRunnable } from './reportAccess';
import { runDatasetQuery, type DatasetRunScope } from './runDatasetQuery';
import { tableRowFilter } from './tableRowFilter';

/** The caller as a dataset runs for them: their tenant and their read answers for business tables. */
export function callerScope(ctx: AppContext, who: Caller): DatasetRunScope {
  return { tenantId: who.tenantId, rowFilterFor: (tableCode) => tableRowFilter(ctx, who, tableCode) };
}

/**
 * Chart-ready data of a widget for a scope (engine `widgetDatasetQuery`, then the dataset run):
 * its dimensions and measures, sorted and cut to top-N, its drill state, and the widget's own
 * published definition. Bad filters or drill are 400s under `requestPath`.
 */
export async function widgetDataFor(ctx: Pick<AppContext, 'db'>, scope: DatasetRunScope, widget: Published<ReportDefinition>, dataset: RunnableDataset, request: Pick<WidgetDataRequest, 'filters' | 'drill'>, lang: Language, requestPath: string): Promise<WidgetData> {
  const planned = widgetDatasetQuery(widget.body, dataset.body, request, lang);
  if (!planned.ok) throw new ValidationFailed(planned.errors.map((error) => ({ ...error, path: `${requestPath}${error.path}` })));
  const { query, condition, topCategories } = planned.widgetQuery;
  const run = await runDatasetQuery(ctx, scope, dataset, query, { lang, requestPath, ...(condition ? { condition } : {}) });
  const answer = topCategories ? cutToTopCategories(run, topCategories) : run;
  // Rows cut to the widget's top-N are what it asked for, not an answer cut by the row cap.
  const truncated = widget.body.topN !== undefined && widget.body.topN < (dataset.body.maxRows ?? defaultDatasetMaxRows) ? false : answer.truncated;
  return { ...answer, truncated, widget: widget.body };
}

/** A widget's data for the caller, after the access check (`assertWidgetRunnable`: 403 `report/run-denied`). */
export async function callerWidgetData(ctx: AppContext, who: Caller, widgetCode: string, request: Pick<WidgetDataRequest, 'filters' | 'drill'>, lang: Language, requestPath: string): Promise<WidgetData> {
  await assertWidgetRunnable(ctx, who, widgetCode);
  const { widget, dataset } = await runnableWidget(ctx, who.tenantId, widgetCode);
  return widgetDataFor(ctx, callerScope(ctx, who), widget, dataset, request, lang, requestPath);
}
