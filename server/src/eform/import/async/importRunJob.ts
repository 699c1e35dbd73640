import { readFile, rm } from 'node:fs/promises';
import { formatMessage, type Language } from '@wharf/engine';
import type { Task } from 'graphile-worker';
import { withTenant } from '../../../db/withTenant';
import { AppError, coerceError, ValidationFailed } from '../../../http/errors';
import type { JobContext } from '../../../platform/module';
import { recordSaved } from '../../../platform/recordSaved';
import { importingUserName } from '../importRows';
import { saveRefusedRows } from '../importStore';
import type ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import { loadForm, type FormTarget } from '../../data/loadForm';
import { readCsvSheet } from '../csvSheet';
import { formImportColumns, formSubImportColumns, type ImportColumn } from '../importColumns';
import { detailHeadings, openWorkbook, type ImportSheet } from '../readImportSheet';
import { readStreamedSheet } from '../sheetStream';
import { writeSheetRows, type SheetImport, type SheetImportOutcome } from '../writeSheetRows';
import { composeMultiSheet, composeSheetPerRecord, type ComposedSheets } from './sheetModes';
import { runAbsolutePath } from './importRunFiles';
import { checkJobName, claimRun, deleteRun, expiredRuns, lockRunIn, queueRunImport, recordProgress, settleRun, type ClaimedRun, type RunCounts, type RunStatus, writeJobName } from './importRunStore';
import { runColumns, templateMismatchCodes } from './runColumns';

export const purgeImportRunsJobName = 'purge_async_imports';
/** Runs, their files and their details are kept this many days (as the download centre's files). */
export const importRunRetentionDays = 7;
/** Progress is written at most this often (the page polls every 2 s). */
const progressIntervalMs = 1000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payloads are unknown until checked: `{ runId, tenantId }` (the tenant stamped by `wharf_enqueue_job`). */
function readPayload(payload: unknown): { runId: string; tenantId: string } {
  const { runId, tenantId } = (payload ?? {}) as Record<string, unknown>;
  if (typeof runId !== 'string' || !uuidPattern.test(runId) || typeof tenantId !== 'string' || !uuidPattern.test(tenantId)) {
    throw new Error('async import job: payload needs runId and tenantId');
  }
  return { runId, tenantId };
}

/** What the run's owner reads when it failed: the message of a user-facing error, else the generic one. */
function failureMessage(error: Error, lang: Language, generic: string): string {
  if (error instanceof ValidationFailed) return error.issues.map((issue) => issue.message).join('; ');
  if (error instanceof AppError && error.status < 500) return formatMessage(error.code, lang, [...error.args]);
  return formatMessage(generic, lang);
}

/** A run's stored file, read: the sheet its layout names (streamed), or (modes 3 and 4) the whole workbook. */
type RunFile = { sheet: ImportSheet } | { workbook: ExcelJS.Workbook };

async function readRunFile(ctx: JobContext, run: ClaimedRun): Promise<RunFile> {
  const path = runAbsolutePath(ctx.config.dataDir, run.filePath);
  if (!path) throw new Error(`async import ${run.id}: stored path outside the imports folder`);
  const bytes = await readFile(path);
  // A CSV was decoded at upload and kept as UTF-8; it has one sheet, whatever the task's sheet name.
  if (run.request.format === 'csv') return { sheet: await readCsvSheet(bytes.toString('utf8'), run.fileName, { ...run.request.layout, sheetName: undefined }) };
  if (run.request.sheetMode) return { workbook: await openWorkbook(bytes) };
  return { sheet: await readStreamedSheet(bytes, run.request.layout) };
}

/** What a run writes: the form, the (composed) sheet, its columns, and the records when composed from several sheets. */
interface RunPlan {
  target: FormTarget;
  sheet: ImportSheet;
  mapping: Array<ImportColumn | undefined>;
  warnings: string[];
  units?: ImportSheet['rows'][];
  orphans?: ComposedSheets['orphans'];
}

/** The run's columns resolved from the definitions (each time a job runs), its sheets composed for modes 3 and 4. */
async function planRun(trx: Knex.Transaction, tenantId: string, run: ClaimedRun, file: RunFile, lang: Language): Promise<RunPlan> {
  if ('sheet' in file) return runColumns(trx, tenantId, run.formCode, run.request, file.sheet, lang);
  const target = await loadForm(trx, tenantId, run.formCode);
  const compose = run.request.sheetMode === 'thai' ? composeSheetPerRecord : composeMultiSheet;
  const composed = compose(file.workbook, target, run.request, lang);
  if (!composed.mapping.some(Boolean)) throw new AppError(400, 'asyncImport/no-mapped-columns', [[...formImportColumns(target), ...formSubImportColumns(target)].map((c) => c.title).join(', ')]);
  return { target, ...composed };
}

