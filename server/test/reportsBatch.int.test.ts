import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { insertRows, publishDefinition, tenantIdOf } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { reportsDataset, reportsWidget } from './support/reportDefinitions';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 17: a SQL dataset with a parameter, the batched widget data (NDJSON, one line per item,
 * a failing item answering its own line) and a widget's data exported through the download centre.
 */

let app: TestApp;
let admin: string;
let worker: WorkerHandle;
let dataDir: string;

interface Line { key: string; success: boolean; result?: { rows: Array<Record<string, unknown>>; widget: { widgetCode: string } }; code?: string; message?: string }

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-reports-'));
  app.ctx.config.dataDir = dataDir;
  worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
  admin = await app.loginAs('demo_admin');
  const owner = app.database.owner;
  const tenantId = await tenantIdOf(app, 'demo');
  const { physical_name: physical } = (await owner('eform_tables').where({ tenant_id: tenantId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!;
  await owner.raw('truncate table biz.?? cascade', [physical]);
  const row = (customsCode: string, ieFlag: string, declTotal: number, declDate: string, i: number) => ({ customsCode, ieFlag, declTotal, declDate, entryId: `B${i}`, consignee: 'Matrix', socialCreditCode: '91310000MA1FL1234X', currency: 'USD', status: '00' });
  await insertRows(app, 'demo', physical, [row('2200', 'I', 100, '2026-01-05', 1), row('2200', 'E', 50, '2026-02-20', 2), row('5300', 'E', 7, '2026-03-01', 3)]);

  const sql = await app.api('POST', '/api/eform/sqlConfig/add', {
    token: admin,
    body: { sqlCode: 'rp_flag_sql', sqlName: 'Declarations from a date', sqlQuery: 'select "customsCode", "ieFlag", "declTotal" from biz.dec_head where "declDate" >= :fromDate', parameters: [{ name: 'fromDate', parameterType: 'date', isRequired: 'Y' }] },
  });
  expect(sql.status, JSON.stringify(sql.body)).toBe(200);
  await publishDefinition(app, admin, 'dataset', 'rp_sql', {
    schemaVersion: 1, datasetCode: 'rp_sql', datasetName: 'From a date', sourceType: 'sql', sqlCode: 'rp_flag_sql',
    dimension: [{ colCode: 'customsCode', title: 'Customs', colType: 'string' }, { colCode: 'ieFlag', title: 'I/E', colType: 'string' }],
    measure: [{ colCode: 'declTotal', title: 'Total', aggregate: 'sum' }],
    parameters: [{ name: 'fromDate', title: 'From', paramType: 'date', defaultValue: '2026-02-01' }],
  });
  await publishDefinition(app, admin, 'dataset', 'rp_decl', reportsDataset('rp_decl'));
  await publishDefinition(app, admin, 'report', 'rp_by_port', reportsWidget('rp_by_port', 'rp_decl'));
  await publishDefinition(app, admin, 'report', 'rp_sql_flags', { schemaVersion: 1, widgetCode: 'rp_sql_flags', widgetName: 'Flags since February', datasetCode: 'rp_sql', chartType: 'Pie', xField: 'ieFlag', yFields: ['declTotal'] });
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a SQL dataset', () => {
  it('runs its SQL config with the bound parameter (the query\'s, else the declared default) and aggregates over it', async () => {
    const since = await app.api<{ rows: unknown[] }>('POST', '/api/eform/dataset/rp_sql/query', { token: admin, body: { dimensions: ['customsCode'], parameters: { fromDate: '2026-01-01' } } });
    expect(since.status, JSON.stringify(since.body)).toBe(200);
    expect(since.body.result.rows).toEqual([{ customsCode: '2200', declTotal: 150 }, { customsCode: '5300', declTotal: 7 }]);
    const byDefault = await app.api<{ rows: unknown[] }>('POST', '/api/eform/dataset/rp_sql/query', { token: admin, body: { dimensions: ['customsCode'] } });
    expect(byDefault.body.result.rows).toEqual([{ customsCode: '2200', declTotal: 50 }, { customsCode: '5300', declTotal: 7 }]);
    const bad = await app.api('POST', '/api/eform/dataset/rp_sql/query?lang=en_US', { token: admin, body: { parameters: { fromDate: 'yesterday', other: 1 } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/body/parameters/fromDate');
    expect(JSON.stringify(bad.body)).toContain('/body/parameters/other');
  });
});

describe('the batched widget data', () => {
  const batch = (items: unknown[]) => fetch(`${app.url}/api/eform/report/data?lang=en_US`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': 'application/json' }, body: JSON.stringify({ items }) });

  it('answers one NDJSON line per item; a failing item answers its own error line while the others succeed', async () => {
    const response = await batch([
      { key: 'ports', widgetCode: 'rp_by_port' },
      { key: 'missing', widgetCode: 'rp_nowhere' },
      { key: 'flags', widgetCode: 'rp_sql_flags' },
      { key: 'badDrill', widgetCode: 'rp_by_port', drill: { hierarchy: 'geo', path: ['2200', 'I'] } },
      { key: 'imports', widgetCode: 'rp_by_port', filters: [{ colCode: 'ieFlag', op: 'eq', value: 'I' }] },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const text = await response.text();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trim().split('\n').map((line) => JSON.parse(line) as Line);
    expect(lines.map((line) => line.key).sort()).toEqual(['badDrill', 'flags', 'imports', 'missing', 'ports']);
    const byKey = new Map(lines.map((line) => [line.key, line]));
    expect(byKey.get('ports')).toMatchObject({ success: true, result: { rows: [{ customsCode: '2200', declTotal: 150 }, { customsCode: '5300', declTotal: 7 }], widget: { widgetCode: 'rp_by_port' } } });
    expect(byKey.get('flags')).toMatchObject({ success: true, result: { rows: [{ ieFlag: 'E', declTotal: 57 }] } });
    expect(byKey.get('imports')?.result?.rows).toEqual([{ customsCode: '2200', declTotal: 100 }]);
    expect(byKey.get('missing')).toMatchObject({ success: false, code: 'report/widget-not-found' });
    expect(byKey.get('badDrill')).toMatchObject({ success: false, code: 'dataset/drill-too-deep' });
    expect(byKey.get('badDrill')?.message).toContain('/body/items/3/drill/path');
  });

  it('writes each line as soon as its item is ready, not in the order asked', async () => {
    // A SQL dataset that takes a while (a few million generated rows), asked first; a quick widget second.
    const slow = await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'rp_slow_sql', sqlName: 'Slow', sqlQuery: "select 'x' as \"bucket\", n as \"n\" from generate_series(1, 3000000) as n" } });
    expect(slow.status, JSON.stringify(slow.body)).toBe(200);
    await publishDefinition(app, admin, 'dataset', 'rp_slow', {
      schemaVersion: 1, datasetCode: 'rp_slow', datasetName: 'Slow', sourceType: 'sql', sqlCode: 'rp_slow_sql', cacheSeconds: 0,
      dimension: [{ colCode: 'bucket', title: 'Bucket', colType: 'string' }], measure: [{ colCode: 'n', title: 'Sum', aggregate: 'sum' }],
    });
    await publishDefinition(app, admin, 'report', 'rp_slow_widget', { schemaVersion: 1, widgetCode: 'rp_slow_widget', widgetName: 'Slow', datasetCode: 'rp_slow', chartType: 'Column', xField: 'bucket', yFields: ['n'] });
    const response = await batch([{ key: 'slow', widgetCode: 'rp_slow_widget' }, { key: 'quick', widgetCode: 'rp_by_port', filters: [{ colCode: 'ieFlag', op: 'eq', value: 'E' }] }]);
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as Line);
    expect(lines.map((line) => line.key)).toEqual(['quick', 'slow']);
    expect(lines[1]).toMatchObject({ success: true, result: { rows: [{ bucket: 'x', n: 4500001500000 }] } });
  });

  it('refuses a bad body with a normal 400 envelope, and more than 50 items', async () => {
    const empty = await batch([]);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { messageCode: string }).messageCode).toBe('system/validation-error');
    const many = await batch(Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, widgetCode: 'rp_by_port' })));
    expect(many.status).toBe(400);
    expect(JSON.stringify(await many.json())).toContain('/body/items');
  });
});

