import type { ListQueryOperator, QueryField, QueryValue } from './queryFields';

/** The list's sort: one column and its direction (spec §7 `column` / `order`). */
export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

/** One row of the super query (spec §2): a field, an operator (`rule`) and a value. */
export interface SuperQueryCondition {
  field: string;
  rule: ListQueryOperator;
  val?: string;
}

export interface SuperQuery {
  matchType: 'and' | 'or';
  conditions: ReadonlyArray<SuperQueryCondition>;
}

export interface ListQueryInput {
  fields: ReadonlyArray<QueryField>;
  values: Readonly<Record<string, QueryValue>>;
  /** Omitted: the server's default (createTime desc, spec §2). */
  sort?: ListSort;
  /** Omitted when the list scrolls without pages and the server pages by block instead. */
  pageNo: number;
  pageSize: number;
  superQuery?: SuperQuery;
  /** Filters fixed by the page; they win over the query form. */
  fixedQuery?: Readonly<Record<string, string>>;
}

const operatorsWithoutValue: ReadonlySet<string> = new Set(['inl', 'nnl']);

function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}

/** The parameters one query field contributes; an empty value contributes none ("no filter"). */
function fieldParams(field: QueryField, value: QueryValue): Array<[string, string]> {
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
    const items = value.map((item) => String(item).trim()).filter(Boolean);
    return items.length > 0 ? [[field.colCode, items.join(',')]] : [];
  }
  if (typeof value === 'boolean') return [[field.colCode, value ? 'true' : 'false']];
  return typeof value === 'string' && !isBlank(value) ? [[field.colCode, value.trim()]] : [];
}

/** The super query's JSON list, leaving out rows without a field or a value their operator needs. */
export function superQueryParams(superQuery: SuperQuery | undefined): Array<{ field: string; rule: string; val: string }> {
  return (superQuery?.conditions ?? [])
    .filter((condition) => condition.field !== '' && (operatorsWithoutValue.has(condition.rule) || !isBlank(condition.val)))
    .map((condition) => ({ field: condition.field, rule: condition.rule, val: operatorsWithoutValue.has(condition.rule) ? '' : (condition.val ?? '').trim() }));
}

/**
 * The query-string parameters of one list fetch (spec §7 list pages). Only values travel: the
 * operator of a plain query field is the one the view declares, which the server reads from the
 * definition, so a client cannot choose a column or an operator the builder did not.
 */
export function buildListQuery(input: ListQueryInput): Record<string, string> {
  const params: Record<string, string> = { pageNo: String(input.pageNo), pageSize: String(input.pageSize) };
  if (input.sort) {
    params.column = input.sort.column;
    params.order = input.sort.order;
  }
  for (const field of input.fields) {
    for (const [name, value] of fieldParams(field, input.values[field.colCode])) params[name] = value;
  }
  const conditions = superQueryParams(input.superQuery);
  if (conditions.length > 0) {
    params.superQueryParams = JSON.stringify(conditions);
    params.superQueryMatchType = input.superQuery?.matchType ?? 'and';
  }
  return { ...params, ...(input.fixedQuery ?? {}) };
}