/** The options of `writeSheetRows` a run's plan gives. */
function planRows(plan: RunPlan): Pick<SheetImport, 'target' | 'sheet' | 'mapping' | 'units' | 'orphans'> {
  return { target: plan.target, sheet: plan.sheet, mapping: plan.mapping, ...(plan.units ? { units: plan.units } : {}), ...(plan.orphans ? { orphans: plan.orphans } : {}) };
}

/** A sheet's rows for progress: those held, or a streamed sheet's count from its XML. */
const expectedRows = (sheet: ImportSheet) => Math.max(sheet.rows.length, sheet.expectedRows ?? 0);

/** Writes a run's counts from its own short transaction, at most once a second and always for the last row. */
function progressWriter(ctx: JobContext, tenantId: string, runId: string, status: RunStatus, total: number, counts: (done: number, refused: number) => RunCounts) {
  let last = 0;
  return async (done: number, refused: number) => {
    if (done < total && Date.now() - last < progressIntervalMs) return;
    last = Date.now();
    await withTenant(ctx.db, tenantId, (trx) => recordProgress(trx, runId, status, counts(done, refused)));
  };
}

/** Thrown to roll the check's transaction back once its outcome is known. */
class Rehearsed extends Error {
  constructor(readonly outcome: SheetImportOutcome & { warnings: string[] }) {
    super('rehearsed');
  }
}

/**
 * The check (A10 → B10 → C10/C20/C30/C40, or B20/B30): every row goes through exactly the path the
 * import takes — the form's rules, the column checks, the business key, the unique indexes — in a
 * transaction that is rolled back at the end, so what the check calls correct is what the import
 * will store (unless the data changes in between). The refused rows are kept for the details file.
 * A task that imports on its own goes on to D10 when every row is correct.
 */
export async function runImportCheck(ctx: JobContext, tenantId: string, runId: string): Promise<void> {
  const run = await withTenant(ctx.db, tenantId, (trx) => claimRun(trx, runId, 'A10', 'B10'));
  if (!run) return;
  const lang = run.lang as Language;
  try {
    const file = await readRunFile(ctx, run);
    let headers: string[] = [];
    let outcome: Rehearsed['outcome'];
    try {
      await withTenant(ctx.db, tenantId, async (trx) => {
        const plan = await planRun(trx, tenantId, run, file, lang);
        // A streamed sheet's count is known once it is read: until then, the rows its XML holds.
        const expected = expectedRows(plan.sheet);
        await withTenant(ctx.db, tenantId, (progress) => recordProgress(progress, runId, 'B10', { totalCount: expected, checkedCount: 0, wrongCount: 0 }));
        const onProgress = progressWriter(ctx, tenantId, runId, 'B10', expected, (done, refused) => ({ totalCount: Math.max(expected, done), checkedCount: done, wrongCount: refused }));
        const user = await importingUserName(trx, run.userId);
        const written = await writeSheetRows(trx, { ...planRows(plan), tenantId, user, lang, action: run.request.action, businessKey: run.request.businessKey, isGrouped: run.request.isGrouped === true, keyScope: run.request.keyScope ?? true, addScope: run.request.addScope ?? true, onProgress });
        headers = detailHeadings(plan.sheet);
        throw new Rehearsed({ ...written, warnings: plan.warnings });
      });
      throw new Error('async import check: the rehearsal committed');
    } catch (thrown) {
      if (!(thrown instanceof Rehearsed)) throw thrown;
      outcome = thrown.outcome;
    }
    const total = outcome.rows;
    const wrong = outcome.refused.length;
    const status: RunStatus = wrong === total ? 'C20' : wrong > 0 ? 'C30' : outcome.warnings.length > 0 ? 'C40' : 'C10';
    const message = [formatMessage('asyncImport/checked', lang, [total, wrong]), ...outcome.warnings].join('; ');
    await withTenant(ctx.db, tenantId, async (trx) => {
      // A check run twice (its first worker was taken for dead) settles and queues the import once.
      if (!(await lockRunIn(trx, runId, 'B10'))) return;
      const detailsId = wrong > 0 ? await saveRefusedRows(trx, { viewCode: run.request.viewCode ?? run.formCode, fileName: run.fileName, headers, refusedRows: outcome.refused, userId: run.userId, importedCount: 0 }) : null;
      await settleRun(trx, runId, 'B10', status, { totalCount: total, checkedCount: total, wrongCount: wrong, message, detailsId });
      if (run.autoImport && (status === 'C10' || status === 'C40')) await queueRunImport(trx, runId);
    });
  } catch (thrown) {
    const error = coerceError(thrown);
    const isMismatch = error instanceof AppError && templateMismatchCodes.has(error.code);
    if (!(error instanceof AppError)) ctx.log.warn({ err: error, runId }, 'async import check failed');
    await withTenant(ctx.db, tenantId, (trx) => settleRun(trx, runId, 'B10', isMismatch ? 'B30' : 'B20', { message: failureMessage(error, lang, 'asyncImport/check-failed') }));
  }
}

