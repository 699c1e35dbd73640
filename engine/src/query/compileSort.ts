import { resolveColumn, type QueryContext } from './queryContext';
import type { SqlOrderItem } from './sqlAst';
import type { QuerySort } from './types';

/** The list pages' default order (spec §2 list pages): newest first. */
export const defaultQuerySort: QuerySort = { field: 'createTime', order: 'desc' };

export interface CompiledSort {
  /** Client-facing field names with their direction, the key field last. */
  fields: ReadonlyArray<{ field: string; column: string; direction: 'ASC' | 'DESC' }>;
  orderBy: ReadonlyArray<SqlOrderItem>;
}

/**
 * The ORDER BY of a list query. Sort fields must be declared (and not marked unsortable); the key
 * field is appended as a tie-breaker so pages never overlap or skip rows. Without a requested sort,
 * the definition's default applies, else createTime desc when that column is declared.
 */
export function compileSort(context: QueryContext, requested: QuerySort | ReadonlyArray<QuerySort> | undefined, path = 'sort'): CompiledSort {
  const list = requested === undefined ? [] : Array.isArray(requested) ? (requested as ReadonlyArray<QuerySort>) : [requested as QuerySort];
  const fallback = context.definition.defaultSort ?? (context.columns.has(defaultQuerySort.field) ? defaultQuerySort : undefined);
  const sorts = list.length > 0 ? list.map((sort, index) => ({ sort, path: Array.isArray(requested) ? `${path}[${index}]` : path })) : fallback ? [{ sort: fallback, path: 'defaultSort' }] : [];
  const fields: Array<CompiledSort['fields'][number]> = [];
  for (const { sort, path: sortPath } of sorts) {
    const column = resolveColumn(context, sort?.field, `${sortPath}.field`);
    if (!column) continue;
    if (column.isSortable === false) {
      context.report(`${sortPath}.field`, 'query/not-sortable', [column.field]);
      continue;
    }
    const order = sort.order ?? 'asc';
    if (order !== 'asc' && order !== 'desc') {
      context.report(`${sortPath}.order`, 'query/invalid-order', [String(order)]);
      continue;
    }
    if (!fields.some((existing) => existing.field === column.field)) fields.push({ field: column.field, column: column.column, direction: order === 'desc' ? 'DESC' : 'ASC' });
  }
  const keyField = context.definition.keyField ?? 'id';
  const key = context.columns.get(keyField);
  if (key && !fields.some((existing) => existing.field === key.field)) {
    fields.push({ field: key.field, column: key.column, direction: fields[0]?.direction ?? 'DESC' });
  }
  return { fields, orderBy: fields.map(({ column, direction }) => ({ column, direction })) };
}