describe('a widget\'s data export', () => {
  it('lands in the download centre as an xlsx of the widget\'s rows', async () => {
    const queued = await app.api<{ taskId: string }>('POST', '/api/eform/report/widget/rp_by_port/export?lang=en_US', { token: admin, body: { filters: [{ colCode: 'ieFlag', op: 'eq', value: 'E' }] } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    let task: { id: string; statusCode: string; rowCount: number | null; module: string; fileId: string | null; errorMessage: string | null } | undefined;
    await expect.poll(async () => {
      const list = await app.api<{ records: Array<NonNullable<typeof task>> }>('GET', '/api/system/exportTask/list?pageNo=1&pageSize=50', { token: admin });
      task = list.body.result.records.find((t) => t.id === queued.body.result.taskId);
      return task?.statusCode;
    }, { timeout: 30_000, interval: 200 }).toMatch(/^(success|failed)$/);
    expect(task).toMatchObject({ statusCode: 'success', rowCount: 2, module: 'rp_by_port', errorMessage: null });
    const file = await fetch(`${app.url}/api/common/static/${task!.fileId}`, { headers: { 'X-Access-Token': admin } });
    expect(file.status).toBe(200);
    const rows = readXlsxRows(new Uint8Array(await file.arrayBuffer()));
    expect(rows[0]).toEqual(['Customs', 'Total']);
    // Ports by their dictionary labels when the dictionary has them, totals as numbers.
    expect(rows.slice(1).map((r) => r[1])).toEqual(['50', '7']);
    expect(rows).toHaveLength(3);
  });

  it('refuses a drill the widget cannot take at once, and a widget that does not exist', async () => {
    const bad = await app.api('POST', '/api/eform/report/widget/rp_by_port/export', { token: admin, body: { drill: { hierarchy: 'time', path: [] } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/body/drill/hierarchy');
    expect((await app.api('POST', '/api/eform/report/widget/rp_nowhere/export', { token: admin, body: {} })).status).toBe(404);
  });
});
