import type { ValidationIssue } from '@wharf/engine';
import type { ViewColumn, ViewDefinition } from '@wharf/schemas';
import type { ListRecord, OnlineModifyRow } from './types';

/** The columns a user may change in online modification: marked editable and not hidden. */
export function editableColumns(definition: ViewDefinition): ViewColumn[] {
  return (definition.columns ?? []).filter((column) => column.isEdit === 'Y' && column.isHidden !== 'Y');
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function rowVersionOf(row: ListRecord): number | undefined {
  const version = row.rowVersion ?? row.row_version;
  return typeof version === 'number' ? version : typeof version === 'string' && /^\d+$/.test(version) ? Number(version) : undefined;
}

/**
 * The rows to send: for each edited row only the fields whose value differs from what was loaded,
 * with the loaded rowVersion so a row changed by someone else meanwhile is refused (409) instead of
 * overwritten. Rows without a change are left out.
 */
export function changedRows(loaded: ReadonlyArray<ListRecord>, edited: ReadonlyMap<string, Readonly<Record<string, unknown>>>, columns: ReadonlyArray<ViewColumn>): OnlineModifyRow[] {
  const rows: OnlineModifyRow[] = [];
  for (const original of loaded) {
    const current = edited.get(original.id);
    if (!current) continue;
    const data: Record<string, unknown> = {};
    for (const column of columns) {
      if (Object.prototype.hasOwnProperty.call(current, column.colCode) && !sameValue(current[column.colCode], original[column.colCode])) data[column.colCode] = current[column.colCode];
    }
    if (Object.keys(data).length === 0) continue;
    const version = rowVersionOf(original);
    rows.push({ id: original.id, ...(version !== undefined ? { rowVersion: version } : {}), data });
  }
  return rows;
}

/**
 * Issues for required editable columns left empty, in the server's shape (`/rows/<i>/data/<colCode>`
 * with i the index among the rows sent), so both kinds land on their cells the same way.
 */
export function requiredIssues(rows: ReadonlyArray<OnlineModifyRow>, columns: ReadonlyArray<ViewColumn>, message: (column: ViewColumn) => string): ValidationIssue[] {
  const required = columns.filter((column) => column.isRequire === 'Y');
  const issues: ValidationIssue[] = [];
  rows.forEach((row, index) => {
    for (const column of required) {
      if (Object.prototype.hasOwnProperty.call(row.data, column.colCode) && isEmpty(row.data[column.colCode])) {
        issues.push({ path: `/rows/${index}/data/${column.colCode}`, code: 'list/required', message: message(column) });
      }
    }
  });
  return issues;
}

/** Issues placed on cells: row id → colCode → messages; issues that name no cell are kept apart. */
export interface CellIssues {
  byCell: Map<string, Map<string, string[]>>;
  general: string[];
}

const cellPath = /^\/rows\/(\d+)\/data\/([^/]+)/;

/** Maps issues at `/rows/<i>/data/<colCode>` back to the rows that were sent (by position). */
export function issuesByCell(issues: ReadonlyArray<ValidationIssue>, sent: ReadonlyArray<OnlineModifyRow>): CellIssues {
  const byCell = new Map<string, Map<string, string[]>>();
  const general: string[] = [];
  for (const issue of issues) {
    const match = cellPath.exec(issue.path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) {
      general.push(issue.message);
      continue;
    }
    const cells = byCell.get(row.id) ?? new Map<string, string[]>();
    const colCode = decodeURIComponent(match[2]!.replace(/~1/g, '/').replace(/~0/g, '~'));
    cells.set(colCode, [...(cells.get(colCode) ?? []), issue.message]);
    byCell.set(row.id, cells);
  }
  return { byCell, general };
}
