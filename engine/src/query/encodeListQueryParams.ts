import type { QueryOperator } from './types';

/** The list's sort: one column and its direction (spec §7 `column` / `order`). */
export interface ListQuerySort {
  column: string;
  order: 'asc' | 'desc';
}

/** One row of the super query (spec §2): a field, an operator (`rule`) and a value. */
export interface ListSuperQueryCondition {
  field: string;
  rule: QueryOperator;
  val?: string;
}

export interface ListSuperQuery {
  matchType: 'and' | 'or';
  conditions: ReadonlyArray<ListSuperQueryCondition>;
}

/** One field of a list page's query form: its code and the operator the view declares for it. */
export interface ListQueryFormField {
  colCode: string;
  op: QueryOperator;
}

/** A query-form value: text, a range (bt), a list (in / ni) or a flag (inl / nnl). */
export type ListQueryFormValue = string | readonly [string, string] | ReadonlyArray<string> | boolean | undefined;

/** What one list fetch asks for, as the list page holds it. */
export interface ListQueryParamsInput {
  fields: ReadonlyArray<ListQueryFormField>;
  values: Readonly<Record<string, ListQueryFormValue>>;
  /** Omitted: the server's default (createTime desc, spec §2). */
  sort?: ListQuerySort;
  pageNo: number;
  pageSize: number;
  superQuery?: ListSuperQuery;
  /** Filters fixed by the page; they win over the query form. */
  fixedQuery?: Readonly<Record<string, string>>;
}

const operatorsWithoutValue: ReadonlySet<string> = new Set(['inl', 'nnl']);

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** The parameters one query field contributes; an empty value contributes none ("no filter"). */
function fieldParams(field: ListQueryFormField, value: ListQueryFormValue): Array<[string, string]> {
  if (operatorsWithoutValue.has(field.op)) return value === true ? [[field.colCode, '1']] : [];
  if (field.op === 'bt') {
    const parts: ReadonlyArray<unknown> = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    const [from, to] = [String(parts[0] ?? ''), String(parts[1] ?? '')];
    const params: Array<[string, string]> = [];
    if (!isBlank(from)) params.push([`${field.colCode}_begin`, from.trim()]);
    if (!isBlank(to)) params.push([`${field.colCode}_end`, to.trim()]);
    return params;
  }
  if (Array.isArray(value)) {
    // The comma separates items on the wire, so an item holding one is several items (as the
    // query form's tag input splits them too); the server reads exactly these.
    const items = value.flatMap((item) => String(item).split(',')).map((item) => item.trim()).filter(Boolean);
    return items.length > 0 ? [[field.colCode, items.join(',')]] : [];
  }
  if (typeof value === 'boolean') return [[field.colCode, value ? 'true' : 'false']];
  return typeof value === 'string' && !isBlank(value) ? [[field.colCode, value.trim()]] : [];
}

/** The super query's JSON list, leaving out rows without a field or a value their operator needs. */
export function encodeSuperQueryParams(superQuery: ListSuperQuery | undefined): Array<{ field: string; rule: string; val: string }> {
  return (superQuery?.conditions ?? [])
    .filter((condition) => condition.field !== '' && (operatorsWithoutValue.has(condition.rule) || !isBlank(condition.val)))
    .map((condition) => ({ field: condition.field, rule: condition.rule, val: operatorsWithoutValue.has(condition.rule) ? '' : (condition.val ?? '').trim() }));
}

/**
 * The query-string parameters of one list fetch (spec §7 list pages), the encoder that
 * `parseListQueryParams` decodes. Only values travel: the operator of a plain query field is the one
 * the view declares, which the server reads from the definition, so a client cannot choose a column
 * or an operator the builder did not. Ranges go as `<field>_begin` / `<field>_end`, lists
 * comma-joined, a ticked null check as `1`; empty values are left out ("no filter").
 */
export function encodeListQueryParams(input: ListQueryParamsInput): Record<string, string> {
  const params: Record<string, string> = { pageNo: String(input.pageNo), pageSize: String(input.pageSize) };
  if (input.sort) {
    params.column = input.sort.column;
    params.order = input.sort.order;
  }
  for (const field of input.fields) {
    for (const [name, value] of fieldParams(field, input.values[field.colCode])) params[name] = value;
  }
  const conditions = encodeSuperQueryParams(input.superQuery);
  if (conditions.length > 0) {
    params.superQueryParams = JSON.stringify(conditions);
    params.superQueryMatchType = input.superQuery?.matchType ?? 'and';
  }
  return { ...params, ...(input.fixedQuery ?? {}) };
}
