import type { ConditionNode, ConditionOperator } from '../conditions/types';
import { maxConditionDepth } from '../conditions/evaluateCondition';
import { compileFilter } from './compileFilter';
import type { QueryContext } from './queryContext';
import { sql, type SqlExpression } from './sqlAst';
import type { QueryOperator } from './types';

// The structured condition model's operators in terms of the query operators.
const asQueryOperator: Record<ConditionOperator, QueryOperator | 'notContains'> = {
  equal: 'eq',
  notEqual: 'ne',
  greater: 'gt',
  greaterOrEqual: 'ge',
  less: 'lt',
  lessOrEqual: 'le',
  contains: 'lk',
  notContains: 'notContains',
  in: 'in',
  notIn: 'ni',
};

/**
 * A structured condition (from a definition, a custom condition or a permission filter) as SQL over
 * the declared columns, so a `boolean | Filter` permission answer narrows the same query the list
 * page builds. A null value compares as IS NULL / IS NOT NULL, as the condition evaluator treats it.
 */
export function compileConditionToSql(context: QueryContext, node: ConditionNode, path: string, depth = 0): SqlExpression | undefined {
  if (depth > maxConditionDepth || node === null || typeof node !== 'object') {
    context.report(path, 'query/invalid-condition');
    return undefined;
  }
  if (node.kind === 'group') {
    const parts = (Array.isArray(node.children) ? node.children : []).map((child, index) => compileConditionToSql(context, child, `${path}.children[${index}]`, depth + 1));
    if (parts.some((part) => part === undefined)) return undefined;
    return node.match === 'or' ? sql.or(parts as SqlExpression[]) : sql.and(parts as SqlExpression[]);
  }
  const mapped = Object.prototype.hasOwnProperty.call(asQueryOperator, node.operator) ? asQueryOperator[node.operator] : undefined;
  if (node.kind !== 'condition' || !mapped) {
    context.report(path, 'query/invalid-condition');
    return undefined;
  }
  if (node.value === null && (mapped === 'eq' || mapped === 'ne')) return compileFilter(context, { field: node.field, op: mapped === 'eq' ? 'inl' : 'nnl' }, path, true);
  if (mapped === 'notContains') {
    const contains = compileFilter(context, { field: node.field, op: 'lk', value: node.value }, path, true);
    return contains && sql.not(contains);
  }
  return compileFilter(context, { field: node.field, op: mapped, value: node.value }, path, true);
}
