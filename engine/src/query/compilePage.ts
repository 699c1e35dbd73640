import { coerceQueryValue } from './coerceQueryValue';
import type { CompiledSort } from './compileSort';
import type { QueryContext } from './queryContext';
import { sqlAst, type SqlExpression } from './sqlAst';
import type { QueryPage } from './types';

/** Page sizes of the list pages (spec §9); the default is 20. */
export const defaultPageSizes: ReadonlyArray<number> = [10, 20, 50, 100, 200, 500];
export const defaultPageSize = 20;

export interface CompiledPage {
  limit: number;
  offset?: number;
  /** For keyset paging: rows strictly after the cursor in sort order. */
  after?: SqlExpression;
}

function pageSizeOf(context: QueryContext, requested: unknown): number {
  const allowed = context.definition.pageSizes ?? defaultPageSizes;
  if (requested === undefined) return allowed.includes(defaultPageSize) ? defaultPageSize : (allowed[0] ?? defaultPageSize);
  if (typeof requested === 'number' && allowed.includes(requested)) return requested;
  context.report('page.pageSize', 'query/invalid-page-size', [String(requested), allowed.join(', ')]);
  return defaultPageSize;
}

/**
 * The rows after a keyset cursor for a sort of mixed directions, written out as
 * (a > x) OR (a = x AND b > y) OR (a = x AND b = y AND id > z), with < for descending fields, and-ed
 * with a >= x so an index on the first sort field can seek to the cursor.
 * The cursor must name every sort field and the key; its values are bound like any other.
 */
function keysetCondition(context: QueryContext, sort: CompiledSort, cursor: Readonly<Record<string, unknown>>): SqlExpression | undefined {
  const values: unknown[] = [];
  for (const { field } of sort.fields) {
    const column = context.columns.get(field)!;
    const raw = Object.prototype.hasOwnProperty.call(cursor, field) ? cursor[field] : undefined;
    if (raw === undefined || raw === null) {
      context.report(`page.after.${field}`, 'query/invalid-cursor', [field]);
      return undefined;
    }
    const value = coerceQueryValue(context, column, raw, `page.after.${field}`);
    if (value === undefined) return undefined;
    values.push(value);
  }
  const branches = sort.fields.map((current, index) => {
    const equalities: SqlExpression[] = sort.fields.slice(0, index).map((previous, j) => ({ kind: 'compare', operator: '=', left: sqlAst.column(previous.column), right: sqlAst.param(values[j]) }));
    const step: SqlExpression = { kind: 'compare', operator: current.direction === 'ASC' ? '>' : '<', left: sqlAst.column(current.column), right: sqlAst.param(values[index]) };
    return sqlAst.and([...equalities, step]);
  });
  // The OR form alone hides the range from the planner; a leading bound on the first sort field
  // (first >= x, or <= x descending) lets an index on it start at the cursor instead of the top.
  if (branches.length < 2) return sqlAst.or(branches);
  const first = sort.fields[0]!;
  const bound: SqlExpression = { kind: 'compare', operator: first.direction === 'ASC' ? '>=' : '<=', left: sqlAst.column(first.column), right: sqlAst.param(values[0]) };
  return sqlAst.and([bound, sqlAst.or(branches)]);
}

/** LIMIT/OFFSET for offset paging, or LIMIT plus a cursor condition for keyset paging. */
export function compilePage(context: QueryContext, page: QueryPage | undefined, sort: CompiledSort, probeNextPage: boolean): CompiledPage {
  const extra = probeNextPage ? 1 : 0;
  if (!page || page.mode === 'offset') {
    const pageSize = pageSizeOf(context, page?.pageSize);
    const pageNo = page?.pageNo ?? 1;
    if (!Number.isSafeInteger(pageNo) || pageNo < 1) {
      context.report('page.pageNo', 'query/invalid-page-number', [String(pageNo)]);
      return { limit: pageSize + extra, offset: 0 };
    }
    return { limit: pageSize + extra, offset: (pageNo - 1) * pageSize };
  }
  if (page.mode !== 'keyset') {
    context.report('page.mode', 'query/invalid-page-mode', [String((page as { mode: unknown }).mode)]);
    return { limit: defaultPageSize };
  }
  const pageSize = pageSizeOf(context, page.pageSize);
  if (!sort.fields.some((field) => field.field === (context.definition.keyField ?? 'id'))) {
    context.report('page.mode', 'query/keyset-needs-key', [context.definition.keyField ?? 'id']);
    return { limit: pageSize + extra };
  }
  if (!page.after) return { limit: pageSize + extra };
  const after = keysetCondition(context, sort, page.after);
  return after ? { limit: pageSize + extra, after } : { limit: pageSize + extra };
}
