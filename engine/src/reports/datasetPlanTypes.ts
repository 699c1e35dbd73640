import type { DatasetDefinition } from '@wharf/schemas';
import type { ConditionGroup } from '../conditions/types';
import type { Language } from '../i18n/types';
import type { PermissionResult } from '../permissions/types';
import type { QueryColumn, QueryError, SqlText } from '../query/types';
import type { DatasetColumn, DatasetQuery, WidgetDrill } from './types';

/**
 * Where a dataset's rows come from, as the server resolved it (never from a request): a business
 * table with its columns (the identifiers the SQL may name), or a SQL config already checked and
 * bound (its `$1…$n` come first in the planned statement).
 */
export type DatasetSource =
  | { kind: 'table'; schema: string; table: string; columns: ReadonlyArray<QueryColumn> }
  | { kind: 'sql'; sql: SqlText };

/** Everything a dataset query is planned from. */
export interface DatasetPlanInput {
  dataset: DatasetDefinition;
  query: DatasetQuery;
  source: DatasetSource;
  /**
   * The caller's rows of the source (a table dataset: their form-data read answer for the table):
   * `false` none, `true` all, a filter on the source's columns. Absent means `true`.
   */
  rowFilter?: PermissionResult;
  /** A widget's own condition, on the source's columns, and-ed with the dataset's default filter. */
  condition?: ConditionGroup;
  lang?: Language;
}

/** A planned dataset query: the statement, the answer's columns and the row cap. */
export interface DatasetPlan {
  /** Parameterised PostgreSQL; it asks for `limit + 1` rows, so one more than `limit` means "cut". */
  sql: SqlText;
  columns: DatasetColumn[];
  limit: number;
  /** Where the drill-down stands, when the query drills. */
  drill?: WidgetDrill;
}

/** The plan, or every problem found, with JSON-pointer paths into the query (`/filters/0/colCode`). */
export type DatasetPlanResult = { ok: true; plan: DatasetPlan } | { ok: false; errors: QueryError[] };

/** Rows a dataset answers at most when its definition says nothing (`maxRows`). */
export const defaultDatasetMaxRows = 5000;
/** Seconds an answer is kept for identical queries when the definition says nothing (`cacheSeconds`). */
export const defaultDatasetCacheSeconds = 30;
