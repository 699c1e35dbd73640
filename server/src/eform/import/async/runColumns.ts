import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { AppError } from '../../../http/errors';
import { loadForm, type FormTarget } from '../../data/loadForm';
import { columnKey, formImportColumns, formSubImportColumns, importColumns, matchHeadings, normaliseHeading, type ImportColumn } from '../importColumns';
import { importButtonOf, importTarget, loadImportView } from '../importRows';
import { withFoundHeadingRow } from '../headingRow';
import type { ImportSheet } from '../readImportSheet';
import type { RunRequest } from './importRunStore';

/** Refusals that mean the file is not the task's template (B30) rather than a failed check (B20). */
export const templateMismatchCodes = new Set(['asyncImport/sheet-missing', 'asyncImport/heading-mismatch', 'asyncImport/no-mapped-columns', 'import/format-incorrect', 'import/no-matching-columns', 'import/no-heading', 'import/merged-heading', 'asyncImport/line-key-missing', 'asyncImport/sheets-differ']);

export interface RunColumns {
  target: FormTarget;
  mapping: Array<ImportColumn | undefined>;
  /** Headings of the sheet that no column takes (their cells are not imported): a warning, C40. */
  warnings: string[];
  /** The sheet as read from its heading row (looked for when it is not where the run expected it). */
  sheet: ImportSheet;
}

/** A task's columns by letter; a heading the task names must be the one in the file (else a template mismatch). */
function mappedByLetter(sheet: ImportSheet, columns: readonly ImportColumn[], fieldsMap: NonNullable<RunRequest['fieldsMap']>, formCode: string): Array<ImportColumn | undefined> {
  const mapping: Array<ImportColumn | undefined> = sheet.headers.map(() => undefined);
  for (const entry of fieldsMap) {
    const column = columns.find((c) => columnKey(c) === entry.colCode);
    if (!column) throw new AppError(400, 'asyncImport/field-not-importable', [entry.colCode, formCode]);
    const heading = sheet.headers[entry.index] ?? '';
    const expected = entry.colName ?? null;
    if (expected !== null && normaliseHeading(heading) !== normaliseHeading(expected) && normaliseHeading(heading) !== normaliseHeading(entry.colCode)) {
      throw new AppError(400, 'asyncImport/heading-mismatch', [entry.colLetter, expected, heading]);
    }
    if (entry.index < mapping.length) mapping[entry.index] = { ...column, title: expected ?? column.title };
  }
  return mapping;
}

/**
 * Which form a run writes and which sheet column fills which field, resolved on the server from
 * the definitions each time a job runs: a list page's run uses its view's import columns matched by
 * heading (as the list import does, the heading row looked for when it is not where expected); a
 * task's run its column letters, or headings matched to the form's importable fields when it maps none. No column at all, or a heading the task names that
 * the file does not have, is a template mismatch.
 */
export async function runColumns(trx: Knex.Transaction, tenantId: string, formCode: string, request: RunRequest, sheet: ImportSheet, lang: Language): Promise<RunColumns> {
  let target: FormTarget;
  let mapping: Array<ImportColumn | undefined>;
  let columns: ImportColumn[];
  if (request.viewCode) {
    const view = await loadImportView(trx, request.viewCode);
    target = await importTarget(trx, tenantId, view, importButtonOf(view));
    columns = importColumns(view, target);
    sheet = withFoundHeadingRow(sheet, columns);
    mapping = matchHeadings(sheet.headers, columns);
  } else {
    target = await loadForm(trx, tenantId, formCode);
    columns = [...formImportColumns(target), ...(request.isGrouped ? formSubImportColumns(target) : [])];
    const byLetter = request.fieldsMap && request.fieldsMap.length > 0 ? request.fieldsMap : undefined;
    if (!byLetter) sheet = withFoundHeadingRow(sheet, columns);
    mapping = byLetter ? mappedByLetter(sheet, columns, byLetter, formCode) : matchHeadings(sheet.headers, columns);
  }
  if (!mapping.some(Boolean)) throw new AppError(400, 'asyncImport/no-mapped-columns', [columns.map((c) => c.title).join(', ')]);
  for (const code of request.businessKey) if (!columns.some((c) => !c.subTable && c.colCode === code)) throw new AppError(400, 'asyncImport/field-not-importable', [code, formCode]);
  const unmapped = sheet.headers.filter((heading, index) => heading !== '' && !mapping[index]);
  const warnings = unmapped.length > 0 ? [formatMessage('asyncImport/unmapped-columns', lang, [unmapped.join(', ')])] : [];
  return { target, mapping, warnings, sheet };
}
