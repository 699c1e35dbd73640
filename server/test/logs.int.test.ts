import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let demoAdmin: string;
let acmeAdmin: string;

interface ListResult<T> {
  records: T[];
  total: number;
}

beforeAll(async () => {
  app = await startTestApp();
  demoAdmin = await app.loginAs('demo_admin');
  acmeAdmin = await app.loginAs('acme_admin');
});
afterAll(async () => app.close());

describe('login log', () => {
  it('lists the caller\'s tenant only, newest first, with paging', async () => {
    for (let i = 0; i < 11; i++) {
      // Password logins are rate-limited per account; this test is about the log, not the limit.
      await app.database.owner('auth_rate_limit').delete();
      await app.loginAs('demo_user');
    }
    await app.api('POST', '/api/system/login', { body: { username: 'demo_user', password: 'wrong' } });
    const first = await app.api<ListResult<{ username: string; outcome: string; loginKind: string; createTime: string }>>('GET', '/api/system/log/loginfo?pageNo=1&pageSize=10', { token: demoAdmin });
    expect(first.status).toBe(200);
    expect(first.body.result.records).toHaveLength(10);
    expect(first.body.result.total).toBeGreaterThanOrEqual(13);
    expect(first.body.result.records.every((r) => r.username !== 'acme_admin')).toBe(true);
    expect(first.body.result.records[0]).toMatchObject({ username: 'demo_user', loginKind: 'password' });
    const times = first.body.result.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await app.api<ListResult<{ id: string }>>('GET', '/api/system/log/loginfo?pageNo=2&pageSize=10', { token: demoAdmin });
    expect(second.body.result.records.length).toBeGreaterThan(0);
    const firstIds = new Set(first.body.result.records.map((r) => (r as unknown as { id: string }).id));
    expect(second.body.result.records.some((r) => firstIds.has(r.id))).toBe(false);

    const acme = await app.api<ListResult<{ username: string }>>('GET', '/api/system/log/loginfo', { token: acmeAdmin });
    expect(acme.body.result.records.map((r) => r.username)).toEqual(['acme_admin']);
  });

  it('filters by part of the username, with LIKE characters taken literally', async () => {
    const response = await app.api<ListResult<{ username: string }>>('GET', '/api/system/log/loginfo?keyword=admin', { token: demoAdmin });
    expect(response.body.result.records.every((r) => r.username.includes('admin'))).toBe(true);
    const percent = await app.api<ListResult<unknown>>('GET', `/api/system/log/loginfo?keyword=${encodeURIComponent('%')}`, { token: demoAdmin });
    expect(percent.body.result.total).toBe(0);
  });

  it('offers only the product\'s page sizes and refuses hostile filters with 400', async () => {
    for (const size of [10, 20, 50, 100, 200, 500]) expect((await app.api('GET', `/api/system/log/loginfo?pageSize=${size}`, { token: demoAdmin })).status).toBe(200);
    for (const query of ['pageSize=15', 'pageSize=1000', 'pageNo=0', 'pageNo=abc', `keyword=${'x'.repeat(101)}`, 'keyword=%00', 'keyword[a]=1']) {
      expect((await app.api('GET', `/api/system/log/loginfo?${query}`, { token: demoAdmin })).status, query).toBe(400);
    }
    const sql = await app.api('GET', `/api/system/log/loginfo?keyword=${encodeURIComponent("' or 1=1 --")}`, { token: demoAdmin });
    expect(sql.status).toBe(200);
  });

  it('is for console users only', async () => {
    await app.database.owner('auth_rate_limit').delete();
    const user = await app.loginAs('demo_user');
    expect((await app.api('GET', '/api/system/log/loginfo', { token: user })).status).toBe(403);
    expect((await app.api('GET', '/api/system/log/visitInfo', { token: user })).status).toBe(403);
    expect((await app.api('GET', '/api/system/log/loginfo')).status).toBe(401);
  });
});

