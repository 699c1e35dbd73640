import type ExcelJS from 'exceljs';
import { AppError } from '../../http/errors';
import { cellAddress, type MergedRange } from './sheetScan';
import { openStreamedWorkbook } from './streamedXlsx';
import { headingSearchRows, maxColumns, maxImportRows, plainCell, type ImportSheet, type SheetCell, type SheetLayout } from './readImportSheet';

// A worksheet read as a stream: the rows up to the heading search (and one data row past them) are
// held, so the heading row can be found and checked before any row is written; the other data rows
// are handed on as they are parsed (`ImportSheet.rest`), so memory stays flat whatever the count.

type SheetRow = ImportSheet['rows'][number];

/** A row as read: its number and plain cells (as many as the row has cells, at most `maxColumns`). */
interface RawRow {
  rowNumber: number;
  cells: SheetCell[];
}

const headingText = (cell: SheetCell | undefined): string => (cell === null || cell === undefined || typeof cell === 'object' && !(cell instanceof Date) ? '' : String(cell).trim());

/**
 * The worksheet's rows as plain cells. A cell inside a merged range reads as the range's first
 * cell, as exceljs's whole-workbook reading gives it (a key merged down over a record's rows).
 */
async function* plainRows(worksheet: AsyncIterable<ExcelJS.Row>, merges: readonly MergedRange[]): AsyncGenerator<RawRow> {
  const pending = [...merges].sort((a, b) => a.top - b.top);
  let active: Array<MergedRange & { value: SheetCell }> = [];
  let next = 0;
  for await (const row of worksheet) {
    const rowNumber = row.number;
    const count = Math.min(row.cellCount, maxColumns);
    const values = row.values as ExcelJS.CellValue[];
    const cells: SheetCell[] = new Array<SheetCell>(count);
    for (let column = 1; column <= count; column += 1) cells[column - 1] = plainCell(values[column]);
    active = active.filter((range) => range.bottom >= rowNumber);
    for (; next < pending.length && pending[next]!.top <= rowNumber; next += 1) {
      const range = pending[next]!;
      if (range.bottom < rowNumber) continue;
      active.push({ ...range, value: range.top === rowNumber ? cells[range.left - 1] ?? null : null });
    }
    for (const range of active) {
      for (let column = range.left; column <= Math.min(range.right, maxColumns); column += 1) {
        if (rowNumber !== range.top || column !== range.left) cells[column - 1] = range.value;
      }
    }
    for (let column = 0; column < cells.length; column += 1) cells[column] ??= null;
    yield { rowNumber, cells };
  }
}

/**
 * The refusal's arguments for the first heading of `rowNumber` merged across columns (the heading,
 * the cells it covers, the sheet), as `mergedHeadingIn` finds it in a workbook read whole; a heading
 * merged down from a row above in its own column is no refusal.
 */
function mergedHeadingOf(merges: readonly MergedRange[], rowNumber: number, early: ReadonlyMap<number, SheetCell[]>, sheetName: string): unknown[] | undefined {
  const across = merges.filter((range) => range.top <= rowNumber && range.bottom >= rowNumber && range.right > range.left && range.left < maxColumns);
  if (across.length === 0) return undefined;
  const first = across.reduce((a, b) => (b.left < a.left ? b : a));
  const heading = headingText(early.get(first.top)?.[first.left - 1]);
  return [heading, `${cellAddress(first.top, first.left)}:${cellAddress(rowNumber, Math.min(first.right, maxColumns))}`, sheetName];
}

/** The rows of the sheet an import reads (the first, or the layout's by name), with its name and scan. */
async function* sheetRows(bytes: Uint8Array, layout: SheetLayout, found: (name: string, merges: readonly MergedRange[], rowTags: number) => void): AsyncGenerator<RawRow> {
  const { reader, sheets } = await openStreamedWorkbook(bytes);
  let index = -1;
  try {
    for await (const worksheet of reader) {
      index += 1;
      const model = (reader as unknown as { model?: { sheets?: Array<{ id: number; name: string }> } }).model;
      const listed = model?.sheets ?? [];
      const wanted = layout.sheetName === undefined ? listed[0] : listed.find((sheet) => sheet.name.trim() === layout.sheetName!.trim());
      const reading = worksheet as unknown as { id: number; name: string } & AsyncIterable<ExcelJS.Row>;
      if (!wanted || reading.id !== wanted.id) continue;
      const scanned = sheets[index] ?? { merges: [], rowTags: 0 };
      found(reading.name, scanned.merges, scanned.rowTags);
      yield* plainRows(reading, scanned.merges);
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'import/not-xlsx'); // XML the reader cannot parse.
  }
  if (layout.sheetName !== undefined) throw new AppError(400, 'asyncImport/sheet-missing', [layout.sheetName]);
  throw new AppError(400, 'import/format-incorrect');
}

