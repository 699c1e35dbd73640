import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface LoginAnswer {
  token: string;
  multiDepart: number;
  departs: Array<{ orgId: string; orgCode: string }>;
  userInfo: { orgId: string | null; orgCode: string | null; compName: string | null; userExtendInfo: { compCode: string | null; socialCreditCode: string | null } };
}

let app: TestApp;
let admin: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const add = async (body: Record<string, unknown>) => (await app.api<{ id: string }>('POST', '/api/system/sysOrg/add', { token: admin, body })).body.result.id;
  ids.company = await add({ orgName: 'Ningbo Trading', orgCode: 'NB', orgType: 'organization', compCode: '3302960ABC', socialCreditCode: '91330200MA2H3XKQ4T' });
  ids.customs = await add({ orgName: 'Customs desk', orgCode: 'NB-CUS', orgType: 'department', parentId: ids.company });
  ids.finance = await add({ orgName: 'Finance', orgCode: 'NB-FIN', orgType: 'department', parentId: ids.company });
  const user = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id');
  ids.user = user!.id;
});
afterAll(async () => app.close());

const login = () => app.api<LoginAnswer>('POST', '/api/system/login', { body: { username: 'demo_user', password: 'Test-Passw0rd!' } });

describe('users in several departments', () => {
  it('lists one department and the company it belongs to', async () => {
    await app.api('PUT', '/api/system/user/edit', { token: admin, body: { id: ids.user, realname: '演示用户', departIds: [ids.customs] } });
    const { body } = await login();
    expect(body.result).toMatchObject({ multiDepart: 1, departs: [{ orgCode: 'NB-CUS' }] });
    expect(body.result.userInfo).toMatchObject({ orgId: ids.customs, orgCode: 'NB-CUS', compName: 'Ningbo Trading', userExtendInfo: { compCode: '3302960ABC', socialCreditCode: '91330200MA2H3XKQ4T' } });
  });

  it('with several, the user chooses which to work in, and only among their own', async () => {
    await app.api('PUT', '/api/system/user/edit', { token: admin, body: { id: ids.user, realname: '演示用户', departIds: [ids.customs, ids.finance], orgId: ids.customs } });
    const { body } = await login();
    expect(body.result.multiDepart).toBe(2);
    expect(body.result.departs.map((d) => d.orgCode)).toEqual(['NB-CUS', 'NB-FIN']);
    const chosen = await app.api<{ orgCode: string }>('PUT', '/api/system/selectDepart', { token: body.result.token, body: { orgId: ids.finance } });
    expect(chosen.body.result.orgCode).toBe('NB-FIN');
    expect((await app.api<{ orgCode: string }>('GET', '/api/user/info', { token: body.result.token })).body.result.orgCode).toBe('NB-FIN');
    // Spec §8 "not in a department": said, not a bare 404.
    const notMine = await app.api('PUT', '/api/system/selectDepart?lang=en_US', { token: body.result.token, body: { orgId: ids.company } });
    expect(notMine.status).toBe(403);
    expect(notMine.body).toMatchObject({ messageCode: 'auth/not-in-department', message: 'You are not in this department' });
  });

  it('after login, lists their departments and the current one, for switching company', async () => {
    await app.api('PUT', '/api/system/user/edit', { token: admin, body: { id: ids.user, realname: '演示用户', departIds: [ids.customs, ids.finance], orgId: ids.customs } });
    const { body } = await login();
    const mine = async () => (await app.api<{ departs: Array<{ orgCode: string }>; current: string }>('GET', '/api/system/user/myDeparts', { token: body.result.token })).body.result;
    expect(await mine()).toEqual({ departs: [expect.objectContaining({ orgCode: 'NB-CUS' }), expect.objectContaining({ orgCode: 'NB-FIN' })], current: ids.customs });
    await app.api('PUT', '/api/system/selectDepart', { token: body.result.token, body: { orgId: ids.finance } });
    expect((await mine()).current).toBe(ids.finance);
    // Another tenant's administrator sees only their own.
    const acme = (await app.api<{ departs: unknown[] }>('GET', '/api/system/user/myDeparts', { token: await app.loginAs('acme_admin') })).body.result;
    expect(acme.departs).toEqual([]);
  });

  it('refuses departments of another tenant when an administrator assigns them', async () => {
    const acmeAdmin = await app.loginAs('acme_admin');
    const acmeUser = await app.database.owner('sys_user').where({ username: 'acme_admin' }).first<{ id: string }>('id');
    const response = await app.api<{ errors: Array<{ path: string }> }>('PUT', '/api/system/user/edit', { token: acmeAdmin, body: { id: acmeUser!.id, realname: 'x', departIds: [ids.customs] } });
    expect(response.status).toBe(400);
    expect(response.body.result.errors[0]!.path).toBe('/body/departIds/0');
  });
});
