import type { ViewColumn, ViewDefinition } from '@wharf/schemas';
import type { SourceColumn } from './types';

/** A new, valid table view with no columns yet. */
export function blankView(viewCode: string, viewName: string): ViewDefinition {
  return { schemaVersion: 1, viewCode, viewName, viewType: 'table', viewStatus: 'enable', columns: [], buttons: [], page: { isPage: 'Y', pageNum: 20 } };
}

const fieldCodePattern = /^(?:[A-Za-z][A-Za-z0-9_]{0,17}|_temp_[A-Za-z0-9_]{1,58})$/;

/**
 * Adds the source's columns the view does not have yet, after the existing ones (which keep their
 * settings). Codes that cannot be view column codes are returned apart so the designer can say so;
 * `id` is not offered as a column, it is always selected.
 */
export function mergeSourceColumns(existing: ReadonlyArray<ViewColumn>, source: ReadonlyArray<SourceColumn>): { columns: ViewColumn[]; added: string[]; refused: string[] } {
  const have = new Set(existing.map((column) => column.colCode.toLowerCase()));
  const added: string[] = [];
  const refused: string[] = [];
  const columns = [...existing];
  for (const candidate of source) {
    const code = candidate.colCode;
    if (code.toLowerCase() === 'id' || have.has(code.toLowerCase())) continue;
    if (!fieldCodePattern.test(code) || code === 'warn_status' || code === 'warnStatus') {
      refused.push(code);
      continue;
    }
    have.add(code.toLowerCase());
    added.push(code);
    columns.push({
      colCode: code,
      colName: candidate.colName && candidate.colName.trim() !== '' ? candidate.colName.slice(0, 200) : code,
      ...(candidate.colType ? { colType: candidate.colType } : {}),
      ...(candidate.dictCode ? { dictCode: candidate.dictCode } : {}),
      isSort: 'Y',
      isExport: 'Y',
    });
  }
  return { columns, added, refused };
}

/** Whether a list SQL's result carries the id column every list needs (spec §5 "list SQL must return id"). */
export function resultHasId(columns: ReadonlyArray<SourceColumn>): boolean {
  return columns.some((column) => column.colCode.toLowerCase() === 'id');
}

/** Where the view's rows come from: a form's table, or its own list SQL. */
export type ViewDataSource = 'table' | 'sql';

export function dataSourceOf(view: ViewDefinition): ViewDataSource {
  return view.reportSql !== undefined && view.tableName === undefined ? 'sql' : 'table';
}
