import { dictionaryTextOf, formatMessage, spreadsheetSerialOf, type Language, type SpreadsheetDateKind, type ViewQuery } from '@wharf/engine';
import type { TenantDictionary } from '../dictionaryTexts/tenantDictionaries';
import type { XlsxCell } from './xlsxStreamWriter';

const isDateKind = (type: string | undefined): type is SpreadsheetDateKind => type === 'date' || type === 'datetime' || type === 'time';

/**
 * How an export (streamed, or a background task's file) writes a view's value: numbers stay numbers
 * and dates, times and timestamps become date cells (a spreadsheet sorts and filters them as dates)
 * unless masked, objects as JSON, the rest as text (kept intact: inline strings never run).
 */
export function exportCell(viewQuery: ViewQuery, columns: ViewQuery['columns']) {
  const numeric = new Set(viewQuery.unmasked.columns.filter((c) => c.type === 'number').map((c) => c.field));
  const dates = new Map(viewQuery.unmasked.columns.flatMap((c) => (isDateKind(c.type) ? [[c.field, c.type] as const] : [])));
  const masked = new Set(columns.filter((c) => c.mask !== 'none').map((c) => c.field));
  return (field: string, value: unknown): XlsxCell => {
    if (value === null || value === undefined) return null;
    if (numeric.has(field) && !masked.has(field)) {
      const number = typeof value === 'number' ? value : Number(value);
      if (Number.isFinite(number) && Math.abs(number) < 1e15) return number;
    }
    const dateKind = dates.get(field);
    if (dateKind && !masked.has(field) && typeof value === 'string') {
      // Dates arrive as PostgreSQL's text (the query selects them so); one a spreadsheet cannot hold stays text.
      const serial = spreadsheetSerialOf(value, dateKind);
      if (serial !== undefined) return { serial, kind: dateKind };
    }
    if (typeof value === 'boolean') return value;
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
}

/** Whether an export was asked to add each dictionary column's code beside its text (`withDictCode=Y`). */
export const dictCodeParam = 'withDictCode';

/**
 * Whether an export is meant to be imported back (`forImport=Y`): a column the exporter sees masked
 * is left out rather than written masked, since "91310***1234" would fail the column's rules (or,
 * worse, overwrite the stored value); holders of the unmask permission get every column in full.
 */
export const forImportParam = 'forImport';

/** The export's options that are not filters (the download centre's task carries them with the filters). */
export const exportOptionParams: readonly string[] = [dictCodeParam, forImportParam];

/** The exported columns of an export meant for import: without those the exporter sees masked. */
export function reimportableColumns(columns: ViewQuery['columns'], canUnmask: boolean): ViewQuery['columns'] {
  return canUnmask ? columns : columns.filter((column) => column.mask === 'none');
}

export interface ExportSheetOptions {
  /** The tenant's dictionaries the exported columns name (absent ones: the column is written as stored). */
  dictionaries: ReadonlyMap<string, TenantDictionary>;
  /** Adds, after each dictionary column, a column of its codes headed "<title> (code)". */
  withDictCode: boolean;
  /** Whether masked columns arrive in full (then their dictionary text can be shown). */
  canUnmask: boolean;
  lang: Language;
}

/** The export's sheet: its heading row and how each row becomes cells. */
export interface ExportSheet {
  headings: string[];
  cells(row: Readonly<Record<string, unknown>>): XlsxCell[];
}

/**
 * The exported columns as the sheet's columns: a dictionary column shows its items' texts (issue 18
 * point 4: a reader sees "Ningbo Customs", not 3100) and, when asked, its codes in the next column,
 * for a reader that needs what is stored. A masked dictionary column the exporter may not unmask is
 * written as it arrives (its value is not a code).
 */
export function exportSheet(viewQuery: ViewQuery, columns: ViewQuery['columns'], options: ExportSheetOptions): ExportSheet {
  const cell = exportCell(viewQuery, columns);
  const layout = columns.map((column) => {
    const isMaskedHere = column.mask !== 'none' && !options.canUnmask;
    const dictionary = column.dictCode && !isMaskedHere ? options.dictionaries.get(column.dictCode) : undefined;
    return { column, dictionary };
  });
  const headings = layout.flatMap(({ column, dictionary }) => (dictionary && options.withDictCode
    ? [column.title, formatMessage('view/export-code-heading', options.lang, [column.title])]
    : [column.title]));
  return {
    headings,
    cells: (row) => layout.flatMap(({ column, dictionary }) => {
      const value = row[column.field];
      if (!dictionary) return [cell(column.field, value)];
      const text: XlsxCell = value === null || value === undefined ? null : dictionaryTextOf(dictionary.all, value);
      return options.withDictCode ? [text, cell(column.field, value)] : [text];
    }),
  };
}
