import { formatMessage, type Language } from '@wharf/engine';
import type { ViewButton, ViewDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { AppError, sqlState, type FieldIssue } from '../../http/errors';
import { loadForm, type FormTarget } from '../data/loadForm';
import { prepareRecord } from '../data/prepareRecord';
import { createRuleLookups } from '../data/ruleServices';
import { insertRecord, readRecord } from '../data/recordStore';
import { ImportNumbering } from './importNumbering';
import { cellValue, importColumns, matchHeadings, type ImportColumn } from './importColumns';
import { logCreatedRecords, saveRefusedRows, type CreatedRecord, type RefusedRow } from './importStore';
import type { ImportSheet, SheetCell } from './readImportSheet';

/** The published, enabled view of the transaction's tenant (404 otherwise). */
export async function loadImportView(trx: Knex.Transaction, viewCode: string): Promise<ViewDefinition> {
  const row = await trx('eform_definition as d')
    .join('eform_definition_revision as r', (j) => j.on('r.definition_id', 'd.id').andOn('r.version', 'd.published_version'))
    .where({ 'd.kind': 'view', 'd.code': viewCode })
    .first<{ body: ViewDefinition } | undefined>('r.body');
  if (!row || row.body.viewStatus === 'disable') throw new AppError(404, 'view/not-found', [viewCode]);
  return row.body;
}

/** The view's import button (openType importXls); a view without one offers no import. */
export function importButtonOf(view: ViewDefinition): ViewButton {
  const button = (view.buttons ?? []).find((b) => b.openType === 'importXls');
  if (!button) throw new AppError(403, 'import/not-offered');
  return button;
}

/** The form an import writes through: the import button's linkForm, else the view's form (as form buttons choose). */
export async function importTarget(trx: Knex.Transaction, tenantId: string, view: ViewDefinition, button: ViewButton): Promise<FormTarget> {
  const formCode = button.linkForm ?? view.formCode;
  if (!formCode) throw new AppError(400, 'import/no-form');
  return loadForm(trx, tenantId, formCode);
}

/** A row the form's rules refused (thrown inside the row's savepoint so its writes roll back). */
class RowRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The reason text of a row: each issue with the title of the column it is about. */
function reasonOf(issues: readonly FieldIssue[], target: FormTarget, columns: readonly ImportColumn[]): string {
  const titles = new Map<string, string>(target.form.fields.map((f) => [f.colCode, f.title]));
  for (const column of columns) titles.set(column.colCode, column.title);
  for (const sub of target.subTables) titles.set(sub.sub.tableName, sub.sub.title);
  return issues.map((issue) => {
    const code = issue.path.split('/')[2];
    return code ? `${titles.get(code) ?? code}: ${issue.message}` : issue.message;
  }).join('; ');
}

/** A cell as kept for the details file (dates as ISO text, error values as their text). */
function shownCell(cell: SheetCell | undefined): string | number | boolean | null {
  if (cell === undefined || cell === null) return null;
  if (cell instanceof Date) return cell.toISOString().replace('T', ' ').replace(/(\s00:00:00)?\.000Z$/, '');
  if (typeof cell === 'object') return cell.error;
  return cell;
}

export interface ImportOutcome {
  imported: number;
  refused: number;
  /** Set when rows were refused: their details are kept under this id for 7 days. */
  importId?: string;
}

interface ImportRequest {
  ctx: AppContext;
  who: Caller;
  viewCode: string;
  fileName: string;
  lang: Language;
}

/**
 * Imports a sheet's rows into the view's form, as if each were created through the form data API:
 * fill rules, computed fields, the form's compiled rules and the column checks (`prepareRecord`),
 * the insert and its data-log entry — all in one transaction, each row in a savepoint so a refused
 * row leaves nothing behind. Refused rows are kept with their reasons for the details download.
 * What a row costs is kept small without changing what is checked: the form, its compiled rules and
 * the rules' lookups are read once per import; fill-rule numbers are counted here and the counters
 * written once (`ImportNumbering`); the data-log entries are written together after the last row.
 * Uniqueness is asked per row, so it sees the rows this import stored before.
 */
export async function importRows(request: ImportRequest, sheet: ImportSheet, checkButton: (button: ViewButton) => void): Promise<ImportOutcome> {
  const { who, lang } = request;
  return withTenant(request.ctx.db, who.tenantId, async (trx) => {
    const view = await loadImportView(trx, request.viewCode);
    checkButton(importButtonOf(view));
    const target = await importTarget(trx, who.tenantId, view, importButtonOf(view));
    const columns = importColumns(view, target);
    const mapping = matchHeadings(sheet.headers, columns);
    if (!mapping.some(Boolean)) throw new AppError(400, 'import/no-matching-columns', [columns.map((c) => c.title).join(', ')]);
    const user = (await trx('sys_user').where({ id: who.userId }).first<{ username: string } | undefined>('username'))?.username ?? who.userId;
    const refused: RefusedRow[] = [];
    // Dictionaries, pcode tables and check rules are read once for the whole sheet, not per row.
    const lookups = createRuleLookups();
    const numbering = new ImportNumbering();
    // Data-log entries of the kept rows, written together at the end (see logCreatedRecords).
    const logged: CreatedRecord[] = [];
    type SheetRow = ImportSheet['rows'][number];
    const refuse = (row: SheetRow, reason: string) => refused.push({ rowNumber: row.rowNumber, cells: sheet.headers.map((_, i) => shownCell(row.cells[i])), reason });
    /** The row's values for the form, or why its cells cannot be read. */
    const rowData = (row: SheetRow): { data: Record<string, unknown> } | { problems: string } => {
      const data: Record<string, unknown> = {};
      const cellProblems: string[] = [];
      mapping.forEach((column, index) => {
        if (!column) return;
        const value = cellValue(row.cells[index] ?? null, column.shape);
        if (value !== null && typeof value === 'object') cellProblems.push(`${column.title}: ${formatMessage('import/cell-error', lang, [(value as { error: string }).error])}`);
        else if (value !== undefined) data[column.colCode] = value;
      });
      return cellProblems.length > 0 ? { problems: cellProblems.join('; ') } : { data };
    };
    /** Checks and stores one row as a save would; a refusal by the rules has written nothing (unless `numbering.lockedInRow`). */
    const storeRow = async (savepoint: Knex.Transaction, data: Record<string, unknown>): Promise<CreatedRecord | RowRefused> => {
      const prepared = await prepareRecord(savepoint, target, data, { tenantId: who.tenantId, lang, base: '/data', isCreate: true, lookups, fillRuleNumbering: numbering.next });
      if (prepared.issues.length > 0) return new RowRefused(reasonOf(prepared.issues, target, columns));
      const created = await insertRecord(savepoint, target, prepared.shaped, user);
      const after = await readRecord(savepoint, target, created.id);
      return { recordId: created.id, version: created.rowVersion, after: after ? after.data : null };
    };
    /** One row in its own savepoint: whatever refuses it rolls back all it wrote. */
    const importOne = async (row: SheetRow): Promise<void> => {
      const input = rowData(row);
      if ('problems' in input) return void refuse(row, input.problems);
      try {
        const record = await trx.transaction(async (savepoint) => {
          const outcome = await storeRow(savepoint, input.data);
          if (outcome instanceof RowRefused) throw outcome;
          return outcome;
        });
        numbering.keepRow();
        logged.push(record);
      } catch (error) {
        numbering.dropRow();
        if (error instanceof RowRefused) refuse(row, error.reason);
        // A unique index caught what the rules could not (the same key twice in one sheet, say).
        else if (sqlState(error) === '23505') refuse(row, formatMessage('formData/duplicate', lang, [(error as { detail?: string }).detail ?? '']));
        else throw error;
      }
    };
    /**
     * Rows in one savepoint together (two statements fewer per row). A row the rules refuse wrote
     * nothing, so it is simply not stored; anything else that would need a rollback (a database
     * error such as a unique index, a counter row the refused row locked) rolls the whole group back
     * and it is imported again row by row, so every row ends exactly as in its own savepoint.
     */
    const importGroup = async (rows: readonly SheetRow[]): Promise<boolean> => {
      const before = { refused: refused.length, logged: logged.length, counters: numbering.snapshot() };
      try {
        await trx.transaction(async (savepoint) => {
          for (const row of rows) {
            const input = rowData(row);
            if ('problems' in input) {
              refuse(row, input.problems);
              continue;
            }
            const outcome = await storeRow(savepoint, input.data);
            if (outcome instanceof RowRefused && numbering.lockedInRow) throw outcome;
            if (outcome instanceof RowRefused) {
              numbering.dropRow();
              refuse(row, outcome.reason);
            } else {
              numbering.keepRow();
              logged.push(outcome);
            }
          }
        });
        return true;
      } catch {
        refused.length = before.refused;
        logged.length = before.logged;
        numbering.restore(before.counters);
        for (const row of rows) await importOne(row);
        return false;
      }
    };
    // Groups grow to 64 rows while they go through, and start again from one row after a rollback.
    let groupSize = 64;
    for (let index = 0; index < sheet.rows.length;) {
      const rows = sheet.rows.slice(index, index + groupSize);
      index += rows.length;
      const wentThrough = rows.length === 1 ? (await importOne(rows[0]!), true) : await importGroup(rows);
      groupSize = wentThrough ? Math.min(groupSize * 2, 64) : 1;
    }
    await numbering.writeCounters(trx);
    await logCreatedRecords(trx, target, { tenantId: who.tenantId, user, records: logged });
    const imported = logged.length;
    if (refused.length === 0) return { imported, refused: 0 };
    const importId = await saveRefusedRows(trx, { viewCode: request.viewCode, fileName: request.fileName, headers: sheet.headers, refusedRows: refused, userId: who.userId, importedCount: imported });
    return { imported, refused: refused.length, importId };
  });
}
