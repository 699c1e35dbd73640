import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { expect } from 'vitest';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

export interface Run {
  id: string; taskCode: string | null; viewCode: string | null; fileName: string; statusCode: string; importType: string;
  totalCount: number; checkedCount: number; wrongCount: number; importedCount: number; message: string | null; errorsUrl: string | null; isSettled: boolean; canConfirm: boolean;
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A form with a code the rules check (pattern and primary key), a required customer and a non-negative quantity; a view that imports into it. */
export const form = {
  schemaVersion: 2, formCode: 'ai_form', formName: 'Async import', objectName: 'ai_rows', formStatus: 'enable',
  fields: [
    { colCode: 'code', title: 'Code', type: 'input', rules: [{ pattern: '^AI\\d+$', message: 'Codes look like AI1' }, { pk: true }] },
    { colCode: 'customer', title: 'Customer', type: 'input', required: 'Y' },
    { colCode: 'qty', title: 'Quantity', type: 'number', options: { precision: 0, min: 0 } },
  ],
};
export const view = {
  schemaVersion: 1, viewCode: 'ai_view', viewName: 'Async imports', viewType: 'table', tableName: 'ai_rows', formCode: 'ai_form',
  columns: [{ colCode: 'code', colName: 'Code' }, { colCode: 'customer', colName: 'Customer name' }, { colCode: 'qty', colName: 'Qty', colType: 'number' }],
  buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
};

export interface AsyncImportFixture {
  app: TestApp;
  worker: WorkerHandle;
  dataDir: string;
  admin: string;
  physical: string;
  close(): Promise<void>;
}

/** The app with a worker, files in a folder of the test, and the form, its table and the view published in demo. */
export async function startAsyncImportFixture(): Promise<AsyncImportFixture> {
  const app = await startTestApp();
  const dataDir = await mkdtemp(join(tmpdir(), 'wharf-async-import-'));
  app.ctx.config.dataDir = dataDir;
  const worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
  const admin = await app.loginAs('demo_admin');
  const physical = await syncedTable(app, admin, 'demo', 'ai_rows', [column('code', 'varchar', { colLength: 20, isKey: 'Y' }), column('customer', 'varchar', { colLength: 40 }), column('qty', 'int')]);
  await publishDefinition(app, admin, 'form', 'ai_form', form);
  await publishDefinition(app, admin, 'view', 'ai_view', view);
  return {
    app, worker, dataDir, admin, physical,
    close: async () => {
      await worker.stop();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An .xlsx with one sheet `name` whose rows start at `firstRow` (rows above left empty). */
export async function workbook(rows: unknown[][], options: { name?: string; firstRow?: number } = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(options.name ?? 'Sheet1');
  rows.forEach((row, index) => {
    sheet.getRow((options.firstRow ?? 1) + index).values = row as ExcelJS.CellValue[];
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function uploadTo(app: TestApp, path: string, token: string, bytes: Uint8Array, name = 'rows.xlsx') {
  const response = await fetch(`${app.url}${path}${path.includes('?') ? '&' : '?'}lang=en_US&fileName=${encodeURIComponent(name)}`, { method: 'POST', headers: { 'X-Access-Token': token, 'Content-Type': xlsxType }, body: bytes });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; result: Run } };
}

export const readRun = (app: TestApp, token: string, id: string) => app.api<Run>('GET', `/api/eform/manage/actAppAsyncImport/getAsyncImportById?id=${id}&lang=en_US`, { token });

/** Waits (polling as the page does) until the run reaches one of `statuses`. */
export async function runReaches(app: TestApp, token: string, id: string, statuses: RegExp, timeout = 60_000): Promise<Run> {
  let run: Run | undefined;
  await expect.poll(async () => {
    run = (await readRun(app, token, id)).body.result;
    return run?.statusCode;
  }, { timeout, interval: 200 }).toMatch(statuses);
  return run!;
}
