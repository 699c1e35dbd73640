import { formatMessage, type Language } from '@wharf/engine';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../http/errors';
import type { FormTarget } from '../../data/loadForm';
import { columnKey, formImportColumns, formSubImportColumns, matchHeadings, normaliseHeading, type ImportColumn } from '../importColumns';
import { worksheetRows, type ImportSheet, type SheetCell } from '../readImportSheet';
import type { RunRequest } from './importRunStore';

// Import modes 3 and 4 (spec §3): a record's master values and its sub-tables' lines on more than one
// sheet, or one record per sheet. Both are composed into one sheet of "virtual" rows (each sheet's
// columns side by side) and the records as units of those rows, which `writeSheetRows` then checks
// and writes exactly as a multi-table single-sheet import's records.

type SheetRow = ImportSheet['rows'][number];

/** Rows in several sheets made one sheet: the import's records and the lines that belong to no record. */
export interface ComposedSheets {
  sheet: ImportSheet;
  mapping: Array<ImportColumn | undefined>;
  /** Each record's rows: its master row first, then its lines. */
  units: SheetRow[][];
  /** Rows refused before any check (a line whose record the file does not have). */
  orphans: Array<{ row: SheetRow; reason: string }>;
  warnings: string[];
}

/** A sheet's part of the composed sheet: its headings (prefixed with the sheet's name) and what each column fills. */
interface Part {
  sheet: ImportSheet;
  mapping: Array<ImportColumn | undefined>;
  offset: number;
}

/** A mapping entry's 0-based column and the column it fills, resolved against the form's columns. */
type FieldsMap = NonNullable<RunRequest['fieldsMap']>;

/** Which column each heading of a sheet fills: the task's letters for these columns when it maps any, else the headings. */
function partMapping(sheet: ImportSheet, columns: readonly ImportColumn[], fieldsMap: FieldsMap): Array<ImportColumn | undefined> {
  const mine = fieldsMap.filter((entry) => columns.some((column) => columnKey(column) === entry.colCode));
  if (mine.length === 0) return matchHeadings(sheet.headers, columns);
  const mapping: Array<ImportColumn | undefined> = sheet.headers.map(() => undefined);
  for (const entry of mine) {
    const column = columns.find((c) => columnKey(c) === entry.colCode)!;
    const heading = sheet.headers[entry.index] ?? '';
    if (entry.colName && normaliseHeading(heading) !== normaliseHeading(entry.colName) && normaliseHeading(heading) !== normaliseHeading(entry.colCode)) {
      throw new AppError(400, 'asyncImport/heading-mismatch', [`${sheet.sheetName ?? ''}!${entry.colLetter}`, entry.colName, heading]);
    }
    if (entry.index < mapping.length) mapping[entry.index] = { ...column, title: entry.colName ?? column.title };
  }
  return mapping;
}

/** The composed sheet's row of one source row: its cells at its part's columns, nothing elsewhere. */
function placed(part: Part, width: number, row: SheetRow, extra: Array<[number, SheetCell]> = []): SheetRow {
  const cells: SheetCell[] = new Array<SheetCell>(width).fill(null);
  row.cells.forEach((cell, index) => {
    if (index < part.sheet.headers.length) cells[part.offset + index] = cell;
  });
  for (const [index, cell] of extra) cells[index] = cell;
  return { rowNumber: row.rowNumber, cells, ...(part.sheet.sheetName ? { sheetName: part.sheet.sheetName } : {}) };
}

/** The parts side by side: one sheet's headings after another's, each prefixed with its sheet's name. */
function composedSheet(parts: readonly Part[]): { headers: string[]; mapping: Array<ImportColumn | undefined> } {
  return {
    headers: parts.flatMap((part, index) => part.sheet.headers.map((heading) => (index === 0 || !heading ? heading : `${part.sheet.sheetName}: ${heading}`))),
    mapping: parts.flatMap((part) => part.mapping),
  };
}

const sameName = (a: string, b: string) => normaliseHeading(a) === normaliseHeading(b);

/** The sheet of a sub-table: named as its title (in the form) or its table name. */
function subTableSheet(workbook: ExcelJS.Workbook, sub: FormTarget['subTables'][number]): ExcelJS.Worksheet | undefined {
  return workbook.worksheets.find((sheet) => sameName(sheet.name, sub.sub.title ?? '') || sameName(sheet.name, sub.sub.tableName));
}

/** A sheet's headings and rows made `width` columns wide. */
function padded(sheet: ImportSheet, width: number): ImportSheet {
  const pad = <T>(items: T[], fill: T) => (items.length >= width ? items.slice(0, width) : [...items, ...new Array<T>(width - items.length).fill(fill)]);
  return { ...sheet, headers: pad(sheet.headers, ''), rows: sheet.rows.map((row) => ({ ...row, cells: pad(row.cells, null as SheetCell) })) };
}

