import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, readRun, runReaches, uploadTo, view, workbook } from './asyncImportSupport';
import { testAdminPassword } from './support/constants';
import { runImportCheck, runImportWrite } from '../src/eform/import/async/importRunJob';
import { column, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

// A worker process killed in the middle of an import (issue 14 §4): the run must not wait for
// graphile-worker's four-hour lock timeout, and its rows must be stored exactly once.

const serverDir = resolve(import.meta.dirname, '..');
const rowCount = 300;
let app: TestApp;
let dataDir: string;
let admin: string;
let physical: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-worker-crash-'));
  app.ctx.config.dataDir = dataDir;
  admin = await app.loginAs('demo_admin');
  physical = await syncedTable(app, admin, 'demo', 'ai_rows', [column('code', 'varchar', { colLength: 20, isKey: 'Y' }), column('customer', 'varchar', { colLength: 40 }), column('qty', 'int')]);
  await publishDefinition(app, admin, 'form', 'ai_form', form);
  await publishDefinition(app, admin, 'view', 'ai_view', view);
}, 120_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A worker-only server process on the test database, as `npm start -- --worker` runs it. */
function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--worker'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: app.database.ownerUrl, APP_DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: testAdminPassword, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolveChild, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker process running')) resolveChild(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`worker process exited (${code ?? signal}):\n${output}`)));
  });
}

const storedRows = async () => Number((await app.database.owner.withSchema('biz').table(physical).count<Array<{ n: string }>>('* as n'))[0]!.n);

describe('a worker process killed during an import', () => {
  it('leaves a run that resumes on a new worker within a minute, its rows stored once', async () => {
    const first = await startWorkerProcess();
    const rows = Array.from({ length: rowCount }, (_, i) => [`AI${i + 1}`, `Customer ${i % 7}`, i % 50]);
    const uploaded = await uploadTo(app, '/api/eform/views/ai_view/asyncImport', admin, await workbook([['Code', 'Customer name', 'Qty'], ...rows]));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const runId = uploaded.body.result.id;
    expect(await runReaches(app, admin, runId, /^C\d0$/)).toMatchObject({ statusCode: 'C10' });

    // The table is locked by this test, so the import's inserts wait in the middle of its transaction.
    const blocker = await app.database.owner.transaction();
    try {
      await blocker.raw('lock table ?? in share mode', [`biz.${physical}`]);
      expect((await app.api('POST', '/api/fyImportBackend/run/confirm', { token: admin, body: { id: runId } })).status).toBe(200);
      await runReaches(app, admin, runId, /^E10$/);
      await expect.poll(async () => {
        const { rows: waiting } = await app.database.owner.raw<{ rows: unknown[] }>("select 1 from pg_locks where relation = ?::regclass and not granted", [`biz.${physical}`]);
        return waiting.length;
      }, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);

      first.kill('SIGKILL');
      await new Promise((resolveExit) => first.once('exit', resolveExit));
    } finally {
      await blocker.rollback();
    }
    expect((await readRun(app, admin, runId)).body.result.statusCode).toBe('E10');
    expect(await storedRows()).toBe(0);

    const started = Date.now();
    await startWorkerProcess();
    const done = await runReaches(app, admin, runId, /^(F10|G10)$/, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(done).toMatchObject({ statusCode: 'G10', importedCount: rowCount, wrongCount: 0 });
    expect(await storedRows()).toBe(rowCount);
  }, 180_000);

  it('a job run twice at once (its first worker taken for dead while alive) stores the rows once', async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // No business key: only the run's lock keeps a second import from adding every row again.
    const plainForm = { ...form, formCode: 'dup_form', objectName: 'dup_rows', fields: form.fields.map((field) => ({ ...field, rules: [] })) };
    const plainView = { ...view, viewCode: 'dup_view', tableName: 'dup_rows', formCode: 'dup_form' };
    const table = await syncedTable(app, admin, 'demo', 'dup_rows', [column('code', 'varchar', { colLength: 20 }), column('customer', 'varchar', { colLength: 40 }), column('qty', 'int')]);
    await publishDefinition(app, admin, 'form', 'dup_form', plainForm);
    await publishDefinition(app, admin, 'view', 'dup_view', plainView);
    const tenantId = await tenantIdOf(app, 'demo');
    const rows = Array.from({ length: 50 }, (_, i) => [`D${i + 1}`, 'Twice', i]);
    const uploaded = await uploadTo(app, '/api/eform/views/dup_view/asyncImport', admin, await workbook([['Code', 'Customer name', 'Qty'], ...rows]));
    const runId = uploaded.body.result.id;
    await runImportCheck(app.ctx, tenantId, runId);
    expect((await readRun(app, admin, runId)).body.result.statusCode).toBe('C10');
    expect((await app.api('POST', '/api/fyImportBackend/run/confirm', { token: admin, body: { id: runId } })).status).toBe(200);

    await Promise.all([runImportWrite(app.ctx, tenantId, runId), runImportWrite(app.ctx, tenantId, runId)]);
    expect((await readRun(app, admin, runId)).body.result).toMatchObject({ statusCode: 'G10', importedCount: 50 });
    expect(Number((await app.database.owner.withSchema('biz').table(table).count<Array<{ n: string }>>('* as n'))[0]!.n)).toBe(50);
  }, 120_000);
});
