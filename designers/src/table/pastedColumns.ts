import type { TableColumn } from '@wharf/schemas';

const columnTypes: ReadonlySet<string> = new Set<TableColumn['colType']>(['varchar', 'text', 'int', 'bigint', 'decimal', 'date', 'datetime', 'time', 'boolean', 'json']);

/** A Y/N cell: Y, yes, true, 1 or ✓ are yes; anything else no. */
const isYes = (cell: string) => /^(y|yes|true|1|✓|是)$/i.test(cell);

function wholeNumber(cell: string): number | undefined {
  return /^\d+$/.test(cell) ? Number(cell) : undefined;
}

/**
 * Columns pasted from a spreadsheet (or typed), one per line, cells separated by tabs (a
 * spreadsheet's copy) — the columns grid's own order: code, name, type, length, decimals, NOT NULL
 * (Y for a column that must be filled), dictionary. Only the code is needed: a missing name is the
 * code, a missing or unknown type is varchar, a varchar without a length has 50 (as a new column of
 * the grid). Blank lines are skipped. What the cells say wrong (a bad code, a length past the type's
 * maximum) the designer's own checks show on the pasted rows, as if typed there.
 */
export function pastedColumns(text: string): TableColumn[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').map((line) => {
    const [code = '', name = '', type = '', length = '', decimals = '', notNull = '', dictCode = ''] = line.split('\t').map((cell) => cell.trim());
    const colType = (columnTypes.has(type.toLowerCase()) ? type.toLowerCase() : 'varchar') as TableColumn['colType'];
    const colLength = wholeNumber(length) ?? (colType === 'varchar' ? 50 : undefined);
    const scale = colType === 'decimal' ? wholeNumber(decimals) : undefined;
    return {
      colCode: code,
      colName: name || code,
      colType,
      ...(colLength !== undefined && (colType === 'varchar' || colType === 'decimal') ? { colLength } : {}),
      ...(scale !== undefined ? { decimals: scale } : {}),
      isNull: isYes(notNull) ? 'N' : 'Y',
      isKey: 'N',
      ...(dictCode ? { dictCode } : {}),
    };
  });
}

/**
 * The grid's columns with the pasted ones after them; the untouched starting column of a new table
 * (`field1`, as `blankTable` makes it) gives way to them, so a paste into a new table is the table.
 */
export function withPastedColumns(columns: readonly TableColumn[], pasted: readonly TableColumn[], blank: TableColumn): TableColumn[] {
  const isUntouchedStart = columns.length === 1 && JSON.stringify(columns[0]) === JSON.stringify(blank);
  return [...(isUntouchedStart ? [] : columns), ...pasted];
}
