import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

interface User {
  id: string;
  username: string;
  status: string;
  forceChangePass: string;
}
type Issues = { errors: { path: string; code: string }[] };

let app: TestApp;
let demo: string;
let acme: string;
const password = 'Harbour#2027';

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
});
afterAll(async () => app.close());

let serial = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { username: `clerk_${serial}`, realname: `Clerk ${serial}`, password, phone: `1370000${String(serial).padStart(4, '0')}`, ...overrides };
};
const add = (token: string, body: Record<string, unknown>) => app.api<User & Issues>('POST', '/api/system/user/add', { token, body });
const idOf = async (username: string) => (await app.database.owner('sys_user').where({ username }).first<{ id: string }>('id'))!.id;

describe('user administration', () => {
  it('adds a user with roles, who must change the password at first login', async () => {
    const staff = (await app.api<Array<{ id: string; roleCode: string }>>('GET', '/api/system/role/queryall', { token: demo })).body.result.find((r) => r.roleCode === 'staff')!;
    const input = newUser({ roleIds: [staff.id], email: 'clerk@example.com' });
    const added = await add(demo, input);
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ username: input.username, forceChangePass: 'Y', status: '1' });
    const roles = await app.api<string[]>('GET', `/api/system/user/queryUserRole?userid=${added.body.result.id}`, { token: demo });
    expect(roles.body.result).toEqual([staff.id]);
    const login = await app.api<{ step: string }>('POST', '/api/system/login', { body: { username: input.username, password } });
    expect(login.body.result.step).toBe('changePassword');
  });

  it('refuses weak passwords, duplicates, and another tenant\'s roles', async () => {
    const weak = await add(demo, newUser({ password: 'weak' }));
    expect(weak.body.result.errors.map((e) => e.code)).toEqual(['password/length', 'password/weak']);
    expect((await add(demo, newUser({ username: 'DEMO_ADMIN' }))).body.result.errors).toMatchObject([{ path: '/body/username', code: 'register/username-exists' }]);
    const acmeRole = (await app.api<Array<{ id: string }>>('GET', '/api/system/role/queryall', { token: acme })).body.result[0]!;
    const foreign = await add(demo, newUser({ roleIds: [acmeRole.id] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.result.errors).toMatchObject([{ path: '/body/roleIds/0' }]);
    const taken = await app.api<boolean>('GET', '/api/system/user/checkOnlyUser?username=acme_admin', { token: demo });
    expect(taken.body).toMatchObject({ success: false, result: false });
  });

  it('enforces the tenant\'s maxUsers', async () => {
    const tenant = await app.database.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id');
    const users = Number((await app.database.owner('sys_user').where({ tenant_id: tenant!.id, del_flag: false }).count({ n: '*' }))[0]!.n);
    await app.database.owner('sys_tenant').where({ id: tenant!.id }).update({ max_users: users + 1 });
    expect((await add(acme, newUser())).status).toBe(200);
    const full = await add(acme, newUser());
    expect(full.status).toBe(403);
    expect(full.body.messageCode).toBe('register/max-users');
    await app.database.owner('sys_tenant').where({ id: tenant!.id }).update({ max_users: null });
  });

  it('freezes and unfreezes in batch; a frozen user\'s session stops working; admins cannot be frozen', async () => {
    const input = newUser();
    const { body: { result: user } } = await add(demo, input);
    await app.database.owner('sys_user').where({ id: user.id }).update({ force_change_pass: 'N' });
    const token = await app.loginAs(input.username, password);
    expect((await app.api('PUT', '/api/system/user/frozenBatch', { token: demo, body: { ids: user.id, status: '2' } })).status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(401);
    expect((await app.api('PUT', '/api/system/user/frozenBatch', { token: demo, body: { ids: user.id, status: '1' } })).status).toBe(200);
    expect((await app.api('POST', '/api/system/login', { body: { username: input.username, password } })).status).toBe(200);

    const admin = await app.api('PUT', '/api/system/user/frozenBatch', { token: demo, body: { ids: await idOf('demo_admin'), status: '2' } });
    expect(admin.status).toBe(403);
    expect(admin.body.messageCode).toBe('user/admin-cannot-be-frozen');
  });

  it('moves users to the recycle bin, restores them, and deletes them for good', async () => {
    const { body: { result: user } } = await add(demo, newUser());
    expect((await app.api('DELETE', `/api/system/user/deleteBatch?ids=${user.id}`, { token: demo })).status).toBe(200);
    const list = await app.api<{ records: User[] }>('GET', '/api/system/user/list?pageSize=500', { token: demo });
    expect(list.body.result.records.map((u) => u.id)).not.toContain(user.id);
    const bin = await app.api<{ records: User[] }>('GET', '/api/system/user/recycleBin', { token: demo });
    expect(bin.body.result.records.map((u) => u.id)).toContain(user.id);

    expect((await app.api('PUT', '/api/system/user/putRecycleBin', { token: demo, body: { userIds: user.id } })).status).toBe(200);
    expect((await app.api<{ records: User[] }>('GET', '/api/system/user/list?pageSize=500', { token: demo })).body.result.records.map((u) => u.id)).toContain(user.id);

    await app.api('DELETE', `/api/system/user/delete?id=${user.id}`, { token: demo });
    expect((await app.api('DELETE', `/api/system/user/deleteRecycleBin?userIds=${user.id}`, { token: demo })).status).toBe(200);
    expect(await app.database.owner('sys_user').where({ id: user.id }).first()).toBeUndefined();

    expect((await app.api('DELETE', `/api/system/user/delete?id=${await idOf('demo_admin')}`, { token: demo })).body.messageCode).toBe('user/cannot-delete-self');
  });

  it('resets a password: sessions end and the user must change it', async () => {
    const input = newUser();
    const { body: { result: user } } = await add(demo, input);
    const reset = await app.api('PUT', '/api/system/user/resetPassword', { token: demo, body: { id: user.id, password: 'Reset#Pass2027' } });
    expect(reset.status).toBe(200);
    const login = await app.api<{ step: string }>('POST', '/api/system/login', { body: { username: input.username, password: 'Reset#Pass2027' } });
    expect(login.body.result.step).toBe('changePassword');
  });

  it('keeps tenants apart: acme cannot read or change demo users by id', async () => {
    const victim = await idOf('demo_user');
    const attempts: Array<[string, string, unknown?]> = [
      ['PUT', '/api/system/user/edit', { id: victim, realname: 'Hacked' }],
      ['PUT', '/api/system/user/resetPassword', { id: victim, password: 'Hacked#2027x' }],
    ];
    for (const [method, path, body] of attempts) expect((await app.api(method, path, { token: acme, body })).status, path).toBe(404);
    for (const [method, path, body] of [
      ['PUT', '/api/system/user/frozenBatch', { ids: victim, status: '2' }],
      ['DELETE', `/api/system/user/deleteBatch?ids=${victim}`],
    ] as Array<[string, string, unknown?]>) {
      const response = await app.api<number>(method, path, { token: acme, ...(body ? { body } : {}) });
      expect(response.status, path).toBe(404);
    }
    expect((await app.api<{ records: User[] }>('GET', '/api/system/user/list?pageSize=500', { token: acme })).body.result.records.map((u) => u.id)).not.toContain(victim);
    expect(await app.database.owner('sys_user').where({ id: victim }).first('realname', 'status', 'del_flag')).toEqual({ realname: '演示用户', status: '1', del_flag: false });
  });

  it('needs the user page\'s buttons, and answers hostile input with 400, never 500', async () => {
    const staff = await app.loginAs('demo_user');
    expect((await app.api('GET', '/api/system/user/list', { token: staff })).status).toBe(403);
    for (const body of [{ username: "x'; drop table sys_user;--", realname: 'x', password }, { username: 'ok_name', realname: 'x'.repeat(11), password }, { username: 'ok_name2', realname: 'a\u0000b', password }, { username: 'ok_name3', realname: 'x', password, birthday: 'yesterday' }]) {
      expect((await add(demo, body)).status, JSON.stringify(body).slice(0, 50)).toBe(400);
    }
    expect((await app.api('DELETE', '/api/system/user/deleteBatch?ids=1,2', { token: demo })).status).toBe(400);
    expect(testAdminPassword).toBeTruthy();
  });
});