const cellKey = (cells: readonly SheetCell[]) => JSON.stringify(cells.map((cell) => (cell instanceof Date ? cell.toISOString() : typeof cell === 'string' ? cell.trim() : cell)));

/**
 * Mode 3, multi table multi sheet: the master records on the task's sheet (headings at
 * `headStartRow`, rows from `startRow`), each sub-table's lines on a sheet named as the sub-table
 * (its title in the form, or its table name; headings at `headStartRow`, lines from `listStartRow`).
 * A line names its record by the business key's columns, headed as the master's key fields; a line
 * whose key no master row of the file has is refused ("no master table record"). A sub-table
 * without a sheet is not filled (a modify keeps its lines). Columns come from the task's letters,
 * per sheet, when it maps any of that sheet's, else from the headings.
 */
export function composeMultiSheet(workbook: ExcelJS.Workbook, target: FormTarget, request: RunRequest, lang: Language): ComposedSheets {
  const layout = request.layout;
  const masterSheet = workbook.worksheets.find((sheet) => sheet.name.trim() === (layout.sheetName ?? '').trim());
  if (!masterSheet) throw new AppError(400, 'asyncImport/sheet-missing', [layout.sheetName ?? '']);
  const fieldsMap = request.fieldsMap ?? [];
  const master = worksheetRows(masterSheet, layout);
  const masterColumns = formImportColumns(target);
  const parts: Part[] = [{ sheet: master, mapping: partMapping(master, masterColumns, fieldsMap), offset: 0 }];
  const keyIndexesIn = (mapping: ReadonlyArray<ImportColumn | undefined>) => request.businessKey.map((code) => mapping.findIndex((column) => column !== undefined && !column.subTable && column.colCode === code));
  const masterKeys = keyIndexesIn(parts[0]!.mapping);
  if (masterKeys.some((index) => index < 0)) throw new AppError(400, 'asyncImport/no-mapped-columns', [request.businessKey.join(', ')]);
  const subColumns = formSubImportColumns(target);
  let offset = master.headers.length;
  const lineParts: Array<Part & { keys: number[] }> = [];
  for (const sub of target.subTables) {
    const found = subTableSheet(workbook, sub);
    if (!found) continue;
    const lines = worksheetRows(found, { headRow: layout.headRow, startRow: Math.max(request.listStartRow ?? (layout.headRow ?? 1) + 1, (layout.headRow ?? 1) + 1) });
    const columns = subColumns.filter((column) => column.subTable === sub.sub.tableName);
    const mapping = partMapping(lines, columns, fieldsMap);
    // The key columns of a line: headed as the master's key fields (title, the master sheet's heading, or code).
    const keys = request.businessKey.map((code) => {
      const names = [code, masterColumns.find((c) => c.colCode === code)?.title ?? code, master.headers[masterKeys[request.businessKey.indexOf(code)]!] ?? code];
      return lines.headers.findIndex((heading) => names.some((name) => sameName(heading, name)));
    });
    if (keys.some((index) => index < 0)) throw new AppError(400, 'asyncImport/line-key-missing', [found.name, request.businessKey.join(', ')]);
    keys.forEach((index) => {
      mapping[index] = undefined;
    });
    const part = { sheet: { ...lines, sheetName: found.name }, mapping, offset, keys };
    lineParts.push(part);
    parts.push(part);
    offset += lines.headers.length;
  }
  const { headers, mapping } = composedSheet(parts);
  const records = new Map<string, SheetRow[]>();
  const units: SheetRow[][] = [];
  for (const row of master.rows) {
    const unit = [placed(parts[0]!, headers.length, row)];
    const key = cellKey(masterKeys.map((index) => row.cells[index] ?? null));
    if (!records.has(key)) records.set(key, unit);
    units.push(unit);
  }
  const orphans: ComposedSheets['orphans'] = [];
  for (const part of lineParts) {
    for (const row of part.sheet.rows) {
      const keyCells = part.keys.map((index) => row.cells[index] ?? null);
      // The line carries its record's key in the master's key columns, so the details show it.
      const line = placed(part, headers.length, row, masterKeys.map((index, at) => [index, keyCells[at]!]));
      const unit = records.get(cellKey(keyCells));
      if (unit) unit.push(line);
      else orphans.push({ row: line, reason: formatMessage('asyncImport/no-master-record', lang, [keyCells.map((cell) => String(cell ?? '')).join(', ')]) });
    }
  }
  const unmapped = parts.flatMap((part) => part.sheet.headers.filter((heading, index) => heading !== '' && !part.mapping[index] && !(part as { keys?: number[] }).keys?.includes(index)));
  return {
    sheet: { sheetName: master.sheetName, headRow: master.headRow, headers, rows: units.flat().concat(orphans.map((orphan) => orphan.row)) },
    mapping, units, orphans,
    warnings: unmapped.length > 0 ? [formatMessage('asyncImport/unmapped-columns', lang, [unmapped.join(', ')])] : [],
  };
}