describe('visit log', () => {
  it('records authenticated calls of the tenant, batched, and lists them with paging', async () => {
    await app.api('GET', '/api/user/info', { token: demoAdmin });
    await app.api('GET', '/api/eform/definitions?pageSize=10&secret=hidden', { token: demoAdmin });
    await app.api('GET', '/api/user/info', { token: acmeAdmin });
    const response = await app.api<ListResult<{ requestUrl: string; method: string; status: number; username: string; costTime: number }>>('GET', '/api/system/log/visitInfo?pageSize=50', { token: demoAdmin });
    expect(response.status).toBe(200);
    const urls = response.body.result.records.map((r) => r.requestUrl);
    expect(urls).toContain('/api/user/info');
    expect(urls).toContain('/api/eform/definitions');
    expect(urls.some((u) => u.includes('?'))).toBe(false);
    expect(new Set(response.body.result.records.map((r) => r.username))).not.toContain('acme_admin');
    expect(response.body.result.records.find((r) => r.requestUrl === '/api/user/info')).toMatchObject({ method: 'GET', status: 200 });

    const acme = await app.api<ListResult<{ username: string }>>('GET', '/api/system/log/visitInfo', { token: acmeAdmin });
    expect(acme.body.result.records.every((r) => r.username === 'acme_admin')).toBe(true);
    expect(acme.body.result.total).toBeGreaterThanOrEqual(1);
  });

  it('does not record unauthenticated calls', async () => {
    await app.api('GET', '/api/user/info', { token: 'nope' });
    await app.api('GET', '/api/system/log/visitInfo', { token: demoAdmin });
    const rows = await app.database.owner('sys_visit_log').where({ status: 401 }).count<{ n: string }[]>({ n: '*' });
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('operation log (tracking events)', () => {
  const post = (body: unknown, token = demoAdmin) => app.api<{ saved: number }>('POST', '/api/system/log/operationlog', { token, body });

  it('stores a batch of events for the caller\'s tenant', async () => {
    const events = [
      { eventType: 'click', page: '/app/group', element: 'save', retry: 0 },
      { type: 'pageView', url: '/eform/redirect/ViewLayoutRedirect/orders', time: 1_700_000_000_000 },
      { anything: { nested: [1, 2, 3] } },
    ];
    const response = await post(events);
    expect(response.status).toBe(200);
    expect(response.body.result.saved).toBe(3);
    const rows: { event_type: string | null; page: string | null; event: Record<string, unknown> }[] = await app.database.owner('sys_operation_log').orderBy('event_type').select('event_type', 'page', 'event');
    expect(rows.map((r) => r.event_type)).toEqual(['click', 'pageView', null]);
    expect(rows.find((r) => r.event_type === 'pageView')!.page).toBe('/eform/redirect/ViewLayoutRedirect/orders');
    expect(rows.find((r) => r.event_type === null)!.event).toEqual({ anything: { nested: [1, 2, 3] } });
    expect((await post([])).body.result.saved).toBe(0);
  });

  it('refuses batches over the bounds with 400 naming the place', async () => {
    const tooMany = await post(Array.from({ length: 501 }, () => ({ eventType: 'x' })));
    expect(tooMany.status).toBe(400);
    const tooBig = await app.api<{ errors: { path: string }[] }>('POST', '/api/system/log/operationlog', { token: demoAdmin, body: [{ eventType: 'ok' }, { eventType: 'big', data: 'x'.repeat(9000) }] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.result.errors.map((e) => e.path)).toEqual(['/body/1']);
    const batchTooBig = await post(Array.from({ length: 100 }, () => ({ data: 'x'.repeat(6000) })));
    expect(batchTooBig.status).toBe(400);
    const nul = await post([{ eventType: 'a\u0000b' }]);
    expect(nul.status).toBe(400);
    for (const body of [{ eventType: 'not-an-array' }, [1, 2], ['x'], [[]], 'null']) expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    const rows = await app.database.owner('sys_operation_log').where({ event_type: 'big' }).count<{ n: string }[]>({ n: '*' });
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('needs a session', async () => {
    expect((await app.api('POST', '/api/system/log/operationlog', { body: [] })).status).toBe(401);
  });
});

describe('log delete and deleteBatch', () => {
  it('let the tenant administrator remove login and visit entries of the tenant only, and nobody else', async () => {
    const admin = await app.loginAs('demo_admin');
    const staff = await app.loginAs('demo_user');
    const acme = await app.loginAs('acme_admin');
    const logins = (await app.api<{ records: Array<{ id: string }> }>('GET', '/api/system/log/loginfo?pageSize=50', { token: admin })).body.result.records;
    expect(logins.length).toBeGreaterThan(2);
    const [first, second, third] = logins.map((entry) => entry.id);

    expect((await app.api('DELETE', `/api/system/log/delete?id=${first}&logType=login`, { token: staff })).status).toBe(403);
    expect((await app.api('DELETE', `/api/system/log/delete?id=${first}&logType=login`, { token: acme })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/log/deleteBatch?ids=${second},${third}&logType=login`, { token: acme })).status).toBe(404);

    expect((await app.api('DELETE', `/api/system/log/delete?id=${first}&logType=login`, { token: admin })).status).toBe(200);
    expect((await app.api<{ deleted: number }>('DELETE', `/api/system/log/deleteBatch?ids=${second},${third}&logType=login`, { token: admin })).body.result.deleted).toBe(2);
    const left = (await app.api<{ records: Array<{ id: string }> }>('GET', '/api/system/log/loginfo?pageSize=50', { token: admin })).body.result.records.map((entry) => entry.id);
    expect(left).not.toEqual(expect.arrayContaining([first]));
    expect(left).not.toContain(second);
  });

  it('refuse unknown log types and malformed ids with their paths', async () => {
    const admin = await app.loginAs('demo_admin');
    const bad = await app.api('DELETE', "/api/system/log/deleteBatch?ids=1,2';drop table sys_login_log&logType=sys_user", { token: admin });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/query/ids');
    expect(JSON.stringify(bad.body)).toContain('/query/logType');
  });
});
