import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../console/testing/consoleTestServer';
import { click, typeInto } from '../console/testing/domHelpers';

const menu = [{ id: 'm-monitoring', path: '/system/monitoring', name: 'system-monitoring', component: 'system/Monitoring', back: '1', meta: { title: '系统监控', zhCn: '系统监控' } }];

const server = {
  hostname: 'wharf-1', platform: 'linux', release: '6.1', arch: 'x64', uptimeSeconds: 90_061,
  cpu: { count: 2, model: 'Test CPU', usagePercent: 37.5 },
  loadAverage: { one: 1.5, five: 1.25, fifteen: 1 },
  memory: { totalBytes: 8 * 1024 ** 3, freeBytes: 2 * 1024 ** 3, usedBytes: 6 * 1024 ** 3, usagePercent: 75 },
  disk: { path: '/srv/wharf/data', totalBytes: 100 * 1024 ** 3, freeBytes: 40 * 1024 ** 3, availableBytes: 38 * 1024 ** 3, usagePercent: 60, unavailable: null },
};
const database = {
  databaseName: 'wharf', serverVersion: '16.4', sizeBytes: 52 * 1024 ** 2, maxConnections: 100,
  connections: [{ state: 'idle', count: 7 }, { state: 'active', count: 2 }],
  cacheHitPercent: 99.12, transactions: { committed: 1200, rolledBack: 3, deadlocks: 0 },
  locks: [{ mode: 'AccessShareLock', granted: 4, waiting: 1 }],
  longRunning: [{ pid: 4242, userName: 'wharf', applicationName: null, state: 'active', seconds: 12.5, blockedBy: [4141], query: 'update dec_head set status = $1' }],
  slowest: { available: false, reason: 'not-installed', statements: [] },
};
const traced = (requestId: string, status: number) => ({
  at: '2026-11-26T06:12:15.000Z', method: 'GET', path: '/api/system/user/list', queryNames: ['pageNo'], status, durationMs: 12.3,
  userId: null, username: status === 401 ? null : 'demo_admin', tenantId: null, tenantCode: status === 401 ? null : 'demo', requestId,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const tab = (label: string) => [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent === label);

describe('the monitoring page (issue 22)', () => {
  it('shows the server first, then the database with its long-running statement and why the slowest statements are missing', async () => {
    const api = consoleTestServer([], { 'GET /api/system/monitor/server': () => ok(server), 'GET /api/system/monitor/database': () => ok(database) }, menu);
    const app = await renderApp('/system/monitoring', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="monitoring-server"]')?.textContent).toContain('/srv/wharf/data'), { timeout: 60_000 });
    const serverText = app.container.querySelector('[data-testid="monitoring-server"]')!.textContent;
    expect(serverText).toContain('2 核 · Test CPU');
    expect(serverText).toContain('已用 6.0 GiB / 共 8.0 GiB');
    expect(serverText).toContain('1d 1h 1m');
    // Only the shown tab asks the server.
    expect(api.calls.map((call) => call.path)).not.toContain('/api/system/monitor/database');

    await click(tab('数据库'));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="monitoring-long-running"]')?.textContent).toContain('update dec_head set status = $1'), { timeout: 10_000 });
    const databaseText = app.container.querySelector('[data-testid="monitoring-database"]')!.textContent;
    expect(databaseText).toContain('99.12%');
    expect(databaseText).toContain('连接（上限 100）');
    expect(databaseText).toContain('4141');
    expect(app.container.querySelector('[data-testid="monitoring-slowest-unavailable"]')?.textContent).toContain('未安装 pg_stat_statements');
    app.unmount();
  }, 90_000);

  it('lists the HTTP trace and sends only the filters that are filled in', async () => {
    const api = consoleTestServer([], { 'GET /api/system/monitor/server': () => ok(server), 'GET /api/system/monitor/httpTrace': () => pageOf([traced('req-0001', 200), traced('req-0002', 401)]) }, menu);
    const app = await renderApp('/system/monitoring', api);
    await vi.waitFor(() => expect(tab('HTTP 追踪')).toBeDefined(), { timeout: 60_000 });
    await click(tab('HTTP 追踪'));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="monitoring-trace"]')?.textContent).toContain('req-0002'), { timeout: 10_000 });
    const traceText = app.container.querySelector('[data-testid="monitoring-trace"]')!.textContent;
    expect(traceText).toContain('/api/system/user/list?pageNo');
    expect(traceText).toContain('demo_admin (demo)');

    await typeInto(app.container.querySelector('[data-testid="trace-status"]'), '4xx');
    await typeInto(app.container.querySelector('[data-testid="trace-user"]'), 'demo');
    await click(app.container.querySelector('[data-testid="trace-search"]'));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/system/monitor/httpTrace')).toHaveLength(2), { timeout: 10_000 });
    const last = api.calls.filter((call) => call.path === '/api/system/monitor/httpTrace').at(-1)!;
    // The client's own `_t` and `lang` travel too; the empty path and duration boxes do not.
    const { _t: _stamp, lang: _lang, ...sent } = Object.fromEntries(last.query);
    expect(sent).toEqual({ pageNo: '1', pageSize: '20', status: '4xx', user: 'demo' });
    app.unmount();
  }, 90_000);
});
