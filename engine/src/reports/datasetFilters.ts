import type { DatasetDefinition } from '@wharf/schemas';
import { compileFieldFilter, type FieldOperator } from '../query/compileFieldFilter';
import type { QueryContext } from '../query/queryContext';
import { sqlAst, type SqlExpression } from '../query/sqlAst';
import type { DatasetFilter, DatasetFilterOperator, DatasetValue } from './types';

/** The dataset filter operators in the query compiler's terms. */
const asFieldOperator: Readonly<Record<DatasetFilterOperator, FieldOperator>> = {
  eq: 'eq', ne: 'ne', in: 'in', notIn: 'ni', between: 'bt', gt: 'gt', gte: 'ge', lt: 'lt', lte: 'le', like: 'lk', isNull: 'inl', notNull: 'nnl',
};

/**
 * One comparison on a dimension of the rows, strict like a condition: a value is always compared
 * (an empty list matches nothing), `eq`/`ne` with null mean "is (not) empty", and `ne`/`notIn`
 * count rows without a value as "not x" — the same reading as data rules and the browser's
 * condition evaluator, so a filter means one thing everywhere.
 */
export function compileDatasetComparison(context: QueryContext, colCode: string, op: DatasetFilterOperator, value: DatasetFilter['value'], path: string): SqlExpression | undefined {
  if (!Object.prototype.hasOwnProperty.call(asFieldOperator, op)) {
    context.report(`${path}/op`, 'dataset/unknown-operator', [String(op)]);
    return undefined;
  }
  const column = context.columns.get(colCode);
  if (!column) {
    context.report(`${path}/colCode`, 'dataset/unknown-filter-column', [colCode]);
    return undefined;
  }
  const mapped = asFieldOperator[op];
  if (value === null && (mapped === 'eq' || mapped === 'ne')) return compileFieldFilter(context, { field: colCode }, mapped === 'eq' ? 'inl' : 'nnl', path, true);
  if (mapped === 'ne' || mapped === 'ni') {
    const positive = compileFieldFilter(context, { field: colCode, value }, mapped === 'ne' ? 'eq' : 'in', path, true);
    if (!positive) return undefined;
    return sqlAst.or([{ kind: 'isNull', operand: sqlAst.column(column.column), isNegated: false }, sqlAst.not(positive)]);
  }
  return compileFieldFilter(context, { field: colCode, value }, mapped, path, true);
}

/**
 * The query's filters and the drill path as SQL over the rows' dimensions (and-ed). A filter
 * names a declared dimension; anything else is reported at `/filters/<i>/colCode`.
 */
export function compileDatasetFilters(context: QueryContext, filters: unknown, drillEquals: ReadonlyArray<{ dimension: { colCode: string }; value: DatasetValue; path: string }>): SqlExpression[] {
  const parts: SqlExpression[] = [];
  if (filters !== undefined && !Array.isArray(filters)) {
    context.report('/filters', 'dataset/invalid-query');
    return parts;
  }
  ((filters ?? []) as unknown[]).forEach((filter, index) => {
    const path = `/filters/${index}`;
    if (!filter || typeof filter !== 'object' || typeof (filter as DatasetFilter).colCode !== 'string') {
      context.report(`${path}/colCode`, 'dataset/unknown-filter-column', [String((filter as DatasetFilter | null)?.colCode)]);
      return;
    }
    const { colCode, op, value } = filter as DatasetFilter;
    const compiled = compileDatasetComparison(context, colCode, op, value, path);
    if (compiled) parts.push(compiled);
  });
  for (const step of drillEquals) {
    const compiled = compileDatasetComparison(context, step.dimension.colCode, 'eq', step.value, step.path);
    if (compiled) parts.push(compiled);
  }
  return parts;
}

/**
 * Whether the query satisfies the dataset's required filters: with any declared, at least one of
 * them is filtered by the query (its filters or its drill path), so a huge table is never scanned whole.
 */
export function hasRequiredFilter(dataset: DatasetDefinition, filters: unknown, drilledCodes: ReadonlyArray<string>): boolean {
  const required = dataset.requiredFilters ?? [];
  if (required.length === 0) return true;
  const filtered = new Set<string>(drilledCodes);
  if (Array.isArray(filters)) for (const filter of filters) if (filter && typeof (filter as DatasetFilter).colCode === 'string') filtered.add((filter as DatasetFilter).colCode);
  return required.some((code) => filtered.has(code));
}
