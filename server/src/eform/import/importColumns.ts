import { displayText, formatMessage, parseDateText, type ColumnShape, type Language } from '@wharf/engine';
import type { FormField, ViewDefinition } from '@wharf/schemas';
import type { FormTarget } from '../data/loadForm';
import type { SheetCell } from './readImportSheet';

/** A column an import fills: a view column that is a stored, non-computed field of the form. */
export interface ImportColumn {
  colCode: string;
  /** A sub-table field's table (multi-table imports); absent for the master's fields. */
  subTable?: string;
  /** The view column's title: the template's heading. */
  title: string;
  /**
   * The column's title in the other languages: a heading in any of them is this column too, so a
   * list exported in one language (headed in it) is imported by a user of another.
   */
  otherTitles?: string[];
  shape: ColumnShape;
  /** The dictionary the column's values are codes of: a cell may hold the item's text or its code. */
  dictCode?: string;
}

/** The dictionary a form field stores codes of: its dictionary options, else a dictionary rule's. */
export function fieldDictCode(field: Pick<FormField, 'showConfig' | 'rules'> | undefined): string | undefined {
  return field?.showConfig?.dictOption?.dictCode ?? field?.rules?.find((rule) => rule.dictCode !== undefined)?.dictCode;
}

const withDictCode = (dictCode: string | undefined) => (dictCode ? { dictCode } : {});

/**
 * The view's importable columns, in the view's order: those that map to a field the form stores
 * (computed fields are the engine's to fill, so they are not asked for).
 */
export function importColumns(view: ViewDefinition, target: FormTarget, lang?: Language): ImportColumn[] {
  const stored = new Set(target.storedFields);
  const computed = new Set(target.form.fields.filter((field) => field.computed).map((field) => field.colCode));
  const fields = new Map(target.form.fields.map((field) => [field.colCode, field]));
  return (view.columns ?? []).flatMap((column) => {
    const shape = target.master.columns.get(column.colCode);
    if (!shape || !stored.has(column.colCode) || computed.has(column.colCode)) return [];
    const title = lang ? displayText(column.colName, column.colNameI18n, { language: lang }) : column.colName;
    const otherTitles = [column.colName, ...Object.values(column.colNameI18n ?? {})].filter((text): text is string => typeof text === 'string' && text.trim() !== '' && text !== title);
    return [{ colCode: column.colCode, title, ...(otherTitles.length > 0 ? { otherTitles } : {}), shape, ...withDictCode(fieldDictCode(fields.get(column.colCode)) ?? column.dictCode) }];
  });
}

/**
 * The form's own importable fields, in form order (an import task's columns): the stored,
 * non-computed master fields, titled as the form titles them.
 */
export function formImportColumns(target: FormTarget): ImportColumn[] {
  const computed = new Set(target.form.fields.filter((field) => field.computed).map((field) => field.colCode));
  const fields = new Map(target.form.fields.map((field) => [field.colCode, field]));
  return target.storedFields.flatMap((colCode) => {
    const shape = target.master.columns.get(colCode);
    if (!shape || computed.has(colCode)) return [];
    return [{ colCode, title: fields.get(colCode)?.title ?? colCode, shape, ...withDictCode(fieldDictCode(fields.get(colCode))) }];
  });
}

/**
 * The importable fields of the form's sub-tables (a multi-table import's columns), keyed
 * `<tableName>.<colCode>` in a task's mapping: stored, non-computed, not the column that points at
 * the master (the server fills it).
 */
export function formSubImportColumns(target: FormTarget): ImportColumn[] {
  return target.subTables.flatMap((sub) => sub.sub.fields.flatMap((field) => {
    const shape = sub.columns.get(field.colCode);
    if (!shape || field.computed || field.colCode === sub.foreignKey) return [];
    return [{ colCode: field.colCode, subTable: sub.sub.tableName, title: field.title, shape, ...withDictCode(fieldDictCode(field)) }];
  }));
}

/** How a task's mapping names a column: `colCode`, or `<tableName>.<colCode>` for a sub-table's. */
export const columnKey = (column: Pick<ImportColumn, 'colCode' | 'subTable'>) => (column.subTable ? `${column.subTable}.${column.colCode}` : column.colCode);

/** Headings compare ignoring case and surrounding blanks. */
export const normaliseHeading = (text: string) => text.trim().toLowerCase();
const normalise = normaliseHeading;

/**
 * Which import column each heading fills (undefined: a heading the view does not import, ignored):
 * a heading matches a column's title, else its title in another language, else its colCode, ignoring case and surrounding blanks. A
 * column is filled from its first matching heading only.
 */
