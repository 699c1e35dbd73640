import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import type { ListQueryRequest, QueryDefinition, QueryError, QueryFilter, QueryOperator } from './types';

/** One query-string parameter as Express (or URLSearchParams) hands it over. */
export type QueryParamValue = string | ReadonlyArray<string> | undefined;

/** Parameters every list call may carry that are not filters (spec §7: `_t` timestamp, `lang`). */
export const listControlParams: ReadonlyArray<string> = ['pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', '_t', 'lang'];

export interface ListQueryParamsOptions {
  /** Further parameters the caller handles itself (e.g. a view code in the query string). */
  ignoredParams?: ReadonlyArray<string>;
  lang?: Language;
}

export type ListQueryParamsResult = { ok: true; request: ListQueryRequest } | { ok: false; errors: QueryError[] };

const single = (value: QueryParamValue): string | undefined => (Array.isArray(value) ? value[value.length - 1] : (value as string | undefined));

/**
 * Reads the list pages' query string (spec §7: pageNo, pageSize, column, order, field,
 * superQueryParams, superQueryMatchType, and one parameter per filtered field, with `<field>_begin` /
 * `<field>_end` for ranges) into a `ListQueryRequest` for `compileListQuery`. It only reshapes: names
 * are checked against the definition when compiling. A parameter that is neither a control parameter,
 * an ignored one, nor a declared field is an error rather than silently dropped.
 *
 * superQueryParams is the JSON list the super-query panel sends: `[{ field, rule, val }]`, rule being
 * a query operator.
 */
export function parseListQueryParams(params: Readonly<Record<string, QueryParamValue>>, definition: QueryDefinition, options: ListQueryParamsOptions = {}): ListQueryParamsResult {
  const lang = options.lang ?? defaultLanguage;
  const errors: QueryError[] = [];
  const report = (path: string, code: string, args: unknown[] = []) => errors.push({ path, code, message: formatMessage(code, lang, args) });
  const declared = new Set(definition.columns.map((column) => column.field));
  const rangeFields = new Set(definition.columns.filter((column) => column.queryOp === 'bt').map((column) => column.field));
  const ignored = new Set([...listControlParams, ...(options.ignoredParams ?? [])]);
  const request: { -readonly [K in keyof ListQueryRequest]: ListQueryRequest[K] } = {};

  const integer = (name: string): number | undefined => {
    const text = single(params[name]);
    if (text === undefined || text === '') return undefined;
    if (!/^\d{1,9}$/.test(text)) {
      report(name, 'query/invalid-request');
      return undefined;
    }
    return Number(text);
  };
  const pageNo = integer('pageNo');
  const pageSize = integer('pageSize');
  request.page = { mode: 'offset', ...(pageNo !== undefined ? { pageNo } : {}), ...(pageSize !== undefined ? { pageSize } : {}) };

  const column = single(params.column);
  if (column) {
    const order = single(params.order) ?? 'desc';
    request.sort = { field: column, order: order as 'asc' | 'desc' };
  }
  const field = single(params.field);
  if (field) request.select = field.split(',').map((name) => name.trim()).filter(Boolean);

  const filters: QueryFilter[] = [];
  const ranges = new Map<string, [string, string]>();
  for (const [name, raw] of Object.entries(params)) {
    if (ignored.has(name)) continue;
    const value = single(raw);
    const range = /^(.+)_(begin|end)$/.exec(name);
    // `<field>_begin` is a bound of <field>'s range, unless a declared field has that very name and
    // <field> is not declared as a range (the view's queryOp bt): then it is that field's own filter.
    if (range && declared.has(range[1]!) && (!declared.has(name) || rangeFields.has(range[1]!))) {
      const bounds = ranges.get(range[1]!) ?? ['', ''];
      bounds[range[2] === 'begin' ? 0 : 1] = value ?? '';
      ranges.set(range[1]!, bounds);
      continue;
    }
    if (!declared.has(name)) {
      report(name, 'query/unknown-field', [name]);
      continue;
    }
    filters.push({ field: name, value });
  }
  for (const [name, bounds] of ranges) filters.push({ field: name, op: 'bt', value: bounds });
  if (filters.length > 0) request.filters = filters;

  const superText = single(params.superQueryParams);
  if (superText) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(superText);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) report('superQueryParams', 'query/invalid-request');
    else {
      const conditions = parsed.map((item: unknown): QueryFilter => {
        const entry = (item ?? {}) as { field?: unknown; rule?: unknown; val?: unknown };
        return { field: String(entry.field ?? ''), op: entry.rule as QueryOperator, value: entry.val };
      });
      request.superQuery = { matchType: (single(params.superQueryMatchType) ?? 'and') as 'and' | 'or', conditions };
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, request };
}
