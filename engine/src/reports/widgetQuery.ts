import type { DatasetDefinition, ReportDefinition } from '@wharf/schemas';
import type { ConditionGroup } from '../conditions/types';
import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import type { QueryError } from '../query/types';
import type { DatasetAnswer, DatasetQuery, DatasetSort, DatasetValue, WidgetDataRequest } from './types';

/** A widget's dataset query: what the dataset is asked, the widget's own condition, and how to cut the answer. */
export interface WidgetQuery {
  query: DatasetQuery;
  condition?: ConditionGroup;
  /** Keep only this many categories after sorting (widgets with a series field; others are cut by the SQL limit). */
  topCategories?: { key: string; count: number; sort?: DatasetSort };
}

export type WidgetQueryResult = { ok: true; widgetQuery: WidgetQuery } | { ok: false; errors: QueryError[] };

/**
 * The dataset query a report widget asks (pure): its category (`xField`) and series
 * (`seriesField`) dimensions, its measures (`yFields`, else all), its sort and top-N, its own
 * filter as a condition, and the request's filters and drill. A drill must be on the widget's
 * declared `drillHierarchy` (a widget that declares one starts at its top level); the category
 * axis then shows the drill's level and a sort by `xField` sorts that level.
 */
export function widgetDatasetQuery(widget: ReportDefinition, dataset: DatasetDefinition, request: Pick<WidgetDataRequest, 'filters' | 'drill'>, lang: Language = defaultLanguage): WidgetQueryResult {
  const dimensions = [widget.xField, widget.seriesField].filter((code): code is string => typeof code === 'string');
  let drill = request.drill;
  if (drill !== undefined && (!widget.drillHierarchy || drill?.hierarchy !== widget.drillHierarchy)) {
    return { ok: false, errors: [{ path: '/drill/hierarchy', code: 'dataset/unknown-hierarchy', message: formatMessage('dataset/unknown-hierarchy', lang, [String(drill?.hierarchy)]) }] };
  }
  if (drill === undefined && widget.drillHierarchy) drill = { hierarchy: widget.drillHierarchy, path: [] };
  const hierarchy = drill ? (dataset.hierarchies ?? []).find((h) => h.name === drill!.hierarchy) : undefined;
  const shownLevel = hierarchy && drill && Array.isArray(drill.path) ? hierarchy.levels[drill.path.length] : undefined;
  const categoryKey = shownLevel ?? widget.xField;
  const sortBy = widget.sort && widget.sort.by === widget.xField && categoryKey ? categoryKey : widget.sort?.by;
  const sort: DatasetSort[] | undefined = widget.sort && sortBy ? [{ by: sortBy, order: widget.sort.order }] : undefined;
  const query: DatasetQuery = {
    dimensions,
    ...(widget.yFields ? { measures: [...widget.yFields] } : {}),
    ...(request.filters !== undefined ? { filters: request.filters } : {}),
    ...(drill ? { drill } : {}),
    ...(sort ? { sort } : {}),
  };
  const hasSeries = widget.seriesField !== undefined;
  if (widget.topN !== undefined && !hasSeries) query.limit = widget.topN;
  return {
    ok: true,
    widgetQuery: {
      query,
      ...(widget.filter ? { condition: widget.filter as ConditionGroup } : {}),
      ...(widget.topN !== undefined && hasSeries && categoryKey ? { topCategories: { key: categoryKey, count: widget.topN, ...(sort?.[0] ? { sort: sort[0] } : {}) } } : {}),
    },
  };
}

/**
 * The rows of the first `count` categories: ranked by the sum of the sort measure over their rows
 * when the sort is on a measure, else in the order the (sorted) rows first show them. Row order
 * is kept, so series stay as the database sorted them.
 */
export function cutToTopCategories(answer: DatasetAnswer, cut: NonNullable<WidgetQuery['topCategories']>): DatasetAnswer {
  const sortColumn = cut.sort ? answer.columns.find((c) => c.key === cut.sort!.by) : undefined;
  const totals = new Map<DatasetValue, number>();
  for (const row of answer.rows) {
    const category = row[cut.key] ?? null;
    const value = sortColumn?.role === 'measure' ? Number(row[sortColumn.key] ?? 0) : 0;
    totals.set(category, (totals.get(category) ?? 0) + (Number.isFinite(value) ? value : 0));
  }
  let ranked = [...totals.keys()];
  if (sortColumn?.role === 'measure') {
    const sign = cut.sort!.order === 'desc' ? -1 : 1;
    ranked = ranked.map((category, index) => ({ category, index })).sort((a, b) => sign * (totals.get(a.category)! - totals.get(b.category)!) || a.index - b.index).map((entry) => entry.category);
  }
  const kept = new Set(ranked.slice(0, cut.count));
  return { ...answer, rows: answer.rows.filter((row) => kept.has(row[cut.key] ?? null)) };
}
