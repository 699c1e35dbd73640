import type ExcelJS from 'exceljs';
import { loadExcelJs } from './excelJs';
import { AppError } from '../../http/errors';
import { checkedWorkbookBytes } from './checkedXlsx';

/** A cell as the importer reads it: text, a number, a boolean, a date, an error value, or empty. */
export type SheetCell = string | number | boolean | Date | { error: string } | null;

export interface ImportSheet {
  /** The sheet the rows were read from (its name; a CSV file's is its file name). */
  sheetName?: string;
  /** The heading row read (1-based). */
  headRow?: number;
  /** The heading row's texts (trimmed). */
  headers: string[];
  /**
   * Every data row that holds something, with its row number in the sheet (1-based); rows composed
   * from several sheets (import modes 3 and 4) name theirs.
   */
  rows: Array<{ rowNumber: number; cells: SheetCell[]; sheetName?: string }>;
  /**
   * Rows among the first `headingSearchRows` with a heading merged across columns, and the refusal's
   * arguments: checked (`refuseMergedHeading`) once the heading row is known, since a merged title
   * above the headings is no heading.
   */
  mergedHeadings?: ReadonlyMap<number, unknown[]>;
  /**
   * A sheet read as a stream (`sheetStream.ts`): its data rows after `rows`, read once, as the
   * import writes them. `rows` then holds the rows of the heading search and the first one after.
   */
  rest?: AsyncIterable<ImportSheet['rows'][number]>;
  /** A streamed sheet: its widest row so far (every row's, once `rest` is read), the details file's width. */
  columnCount?: () => number;
  /** A streamed sheet: about how many data rows it has (counted in its XML), a background run's progress until the end. */
  expectedRows?: number;
}

/**
 * One upload imports at most this many rows (a clear refusal beyond, not a slow request). A sheet is
 * read as a stream, so memory does not limit it; the import is one transaction and its refused rows
 * are kept as one details entry, and 100,000 rows (the most the legacy .xls format held was 65,536)
 * take seconds, not minutes, to check and write.
 */
export const maxImportRows = 100_000;
/**
 * A workbook read whole (import modes 3 and 4 compose records from several sheets) holds exceljs's
 * model of every cell, some 30 KB a row: its sheets take at most this many rows each.
 */
export const maxWorkbookRows = 10_000;
/** The heading row is looked for in the sheet's first rows only (`headingRow.ts`): below them are data. */
export const headingSearchRows = 10;
/** A view has at most 1000 columns; cells beyond are not read. */
export const maxColumns = 1000;

/** A cell value of exceljs as one plain value: rich text joined, links by their text, formulas by their result. */
export function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plainCell(value.richText.map((part) => part.text).join(''));
  if ('error' in value) return { error: String(value.error) };
  if ('formula' in value || 'sharedFormula' in value) return plainCell((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return plainCell(typeof value.text === 'string' ? value.text : null);
  return null;
}

/** The headings the details file shows: a streamed sheet's widened to its widest row (as a sheet read whole reads every row that wide). */
export function detailHeadings(sheet: ImportSheet): string[] {
  const width = sheet.columnCount?.() ?? 0;
  return width > sheet.headers.length ? [...sheet.headers, ...new Array<string>(width - sheet.headers.length).fill('')] : sheet.headers;
}

/** Where an import finds its data (an import task's layout); the list import's is sheet 1, headings in row 1, data from row 2. */
export interface SheetLayout {
  /** The sheet by name; the first sheet when absent. A file without it is a template mismatch. */
  sheetName?: string;
  /** The heading row (1-based). */
  headRow?: number;
  /** The first data row. */
  startRow?: number;
  /** The last data row (inclusive); the sheet's last when absent. */
  endRow?: number;
}

/** An uploaded .xlsx opened by exceljs, from the parts counted while unpacking (never the upload's own directory). */
export async function openWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new AppError(400, 'import/not-xlsx');
  const checked = checkedWorkbookBytes(bytes);
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(checked as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError(400, 'import/not-xlsx');
  }
  return workbook;
}

/**
 * A heading merged across columns (`B1:C1` holding "Address") would head only its first column and
 * silently drop the others: the refusal's arguments (the heading, the cells it covers, the sheet) for
 * the first such cell of the row, or undefined.
 */
function mergedHeadingIn(sheet: ExcelJS.Worksheet, headRow: number, width: number, sheetName: string): unknown[] | undefined {
  const row = sheet.getRow(headRow);
  for (let column = 1; column <= width; column += 1) {
    const cell = row.getCell(column);
    if (!cell.isMerged || cell.master.address === cell.address) continue;
    const master = cell.master;
    if (Number(master.row) !== headRow && master.col === cell.col) continue; // A heading merged down from a row above.
    let last = column;
    while (last < width && row.getCell(last + 1).isMerged && row.getCell(last + 1).master.address === master.address) last += 1;
    const text = plainCell(master.value);
    const heading = text === null || typeof text === 'object' && !(text instanceof Date) ? '' : String(text).trim();
    return [heading, `${master.address}:${row.getCell(last).address}`, sheetName];
  }
  return undefined;
}

/** Refuses the sheet's heading row when a heading in it is merged across columns (`mergedHeadings`). */
export function refuseMergedHeading(sheet: ImportSheet): void {
  const merged = sheet.mergedHeadings?.get(sheet.headRow ?? 1);
  if (merged) throw new AppError(400, 'import/merged-heading', merged);
}

/**
 * The heading row and data rows of one worksheet read whole (a sheet of import modes 3 and 4, or a
 * CSV file read as one), at most `rowLimit` data rows.
 */
export function worksheetRows(sheet: ExcelJS.Worksheet, layout: SheetLayout = {}, sheetName = sheet.name, rowLimit = maxWorkbookRows): ImportSheet {
  const headRow = layout.headRow ?? 1;
  const startRow = Math.max(layout.startRow ?? headRow + 1, headRow + 1);
  const endRow = layout.endRow ?? Number.POSITIVE_INFINITY;
  const width = Math.min(sheet.columnCount, maxColumns);
  // A workbook read whole is read at its layout's heading row (a sheet an import searches for its headings is streamed: `sheetStream.ts`).
  const merged = mergedHeadingIn(sheet, headRow, width, sheetName);
  if (merged) throw new AppError(400, 'import/merged-heading', merged);
  const cellsOf = (row: ExcelJS.Row) => Array.from({ length: width }, (_, index) => plainCell(row.getCell(index + 1).value));
  const headers = cellsOf(sheet.getRow(headRow)).map((cell) => (cell === null || typeof cell === 'object' && !(cell instanceof Date) ? '' : String(cell).trim()));
  const rows: ImportSheet['rows'] = [];
  let isTooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber < startRow || rowNumber > endRow || isTooMany) return;
    const cells = cellsOf(row);
    if (cells.every((cell) => cell === null)) return;
    if (rows.length >= rowLimit) isTooMany = true;
    else rows.push({ rowNumber, cells });
  });
  if (isTooMany) throw new AppError(400, 'import/too-many-rows', [rowLimit]);
  // A blank heading row with rows just below it may sit above the real headings: the importer looks for them (`headingRow.ts`).
  if (headers.every((header) => header === '') && !rows.some((row) => row.rowNumber <= headingSearchRows)) throw new AppError(400, 'import/no-heading', [sheetName, headRow]);
  if (rows.length === 0) throw new AppError(400, 'import/no-rows');
  return { sheetName, headRow, headers, rows };
}
