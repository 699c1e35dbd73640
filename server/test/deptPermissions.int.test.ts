import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Issues {
  errors: Array<{ path: string; code: string }>;
}
interface PermissionList {
  menu: Array<{ name: string; children?: PermissionList['menu'] }>;
  auth: Array<{ action: string }>;
}

let app: TestApp;
let demo: string;
let acme: string;
const ids: Record<string, string> = {};

const permissionId = async (menuCode: string) => (await app.database.owner('sys_permission').where({ menu_code: menuCode }).first<{ id: string }>('id'))!.id;
const userId = async (username: string) => (await app.database.owner('sys_user').where({ username }).first<{ id: string }>('id'))!.id;
const menuNames = (menus: PermissionList['menu']): string[] => menus.flatMap((m) => [m.name, ...menuNames(m.children ?? [])]);
const permissionsOf = async (token: string) => (await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token })).body.result;

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  const addOrg = async (token: string, body: Record<string, unknown>) => (await app.api<{ id: string }>('POST', '/api/system/sysOrg/add', { token, body })).body.result.id;
  ids.customs = await addOrg(demo, { orgName: 'Customs desk', orgCode: 'CUS', orgType: 'department' });
  ids.finance = await addOrg(demo, { orgName: 'Finance', orgCode: 'FIN', orgType: 'department' });
  ids.acmeDept = await addOrg(acme, { orgName: 'Acme desk', orgCode: 'ACD', orgType: 'department' });
  for (const code of ['system', 'systemDict', 'systemDictView', 'systemDictEdit', 'systemRole', 'systemRoleView', 'workbench', 'eform', 'eformForms']) ids[code] = await permissionId(code);
  ids.user = await userId('demo_user');
  // A second staff member in the same department, to show department roles pick users out.
  const added = await app.api<{ id: string }>('POST', '/api/system/user/add', { token: demo, body: { username: 'desk_clerk', realname: 'Clerk', password: 'Desk-Clerk-2024!', departIds: [ids.customs] } });
  ids.clerk = added.body.result.id;
  // An administrator's new user must change the password at first login; not the point here.
  await app.database.owner('sys_user').where({ id: ids.clerk }).update({ force_change_pass: 'N' });
  await app.api('PUT', '/api/system/user/edit', { token: demo, body: { id: ids.user, realname: '演示用户', departIds: [ids.customs] } });
});
afterAll(async () => app.close());

const saveDepart = (token: string, departId: string, permissionIds: string[]) =>
  app.api<Issues>('POST', '/api/system/permission/saveDepartPermission', { token, body: { departId, permissionIds } });

