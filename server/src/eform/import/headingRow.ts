import { matchHeadings, type ImportColumn } from './importColumns';
import { AppError } from '../../http/errors';
import { headingSearchRows, refuseMergedHeading, type ImportSheet, type SheetCell } from './readImportSheet';

const headingText = (cell: SheetCell): string => (cell === null || typeof cell === 'object' && !(cell instanceof Date) ? '' : String(cell).trim());

/**
 * Whether a row reads as the form's heading row: at least one of its cells names an import column
 * (in any of the four languages, or its code), and at least half of its filled cells do. A title
 * ("Shipments of March") or a data row whose one cell happens to equal a heading does not.
 */
function isHeadingRow(texts: readonly string[], columns: readonly ImportColumn[]): boolean {
  const filled = texts.filter((text) => text !== '').length;
  const matched = matchHeadings(texts, columns).filter(Boolean).length;
  return matched > 0 && matched * 2 >= filled;
}

/**
 * The sheet as read from its real heading row. When no heading of the expected row names an import
 * column (a title or a note above the headings, as people lay sheets out), the first row among the
 * sheet's first `headingSearchRows` that reads as the heading row (`isHeadingRow`) becomes it, and
 * the rows below it are the data. Otherwise the sheet is returned as it is, and the caller's
 * refusal names the row it expected (a blank expected row: "no heading" here). The heading row taken
 * is refused when a heading in it is merged across columns; a merged title above it is not.
 */
export function withFoundHeadingRow(sheet: ImportSheet, columns: readonly ImportColumn[]): ImportSheet {
  if (matchHeadings(sheet.headers, columns).some(Boolean)) {
    refuseMergedHeading(sheet);
    return sheet;
  }
  const found = sheet.rows.find((row) => row.rowNumber <= headingSearchRows && isHeadingRow(row.cells.map(headingText), columns));
  const rows = found ? sheet.rows.filter((row) => row.rowNumber > found.rowNumber) : [];
  if (!found || rows.length === 0) {
    if (sheet.headers.every((header) => header === '')) throw new AppError(400, 'import/no-heading', [sheet.sheetName ?? '', sheet.headRow ?? 1]);
    return sheet;
  }
  const taken = { ...sheet, headRow: found.rowNumber, headers: found.cells.map(headingText), rows };
  refuseMergedHeading(taken);
  return taken;
}
