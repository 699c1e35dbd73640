import { afterAll, beforeAll, expect, it } from 'vitest';
import { readRun, runReaches, startAsyncImportFixture, uploadTo, workbook, type AsyncImportFixture, type Run } from './asyncImportSupport';

/** The list import's cap: the background import exists so that a file this large needs no long request. */
const rowCount = 10_000;

let fixture: AsyncImportFixture;

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
}, 120_000);
afterAll(async () => fixture?.close());

it(`checks and imports ${rowCount} rows through the worker, with progress on the run`, async () => {
  const { app, admin, physical } = fixture;
  const rows = Array.from({ length: rowCount }, (_, i) => [`AI${i + 1}`, `Customer ${i % 97}`, i % 50]);
  const uploaded = await uploadTo(app, '/api/eform/views/ai_view/asyncImport', admin, await workbook([['Code', 'Customer name', 'Qty'], ...rows]));
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const started = Date.now();
  // Progress shows while the check runs (the page polls every 2 s).
  const seen = new Set<number>();
  await expect.poll(async () => {
    const run = (await readRun(app, admin, uploaded.body.result.id)).body.result;
    if (run.statusCode === 'B10') seen.add(run.checkedCount);
    return run.statusCode;
  }, { timeout: 240_000, interval: 500 }).toMatch(/^C\d0$/);
  const checked: Run = (await readRun(app, admin, uploaded.body.result.id)).body.result;
  expect(checked).toMatchObject({ statusCode: 'C10', totalCount: rowCount, checkedCount: rowCount, wrongCount: 0 });
  expect([...seen].some((count) => count > 0 && count < rowCount)).toBe(true);
  const checkSeconds = (Date.now() - started) / 1000;
  expect((await app.api('POST', '/api/fyImportBackend/run/confirm', { token: admin, body: { id: checked.id } })).status).toBe(200);
  const done = await runReaches(app, admin, checked.id, /^(F10|G10)$/, 240_000);
  expect(done).toMatchObject({ statusCode: 'G10', importedCount: rowCount, wrongCount: 0 });
  const counted = await app.database.owner.withSchema('biz').table(physical).count<Array<{ count: string }>>('* as count');
  expect(Number(counted[0]!.count)).toBe(rowCount);
  console.info(`async import of ${rowCount} rows: check ${checkSeconds.toFixed(1)} s, total ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 600_000);
