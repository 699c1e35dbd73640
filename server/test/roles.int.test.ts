import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Role {
  id: string;
  roleCode: string;
  roleName: string;
}

let app: TestApp;
let demo: string;
let acme: string;
let staffToken: string;

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staffToken = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

const permissionId = async (menuCode: string) => (await app.database.owner('sys_permission').where({ menu_code: menuCode }).first<{ id: string }>('id'))!.id;
const addRole = (token: string, roleCode: string) =>
  app.api<Role & { errors: { path: string; code: string }[] }>('POST', '/api/system/role/add', { token, body: { roleCode, roleName: `Role ${roleCode}`, roleType: 'front' } });

describe('role administration', () => {
  it('adds, lists, edits and checks role codes', async () => {
    const added = await addRole(demo, 'declarant');
    expect(added.status).toBe(200);
    const all = await app.api<Role[]>('GET', '/api/system/role/queryall', { token: demo });
    expect(all.body.result.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['tenant_admin', 'staff', 'declarant']));
    const list = await app.api<{ records: Role[]; total: number }>('GET', '/api/system/role/list?roleName=Role%20decl&pageSize=10', { token: demo });
    expect(list.body.result.records.map((r) => r.roleCode)).toEqual(['declarant']);

    const taken = await app.api<boolean>('GET', '/api/system/role/checkRoleCode?roleCode=declarant', { token: demo });
    expect(taken.body).toMatchObject({ success: false, result: false });
    const sameRole = await app.api<boolean>('GET', `/api/system/role/checkRoleCode?roleCode=declarant&id=${added.body.result.id}`, { token: demo });
    expect(sameRole.body.result).toBe(true);

    const edited = await app.api<Role>('PUT', '/api/system/role/edit', { token: demo, body: { id: added.body.result.id, roleCode: 'declarant', roleName: 'Declarant', roleType: 'front' } });
    expect(edited.body.result.roleName).toBe('Declarant');
  });

  it('refuses a duplicate code, Chinese characters in a code, and an unknown role type', async () => {
    const duplicate = await addRole(demo, 'staff');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/roleCode', code: 'role/code-exists' }]);
    expect((await addRole(demo, '报关员')).status).toBe(400);
    const badType = await app.api('POST', '/api/system/role/add', { token: demo, body: { roleCode: 'x', roleName: 'x', roleType: 'superuser' } });
    expect(badType.status).toBe(400);
    expect((await addRole(acme, 'staff_2')).status).toBe(200);
    expect((await addRole(demo, 'staff_2')).status).toBe(200);
  });

  it('grants only permissions inside the tenant\'s packages, and copies a role with its grants', async () => {
    const { body: { result: role } } = await addRole(demo, 'viewer');
    const grant = [await permissionId('workbench'), await permissionId('eformDefinitions')];
    expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: demo, body: { roleId: role.id, permissionIds: grant } })).status).toBe(200);
    const granted = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${role.id}`, { token: demo });
    expect([...granted.body.result].sort()).toEqual([...grant].sort());

    const [outside] = await app.database.owner('sys_permission').insert({ name: 'secret', menu_code: 'notInAnyPackage', path: '/secret' }).returning('id');
    const refused = await app.api<{ errors: { path: string; code: string }[] }>('POST', '/api/system/permission/saveRolePermission', { token: demo, body: { roleId: role.id, permissionIds: [grant[0], outside.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toMatchObject([{ path: '/body/permissionIds/1', code: 'role/permission-not-grantable' }]);
    expect((await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${role.id}`, { token: demo })).body.result).toHaveLength(2);

    const copy = await app.api<Role>('PUT', '/api/system/role/copy', { token: demo, body: { id: role.id, roleCode: 'viewer_copy', roleName: 'Viewer copy' } });
    const copied = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${copy.body.result.id}`, { token: demo });
    expect([...copied.body.result].sort()).toEqual([...grant].sort());
  });

  it('keeps tenants apart: acme cannot see or change demo roles, even by id', async () => {
    const { body: { result: role } } = await addRole(demo, 'demo_only');
    const demoUser = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id');
    const attempts: Array<[string, string, unknown?]> = [
      ['PUT', '/api/system/role/edit', { id: role.id, roleCode: 'hijacked', roleName: 'x', roleType: 'back' }],
      ['PUT', '/api/system/role/copy', { id: role.id, roleCode: 'stolen', roleName: 'x' }],
      ['DELETE', `/api/system/role/delete?id=${role.id}`],
      ['GET', `/api/system/permission/queryRolePermission?roleId=${role.id}`],
      ['POST', '/api/system/permission/saveRolePermission', { roleId: role.id, permissionIds: [] }],
      ['GET', `/api/system/user/queryUserRole?userid=${demoUser!.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await app.api(method, path, { token: acme, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await app.api<Role[]>('GET', '/api/system/role/queryall', { token: acme })).body.result.map((r) => r.id)).not.toContain(role.id);
    expect(await app.database.owner('sys_role').where({ id: role.id }).first('role_code')).toEqual({ role_code: 'demo_only' });
  });

  it('needs the role page\'s button permissions: view to read, edit to change', async () => {
    expect((await app.api('GET', '/api/system/role/queryall', { token: staffToken })).status).toBe(403);
    expect((await addRole(staffToken, 'sneaky')).status).toBe(403);

    const tenant = await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id');
    const staff = await app.database.owner('sys_role').where({ tenant_id: tenant!.id, role_code: 'staff' }).first<{ id: string }>('id');
    await app.database.owner('sys_role_permission').insert({ tenant_id: tenant!.id, role_id: staff!.id, permission_id: await permissionId('systemRoleView') });
    expect((await app.api('GET', '/api/system/role/queryall', { token: staffToken })).status).toBe(200);
    expect((await addRole(staffToken, 'sneaky')).status).toBe(403);
    const demoUser = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id');
    const roles = await app.api<string[]>('GET', `/api/system/user/queryUserRole?userid=${demoUser!.id}`, { token: staffToken });
    expect(roles.body.result).toEqual([staff!.id]);
  });

  it('answers malformed ids with 400, never 500', async () => {
    for (const path of ['/api/system/role/delete?id=1%27%20or%201=1', '/api/system/permission/queryRolePermission?roleId=abc']) {
      expect((await app.api(path.includes('delete') ? 'DELETE' : 'GET', path, { token: demo })).status).toBe(400);
    }
    const bad = await app.api('POST', '/api/system/permission/saveRolePermission', { token: demo, body: { roleId: 'x', permissionIds: ['y'] } });
    expect(bad.status).toBe(400);
  });
});