/** Thrown to roll an import's transaction back when another run of the same job settled it first. */
class SettledMeanwhile extends Error {
  constructor() {
    super('settled meanwhile');
  }
}

/**
 * The import (D10 → E10 → G10, or F10): the rows again through the same path, now committed in one
 * transaction together with the run's end, so G10 means the rows are stored and F10 that none are.
 * Rows refused now (the data changed since the check) are not imported and go to the details file.
 * Safe to run again: a worker killed mid-import committed nothing (the run is still E10 and its job
 * is freed, see `worker/workerLiveness.ts`), and the run's row lock lets only one run write.
 */
export async function runImportWrite(ctx: JobContext, tenantId: string, runId: string): Promise<void> {
  const run = await withTenant(ctx.db, tenantId, (trx) => claimRun(trx, runId, 'D10', 'E10'));
  if (!run) return;
  const lang = run.lang as Language;
  try {
    const file = await readRunFile(ctx, run);
    const importedAny = await withTenant(ctx.db, tenantId, async (trx) => {
      if (!(await lockRunIn(trx, runId, 'E10'))) throw new SettledMeanwhile();
      const plan = await planRun(trx, tenantId, run, file, lang);
      await withTenant(ctx.db, tenantId, (progress) => recordProgress(progress, runId, 'E10', { importedCount: 0 }));
      const onProgress = progressWriter(ctx, tenantId, runId, 'E10', expectedRows(plan.sheet), (done, refused) => ({ importedCount: done - refused }));
      const user = await importingUserName(trx, run.userId);
      const { imported, refused, rows: total } = await writeSheetRows(trx, { ...planRows(plan), tenantId, user, lang, action: run.request.action, businessKey: run.request.businessKey, isGrouped: run.request.isGrouped === true, keyScope: run.request.keyScope ?? true, addScope: run.request.addScope ?? true, onProgress });
      const detailsId = refused.length > 0 ? await saveRefusedRows(trx, { viewCode: run.request.viewCode ?? run.formCode, fileName: run.fileName, headers: detailHeadings(plan.sheet), refusedRows: refused, userId: run.userId, importedCount: imported }) : null;
      // Counted in sheet rows, as the check counts them (a multi-table record spans several rows).
      const importedRows = imported === 0 ? 0 : total - refused.length;
      await settleRun(trx, runId, 'E10', 'G10', { totalCount: total, importedCount: importedRows, wrongCount: refused.length, message: formatMessage('asyncImport/finished', lang, [importedRows, refused.length]), detailsId });
      return imported > 0;
    });
    // Committed: an import that stored records is a business event (a business warning naming the form re-reads its rows).
    if (importedAny) recordSaved({ tenantId, formCode: run.formCode, change: 'imported' });
  } catch (thrown) {
    if (thrown instanceof SettledMeanwhile) return;
    const error = coerceError(thrown);
    if (!(error instanceof AppError)) ctx.log.warn({ err: error, runId }, 'async import failed');
    await withTenant(ctx.db, tenantId, (trx) => settleRun(trx, runId, 'E10', 'F10', { importedCount: 0, message: failureMessage(error, lang, 'asyncImport/import-failed') }));
  }
}

/** The graphile-worker tasks of the asynchronous import: the check, the import and the purge. */
export function asyncImportTasks(ctx: JobContext): Record<string, Task> {
  return {
    [checkJobName]: async (payload) => {
      const { runId, tenantId } = readPayload(payload);
      await runImportCheck(ctx, tenantId, runId);
    },
    [writeJobName]: async (payload) => {
      const { runId, tenantId } = readPayload(payload);
      await runImportWrite(ctx, tenantId, runId);
    },
    [purgeImportRunsJobName]: async () => {
      await purgeImportRuns(ctx);
    },
  };
}

/** Removes runs older than the retention with their files, across tenants (their details expire on their own). */
export async function purgeImportRuns(ctx: JobContext, days = importRunRetentionDays): Promise<number> {
  const expired = await expiredRuns(ctx.owner, days);
  for (const { id, filePath } of expired) {
    const absolute = filePath ? runAbsolutePath(ctx.config.dataDir, filePath) : undefined;
    if (absolute) await rm(absolute, { force: true });
    await deleteRun(ctx.owner, id);
  }
  return expired.length;
}
