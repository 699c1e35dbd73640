import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Language } from '@wharf/engine';
import type { ViewButton } from '@wharf/schemas';
import type { Caller } from '../../../auth/authenticate';
import type { AppContext } from '../../../context';
import { withTenant } from '../../../db/withTenant';
import { AppError } from '../../../http/errors';
import { importScopes } from '../../data/importAccess';
import { importButtonOf, importingUserName, loadImportView } from '../importRows';
import { checkUnpackedSize, maxStreamedMegabytes, maxUnpackedMegabytes } from '../checkedXlsx';
import { decodeCsv } from '../csvSheet';
import { withoutXls, type SpreadsheetFile } from '../spreadsheetUpload';
import type { ImportAction } from '../writeSheetRows';
import { runAbsolutePath, runRelativePath } from './importRunFiles';
import { insertRun, queueRunCheck, readRun, type ImportRunRecord, type NewRun, type RunRequest } from './importRunStore';
import { businessKeyOf, columnIndexOf, findImportTask } from './importTaskStore';

const actions: Record<string, ImportAction> = { 1: 'add', 2: 'modify', 3: 'delete', 4: 'addOrModify' };

/** The file as the run keeps it: an .xlsx as uploaded, a CSV as UTF-8 text. */
interface StoredUpload {
  bytes: Buffer;
  fileName: string;
  format: 'xlsx' | 'csv';
}

/**
 * A file that is not an .xlsx or a CSV (or unpacks past `unpackedMegabytes`, or is a CSV in an encoding the import
 * does not read) is refused at once, with the list import's messages. A CSV is decoded here and
 * kept as UTF-8, and an .xls converted to .xlsx, so the worker never guesses an encoding or a format.
 */
async function checkUpload(ctx: AppContext, uploaded: SpreadsheetFile, unpackedMegabytes = maxStreamedMegabytes): Promise<StoredUpload> {
  const file = await withoutXls(ctx.config, uploaded);
  if (file.format === 'csv') return { bytes: Buffer.from(decodeCsv(file.bytes, file.charset), 'utf8'), fileName: file.name, format: 'csv' };
  checkUnpackedSize(file.bytes, unpackedMegabytes);
  return { bytes: file.bytes, fileName: file.name, format: 'xlsx' };
}

interface Upload {
  who: Caller;
  lang: Language;
  /** The uploaded file, read once the uploader's right to import is settled (a refusal says nothing about the file). */
  file: () => SpreadsheetFile;
}

/**
 * Records the run (A00), stores its file under the data folder (a server-made name) and queues its
 * check (A10), all in one transaction: a run never waits for a file that is not there.
 */
async function createRun(ctx: AppContext, upload: Upload, run: Omit<NewRun, 'tenantId' | 'lang' | 'userId' | 'userName' | 'fileName'>, file: StoredUpload): Promise<ImportRunRecord> {
  const { tenantId, userId } = upload.who;
  let written: string | undefined;
  const request = file.format === 'csv' ? { ...run.request, format: 'csv' as const } : run.request;
  try {
    return await withTenant(ctx.db, tenantId, async (trx) => {
      const userName = await importingUserName(trx, userId);
      const id = await insertRun(trx, { ...run, request, tenantId, lang: upload.lang, userId, userName, fileName: file.fileName });
      const relative = runRelativePath(tenantId, id, file.format);
      written = runAbsolutePath(ctx.config.dataDir, relative)!;
      await mkdir(dirname(written), { recursive: true });
      await writeFile(written, file.bytes);
      await queueRunCheck(trx, id, relative);
      return readRun(trx, id, userId);
    });
  } catch (error) {
    if (written) await rm(written, { force: true });
    throw error;
  }
}

/** Import modes 3 and 4 read several sheets (`sheetModes.ts`); 1 and 2 one sheet. */
const sheetModes: Record<string, RunRequest['sheetMode']> = { 3: 'multiSheet', 4: 'thai' };

/**
 * A background import against an import task (by code), in any of the spec's four modes: single
 * table; multi table in one sheet (rows grouped into records by the business key); multi table on
 * several sheets (lines tied to their record by the business key); the Thai variant (a record per
 * sheet). Modify, delete and add-or-modify need the task's business key, and so do modes 2 and 3.
 * Modes 3 and 4 read workbooks: a CSV (one sheet) is refused for them.
 */
export async function startTaskRun(ctx: AppContext, upload: Upload & { taskCode: string }): Promise<ImportRunRecord> {
  const task = await withTenant(ctx.db, upload.who.tenantId, (trx) => findImportTask(trx, upload.taskCode));
  const isGrouped = task.importMode === '2';
  const sheetMode = sheetModes[task.importMode];
  const action = actions[task.importType]!;
  const businessKey = businessKeyOf(task.businessPk);
  if (isGrouped && businessKey.length === 0) throw new AppError(400, 'asyncImport/group-key-required');
  if (sheetMode === 'multiSheet' && businessKey.length === 0) throw new AppError(400, 'asyncImport/line-key-required');
  if (action !== 'add' && businessKey.length === 0) throw new AppError(400, 'asyncImport/business-pk-required', [task.importType]);
  // Refused (403) unless the uploader may import into the task's form this way; their data rules go with the run.
  const { keyScope, addScope } = await importScopes(ctx, upload.who, task.formCode, action);
  // Modes 3 and 4 read the workbook whole (its smaller limit); the others stream one sheet.
  const file = await checkUpload(ctx, upload.file(), sheetMode ? maxUnpackedMegabytes : maxStreamedMegabytes);
  if (sheetMode && file.format === 'csv') throw new AppError(400, 'asyncImport/needs-workbook', [task.importMode]);
  return createRun(ctx, upload, {
    taskId: task.id,
    taskCode: task.taskCode,
    viewCode: null,
    formCode: task.formCode,
    importType: task.importType,
    autoImport: task.autoImport,
    request: {
      layout: { sheetName: task.sheetName, headRow: task.headStartRow, startRow: task.startRow, ...(task.endRow ? { endRow: task.endRow } : {}) },
      fieldsMap: task.fieldsMapConfig.map((entry) => ({ index: columnIndexOf(entry.colLetter), colLetter: entry.colLetter, colCode: entry.colCode, colName: entry.colName ?? null })),
      action,
      businessKey,
      ...(isGrouped || sheetMode === 'multiSheet' ? { isGrouped: true } : {}),
      ...(sheetMode ? { sheetMode, listStartRow: task.listStartRow } : {}),
      keyScope,
      addScope,
    },
  }, file);
}

/**
 * A list page's import in the background: the view's import columns and its import button's
 * checks (the same as the upload's), rows added (the list import's type). The caller confirms the
 * import once the check is done.
 */
export async function startViewRun(ctx: AppContext, upload: Upload & { viewCode: string }, checkButton: (button: ViewButton) => void): Promise<ImportRunRecord> {
  const formCode = await withTenant(ctx.db, upload.who.tenantId, async (trx) => {
    const view = await loadImportView(trx, upload.viewCode);
    const button = importButtonOf(view);
    checkButton(button);
    const code = button.linkForm ?? view.formCode;
    if (!code) throw new AppError(400, 'import/no-form');
    return code;
  });
  const { addScope } = await importScopes(ctx, upload.who, formCode, 'add');
  const file = await checkUpload(ctx, upload.file());
  return createRun(ctx, upload, { taskId: null, taskCode: null, viewCode: upload.viewCode, formCode, importType: '1', autoImport: false, request: { layout: {}, viewCode: upload.viewCode, action: 'add', businessKey: [], addScope } }, file);
}
