import { formatMessage } from '../i18n/formatMessage';
import type { Language } from '../i18n/types';
import type { PermissionResult } from '../permissions/types';
import { compileListQuery } from '../query/compileListQuery';
import { parseListQueryParams, type QueryParamValue } from '../query/parseListQueryParams';
import { renderSelect } from '../query/renderSql';
import type { SqlSelect } from '../query/sqlAst';
import type { ListQueryRequest, QueryDefinition, QueryError, SqlText } from '../query/types';
import type { ViewQuery } from './buildViewQuery';

/** The query string of a list call as validated: text or repeated text per name. */
export type ViewRequestParams = Readonly<Record<string, QueryParamValue>>;

/** Parameters the data call reads itself besides the list pages' own (spec §7). */
const ownParams = ['after', 'total', 'viewCode'];

/** A view request compiled (the page's select, its count, the page asked), or each bad parameter. */
export type ViewRequestResult =
  | { ok: true; select: SqlSelect; sql: SqlText; countSql: SqlText; page: ListQueryRequest['page'] }
  | { ok: false; errors: QueryError[] };

export interface ViewRequestOptions {
  /** Request names that are not filters (the view's report parameters, `ViewQuery.parameterKeys`). */
  ignoredParams?: ReadonlyArray<string>;
  /** One row more than the page, so the list can tell whether a next page exists. */
  probeNextPage: boolean;
  /** The data rules' answer over the view's rows (default: every row). */
  rowFilter?: PermissionResult;
  lang: Language;
}

/** The keyset cursor `after` (JSON of the last row's sort values and id), or undefined when it is not an object. */
function readCursor(text: string): Record<string, unknown> | undefined {
  let after: unknown;
  try {
    after = JSON.parse(text);
  } catch {
    return undefined;
  }
  return after && typeof after === 'object' && !Array.isArray(after) ? after as Record<string, unknown> : undefined;
}

/**
 * A list request of a view → its compiled select (offset page, or keyset page after `after`), with
 * the data rules and-ed in. `field` narrows the columns but `id` always comes back. A data rule the
 * view cannot express (a column it lacks, or one masked for the caller) shows no rows rather than
 * failing the page or describing the rule to the user. Error paths are query-string names.
 */
export function compileViewRequest(definition: QueryDefinition, params: ViewRequestParams, options: ViewRequestOptions): ViewRequestResult {
  const { lang } = options;
  const parsed = parseListQueryParams(params, definition, { ignoredParams: [...ownParams, ...(options.ignoredParams ?? [])], lang });
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const request = parsed.request;
  const afterText = typeof params.after === 'string' ? params.after : undefined;
  if (afterText) {
    const after = readCursor(afterText);
    if (!after) return { ok: false, errors: [{ path: 'after', code: 'view/bad-cursor', message: formatMessage('view/bad-cursor', lang) }] };
    const pageSize = request.page && request.page.mode === 'offset' ? request.page.pageSize : undefined;
    request.page = { mode: 'keyset', ...(pageSize !== undefined ? { pageSize } : {}), after };
  }
  if (request.select && !request.select.includes('id')) request.select = [...request.select, 'id'];
  let compiled = compileListQuery(definition, request, { probeNextPage: options.probeNextPage, permission: options.rowFilter ?? true }, lang);
  if (!compiled.ok && compiled.errors.some((e) => e.path.startsWith('permission'))) {
    compiled = compileListQuery(definition, request, { probeNextPage: options.probeNextPage, permission: false }, lang);
  }
  if (!compiled.ok) return compiled;
  return { ...compiled, page: request.page };
}

/** Most rows one export holds: Excel's sheet limit less the header row. */
export const maxExportRows = 1_048_575;

export interface ViewExportOptions {
  /** Whether the exporter sees masked columns in full (then they may also filter and sort on them). */
  canUnmask: boolean;
  rowFilter: PermissionResult;
  lang: Language;
  /** At most this many rows (default `maxExportRows`). */
  rowCap?: number;
}

/**
 * The statement an export reads: the view's filtered, sorted list as the exporter may see it,
 * without paging, at most `rowCap` rows; or each filter the view cannot take.
 */
export function compileViewExport(query: ViewQuery, params: ViewRequestParams, options: ViewExportOptions): { ok: true; sql: SqlText } | { ok: false; errors: QueryError[] } {
  const definition = options.canUnmask ? query.unmasked : query.masked;
  const compiled = compileViewRequest(definition, { ...params, pageNo: undefined, pageSize: undefined }, { ignoredParams: query.parameterKeys, probeNextPage: false, rowFilter: options.rowFilter, lang: options.lang });
  if (!compiled.ok) return compiled;
  return { ok: true, sql: renderSelect({ ...compiled.select, limit: options.rowCap ?? maxExportRows, offset: undefined }) };
}
