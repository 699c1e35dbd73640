import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Entry {
  id: string;
  code: string;
  name: string;
  sortOrder: number;
  orgId?: string | null;
  userCount: number;
}
interface Issues {
  errors: Array<{ path: string; code: string }>;
}

let app: TestApp;
let demo: string;
let acme: string;
let staff: string;
let demoUserId: string;
let acmeAdminId: string;

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
  demoUserId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
  acmeAdminId = (await app.database.owner('sys_user').where({ username: 'acme_admin' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

const enableDivisions = (tenantCode: string, isEnabled: boolean) => app.database.owner('sys_tenant').where({ tenant_code: tenantCode }).update({ enable_division: isEnabled });
const add = (entity: string, token: string, body: Record<string, unknown>) => app.api<Entry & Issues>('POST', `/api/system/${entity}/add`, { token, body });

describe.each(['position', 'job', 'tag', 'division'])('%s list', (entity) => {
  beforeAll(async () => enableDivisions('demo', true));

  it('adds, lists with paging and keyword, edits, checks codes and deletes in batch', async () => {
    for (const [index, code] of ['A1', 'A2', 'B1'].entries()) expect((await add(entity, demo, { code: `${entity}_${code}`, name: `${entity} ${code}`, sortOrder: index })).status).toBe(200);
    const page = await app.api<{ records: Entry[]; total: number; size: number }>('GET', `/api/system/${entity}/list?pageNo=1&pageSize=10&keyword=${entity}_A`, { token: demo });
    expect(page.body.result).toMatchObject({ total: 2, size: 10 });
    expect(page.body.result.records.map((e) => e.code)).toEqual([`${entity}_A1`, `${entity}_A2`]);
    expect((await app.api('GET', `/api/system/${entity}/list?pageSize=7`, { token: demo })).status).toBe(400);
    // LIKE wildcards and quotes in a keyword are plain characters.
    for (const keyword of ['%', 'A_', "'; drop table sys_user; --"]) {
      const hostile = await app.api<{ total: number }>('GET', `/api/system/${entity}/list?keyword=${encodeURIComponent(keyword)}`, { token: demo });
      expect(hostile.status).toBe(200);
      expect(hostile.body.result.total).toBe(0);
    }
    expect((await app.api('GET', `/api/system/${entity}/list?keyword=${'x'.repeat(101)}`, { token: demo })).status).toBe(400);

    const [first, second] = page.body.result.records;
    const edited = await app.api<Entry>('PUT', `/api/system/${entity}/edit`, { token: demo, body: { id: first!.id, code: first!.code, name: 'Renamed', sortOrder: 5 } });
    expect(edited.body.result).toMatchObject({ name: 'Renamed', sortOrder: 5 });
    expect((await app.api<boolean>('GET', `/api/system/${entity}/checkCode?code=${entity}_A2`, { token: demo })).body).toMatchObject({ success: false, result: false });
    expect((await app.api<boolean>('GET', `/api/system/${entity}/checkCode?code=${entity}_A2&id=${second!.id}`, { token: demo })).body.result).toBe(true);

    const removed = await app.api<number>('DELETE', `/api/system/${entity}/deleteBatch?ids=${first!.id},${second!.id}`, { token: demo });
    expect(removed.body.result).toBe(2);
    const all = await app.api<Entry[]>('GET', `/api/system/${entity}/queryall`, { token: demo });
    expect(all.body.result.map((e) => e.code)).toEqual([`${entity}_B1`]);
  });

  it('refuses a duplicate code, hostile codes and names with 400 at their paths', async () => {
    await add(entity, demo, { code: `${entity}_dup`, name: 'x' });
    const duplicate = await add(entity, demo, { code: `${entity}_dup`, name: 'y' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/code', code: 'orgExtras/code-exists' }]);
    // The same code in another tenant is that tenant's own.
    await enableDivisions('acme', true);
    expect((await add(entity, acme, { code: `${entity}_dup`, name: 'acme' })).status).toBe(200);

    for (const body of [
      { code: "x'; drop table sys_user; --", name: 'x' },
      { code: '职务', name: 'x' },
      { code: 'ok', name: '   ' },
      { code: 'ok', name: 'x'.repeat(101) },
      { code: 'ok', name: 'x', sortOrder: -1 },
      { code: 'ok', name: 'x', extra: 1 },
      { code: ['a'], name: 'x' },
    ]) {
      const response = await add(entity, demo, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.result.errors[0]!.path).toMatch(/^\/body/);
    }
  });

  it('keeps tenants apart: a tenant-B id is 404 to tenant A and nothing changes', async () => {
    const own = (await add(entity, demo, { code: `${entity}_mine`, name: 'Mine' })).body.result;
    const attempts: Array<[string, string, unknown?]> = [
      ['PUT', `/api/system/${entity}/edit`, { id: own.id, code: 'stolen', name: 'x' }],
      ['DELETE', `/api/system/${entity}/delete?id=${own.id}`],
      ['DELETE', `/api/system/${entity}/deleteBatch?ids=${own.id}`],
      ['GET', `/api/system/${entity}/queryById?id=${own.id}`],
    ];
    for (const [method, path, body] of attempts) expect((await app.api(method, path, { token: acme, body })).status, `${method} ${path}`).toBe(404);
    expect((await app.api<Entry>('GET', `/api/system/${entity}/queryById?id=${own.id}`, { token: demo })).body.result).toMatchObject({ code: `${entity}_mine`, name: 'Mine' });
    expect((await app.api<Entry[]>('GET', `/api/system/${entity}/queryall`, { token: acme })).body.result.some((e) => e.id === own.id)).toBe(false);
  });

  it('needs the page\'s buttons: staff without them get 403', async () => {
    expect((await app.api('GET', `/api/system/${entity}/list`, { token: staff })).status).toBe(403);
    expect((await add(entity, staff, { code: 'staff_made', name: 'x' })).status).toBe(403);
  });
});

describe('positions tied to an organisation', () => {
  it('takes an organisation of the tenant, and refuses one of another tenant', async () => {
    const org = (await app.api<{ id: string }>('POST', '/api/system/sysOrg/add', { token: demo, body: { orgName: 'Ops', orgCode: 'OPS', orgType: 'department' } })).body.result;
    expect((await add('position', demo, { code: 'lead', name: 'Lead', orgId: org.id })).body.result.orgId).toBe(org.id);
    const foreign = await add('position', acme, { code: 'lead', name: 'Lead', orgId: org.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.result.errors).toMatchObject([{ path: '/body/orgId', code: 'system/not-found' }]);
  });
});

describe('a user\'s positions, jobs, tags and divisions', () => {
  it('are assigned, read back, counted on the entries, and kept when a list is left out', async () => {
    await enableDivisions('demo', true);
    const position = (await add('position', demo, { code: 'clerk', name: 'Clerk' })).body.result;
    const job = (await add('job', demo, { code: 'declarant', name: 'Declarant' })).body.result;
    const tag = (await add('tag', demo, { code: 'vip', name: 'VIP' })).body.result;
    const division = (await add('division', demo, { code: 'east', name: 'East' })).body.result;
    const saved = await app.api('PUT', '/api/system/user/saveUserOrgExtras', { token: demo, body: { userId: demoUserId, positionIds: [position.id], jobIds: [job.id], tagIds: [tag.id], divisionIds: [division.id] } });
    expect(saved.status).toBe(200);
    expect((await app.api('PUT', '/api/system/user/saveUserOrgExtras', { token: demo, body: { userId: demoUserId, tagIds: [] } })).status).toBe(200);
    const read = await app.api('GET', `/api/system/user/queryUserOrgExtras?userId=${demoUserId}`, { token: demo });
    expect(read.body.result).toEqual({ positionIds: [position.id], jobIds: [job.id], tagIds: [], divisionIds: [division.id] });
    expect((await app.api<Entry>('GET', `/api/system/position/queryById?id=${position.id}`, { token: demo })).body.result.userCount).toBe(1);
  });

  it('refuses another tenant\'s entries and users', async () => {
    const acmeTag = (await add('tag', acme, { code: 'acme_tag', name: 'Acme' })).body.result;
    const refused = await app.api<Issues>('PUT', '/api/system/user/saveUserOrgExtras', { token: demo, body: { userId: demoUserId, tagIds: [acmeTag.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toMatchObject([{ path: '/body/tagIds/0', code: 'system/not-found' }]);
    expect((await app.api('PUT', '/api/system/user/saveUserOrgExtras', { token: demo, body: { userId: acmeAdminId, tagIds: [] } })).status).toBe(404);
    expect((await app.api('GET', `/api/system/user/queryUserOrgExtras?userId=${acmeAdminId}`, { token: demo })).status).toBe(404);
    expect((await app.api('GET', '/api/system/user/queryUserOrgExtras?userId=not-an-id', { token: demo })).status).toBe(400);
  });
});

describe('divisions', () => {
  it('answer only when the tenant has enabled them', async () => {
    await enableDivisions('acme', false);
    const refused = await app.api('GET', '/api/system/division/list', { token: acme });
    expect(refused.status).toBe(403);
    expect(refused.body.messageCode).toBe('division/not-enabled');
    expect((await add('division', acme, { code: 'west', name: 'West' })).status).toBe(403);
    await enableDivisions('acme', true);
  });

  it('switch the current session into one of the user\'s divisions, shown in user info', async () => {
    await enableDivisions('demo', true);
    const north = (await add('division', demo, { code: 'north', name: 'North' })).body.result;
    const south = (await add('division', demo, { code: 'south', name: 'South' })).body.result;
    const other = (await add('division', demo, { code: 'other', name: 'Other' })).body.result;
    await app.api('PUT', '/api/system/user/saveUserOrgExtras', { token: demo, body: { userId: demoUserId, divisionIds: [north.id, south.id] } });

    const session = await app.loginAs('demo_user');
    const mine = await app.api<{ divisions: Array<{ code: string }>; current: { divisionId: string | null } }>('GET', '/api/system/division/mine', { token: session });
    expect(mine.body.result.divisions.map((d) => d.code)).toEqual(['north', 'south']);
    expect(mine.body.result.current.divisionId).toBeNull();

    const switched = await app.api('PUT', '/api/system/division/switch', { token: session, body: { divisionId: south.id } });
    expect(switched.body.result).toEqual({ divisionId: south.id, divisionCode: 'south', divisionName: 'South' });
    const info = await app.api<{ userExtendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: session });
    expect(info.body.result.userExtendInfo).toMatchObject({ divisionId: south.id, divisionCode: 'south', divisionName: 'South' });
    // The division is the session's: another session of the same user is not moved.
    const otherSession = await app.loginAs('demo_user');
    expect((await app.api<{ userExtendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: otherSession })).body.result.userExtendInfo.divisionId).toBeNull();

    const notMine = await app.api('PUT', '/api/system/division/switch', { token: session, body: { divisionId: other.id } });
    expect(notMine.status).toBe(403);
    const acmeDivision = (await add('division', acme, { code: 'acme_div', name: 'Acme' })).body.result;
    expect((await app.api('PUT', '/api/system/division/switch', { token: session, body: { divisionId: acmeDivision.id } })).status).toBe(403);
    expect((await app.api('PUT', '/api/system/division/switch', { token: session, body: { divisionId: "'; select 1" } })).status).toBe(400);
    expect((await app.api<{ userExtendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: session })).body.result.userExtendInfo.divisionCode).toBe('south');

    // Taken out of the division, or with divisions turned off, the session works in none.
    await app.api('PUT', '/api/system/user/saveUserOrgExtras', { token: demo, body: { userId: demoUserId, divisionIds: [north.id] } });
    expect((await app.api<{ userExtendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: session })).body.result.userExtendInfo.divisionId).toBeNull();
    await app.api('PUT', '/api/system/division/switch', { token: session, body: { divisionId: north.id } });
    await enableDivisions('demo', false);
    expect((await app.api<{ userExtendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: session })).body.result.userExtendInfo.divisionId).toBeNull();
    // Every page load asks for the user's own divisions: a tenant without them answers none, not a refusal.
    const noneEnabled = await app.api<{ divisions: unknown[]; current: { divisionId: string | null } }>('GET', '/api/system/division/mine', { token: session });
    expect(noneEnabled.status).toBe(200);
    expect(noneEnabled.body.result).toEqual({ divisions: [], current: { divisionId: null, divisionCode: null, divisionName: null } });
    expect((await app.api('PUT', '/api/system/division/switch', { token: session, body: { divisionId: north.id } })).status).toBe(403);
    await enableDivisions('demo', true);
    expect((await app.api<{ userExtendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: session })).body.result.userExtendInfo.divisionCode).toBe('north');
  });
});
