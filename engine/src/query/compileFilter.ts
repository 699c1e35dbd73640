import { compileConditionToSql } from './compileConditionToSql';
import { compileFieldFilter } from './compileFieldFilter';
import type { QueryContext } from './queryContext';
import type { SqlExpression } from './sqlAst';
import { queryOperators, type QueryFilter, type QueryOperator } from './types';

const operatorSet: ReadonlySet<string> = new Set(queryOperators);

function customFilter(context: QueryContext, filter: QueryFilter, path: string): SqlExpression | undefined {
  const name = filter.name ?? filter.value;
  const conditions = context.definition.customConditions ?? {};
  if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(conditions, name)) {
    context.report(`${path}.name`, 'query/unknown-custom-condition', [String(name)]);
    return undefined;
  }
  return compileConditionToSql(context, conditions[name]!, `customConditions.${name}`);
}

/**
 * One list-page filter as SQL. The operator is the request's, else the column's declared queryOp,
 * else eq. An empty value means "no filter" (TRUE) except for inl, nnl and custom, which take none;
 * with `isStrict` (conditions and permission filters) an empty value is compared like any other,
 * because there a forgotten value must never widen access.
 * Unknown fields, operators and ill-typed values are reported on the context and yield undefined.
 */
export function compileFilter(context: QueryContext, filter: QueryFilter, path: string, isStrict = false): SqlExpression | undefined {
  const requested = filter.op ?? (typeof filter.field === 'string' ? context.columns.get(filter.field)?.queryOp : undefined) ?? 'eq';
  if (typeof requested !== 'string' || !operatorSet.has(requested)) {
    context.report(`${path}.op`, 'query/unknown-operator', [String(requested)]);
    return undefined;
  }
  const op = requested as QueryOperator;
  if (op === 'custom') return customFilter(context, filter, path);
  return compileFieldFilter(context, filter, op, path, isStrict);
}
