// The shapes that travel between a dataset, the server that runs it and the charts, dashboards and
// portals that draw it (issue 17). One place for them: the server answers them, the renderer reads them.
import type { ReportDefinition } from '@wharf/schemas';

/** One cell of a dataset answer: text, a number, or nothing. Dates travel as ISO text. */
export type DatasetValue = string | number | null;

/** How a filter compares a dimension with its value(s). `in`/`notIn` take a list, `between` two values. */
export type DatasetFilterOperator = 'eq' | 'ne' | 'in' | 'notIn' | 'between' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'isNull' | 'notNull';

/** A filter on one of the dataset's dimensions (never a column the dataset does not declare). */
export interface DatasetFilter {
  colCode: string;
  op: DatasetFilterOperator;
  value?: DatasetValue | DatasetValue[];
}

/**
 * Where a drill-down stands in one of the dataset's declared hierarchies: `path` holds the values
 * clicked so far, top level first. The rows are grouped by `levels[path.length]` and filtered by
 * `levels[i] = path[i]`, so sibling context (the other filters) is kept.
 */
export interface DrillState {
  hierarchy: string;
  path: DatasetValue[];
}

/** One sort key of a dataset query: a dimension or measure code of the answer. */
export interface DatasetSort {
  by: string;
  order: 'asc' | 'desc';
}

/** The body of `POST /api/eform/dataset/{datasetCode}/query`. Absent lists mean "all declared". */
export interface DatasetQuery {
  dimensions?: string[];
  measures?: string[];
  filters?: DatasetFilter[];
  drill?: DrillState;
  /** Values of a SQL dataset's declared parameters, by name. */
  parameters?: Record<string, DatasetValue>;
  sort?: DatasetSort[];
  limit?: number;
}

/** One column of a dataset answer, in the order the rows' keys are meant to be read. */
export interface DatasetColumn {
  key: string;
  title: string;
  role: 'dimension' | 'measure';
  colType: 'string' | 'number' | 'date' | 'datetime';
  dictCode?: string;
  /** A date dimension grouped into buckets: each value is the first day of its day, week, month, quarter or year. */
  dateGranularity?: DateGranularity;
}

/** The buckets a date dimension can be grouped into (dataset schema `dateGranularity`). */
export type DateGranularity = 'day' | 'week' | 'month' | 'quarter' | 'year';

/** A dataset's answer: its columns, its rows (keyed by column key) and whether the row cap cut it. */
export interface DatasetAnswer {
  columns: DatasetColumn[];
  rows: Array<Record<string, DatasetValue>>;
  truncated: boolean;
  /** Display labels of dictionary-coded dimension values: column key → value → label. */
  labels?: Record<string, Record<string, string>>;
}

/** Where a widget's drill-down stands after the query (absent when the widget has no drill hierarchy). */
export interface WidgetDrill {
  hierarchy: string;
  path: DatasetValue[];
  /** The hierarchy's levels, top first; the category axis shows `levels[path.length]`. */
  levels: string[];
}

/** Chart-ready data of one report widget: its published definition and its (sorted, top-N) answer. */
export interface WidgetData extends DatasetAnswer {
  widget: ReportDefinition;
  drill?: WidgetDrill;
}

/** One widget of a batched data request (dashboards and portals ask for all their widgets at once). */
export interface WidgetDataRequest {
  /** The caller's own name for this item (a dashboard item id); echoed in the answer line. */
  key: string;
  widgetCode: string;
  filters?: DatasetFilter[];
  drill?: DrillState;
}

/** One line of the batched answer (NDJSON), sent as soon as that widget's data is ready. */
export type WidgetDataLine = { key: string; success: true; result: WidgetData } | { key: string; success: false; code: string; message: string };
