import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAbsolutePath } from '../src/eform/import/async/importRunFiles';
import { maxStreamedMegabytes } from '../src/eform/import/checkedXlsx';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { form, runReaches, uploadTo, view, workbook } from './asyncImportSupport';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { honestEntries, lyingWorkbook, writeZip } from './support/lyingZip';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let dataDir: string;
let worker: WorkerHandle | undefined;
let physical: string;
/** 512 MB of sheet XML whose zip headers and directory declare 2,000 bytes: ~0.5 MB on the wire. */
let bomb: Buffer;
let valid: Buffer;

const megabytes = 1024 * 1024;
/** The process's peak resident memory so far, in MB (a high-water mark: synchronous spikes count too). */
const peakMb = () => process.resourceUsage().maxRSS / 1024;
const codeOf = (response: { body: unknown }) => (response.body as { messageCode?: string }).messageCode;

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-upload-inflation-'));
  app.ctx.config.dataDir = dataDir;
  admin = await app.loginAs('demo_admin');
  physical = await syncedTable(app, admin, 'demo', 'ai_rows', [column('code', 'varchar', { colLength: 20, isKey: 'Y' }), column('customer', 'varchar', { colLength: 40 }), column('qty', 'int')]);
  await publishDefinition(app, admin, 'form', 'ai_form', form);
  await publishDefinition(app, admin, 'view', 'ai_view', view);
  valid = await workbook([['Code', 'Customer name', 'Qty'], ['AI1', 'Acme', 3]]);
  bomb = await lyingWorkbook(valid, 512 * megabytes);
  expect(bomb.length).toBeLessThan(megabytes);
  const task = await app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: {
    taskName: 'Rows', taskCode: 'rows', importMode: '1', importType: '1', pageTitle: 'Rows', headStartRow: 1, startRow: 2, listStartRow: 2,
    sheetName: 'Sheet1', businessPk: 'code', formCode: 'ai_form', fieldsMapConfig: [{ colLetter: 'A', colCode: 'code', colName: 'Code' }],
  } });
  expect(task.status, JSON.stringify(task.body)).toBe(200);
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends `bytes` to `path` and says how long it took and how far the process's peak memory rose. */
async function timedUpload(path: string, bytes: Uint8Array) {
  const before = peakMb();
  const started = Date.now();
  const response = await uploadTo(app, path, admin, bytes);
  return { ...response, elapsedMs: Date.now() - started, peakGrowthMb: peakMb() - before };
}

describe('uploads whose zip directory lies about sizes', () => {
  for (const path of ['/api/eform/views/ai_view/import', '/api/eform/views/ai_view/asyncImport', '/api/fyImportBackend/run/upload?taskCode=rows']) {
    it(`${path.split('?')[0]}: refused with a 400 after about a megabyte of unpacking, not 512`, async () => {
      const response = await timedUpload(path, bomb);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ messageCode: 'import/size-mismatch', message: expect.stringMatching(/^Import failed, data format incorrect: the file unpacks to other sizes than its zip directory declares/) });
      expect(response.elapsedMs).toBeLessThan(5000);
      expect(response.peakGrowthMb).toBeLessThan(150);
    });
  }

  it(`a directory that honestly declares more than a streamed sheet's ${maxStreamedMegabytes} MB is refused before anything is unpacked`, async () => {
    const big = writeZip(honestEntries(valid).map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { ...entry, declaredSize: (maxStreamedMegabytes + 1) * megabytes } : entry)));
    const response = await timedUpload('/api/eform/views/ai_view/import', big);
    expect(response.body).toMatchObject({ messageCode: 'import/too-large', message: `Import failed, data format incorrect: the file unpacks to more than ${maxStreamedMegabytes} MB` });
    expect(response.elapsedMs).toBeLessThan(5000);
  });

  it('entries that unpack to less than declared, or hold no deflate data, are refused too', async () => {
    const short = writeZip(honestEntries(valid).map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { ...entry, declaredSize: entry.declaredSize + 10 } : entry)));
    expect(codeOf(await timedUpload('/api/eform/views/ai_view/import', short))).toBe('import/size-mismatch');
    const garbage = writeZip(honestEntries(valid).map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { ...entry, data: new Uint8Array(64).fill(0xff) } : entry)));
    expect(codeOf(await timedUpload('/api/eform/views/ai_view/import', garbage))).toBe('import/not-xlsx');
  });

  it('an honest workbook, rewritten entry by entry, still imports (exceljs opens the checked parts)', async () => {
    const response = await timedUpload('/api/eform/views/ai_view/import', writeZip(honestEntries(valid)));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await app.database.owner.withSchema('biz').table(physical).pluck('code')).toEqual(['AI1']);
  });

  it('the background worker stops at the same count when the stored file is such a bomb', async () => {
    // The upload is honest; the stored file is replaced before the worker runs (as a file written
    // before this check existed, or changed on disk, would be).
    const uploaded = await uploadTo(app, '/api/eform/views/ai_view/asyncImport', admin, valid);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const stored = await app.database.owner('eform_import_run').where({ id: uploaded.body.result.id }).first<{ file_path: string }>('file_path');
    await writeFile(runAbsolutePath(dataDir, stored!.file_path)!, bomb);
    const before = peakMb();
    worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
    const run = await runReaches(app, admin, uploaded.body.result.id, /^(B20|B30|C10|C20|C30|C40)$/);
    expect(run).toMatchObject({ statusCode: 'B20', message: expect.stringMatching(/unpacks to other sizes than its zip directory declares/) });
    expect(peakMb() - before).toBeLessThan(150);
  });
});
