import type { ConditionGroup } from '../conditions/types';
import type { PermissionResult } from '../permissions/types';

/** The view query operators (spec §9): equal, equal ignoring case, orderings, not equal, contains,
 * ends with (lfk, "left fuzzy"), starts with (rhk, "right fuzzy"), in, not in, between, is null,
 * is not null, a named definition-declared condition, and customLgt: a comparison the user writes
 * in front of the value (`>100`, `<=2026-01-31`, `<>A`; see `customComparison.ts`). */
export const queryOperators = ['eq', 'eic', 'lt', 'gt', 'le', 'ge', 'ne', 'lk', 'lfk', 'rhk', 'in', 'ni', 'bt', 'inl', 'nnl', 'custom', 'customLgt'] as const;
export type QueryOperator = (typeof queryOperators)[number];

/** How a column's values are checked before they are bound. */
export type QueryColumnType = 'string' | 'number' | 'date' | 'datetime' | 'time' | 'boolean';

/** One column a definition declares; the only source of identifiers in generated SQL. */
export interface QueryColumn {
  /** The name the client uses (the view's colCode). */
  field: string;
  /** The database column; defaults to `field`. */
  column?: string;
  type?: QueryColumnType;
  /** The operator a plain filter on this column uses when the request names none (the view's queryOp). */
  queryOp?: QueryOperator;
  /** False to refuse filtering on this column. Default true. */
  isFilterable?: boolean;
  /** False to refuse sorting on this column. Default true. */
  isSortable?: boolean;
  /**
   * Return the value as PostgreSQL's text of it (`"col"::text`): timestamps keep their microseconds
   * (a keyset cursor built from them is exact) and dates stay calendar dates, whatever the driver does.
   */
  isSelectedAsText?: boolean;
}

/** What the server resolves from a view/table definition; nothing here comes from the client. */
export interface QueryDefinition {
  /** The table, or the alias of `source` when the rows come from a subquery. */
  table: string;
  /**
   * Rows from a parameterised subquery instead of a table (a view's report SQL): rendered as
   * `FROM (<text>) AS "<table>"`, its `$1…$n` placeholders first, before any the compiler adds. Its
   * text is never parsed or changed here; the server builds it from a checked definition.
   */
  source?: SqlText;
  /** The PostgreSQL schema of the table, when not on the search path. */
  schema?: string;
  columns: ReadonlyArray<QueryColumn>;
  /**
   * Conditions the builder declared by name, for the `custom` operator: the client may only pick one
   * by name, never send a condition or SQL of its own.
   */
  customConditions?: Readonly<Record<string, ConditionGroup>>;
  /** Default `{ field: 'createTime', order: 'desc' }` when that column is declared. */
  defaultSort?: QuerySort;
  /** The unique column that breaks sort ties and anchors keyset paging. Default 'id'. */
  keyField?: string;
  /** Page sizes a client may ask for (spec §9). Default 10, 20, 50, 100, 200, 500. */
  pageSizes?: ReadonlyArray<number>;
}

export interface QueryFilter {
  field: string;
  op?: QueryOperator;
  value?: unknown;
  /** For `custom`: the name of a declared condition. */
  name?: string;
}

export interface QuerySort {
  field: string;
  order?: 'asc' | 'desc';
}

export type QueryPage =
  | { mode: 'offset'; pageNo?: number; pageSize?: number }
  /** `after` holds the last row's values of the sort fields and the key field. */
  | { mode: 'keyset'; pageSize?: number; after?: Readonly<Record<string, unknown>> };

/** A list request as the list pages send it (spec §7 list pages), already parsed from the query string. */
export interface ListQueryRequest {
  filters?: ReadonlyArray<QueryFilter>;
  /** The super query: its conditions joined by matchType (default and), and-ed with the filters. */
  superQuery?: { matchType?: 'and' | 'or'; conditions: ReadonlyArray<QueryFilter> };
  sort?: QuerySort | ReadonlyArray<QuerySort>;
  page?: QueryPage;
  /** A subset of declared fields to select; default all. */
  select?: ReadonlyArray<string>;
}

export interface ListQueryOptions {
  /** The caller's access answer: false yields no rows, a filter is and-ed in (CONVENTIONS §7). */
  permission?: PermissionResult;
  /** Fetch one row more than the page size so the caller can tell whether a next page exists. */
  probeNextPage?: boolean;
}

export interface QueryError {
  path: string;
  code: string;
  message: string;
}

/** Parameterised SQL for PostgreSQL: `$1, $2 …` in text, values bound in order. */
export interface SqlText {
  text: string;
  values: unknown[];
}
