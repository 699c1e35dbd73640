import type { ColDef, ICellRendererParams, ValueGetterParams } from 'ag-grid-community';
import type { ViewButton, ViewColumn } from '@wharf/schemas';
import type { ReactNode } from 'react';
import type { ListRecord } from './types';

/** Ids of the grid's own columns; they are never saved as column settings. */
export const lineNumberColumnId = '__lineNumber';
export const actionColumnId = '__actions';

function isSafeUrl(value: unknown): value is string {
  return typeof value === 'string' && /^(https?:\/\/|\/)/i.test(value.trim());
}

function cellRendererFor(column: ViewColumn): ColDef['cellRenderer'] {
  if (column.colType === 'link') {
    return (params: ICellRendererParams) => (isSafeUrl(params.value) ? <a href={params.value} target="_blank" rel="noopener noreferrer">{params.value}</a> : (params.value as ReactNode) ?? null);
  }
  if (column.colType === 'image') {
    return (params: ICellRendererParams) => (isSafeUrl(params.value) ? <img src={params.value} alt="" style={{ maxHeight: 28 }} /> : null);
  }
  return undefined;
}

export interface GridColumnOptions {
  isLineNum: boolean;
  inlineButtons: ReadonlyArray<ViewButton>;
  actionWidth?: number;
  actionHeader: string;
  renderActions(row: ListRecord): ReactNode;
  formatBoolean(value: unknown): string;
  /** A dictionary column's value as shown (the item's text); the row keeps the code. */
  dictionaryText?(dictCode: string, value: unknown): string;
}

/**
 * The grid's columns from the view's columns (already in the user's order and visibility): title,
 * width, alignment, pinning, sortability; a line-number column and an action column for row buttons
 * when the view asks for them. Masked values arrive masked, so nothing is masked here. A column with
 * a dictionary shows its items' texts (`dictionaryText`) while the row keeps the stored codes.
 */
export function gridColumns(columns: ReadonlyArray<ViewColumn>, options: GridColumnOptions): ColDef[] {
  const defs: ColDef[] = [];
  if (options.isLineNum) {
    defs.push({
      colId: lineNumberColumnId,
      headerName: '#',
      width: 64,
      pinned: 'left',
      sortable: false,
      suppressMovable: true,
      valueGetter: (params: ValueGetterParams) => (params.node?.rowIndex ?? 0) + 1,
    });
  }
  for (const column of columns) {
    defs.push({
      colId: column.colCode,
      field: column.colCode,
      headerName: column.colName,
      hide: column.isHidden === 'Y',
      width: column.colWidth ?? 150,
      sortable: column.isSort !== 'N',
      ...(column.fixed === 'left' || column.fixed === 'right' ? { pinned: column.fixed } : {}),
      ...(column.alignType && column.alignType !== 'left' ? { cellStyle: { textAlign: column.alignType } } : {}),
      ...(column.colType === 'boolean' ? { valueFormatter: (params: { value: unknown }) => options.formatBoolean(params.value) } : {}),
      ...(column.dictCode && options.dictionaryText ? { valueFormatter: (params: { value: unknown }) => options.dictionaryText!(column.dictCode!, params.value) } : {}),
      ...(cellRendererFor(column) ? { cellRenderer: cellRendererFor(column) } : {}),
    });
  }
  if (options.inlineButtons.length > 0) {
    defs.push({
      colId: actionColumnId,
      headerName: options.actionHeader,
      pinned: 'right',
      width: options.actionWidth && options.actionWidth > 0 ? options.actionWidth : 80 + 70 * options.inlineButtons.length,
      sortable: false,
      suppressMovable: true,
      cellRenderer: (params: ICellRendererParams) => (params.data ? options.renderActions(params.data as ListRecord) : null),
    });
  }
  return defs;
}
