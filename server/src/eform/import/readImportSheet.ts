import ExcelJS from 'exceljs';
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
}

/** One upload imports at most this many rows (a clear refusal beyond, not a slow request). */
export const maxImportRows = 10_000;
/** The heading row is looked for in the sheet's first rows only (`headingRow.ts`): below them are data. */
export const headingSearchRows = 10;
/** A view has at most 1000 columns; cells beyond are not read. */
const maxColumns = 1000;

/** A cell value of exceljs as one plain value: rich text joined, links by their text, formulas by their result. */
function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return plainCell(value.richText.map((part) => part.text).join(''));
  if ('error' in value) return { error: String(value.error) };
  if ('formula' in value || 'sharedFormula' in value) return plainCell((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return plainCell(typeof value.text === 'string' ? value.text : null);
  return null;
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

/**
 * A sheet of an uploaded .xlsx (the first, or the layout's by name): its heading row and data rows
 * (blank rows skipped). Not a spreadsheet, no heading, no data or more than `maxImportRows` rows
 * are 400s with the spec's "import failed data format incorrect" wording.
 */
export async function readImportSheet(bytes: Buffer, layout: SheetLayout = {}): Promise<ImportSheet> {
  const workbook = await openWorkbook(bytes);
  const sheet = layout.sheetName === undefined ? workbook.worksheets[0] : workbook.worksheets.find((s) => s.name.trim() === layout.sheetName!.trim());
  if (!sheet && layout.sheetName !== undefined) throw new AppError(400, 'asyncImport/sheet-missing', [layout.sheetName]);
  if (!sheet) throw new AppError(400, 'import/format-incorrect');
  // The heading row may be found below a title (`withFoundHeadingRow`), which checks its merges then.
  return worksheetRows(sheet, layout, sheet.name, true);
}

/** An uploaded .xlsx opened by exceljs, from the parts counted while unpacking (never the upload's own directory). */
export async function openWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new AppError(400, 'import/not-xlsx');
  const checked = checkedWorkbookBytes(bytes);
  const workbook = new ExcelJS.Workbook();
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

/** The heading row and data rows of one worksheet (an .xlsx sheet, or a CSV file read as one). */
export function worksheetRows(sheet: ExcelJS.Worksheet, layout: SheetLayout = {}, sheetName = sheet.name, mergesCheckedLater = false): ImportSheet {
  const headRow = layout.headRow ?? 1;
  const startRow = Math.max(layout.startRow ?? headRow + 1, headRow + 1);
  const endRow = layout.endRow ?? Number.POSITIVE_INFINITY;
  const width = Math.min(sheet.columnCount, maxColumns);
  const mergedHeadings = new Map<number, unknown[]>();
  // Read as candidates when the heading row is looked for later (`headingRow.ts`); else the row is the heading row.
  for (let row = headRow; row <= (mergesCheckedLater ? Math.max(headRow, headingSearchRows) : headRow); row += 1) {
    const merged = mergedHeadingIn(sheet, row, width, sheetName);
    if (merged) mergedHeadings.set(row, merged);
  }
  if (!mergesCheckedLater) refuseMergedHeading({ headRow, headers: [], rows: [], mergedHeadings });
  const cellsOf = (row: ExcelJS.Row) => Array.from({ length: width }, (_, index) => plainCell(row.getCell(index + 1).value));
  const headers = cellsOf(sheet.getRow(headRow)).map((cell) => (cell === null || typeof cell === 'object' && !(cell instanceof Date) ? '' : String(cell).trim()));
  const rows: ImportSheet['rows'] = [];
  let isTooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber < startRow || rowNumber > endRow || isTooMany) return;
    const cells = cellsOf(row);
    if (cells.every((cell) => cell === null)) return;
    if (rows.length >= maxImportRows) isTooMany = true;
    else rows.push({ rowNumber, cells });
  });
  if (isTooMany) throw new AppError(400, 'import/too-many-rows', [maxImportRows]);
  // A blank heading row with rows just below it may sit above the real headings: the importer looks for them (`headingRow.ts`).
  if (headers.every((header) => header === '') && !rows.some((row) => row.rowNumber <= headingSearchRows)) throw new AppError(400, 'import/no-heading', [sheetName, headRow]);
  if (rows.length === 0) throw new AppError(400, 'import/no-rows');
  return { sheetName, headRow, headers, rows, ...(mergedHeadings.size > 0 ? { mergedHeadings } : {}) };
}
