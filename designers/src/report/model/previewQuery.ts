import type { DatasetAnswer, DatasetQuery, DatasetValue, WidgetData } from '@wharf/engine';
import type { ReportDefinition } from '@wharf/schemas';

/**
 * The dataset query the preview runs for the widget as edited: its category and series dimensions,
 * its measures, its sort, and its top-N as the row limit when each row is one category (with a
 * series the cut is made on categories afterwards, `previewData`).
 */
export function previewQuery(widget: ReportDefinition): DatasetQuery {
  const dimensions = [widget.xField, widget.seriesField].filter((code): code is string => Boolean(code));
  return {
    dimensions,
    measures: [...(widget.yFields ?? [])],
    ...(widget.sort ? { sort: [{ by: widget.sort.by, order: widget.sort.order }] } : {}),
    ...(widget.topN && !widget.seriesField ? { limit: widget.topN } : {}),
  };
}

/** Keeps the rows of the first `count` categories, in the answer's order. */
export function firstCategories(rows: DatasetAnswer['rows'], xField: string, count: number): DatasetAnswer['rows'] {
  const kept = new Set<DatasetValue>();
  return rows.filter((row) => {
    const value = row[xField] ?? null;
    if (kept.has(value)) return true;
    if (kept.size >= count) return false;
    kept.add(value);
    return true;
  });
}

/** The preview's chart data: the answer shaped as the widget data route answers it, for the widget as edited. */
export function previewData(widget: ReportDefinition, answer: DatasetAnswer): WidgetData {
  const rows = widget.topN && widget.seriesField && widget.xField ? firstCategories(answer.rows, widget.xField, widget.topN) : answer.rows;
  return { ...answer, rows, widget };
}
