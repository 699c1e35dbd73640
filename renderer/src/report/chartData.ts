import type { DatasetValue, WidgetData } from '@wharf/engine';
import type { ReportDefinition } from '@wharf/schemas';
import type { CatalogueLanguage } from '../i18n/languages';

/** The dimension values a data point stands for, by dimension code (what a click hands on). */
export type PointValues = Record<string, DatasetValue>;

/** One category of the category axis: its raw value and its label (a dictionary label when there is one). */
export interface ChartCategory {
  value: DatasetValue;
  label: string;
}

/** One series: a measure, or a measure for one value of the series dimension, with a value per category. */
export interface ChartSeries {
  name: string;
  measure: string;
  /** The series dimension's value this series stands for (absent without a series dimension). */
  seriesValue?: DatasetValue;
  values: Array<number | null>;
}

/** The widget's data arranged for drawing: categories along one axis, series across them. */
export interface ChartFrame {
  /** The dimension on the category axis: the drill level reached, else xField, else the first dimension. */
  categoryKey: string | undefined;
  seriesKey: string | undefined;
  categories: ChartCategory[];
  series: ChartSeries[];
  /** Dimension values every point shares: the drill path above the category level. */
  context: PointValues;
}

const emptyLabel = '-';

/** The label of a dimension value: the answer's dictionary label, else the value as text. */
export function valueLabel(data: Pick<WidgetData, 'labels'>, key: string | undefined, value: DatasetValue): string {
  if (value === null || value === undefined) return emptyLabel;
  const label = key ? data.labels?.[key]?.[String(value)] : undefined;
  return label ?? String(value);
}

function asNumber(value: DatasetValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The measures the widget plots: its yFields, else every measure of the answer. */
export function measuresOf(widget: ReportDefinition, data: WidgetData): string[] {
  if (widget.yFields && widget.yFields.length > 0) return [...widget.yFields];
  return data.columns.filter((column) => column.role === 'measure').map((column) => column.key);
}

/** The title of a column of the answer (its key when the answer does not name it). */
export function columnTitle(data: WidgetData, key: string): string {
  return data.columns.find((column) => column.key === key)?.title || key;
}

function categoryKeyOf(widget: ReportDefinition, data: WidgetData): string | undefined {
  const level = data.drill ? data.drill.levels[data.drill.path.length] : undefined;
  return level ?? widget.xField ?? data.columns.find((column) => column.role === 'dimension')?.key;
}

function distinct(values: DatasetValue[]): DatasetValue[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value ?? null);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Arranges an answer for drawing: categories in the order the rows come (the server sorted and cut
 * them), one series per measure — or, with a series dimension, per value of it (and per measure when
 * there are several). A cell is the sum of the rows of its category and series, null when none.
 */
export function chartFrame(widget: ReportDefinition, data: WidgetData): ChartFrame {
  const categoryKey = categoryKeyOf(widget, data);
  const seriesKey = widget.seriesField && widget.seriesField !== categoryKey ? widget.seriesField : undefined;
  const measures = measuresOf(widget, data);
  const categoryValues = distinct(data.rows.map((row) => (categoryKey ? (row[categoryKey] ?? null) : null)));
  const categories = categoryValues.map((value) => ({ value, label: valueLabel(data, categoryKey, value) }));
  const indexOf = new Map(categoryValues.map((value, index) => [JSON.stringify(value ?? null), index]));
  const seriesValues = seriesKey ? distinct(data.rows.map((row) => row[seriesKey] ?? null)) : [undefined];

  const series: ChartSeries[] = [];
  for (const seriesValue of seriesValues) {
    for (const measure of measures) {
      const values: Array<number | null> = categories.map(() => null);
      for (const row of data.rows) {
        if (seriesKey && JSON.stringify(row[seriesKey] ?? null) !== JSON.stringify(seriesValue ?? null)) continue;
        const index = indexOf.get(JSON.stringify(categoryKey ? (row[categoryKey] ?? null) : null));
        const value = asNumber(row[measure]);
        if (index === undefined || value === null) continue;
        values[index] = (values[index] ?? 0) + value;
      }
      const measureName = columnTitle(data, measure);
      const name = seriesValue === undefined ? measureName : measures.length > 1 ? `${valueLabel(data, seriesKey, seriesValue)} · ${measureName}` : valueLabel(data, seriesKey, seriesValue);
      series.push({ name, measure, values, ...(seriesValue !== undefined ? { seriesValue } : {}) });
    }
  }
  const context: PointValues = {};
  data.drill?.path.forEach((value, index) => {
    const level = data.drill?.levels[index];
    if (level) context[level] = value;
  });
  return { categoryKey, seriesKey, categories, series, context };
}

/** The dimension values of the point at `categoryIndex` of `series` (for clicks: drill-down, linkage, drill-through). */
export function pointValues(frame: ChartFrame, series: ChartSeries | undefined, categoryIndex: number | undefined): PointValues {
  const values: PointValues = { ...frame.context };
  const category = categoryIndex === undefined ? undefined : frame.categories[categoryIndex];
  if (frame.categoryKey && category) values[frame.categoryKey] = category.value;
  if (frame.seriesKey && series?.seriesValue !== undefined) values[frame.seriesKey] = series.seriesValue;
  return values;
}

/** The widget's title in the interface language: its localised title, else its title, else its name. */
export function widgetTitle(widget: Pick<ReportDefinition, 'titleI18n' | 'title' | 'widgetName'>, language: CatalogueLanguage): string {
  return widget.titleI18n?.[language] || widget.title || widget.widgetName;
}
