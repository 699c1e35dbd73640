import type { TableColumnType, TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

type AnyColumn<T> = NonNullable<TableProps<T>['columns']>[number];

/** A column that draws a value (its group columns already flattened). */
export type LeafColumn<T> = TableColumnType<T>;

/** The row's key as the table computes it (`rowKey` as a field name or a function; the index otherwise). */
export function rowKeyOf<T>(rowKey: TableProps<T>['rowKey'], row: T, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const field = String(rowKey ?? 'key');
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/**
 * The columns a card shows: grouped columns flattened, hidden ones left out, and the row's buttons
 * (the console's `actions` column, or a column fixed on the right) set apart for the card's foot.
 */
export function cardColumns<T>(columns: ReadonlyArray<AnyColumn<T>>): { dataColumns: LeafColumn<T>[]; actionColumns: LeafColumn<T>[] } {
  const leaves: LeafColumn<T>[] = [];
  const collect = (list: ReadonlyArray<AnyColumn<T>>) => {
    for (const column of list) {
      if (column.hidden) continue;
      if ('children' in column && Array.isArray(column.children)) collect(column.children as ReadonlyArray<AnyColumn<T>>);
      else leaves.push(column as LeafColumn<T>);
    }
  };
  collect(columns);
  const isAction = (column: LeafColumn<T>) => column.key === 'actions' || column.fixed === 'right';
  return { dataColumns: leaves.filter((column) => !isAction(column)), actionColumns: leaves.filter(isAction) };
}

/** A column's heading as text or a node (a heading drawn by a function gets no sort state on a card). */
export function titleText<T>(column: LeafColumn<T>): ReactNode {
  return typeof column.title === 'function' ? column.title({}) : column.title;
}

function valueAt(row: unknown, dataIndex: LeafColumn<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[String(part)] : undefined), row);
}

/** What the table's cell would show: the column's `render`, else the value itself. */
export function cellContent<T>(column: LeafColumn<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as LeafColumn<unknown>['dataIndex']);
  if (column.render) {
    const drawn = column.render(value, row, index) as unknown;
    // antd also accepts { children, props } from a render (cell spans): a card shows the children.
    if (drawn && typeof drawn === 'object' && 'children' in drawn && 'props' in drawn && !('$$typeof' in drawn)) return (drawn as { children: ReactNode }).children;
    return drawn as ReactNode;
  }
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

/**
 * The rows of the current page when the list is held whole in the browser; a server-paged list
 * (no more rows than the page holds) is shown as it came.
 */
export function pageOfRows<T>(rows: readonly T[], page: { current: number; pageSize: number } | undefined): readonly T[] {
  if (!page || rows.length <= page.pageSize) return rows;
  const start = (page.current - 1) * page.pageSize;
  return rows.slice(start, start + page.pageSize);
}
