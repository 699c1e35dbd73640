import type { ConditionGroup, ConditionOperator } from '../conditions/types';
import type { DatasetFilter, DatasetFilterOperator, DatasetValue } from './types';

// The structured condition operators that a dataset filter states with the same meaning
// (datasetFilters.ts and compileConditionToSql.ts read them alike, nulls included).
const asFilterOperator: Partial<Record<ConditionOperator, DatasetFilterOperator>> = {
  equal: 'eq', notEqual: 'ne', greater: 'gt', greaterOrEqual: 'gte', less: 'lt', lessOrEqual: 'lte', contains: 'like', in: 'in', notIn: 'notIn',
};

/**
 * A widget's own condition as dataset filters, when it can be said that way: an "all of" group of
 * plain conditions whose operators filters have. Undefined otherwise ("any of", nested groups,
 * "does not contain"). The report designer's preview runs an unsaved widget through the dataset
 * query, which takes filters but no conditions.
 */
export function conditionAsDatasetFilters(condition: ConditionGroup): DatasetFilter[] | undefined {
  if (condition.match === 'or' && condition.children.length > 1) return undefined;
  const filters: DatasetFilter[] = [];
  for (const child of condition.children) {
    if (child.kind !== 'condition') return undefined;
    const op = asFilterOperator[child.operator];
    if (!op) return undefined;
    filters.push({ colCode: child.field, op, value: child.value as DatasetValue | DatasetValue[] });
  }
  return filters;
}
