import type { ConditionNode, ConditionOperator } from '../conditions/types';
import { maxConditionDepth } from '../conditions/evaluateCondition';
import { compileFieldFilter, type FieldOperator } from './compileFieldFilter';
import type { QueryContext } from './queryContext';
import { sqlAst, type SqlExpression } from './sqlAst';

// The structured condition model's operators in terms of the query operators.
const asQueryOperator: Record<ConditionOperator, FieldOperator | 'notContains'> = {
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
 * page builds. A null value compares as IS NULL / IS NOT NULL, and the negations (notEqual, notIn,
 * notContains) include rows without a value, as the condition evaluator treats them.
 */
export function compileConditionToSql(context: QueryContext, node: ConditionNode, path: string, depth = 0): SqlExpression | undefined {
  if (depth > maxConditionDepth || node === null || typeof node !== 'object') {
    context.report(path, 'query/invalid-condition');
    return undefined;
  }
  if (node.kind === 'group') {
    const parts = (Array.isArray(node.children) ? node.children : []).map((child, index) => compileConditionToSql(context, child, `${path}.children[${index}]`, depth + 1));
    if (parts.some((part) => part === undefined)) return undefined;
    return node.match === 'or' ? sqlAst.or(parts as SqlExpression[]) : sqlAst.and(parts as SqlExpression[]);
  }
  const mapped = Object.prototype.hasOwnProperty.call(asQueryOperator, node.operator) ? asQueryOperator[node.operator] : undefined;
  if (node.kind !== 'condition' || !mapped) {
    context.report(path, 'query/invalid-condition');
    return undefined;
  }
  if (node.value === null && (mapped === 'eq' || mapped === 'ne')) return compileFieldFilter(context, { field: node.field }, mapped === 'eq' ? 'inl' : 'nnl', path, true);
  if (mapped === 'notContains' || mapped === 'ne' || mapped === 'ni') {
    // SQL's three-valued logic drops NULL rows from "<> x", "NOT IN" and "NOT LIKE", while the
    // condition evaluator (and people) count an empty value as "not x". Say so explicitly, so a
    // condition means the same on the server as in the browser.
    const positive = compileFieldFilter(context, { field: node.field, value: node.value }, mapped === 'notContains' ? 'lk' : mapped === 'ne' ? 'eq' : 'in', path, true);
    const column = context.columns.get(node.field);
    if (!positive || !column) return undefined;
    return sqlAst.or([{ kind: 'isNull', operand: sqlAst.column(column.column), isNegated: false }, sqlAst.not(positive)]);
  }
  return compileFieldFilter(context, { field: node.field, value: node.value }, mapped, path, true);
}
