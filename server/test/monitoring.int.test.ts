import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './support/testApp';

interface Traced { method: string; path: string; queryNames: string[]; status: number; durationMs: number; username: string | null; tenantCode: string | null; requestId: string }
interface TracePage { records: Traced[]; total: number; current: number; size: number; pages: number }

let app: TestApp;
let operator: string;
let demoAdmin: string;
let dataDir: string;
beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
  demoAdmin = await app.loginAs('demo_admin');
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-monitor-'));
  app.ctx.config.dataDir = dataDir;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pages = ['server', 'process', 'database', 'caches', 'httpTrace'].map((name) => `/api/system/monitor/${name}`);
const trace = async (query: string) => (await app.api<TracePage>('GET', `/api/system/monitor/httpTrace?pageSize=100${query}`, { token: operator })).body.result;

describe('monitoring pages', () => {
  it('are the platform operator\'s alone: a tenant\'s administrator gets 403, no token 401', async () => {
    for (const path of pages) {
      expect((await app.api('GET', path, { token: demoAdmin })).status, path).toBe(403);
      expect((await app.api('GET', path)).status, path).toBe(401);
      expect((await app.api('GET', path, { token: operator })).status, path).toBe(200);
    }
  });

  it('have their page on the platform operator\'s menu only', async () => {
    type Menu = { path: string; children?: Menu[] };
    const paths = async (token: string) => {
      const flatten = (items: Menu[]): string[] => items.flatMap((item) => [item.path, ...flatten(item.children ?? [])]);
      return flatten((await app.api<{ menu: Menu[] }>('GET', '/api/system/getUserPermissionByToken', { token })).body.result.menu);
    };
    expect(await paths(operator)).toContain('/system/monitoring');
    expect(await paths(demoAdmin)).not.toContain('/system/monitoring');
  });

  it('show the machine with the disk of DATA_DIR, and the process with its event loop, GC and handles', async () => {
    const server = (await app.api<{ cpu: { count: number }; memory: { totalBytes: number }; disk: { path: string; totalBytes: number | null; unavailable: string | null } }>('GET', '/api/system/monitor/server', { token: operator })).body.result;
    expect(server.cpu.count).toBeGreaterThan(0);
    expect(server.memory.totalBytes).toBeGreaterThan(0);
    expect(server.disk).toMatchObject({ path: dataDir, unavailable: null });
    expect(server.disk.totalBytes).toBeGreaterThan(0);

    app.ctx.config.dataDir = join(dataDir, 'missing');
    const missing = (await app.api<typeof server>('GET', '/api/system/monitor/server', { token: operator })).body.result;
    expect(missing.disk).toMatchObject({ totalBytes: null, unavailable: 'ENOENT' });
    app.ctx.config.dataDir = dataDir;

    const process = (await app.api<{ memory: { heapUsedBytes: number }; eventLoopDelay: { p99Ms: number }; activeResources: { type: string; count: number }[] }>('GET', '/api/system/monitor/process', { token: operator })).body.result;
    expect(process.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(process.eventLoopDelay.p99Ms).toBeGreaterThanOrEqual(0);
    // The test's own listening server socket at least.
    expect(process.activeResources.map((resource) => resource.type)).toContain('TCPServerWrap');
  });

  it('show the database\'s connections, cache hit ratio and a statement running long; slowest statements only with pg_stat_statements', async () => {
    // A knex query runs when asked for its result: ask now, so the sleep runs while the page is read.
    const sleeping = app.database.owner.raw('select pg_sleep(3) as monitored_sleep').then(() => undefined);
    try {
      await expect.poll(async () => {
        const database = (await app.api<{ longRunning: { query: string; seconds: number }[] }>('GET', '/api/system/monitor/database', { token: operator })).body.result;
        return database.longRunning.some((statement) => statement.query.includes('monitored_sleep') && statement.seconds >= 1);
      }, { timeout: 2900, interval: 200 }).toBe(true);
    } finally {
      await sleeping;
    }
    const database = (await app.api<{ databaseName: string; sizeBytes: number; connections: { state: string; count: number }[]; cacheHitPercent: number | null; slowest: { available: boolean; reason?: string } }>('GET', '/api/system/monitor/database', { token: operator })).body.result;
    expect(database.databaseName).toBe(app.database.name);
    expect(database.sizeBytes).toBeGreaterThan(0);
    expect(database.connections.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);
    expect(database.cacheHitPercent).toBeGreaterThan(0);
    const { rows: [installed] } = await app.database.owner.raw<{ rows: { found: boolean }[] }>("select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as found");
    if (installed!.found) expect(database.slowest.available).toBe(true);
    else expect(database.slowest).toEqual({ available: false, reason: 'not-installed', statements: [] });
  });

  it('show the kept reads with their hit counts and the sessions alive per tenant', async () => {
    // A view's definition asks the caller's permissions through a kept read: the second time from memory.
    for (let round = 0; round < 2; round += 1) expect((await app.api('GET', '/api/eform/views/dec_list_view/definition', { token: demoAdmin })).status).toBe(200);
    const caches = (await app.api<{ caches: { name: string; size: number; hits: number; misses: number; hitPercent: number | null }[]; sessions: { alive: number; aliveByTenant: { tenantCode: string; count: number }[]; cache: { name: string } } }>('GET', '/api/system/monitor/caches', { token: operator })).body.result;
    const held = caches.caches.find((cache) => cache.name === 'access.heldPermissions');
    expect(held!.hits).toBeGreaterThan(0);
    expect(held!.misses).toBeGreaterThan(0);
    expect(held!.hitPercent).toBeGreaterThan(0);
    // lru-cache's caches count too: the view's bodies were looked for (and then kept).
    const loaded = caches.caches.find((cache) => cache.name === 'views.loaded');
    expect(loaded!.misses).toBeGreaterThan(0);
    expect(loaded!.size).toBeGreaterThan(0);
    expect(caches.sessions.alive).toBeGreaterThanOrEqual(2);
    expect(caches.sessions.aliveByTenant.find((row) => row.tenantCode === 'demo')?.count).toBeGreaterThanOrEqual(1);
    expect(caches.sessions.cache.name).toBe('auth.sessions');
  });
});

describe('the HTTP trace', () => {
  it('records each API request with its caller and request id, without query values, refused ones included', async () => {
    await app.api('GET', '/api/system/user/list?pageNo=1&realname=secret-value', { token: demoAdmin, headers: { 'X-Request-Id': 'trace-test-0001' } });
    await app.api('GET', '/api/system/monitor/server', { headers: { 'X-Request-Id': 'trace-test-0002' } });
    const records = (await trace('')).records;
    const listed = records.find((record) => record.requestId === 'trace-test-0001');
    expect(listed).toMatchObject({ method: 'GET', path: '/api/system/user/list', queryNames: ['pageNo', 'realname'], status: 200, username: 'demo_admin', tenantCode: 'demo' });
    expect(JSON.stringify(records)).not.toContain('secret-value');
    expect(records.find((record) => record.requestId === 'trace-test-0002')).toMatchObject({ status: 401, username: null });
    // Newest first.
    expect(records.findIndex((record) => record.requestId === 'trace-test-0002')).toBeLessThan(records.findIndex((record) => record.requestId === 'trace-test-0001'));
  });

  it('filters on status, path, user and least duration, and pages', async () => {
    await app.api('GET', '/api/system/monitor/caches', { token: demoAdmin });
    const forbidden = (await trace('&status=403')).records;
    expect(forbidden.length).toBeGreaterThan(0);
    expect(forbidden.every((record) => record.status === 403)).toBe(true);
    const clientErrors = (await trace('&status=4xx')).records;
    expect(new Set(clientErrors.map((record) => record.status))).toEqual(new Set([401, 403]));
    const byPath = (await trace('&path=MONITOR/CACHES')).records;
    expect(byPath.length).toBeGreaterThan(0);
    expect(byPath.every((record) => record.path === '/api/system/monitor/caches')).toBe(true);
    const byUser = (await trace('&user=demo_adm')).records;
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((record) => record.username === 'demo_admin')).toBe(true);
    expect((await trace('&minDurationMs=3600000')).total).toBe(0);
    const firstPage = (await app.api<TracePage>('GET', '/api/system/monitor/httpTrace?pageSize=10', { token: operator })).body.result;
    expect(firstPage).toMatchObject({ current: 1, size: 10 });
    expect(firstPage.records).toHaveLength(10);
    expect(firstPage.pages).toBe(Math.ceil(firstPage.total / 10));
  });

  it('refuses a malformed filter with a 400 naming the field', async () => {
    const response = await app.api<{ errors: { path: string }[] }>('GET', '/api/system/monitor/httpTrace?status=abc', { token: operator });
    expect(response.status).toBe(400);
    expect(response.body.result.errors.map((issue) => issue.path)).toContain('/query/status');
  });
});

describe('/metrics', () => {
  const token = 'metrics-test-token-0123456789';

  it('is off (404) without METRICS_TOKEN, and a token shorter than 16 characters stops the start', async () => {
    expect(app.ctx.config.metricsToken).toBeUndefined();
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, [])).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: token }, []).metricsToken).toBe(token);
  });

  it('asks for the token as a bearer token (401), and then answers the default metrics and the API durations', async () => {
    app.ctx.config.metricsToken = token;
    try {
      expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${app.url}/metrics`, { headers: { Authorization: 'Bearer not-the-token-at-all' } });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
      await app.api('GET', '/api/system/user/list', { token: demoAdmin });
      const scraped = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      const text = await scraped.text();
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toMatch(/wharf_http_request_duration_seconds_count\{method="GET",route="\/api\/system\/user\/list",status="200"\} [1-9]/);
    } finally {
      delete app.ctx.config.metricsToken;
    }
  });
});