/**
 * Refuses a sheet with more than `maxImportRows` data rows, reading it once without keeping a row
 * (only for a sheet whose row tags say it may: blank rows are tags too, but no data).
 */
async function countDataRows(bytes: Uint8Array, layout: SheetLayout, isInRange: (row: RawRow) => boolean): Promise<void> {
  let count = 0;
  for await (const row of sheetRows(bytes, layout, () => undefined)) {
    if (!isInRange(row) || row.cells.every((cell) => cell === null)) continue;
    count += 1;
    if (count > maxImportRows) throw new AppError(400, 'import/too-many-rows', [maxImportRows]);
  }
}

/**
 * A sheet of an uploaded .xlsx read as a stream (the first, or the layout's by name): its heading
 * row and the data rows around the heading search held, the others in `rest`. The refusals are the
 * whole-workbook reading's: not a spreadsheet, a missing sheet, more than `maxImportRows` data rows
 * (counted first when the sheet's XML holds more rows than that), no heading, no data.
 */
export async function readStreamedSheet(bytes: Uint8Array, layout: SheetLayout = {}): Promise<ImportSheet> {
  let sheetName = '';
  let merges: readonly MergedRange[] = [];
  let rowTags = 0;
  const source = sheetRows(bytes, layout, (name, scanned, tags) => {
    sheetName = name;
    merges = scanned;
    rowTags = tags;
  });
  const headRow = layout.headRow ?? 1;
  const startRow = Math.max(layout.startRow ?? headRow + 1, headRow + 1);
  const endRow = layout.endRow ?? Number.POSITIVE_INFINITY;
  const lastHeld = Math.max(headRow, headingSearchRows);
  let width = 0;
  let dataRows = 0;
  /** Whether a row is one to import (in the layout's rows, not blank); counts it against the limit. */
  const isData = (row: RawRow): boolean => {
    width = Math.max(width, row.cells.length);
    if (row.rowNumber < startRow || row.rowNumber > endRow || row.cells.every((cell) => cell === null)) return false;
    if (dataRows >= maxImportRows) throw new AppError(400, 'import/too-many-rows', [maxImportRows]);
    dataRows += 1;
    return true;
  };
  const early = new Map<number, SheetCell[]>();
  const rows: SheetRow[] = [];
  let next = await source.next();
  // A sheet whose XML holds more rows than the limit may be refused: counted before anything is written.
  if (rowTags - (startRow - 1) > maxImportRows) await countDataRows(bytes, layout, (row) => row.rowNumber >= startRow && row.rowNumber <= endRow);
  for (; !next.done && next.value.rowNumber <= lastHeld; next = await source.next()) {
    early.set(next.value.rowNumber, next.value.cells);
    if (isData(next.value)) rows.push(next.value);
  }
  // One data row past the held ones: a heading found low in the search still knows whether data follows.
  for (; !next.done; next = await source.next()) {
    if (!isData(next.value)) continue;
    rows.push(next.value);
    break;
  }
  const mergedHeadings = new Map<number, unknown[]>();
  for (let row = headRow; row <= lastHeld; row += 1) {
    const merged = mergedHeadingOf(merges, row, early, sheetName);
    if (merged) mergedHeadings.set(row, merged);
  }
  const headers = Array.from({ length: width }, (_, index) => headingText(early.get(headRow)?.[index]));
  if (headers.every((header) => header === '') && !rows.some((row) => row.rowNumber <= headingSearchRows)) {
    await source.return(undefined);
    throw new AppError(400, 'import/no-heading', [sheetName, headRow]);
  }
  if (rows.length === 0) throw new AppError(400, 'import/no-rows');
  async function* rest(): AsyncGenerator<SheetRow> {
    try {
      for (let row = await source.next(); !row.done; row = await source.next()) if (isData(row.value)) yield row.value;
    } finally {
      await source.return(undefined);
    }
  }
  return {
    sheetName, headRow, headers, rows, rest: rest(), columnCount: () => width,
    expectedRows: Math.max(rows.length, rowTags - (startRow - 1)),
    ...(mergedHeadings.size > 0 ? { mergedHeadings } : {}),
  };
}