export function matchHeadings(headings: readonly string[], columns: readonly ImportColumn[]): Array<ImportColumn | undefined> {
  const used = new Set<string>();
  return headings.map((heading) => {
    const key = normalise(heading);
    if (key === '') return undefined;
    const column = columns.find((c) => !used.has(c.colCode) && normalise(c.title) === key)
      ?? columns.find((c) => !used.has(c.colCode) && (c.otherTitles ?? []).some((title) => normalise(title) === key))
      ?? columns.find((c) => !used.has(c.colCode) && normalise(c.colCode) === key);
    if (column) used.add(column.colCode);
    return column;
  });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoTime = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

// Spreadsheet dates are days since 1899-12-30 (the 1900 system, its leap-year bug included).
const spreadsheetEpoch = Date.UTC(1899, 11, 30);
const fromSerial = (serial: number) => new Date(spreadsheetEpoch + Math.round(serial * 86_400_000));

/** Spreadsheet dates hold the wall-clock time as UTC; written the way the column type stores it. */
function dateText(date: Date, colType: string): string {
  if (colType === 'date') return isoDate(date);
  if (colType === 'time') return isoTime(date);
  if (colType === 'datetime') return `${isoDate(date)} ${isoTime(date)}`;
  return isoTime(date) === '00:00:00' ? isoDate(date) : `${isoDate(date)} ${isoTime(date)}`;
}

/**
 * A date typed as text into a date, datetime or time column, as the column's text: a spelling
 * `parseDateText` reads becomes ISO; anything else goes on as typed, for the column check to refuse.
 */
function typedDateText(text: string, colType: string, lang: Language): string {
  if (colType === 'time') return text;
  const parsed = parseDateText(text, lang);
  if (!parsed) return text;
  if (colType === 'date') return parsed.date;
  return parsed.time ? `${parsed.date} ${parsed.time}` : parsed.date;
}

/**
 * Spreadsheets keep numbers as doubles and show (and store) at most 15 significant digits: an
 * 18-digit number typed into a number cell arrives with its last digits turned to zeros
 * (`220020261126001910` as `220020261126002000`) and still looks like a valid code.
 */
export const spreadsheetDigits = 15;

/** How many digits the number has written out in full, from its first significant digit to its last digit. */
export function writtenDigits(value: number): number {
  const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
  return Math.max(mantissa.replace('.', '').length, Number(exponent) + 1);
}

/** A cell the import refuses as it is, with the message code (and arguments) that say why. */
export interface CellRefusal {
  refusal: string;
  args: unknown[];
}

/** The text of a cell value that is not a value: an error cell, or a cell refused by `cellValue`. */
export function cellProblem(value: object, lang: Language): string {
  if ('refusal' in value) return formatMessage((value as CellRefusal).refusal, lang, (value as CellRefusal).args);
  return formatMessage('import/cell-error', lang, [(value as { error: string }).error]);
}

/**
 * A cell as the value the form data API would receive for the column: dates as text in the
 * column's format (also from day numbers and from text in the common spellings of the importer's
 * language, engine `parseDateText`: `2026年3月15日`, `15/03/2026`, `15 มี.ค. 2569`…), numbers as numbers for numeric
 * columns and as text for text columns. Whether the value fits is for the form's rules and the
 * column check to say, exactly as for a record sent through the API. A number cell of more than
 * 15 digits going into a text or integer column is refused (`CellRefusal`): its last digits are
 * already lost, and as a business key it would find another record.
 */
export function cellValue(cell: SheetCell, shape: ColumnShape, lang: Language = 'zh_CN'): unknown {
  if (cell === null) return undefined;
  const isDateColumn = shape.colType === 'date' || shape.colType === 'datetime' || shape.colType === 'time';
  if (cell instanceof Date) return dateText(cell, shape.colType);
  if (typeof cell === 'object') return cell;
  if (typeof cell === 'number') {
    if (isDateColumn && cell > 0 && cell < 2_958_466) return dateText(fromSerial(cell), shape.colType);
    const isExactOnly = shape.colType === 'varchar' || shape.colType === 'text' || shape.colType === 'int' || shape.colType === 'bigint';
    if (isExactOnly && writtenDigits(cell) > spreadsheetDigits) {
      const refusal: CellRefusal = { refusal: 'import/number-too-long', args: [String(cell), spreadsheetDigits] };
      return refusal;
    }
    if (shape.colType === 'varchar' || shape.colType === 'text') return String(cell);
    return cell;
  }
  if (typeof cell === 'boolean') return shape.colType === 'boolean' ? cell : String(cell);
  // Numbers typed as text reach numeric columns as numbers, as a form would send them (when exact).
  const isNumeric = shape.colType === 'int' || shape.colType === 'bigint' || shape.colType === 'decimal';
  if (isNumeric && /^-?\d{1,15}(\.\d{1,6})?$/.test(cell) && String(Number(cell)) === cell.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')) return Number(cell);
  if (isDateColumn) return typedDateText(cell, shape.colType, lang);
  return cell;
}
