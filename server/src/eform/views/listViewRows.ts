import { compileViewRequest, maskRows, type Language, type PermissionResult, type QueryError, type SqlText, type ViewQuery, type ViewRequestParams } from '@wharf/engine';
import type { PoolClient } from 'pg';
import { AppError, ValidationFailed } from '../../http/errors';
import { queryBuilderSql } from '../sqlConfig/runReadOnlySql';
import { becomeSqlReader } from '../sqlConfig/tenantConnection';

/** The query string of a list call as validated: text or repeated text per name. */
export type ListParams = ViewRequestParams;

export interface ListRowsResult {
  records: Array<Record<string, unknown>>;
  total?: number;
  hasMore: boolean;
}

/** The query errors of a request (engine `compileViewRequest`/`compileViewExport`) as the 400 naming each parameter. */
export function queryIssues(errors: ReadonlyArray<QueryError>): ValidationFailed {
  return new ValidationFailed(errors.map((e) => ({ path: `/query/${e.path}`, code: e.code, message: e.message })));
}

/** Runs a statement of the view: report views as wharf_sql_reader (once per transaction). */
async function runViewSql(client: PoolClient, query: ViewQuery, sql: SqlText, state: { isReader: boolean }) {
  if (query.isReport && !state.isReader) {
    await becomeSqlReader(client);
    state.isReader = true;
  }
  try {
    return await queryBuilderSql(client, sql);
  } catch (error) {
    // The one mistake a report SQL is told about by name (spec §5: the list SQL must return id).
    // The database's text is read here only, never passed on (toSqlConfigError keeps it as the cause).
    const cause = error instanceof AppError ? (error.cause as { message?: unknown } | undefined) : undefined;
    if (query.isReport && /column (?:"?report"?\.)?"?id"? does not exist/.test(String(cause?.message ?? ''))) throw new AppError(400, 'view/report-sql-needs-id');
    throw error;
  }
}

/** A list request compiled for the caller: its page statement, its count statement (`total=true` only), and how to read the answer. */
export interface CompiledListPage {
  sql: SqlText;
  countSql?: SqlText;
  pageSize: number;
  /** The first row's offset for an offset page; undefined for a keyset page (its total is never free). */
  offset: number | undefined;
}

/**
 * The statements of one page of a view's rows (spec §7 list pages): filters, super query, sort,
 * offset or keyset page, one probe row for `hasMore`; the count when asked for (`total=true`).
 * Masked columns are read masked unless the caller may unmask; the data rules are `rowFilter`.
 */
export function compileListPage(query: ViewQuery, params: ListParams, canUnmask: boolean, lang: Language, rowFilter: PermissionResult = true): CompiledListPage {
  const definition = canUnmask ? query.unmasked : query.masked;
  const compiled = compileViewRequest(definition, params, { ignoredParams: query.parameterKeys, probeNextPage: true, rowFilter, lang });
  if (!compiled.ok) throw queryIssues(compiled.errors);
  const limit = compiled.select.limit ?? 20;
  const isTotalAsked = params.total === 'true' || params.total === '1';
  return {
    sql: compiled.sql,
    ...(isTotalAsked ? { countSql: compiled.countSql } : {}),
    pageSize: limit - 1,
    offset: compiled.page?.mode === 'keyset' ? undefined : (compiled.select.offset ?? 0),
  };
}

/** The page answered from the page statement's rows (and the count's, when asked): `total` also when it costs nothing (an offset listing's last page). */
export function pageFromRows(page: CompiledListPage, query: ViewQuery, rows: Array<Record<string, unknown>>, canUnmask: boolean, countRows?: ReadonlyArray<Record<string, unknown>>): ListRowsResult {
  const hasMore = rows.length > page.pageSize;
  const records = hasMore ? rows.slice(0, page.pageSize) : rows;
  maskRows(records, query.columns, canUnmask);
  let total: number | undefined;
  if (countRows) total = Number(countRows[0]?.total ?? 0);
  else if (!hasMore && page.offset !== undefined) total = page.offset + records.length;
  return { records, ...(total !== undefined ? { total } : {}), hasMore };
}

/** One page of a view's rows on a transaction's connection (report views: their SQL runs as wharf_sql_reader); see `compileListPage`. */
export async function listViewRows(client: PoolClient, query: ViewQuery, params: ListParams, canUnmask: boolean, lang: Language, rowFilter: PermissionResult = true): Promise<ListRowsResult> {
  const page = compileListPage(query, params, canUnmask, lang, rowFilter);
  const state = { isReader: false };
  const { rows } = await runViewSql(client, query, page.sql, state);
  const countRows = page.countSql ? (await runViewSql(client, query, page.countSql, state)).rows : undefined;
  return pageFromRows(page, query, rows, canUnmask, countRows);
}

/**
 * Streams every row of `sql` (from `compileViewExport`) through a cursor, `batchSize` rows at a
 * time, masked for the caller, to `onRows` (which may wait: backpressure). Resolves with the count.
 */
export async function streamViewRows(client: PoolClient, query: ViewQuery, sql: SqlText, canUnmask: boolean, onRows: (rows: Array<Record<string, unknown>>) => Promise<void>, batchSize = 2000): Promise<number> {
  const state = { isReader: false };
  await runViewSql(client, query, { text: `declare wharf_export no scroll cursor for ${sql.text}`, values: sql.values }, state);
  let count = 0;
  for (;;) {
    const { rows } = await runViewSql(client, query, { text: `fetch forward ${Math.trunc(batchSize)} from wharf_export`, values: [] }, state);
    if (rows.length === 0) break;
    maskRows(rows, query.columns, canUnmask);
    count += rows.length;
    await onRows(rows);
    if (rows.length < batchSize) break;
  }
  return count;
}
