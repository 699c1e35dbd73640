import { conditionAsDatasetFilters, cutToTopCategories, widgetDatasetQuery, type DatasetAnswer, type Language, type WidgetData, type WidgetQuery } from '@wharf/engine';
import type { ConditionGroup, DatasetDefinition, ReportDefinition } from '@wharf/schemas';

/**
 * What the preview asks the dataset for the widget as edited, or why it cannot ask.
 * `isFilterLeftOut`: the widget's own filter could not be stated as dataset filters, so the preview
 * shows the rows without it (the saved widget applies it on the server).
 */
export type PreviewPlan = { ok: true; widgetQuery: WidgetQuery; isFilterLeftOut: boolean } | { ok: false; message: string };

/**
 * The preview's dataset query: the engine's widget → query decision (`widgetDatasetQuery`, the one
 * the widget data route makes) for the unsaved widget, starting at the top of its drill hierarchy.
 * The dataset query takes filters but no conditions, so the widget's own condition rides along as
 * filters where it can be said that way.
 */
export function planPreview(widget: ReportDefinition, dataset: DatasetDefinition, lang?: Language): PreviewPlan {
  const own = widget.filter ? conditionAsDatasetFilters(widget.filter as ConditionGroup) : [];
  const planned = widgetDatasetQuery(widget, dataset, own && own.length > 0 ? { filters: own } : {}, lang);
  return planned.ok ? { ok: true, widgetQuery: planned.widgetQuery, isFilterLeftOut: own === undefined } : { ok: false, message: planned.errors.map((error) => error.message).join('; ') };
}

/**
 * The preview's chart data, shaped as the widget data route answers it: the answer cut to the top-N
 * categories where the query could not cut it, the drill state when the widget drills, and the
 * widget as edited.
 */
export function previewData(widget: ReportDefinition, dataset: DatasetDefinition, plan: WidgetQuery, answer: DatasetAnswer): WidgetData {
  const cut = plan.topCategories ? cutToTopCategories(answer, plan.topCategories) : answer;
  const drill = plan.query.drill;
  const hierarchy = drill ? dataset.hierarchies?.find((candidate) => candidate.name === drill.hierarchy) : undefined;
  return { ...cut, widget, ...(drill && hierarchy ? { drill: { hierarchy: hierarchy.name, path: drill.path, levels: hierarchy.levels } } : {}) };
}