/**
 * Mode 4, the Thai variant (a declaration per sheet, as Thai traders keep them): each sheet whose
 * name begins with the task's sheet name (`Invoice`, `Invoice (2)`, `Invoice 3`) is one record —
 * the master's headings at `headStartRow` and its values in the row `startRow`, then the lines of the
 * sub-tables, headed in the row above `listStartRow` and listed from it to the first empty row.
 * Other sheets (notes, lookups) are not read.
 */
export function composeSheetPerRecord(workbook: ExcelJS.Workbook, target: FormTarget, request: RunRequest, lang: Language): ComposedSheets {
  const layout = request.layout;
  const prefix = normaliseHeading(layout.sheetName ?? '');
  const sheets = workbook.worksheets.filter((sheet) => normaliseHeading(sheet.name).startsWith(prefix));
  if (sheets.length === 0) throw new AppError(400, 'asyncImport/sheet-missing', [layout.sheetName ?? '']);
  const headRow = layout.headRow ?? 1;
  const valueRow = layout.startRow ?? headRow + 1;
  const listStart = Math.max(request.listStartRow ?? valueRow + 2, valueRow + 2);
  const fieldsMap = request.fieldsMap ?? [];
  const masterColumns = formImportColumns(target);
  const subColumns = formSubImportColumns(target);
  // Sheets may reach different last columns (a stray note): every one is read as wide as the widest.
  const width = Math.min(Math.max(...sheets.map((sheet) => sheet.columnCount)), 1000);
  let layoutOfFirst: { headers: string[]; mapping: Array<ImportColumn | undefined> } | undefined;
  const units: SheetRow[][] = [];
  const warnings = new Set<string>();
  for (const worksheet of sheets) {
    const head = padded(worksheetRows(worksheet, { headRow, startRow: valueRow, endRow: valueRow }, worksheet.name), width);
    const masterPart: Part = { sheet: head, mapping: partMapping(head, masterColumns, fieldsMap), offset: 0 };
    let lines: ImportSheet = { sheetName: worksheet.name, headRow: listStart - 1, headers: new Array<string>(width).fill(''), rows: [] };
    try {
      lines = padded(worksheetRows(worksheet, { headRow: listStart - 1, startRow: listStart }, worksheet.name), width);
    } catch (error) {
      // A record without lines is a record still; any other refusal of the list stands.
      if (!(error instanceof AppError) || error.code !== 'import/no-rows') throw error;
    }
    // The list ends at its first empty row: what follows (totals, signatures) is not a line.
    const listed: SheetRow[] = [];
    for (const row of lines.rows) {
      if (listed.length > 0 && row.rowNumber !== listed[listed.length - 1]!.rowNumber + 1) break;
      if (listed.length === 0 && row.rowNumber !== listStart) break;
      listed.push(row);
    }
    const linePart: Part = { sheet: { ...lines, rows: listed }, mapping: partMapping(lines, subColumns, fieldsMap), offset: head.headers.length };
    const composed = composedSheet([masterPart, linePart]);
    // Every sheet is laid out alike; the first one's headings head the details.
    layoutOfFirst ??= composed;
    const composedWidth = composed.headers.length;
    if (JSON.stringify(composed.mapping.map((column) => column && columnKey(column))) !== JSON.stringify(layoutOfFirst.mapping.map((column) => column && columnKey(column)))) {
      throw new AppError(400, 'asyncImport/sheets-differ', [worksheet.name, sheets[0]!.name]);
    }
    const [values] = head.rows;
    units.push([placed(masterPart, composedWidth, values!), ...listed.map((row) => placed(linePart, composedWidth, row))]);
    const unmapped = composed.headers.filter((heading, index) => heading !== '' && !composed.mapping[index]);
    if (unmapped.length > 0) warnings.add(formatMessage('asyncImport/unmapped-columns', lang, [unmapped.join(', ')]));
  }
  return {
    sheet: { sheetName: sheets[0]!.name, headRow, headers: layoutOfFirst!.headers, rows: units.flat() },
    mapping: layoutOfFirst!.mapping, units, orphans: [], warnings: [...warnings],
  };
}
