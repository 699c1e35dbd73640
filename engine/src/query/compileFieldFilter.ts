import { coerceQueryValue, escapeLikePattern, isEmptyQueryValue, maxQueryListLength, splitQueryList } from './coerceQueryValue';
import { readCustomComparison } from './customComparison';
import { resolveColumn, type QueryContext, type ResolvedColumn } from './queryContext';
import { sqlAst, type ComparisonOperator, type SqlExpression } from './sqlAst';
import type { QueryFilter, QueryOperator } from './types';

/** The operators that compare one column with a value (all but `custom`, which names a condition). */
export type FieldOperator = Exclude<QueryOperator, 'custom'>;

const comparisons: Partial<Record<QueryOperator, ComparisonOperator>> = { eq: '=', ne: '<>', lt: '<', gt: '>', le: '<=', ge: '>=' };

function likeFilter(context: QueryContext, column: ResolvedColumn, op: 'lk' | 'lfk' | 'rhk', value: unknown, path: string): SqlExpression | undefined {
  // LIKE works on text: the value is text whatever the column type, and the column is compared as is.
  const text = coerceQueryValue(context, column, value, path, 'string');
  if (text === undefined) return undefined;
  const escaped = escapeLikePattern(String(text));
  const pattern = op === 'lk' ? `%${escaped}%` : op === 'lfk' ? `%${escaped}` : `${escaped}%`;
  return { kind: 'like', operand: sqlAst.column(column.column), pattern: sqlAst.param(pattern) };
}

function listFilter(context: QueryContext, column: ResolvedColumn, isNegated: boolean, value: unknown, path: string): SqlExpression | undefined {
  const items = splitQueryList(value);
  // Only a condition (strict mode) gets here with no items: nothing is in an empty list.
  if (items.length === 0) return sqlAst.boolean(isNegated);
  if (items.length > maxQueryListLength) {
    context.report(path, 'query/list-too-long', [column.field, maxQueryListLength]);
    return undefined;
  }
  const coerced = items.map((item, index) => coerceQueryValue(context, column, item, `${path}[${index}]`));
  if (coerced.some((item) => item === undefined)) return undefined;
  // One array parameter, however long the list: the SQL text and its plan stay the same.
  return { kind: 'any', operand: sqlAst.column(column.column), list: sqlAst.param(coerced), isNegated };
}

function betweenFilter(context: QueryContext, column: ResolvedColumn, value: unknown, path: string): SqlExpression | undefined {
  const bounds = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((part) => part.trim()) : undefined;
  if (!bounds || bounds.length !== 2) {
    context.report(path, 'query/invalid-range', [column.field]);
    return undefined;
  }
  const [lowInput, highInput] = bounds;
  const low = isEmptyQueryValue(lowInput) ? null : coerceQueryValue(context, column, lowInput, `${path}[0]`);
  const high = isEmptyQueryValue(highInput) ? null : coerceQueryValue(context, column, highInput, `${path}[1]`);
  if (low === undefined || high === undefined) return undefined;
  // An open end ("from" only or "to" only, as date range pickers send) becomes a single comparison.
  if (low === null && high === null) return sqlAst.boolean(true);
  if (low === null) return { kind: 'compare', operator: '<=', left: sqlAst.column(column.column), right: sqlAst.param(high) };
  if (high === null) return { kind: 'compare', operator: '>=', left: sqlAst.column(column.column), right: sqlAst.param(low) };
  return { kind: 'between', operand: sqlAst.column(column.column), low: sqlAst.param(low), high: sqlAst.param(high) };
}

/** customLgt: the comparison the user wrote in front of the value (`>100`), the value checked against the column's type. */
function customComparisonFilter(context: QueryContext, column: ResolvedColumn, value: unknown, path: string): SqlExpression | undefined {
  const read = typeof value === 'string' || typeof value === 'number' ? readCustomComparison(String(value)) : undefined;
  if (!read) {
    context.report(path, 'query/invalid-value', [column.field, column.type ?? 'string']);
    return undefined;
  }
  const coerced = coerceQueryValue(context, column, read.value, path);
  if (coerced === undefined) return undefined;
  return { kind: 'compare', operator: read.operator, left: sqlAst.column(column.column), right: sqlAst.param(coerced) };
}

/**
 * A filter on one column with a known operator (`compileFilter` resolves the operator; conditions
 * name theirs). See `compileFilter` for empty values and `isStrict`; problems are reported on the
 * context and yield undefined.
 */
export function compileFieldFilter(context: QueryContext, filter: QueryFilter, op: FieldOperator, path: string, isStrict = false): SqlExpression | undefined {
  const column = resolveColumn(context, filter.field, `${path}.field`);
  if (!column) return undefined;
  if (column.isFilterable === false) {
    context.report(`${path}.field`, 'query/not-filterable', [column.field]);
    return undefined;
  }
  if (op === 'inl' || op === 'nnl') return { kind: 'isNull', operand: sqlAst.column(column.column), isNegated: op === 'nnl' };
  if (!isStrict && isEmptyQueryValue(filter.value)) return sqlAst.boolean(true);
  if (isStrict && (filter.value === undefined || filter.value === null)) {
    context.report(`${path}.value`, 'query/invalid-value', [column.field, column.type ?? 'string']);
    return undefined;
  }
  const valuePath = `${path}.value`;
  if (op === 'lk' || op === 'lfk' || op === 'rhk') return likeFilter(context, column, op, filter.value, valuePath);
  if (op === 'in' || op === 'ni') return listFilter(context, column, op === 'ni', filter.value, valuePath);
  if (op === 'bt') return betweenFilter(context, column, filter.value, valuePath);
  if (op === 'customLgt') return customComparisonFilter(context, column, filter.value, valuePath);
  const value = coerceQueryValue(context, column, filter.value, valuePath);
  if (value === undefined) return undefined;
  if (op === 'eic') return { kind: 'compare', operator: '=', left: { kind: 'lower', operand: sqlAst.column(column.column) }, right: { kind: 'lower', operand: sqlAst.param(String(value)) } };
  return { kind: 'compare', operator: comparisons[op]!, left: sqlAst.column(column.column), right: sqlAst.param(value) };
}