describe('department permissions', () => {
  it('are held by the department\'s users: the menu and button appear, and disappear when taken away', async () => {
    const staff = await app.loginAs('demo_user');
    expect(menuNames((await permissionsOf(staff)).menu)).not.toContain('system-dict');
    expect((await app.api('GET', '/api/system/dict/list', { token: staff })).status).toBe(403);

    const grant = [ids.system!, ids.systemDict!, ids.systemDictView!];
    expect((await saveDepart(demo, ids.customs!, grant)).status).toBe(200);
    expect([...(await app.api<string[]>('GET', `/api/system/permission/queryDepartPermission?departId=${ids.customs}`, { token: demo })).body.result].sort()).toEqual([...grant].sort());

    const granted = await permissionsOf(staff);
    expect(menuNames(granted.menu)).toContain('system-dict');
    expect(granted.auth.map((a) => a.action)).toContain('systemDict:view');
    expect(granted.auth.map((a) => a.action)).not.toContain('systemDict:edit');
    expect((await app.api('GET', '/api/system/dict/list', { token: staff })).status).toBe(200);

    // Another department's grants are not this user's.
    await saveDepart(demo, ids.finance!, [ids.system!, ids.systemRole!, ids.systemRoleView!]);
    expect(menuNames((await permissionsOf(staff)).menu)).not.toContain('system-role');

    expect((await saveDepart(demo, ids.customs!, [])).status).toBe(200);
    expect(menuNames((await permissionsOf(staff)).menu)).not.toContain('system-dict');
    expect((await app.api('GET', '/api/system/dict/list', { token: staff })).status).toBe(403);
  });

  it('grant only what the tenant\'s packages hold, and refuse hostile input with 400', async () => {
    const [outside] = await app.database.owner('sys_permission').insert({ name: 'secret', menu_code: 'deptSecret', path: '/secret' }).returning('id');
    const refused = await saveDepart(demo, ids.customs!, [ids.workbench!, outside.id]);
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toMatchObject([{ path: '/body/permissionIds/1', code: 'role/permission-not-grantable' }]);
    expect((await app.api<string[]>('GET', `/api/system/permission/queryDepartPermission?departId=${ids.customs}`, { token: demo })).body.result).toEqual([]);
    for (const body of [{ departId: "1' or '1'='1", permissionIds: [] }, { departId: ids.customs, permissionIds: ['<script>'] }, { departId: ids.customs }, { departId: ids.customs, permissionIds: [], more: 1 }]) {
      expect((await app.api('POST', '/api/system/permission/saveDepartPermission', { token: demo, body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('need the organisation page\'s permission button', async () => {
    const staff = await app.loginAs('demo_user');
    expect((await saveDepart(staff, ids.customs!, [ids.workbench!])).status).toBe(403);
  });
});

describe('department roles', () => {
  it('grant their permissions to the department users who hold them, only while in the department', async () => {
    await saveDepart(demo, ids.customs!, [ids.system!, ids.systemDict!, ids.systemDictView!]);
    const role = await app.api<{ id: string; roleCode: string }>('POST', '/api/system/sysDepartRole/add', { token: demo, body: { departId: ids.customs, roleName: 'Dictionary keeper', roleCode: 'dict_keeper' } });
    expect(role.status).toBe(200);
    const tree = await app.api<{ ids: string[]; departPermissionIds: string[] }>('GET', `/api/system/sysDepartPermission/queryTreeListForDeptRole?departId=${ids.customs}`, { token: demo });
    expect(tree.body.result.ids).toContain(ids.systemDictEdit);
    expect([...tree.body.result.departPermissionIds].sort()).toEqual([ids.system, ids.systemDict, ids.systemDictView].sort());

    expect((await app.api('POST', '/api/system/sysDepartPermission/saveDeptRolePermission', { token: demo, body: { roleId: role.body.result.id, permissionIds: [ids.systemDictEdit] } })).status).toBe(200);
    expect((await app.api<string[]>('GET', `/api/system/sysDepartPermission/queryDeptRolePermission?roleId=${role.body.result.id}`, { token: demo })).body.result).toEqual([ids.systemDictEdit]);
    expect((await app.api('POST', '/api/system/sysDepartRole/saveRoleUsers', { token: demo, body: { roleId: role.body.result.id, userIds: [ids.user] } })).status).toBe(200);
    expect((await app.api<string[]>('GET', `/api/system/sysDepartRole/queryRoleUsers?roleId=${role.body.result.id}`, { token: demo })).body.result).toEqual([ids.user]);

    const staff = await app.loginAs('demo_user');
    const clerk = await app.loginAs('desk_clerk', 'Desk-Clerk-2024!');
    expect((await permissionsOf(staff)).auth.map((a) => a.action)).toContain('systemDict:edit');
    expect((await permissionsOf(clerk)).auth.map((a) => a.action)).not.toContain('systemDict:edit');
    expect((await permissionsOf(clerk)).auth.map((a) => a.action)).toContain('systemDict:view');

    // Moved out of the department: neither the department's nor the role's grants stay.
    await app.api('PUT', '/api/system/user/edit', { token: demo, body: { id: ids.user, realname: '演示用户', departIds: [ids.finance], orgId: ids.finance } });
    const moved = (await permissionsOf(staff)).auth.map((a) => a.action);
    expect(moved).not.toContain('systemDict:edit');
    expect(moved).not.toContain('systemDict:view');
    await app.api('PUT', '/api/system/user/edit', { token: demo, body: { id: ids.user, realname: '演示用户', departIds: [ids.customs], orgId: ids.customs } });
  });

  it('take only users of the department, refuse duplicate codes, list, edit and delete', async () => {
    const role = (await app.api<{ id: string }>('POST', '/api/system/sysDepartRole/add', { token: demo, body: { departId: ids.finance, roleName: 'Cashier', roleCode: 'cashier' } })).body.result;
    const notMember = await app.api<Issues>('POST', '/api/system/sysDepartRole/saveRoleUsers', { token: demo, body: { roleId: role.id, userIds: [ids.clerk] } });
    expect(notMember.status).toBe(400);
    expect(notMember.body.result.errors).toMatchObject([{ path: '/body/userIds/0', code: 'deptRole/user-not-in-department' }]);
    const duplicate = await app.api<Issues>('POST', '/api/system/sysDepartRole/add', { token: demo, body: { departId: ids.finance, roleName: 'Again', roleCode: 'cashier' } });
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/roleCode', code: 'deptRole/code-exists' }]);
    expect((await app.api('POST', '/api/system/sysDepartRole/add', { token: demo, body: { departId: ids.customs, roleName: 'Same code elsewhere', roleCode: 'cashier' } })).status).toBe(200);
    expect((await app.api('POST', '/api/system/sysDepartRole/add', { token: demo, body: { departId: ids.finance, roleName: 'x', roleCode: '出纳' } })).status).toBe(400);

    const list = await app.api<{ records: Array<{ roleCode: string }>; total: number }>('GET', `/api/system/sysDepartRole/list?departId=${ids.finance}&pageNo=1&pageSize=10`, { token: demo });
    expect(list.body.result.records.map((r) => r.roleCode)).toEqual(['cashier']);
    expect((await app.api<{ roleName: string }>('PUT', '/api/system/sysDepartRole/edit', { token: demo, body: { id: role.id, roleName: 'Head cashier', roleCode: 'cashier' } })).body.result.roleName).toBe('Head cashier');
    expect((await app.api<Array<{ username: string }>>('GET', `/api/system/sysDepartRole/departUsers?departId=${ids.customs}`, { token: demo })).body.result.map((u) => u.username)).toEqual(['demo_user', 'desk_clerk']);
    expect((await app.api('DELETE', `/api/system/sysDepartRole/deleteBatch?ids=${role.id}`, { token: demo })).status).toBe(200);
    expect((await app.api<{ total: number }>('GET', `/api/system/sysDepartRole/list?departId=${ids.finance}`, { token: demo })).body.result.total).toBe(0);
  });
});

describe('group-role permissions', () => {
  it('replace a role\'s grants within one top-level menu and keep the rest', async () => {
    const role = (await app.api<{ id: string }>('POST', '/api/system/role/add', { token: demo, body: { roleCode: 'grouped', roleName: 'Grouped', roleType: 'front' } })).body.result;
    await app.api('POST', '/api/system/permission/saveRolePermission', { token: demo, body: { roleId: role.id, permissionIds: [ids.workbench, ids.system, ids.systemDict] } });
    const saved = await app.api('POST', '/api/system/permission/saveGroupRolePermission', { token: demo, body: { roleId: role.id, groupId: ids.system, permissionIds: [ids.system, ids.systemRole, ids.systemRoleView] } });
    expect(saved.status).toBe(200);
    const inGroup = await app.api<string[]>('GET', `/api/system/permission/queryGroupRolePermission?roleId=${role.id}&groupId=${ids.system}`, { token: demo });
    expect([...inGroup.body.result].sort()).toEqual([ids.system, ids.systemRole, ids.systemRoleView].sort());
    const all = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${role.id}`, { token: demo });
    expect([...all.body.result].sort()).toEqual([ids.workbench, ids.system, ids.systemRole, ids.systemRoleView].sort());

    const outside = await app.api<Issues>('POST', '/api/system/permission/saveGroupRolePermission', { token: demo, body: { roleId: role.id, groupId: ids.system, permissionIds: [ids.eformForms] } });
    expect(outside.body.result.errors).toMatchObject([{ path: '/body/permissionIds/0', code: 'groupRole/permission-outside-group' }]);
    const notGroup = await app.api<Issues>('POST', '/api/system/permission/saveGroupRolePermission', { token: demo, body: { roleId: role.id, groupId: ids.systemDict, permissionIds: [] } });
    expect(notGroup.body.result.errors).toMatchObject([{ path: '/body/groupId', code: 'groupRole/not-a-group' }]);

    const roleIds = await app.api<string[]>('GET', '/api/system/permission/loadAllRoleIds', { token: demo });
    expect(roleIds.body.result).toContain(role.id);
    expect((await app.api<string[]>('GET', '/api/system/permission/loadAllRoleIds', { token: acme })).body.result).not.toContain(role.id);
  });
});

describe('tenant isolation', () => {
  it('a tenant-A administrator using tenant-B ids gets 404 and nothing changes', async () => {
    await saveDepart(demo, ids.customs!, [ids.workbench!]);
    const role = (await app.api<{ id: string }>('POST', '/api/system/sysDepartRole/add', { token: demo, body: { departId: ids.customs, roleName: 'Guarded', roleCode: 'guarded' } })).body.result;
    await app.api('POST', '/api/system/sysDepartPermission/saveDeptRolePermission', { token: demo, body: { roleId: role.id, permissionIds: [ids.workbench] } });
    const demoRole = (await app.api<{ id: string }>('POST', '/api/system/role/add', { token: demo, body: { roleCode: 'demo_grouped', roleName: 'x', roleType: 'front' } })).body.result;
    const acmeUser = await userId('acme_admin');
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/system/permission/queryDepartPermission?departId=${ids.customs}`],
      ['POST', '/api/system/permission/saveDepartPermission', { departId: ids.customs, permissionIds: [] }],
      ['GET', `/api/system/sysDepartPermission/queryTreeListForDeptRole?departId=${ids.customs}`],
      ['GET', `/api/system/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`],
      ['POST', '/api/system/sysDepartPermission/saveDeptRolePermission', { roleId: role.id, permissionIds: [] }],
      ['GET', `/api/system/sysDepartRole/list?departId=${ids.customs}`],
      ['POST', '/api/system/sysDepartRole/add', { departId: ids.customs, roleName: 'x', roleCode: 'x' }],
      ['PUT', '/api/system/sysDepartRole/edit', { id: role.id, roleName: 'x', roleCode: 'x' }],
      ['DELETE', `/api/system/sysDepartRole/delete?id=${role.id}`],
      ['DELETE', `/api/system/sysDepartRole/deleteBatch?ids=${role.id}`],
      ['GET', `/api/system/sysDepartRole/queryRoleUsers?roleId=${role.id}`],
      ['POST', '/api/system/sysDepartRole/saveRoleUsers', { roleId: role.id, userIds: [acmeUser] }],
      ['GET', `/api/system/sysDepartRole/departUsers?departId=${ids.customs}`],
      ['GET', `/api/system/permission/queryGroupRolePermission?roleId=${demoRole.id}&groupId=${ids.system}`],
      ['POST', '/api/system/permission/saveGroupRolePermission', { roleId: demoRole.id, groupId: ids.system, permissionIds: [] }],
    ];
    for (const [method, path, body] of attempts) expect((await app.api(method, path, { token: acme, body })).status, `${method} ${path}`).toBe(404);
    expect((await app.api<string[]>('GET', `/api/system/permission/queryDepartPermission?departId=${ids.customs}`, { token: demo })).body.result).toEqual([ids.workbench]);
    expect((await app.api<string[]>('GET', `/api/system/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`, { token: demo })).body.result).toEqual([ids.workbench]);
    expect((await app.api<{ records: Array<{ roleCode: string }> }>('GET', `/api/system/sysDepartRole/list?departId=${ids.customs}&pageSize=100`, { token: demo })).body.result.records.map((r) => r.roleCode)).toContain('guarded');
    // And tenant B's own department cannot be given tenant A's users.
    const acmeRole = (await app.api<{ id: string }>('POST', '/api/system/sysDepartRole/add', { token: acme, body: { departId: ids.acmeDept, roleName: 'x', roleCode: 'x' } })).body.result;
    expect((await app.api('POST', '/api/system/sysDepartRole/saveRoleUsers', { token: acme, body: { roleId: acmeRole.id, userIds: [ids.user] } })).status).toBe(400);
  });
});
