import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

/** Issue 23: the permission menu's item flags (spec §3) and `roleCode` narrowing it to one role (spec §6, §7). */
interface Menu {
  id: string;
  path: string;
  menuCode: string;
  topFlag?: boolean;
  groupId?: string | null;
  reminderMenu?: boolean;
  children?: Menu[];
}
interface PermissionList {
  menu: Menu[];
  auth: Array<{ action: string }>;
  allAuth: Array<{ action: string }>;
}
type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
const permissions = (token: string, roleCode?: string) =>
  app.api<PermissionList & Issues>('GET', `/api/system/getUserPermissionByToken?lang=en_US${roleCode === undefined ? '' : `&roleCode=${encodeURIComponent(roleCode)}`}`, { token });

describe('permission menu item flags (spec §3)', () => {
  it('every item carries topFlag, groupId and reminderMenu, as the menu table keeps them', async () => {
    const dict = await app.database.owner('sys_permission').where({ path: '/system/dict' }).first<{ id: string }>('id');
    await app.database.owner('sys_permission').where({ id: dict!.id }).update({ top_flag: true, group_id: 'reference', reminder_menu: true });
    const { body } = await permissions(await app.loginAs('demo_admin'));
    const items = flatten(body.result.menu);
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) expect(Object.keys(item)).toEqual(expect.arrayContaining(['topFlag', 'groupId', 'reminderMenu']));
    expect(items.find((m) => m.id === dict!.id)).toMatchObject({ topFlag: true, groupId: 'reference', reminderMenu: true });
    expect(items.find((m) => m.path === '/system/user')).toMatchObject({ topFlag: false, groupId: null, reminderMenu: false });
  });

  it('the menu console sets and reads the flags', async () => {
    const token = await app.loginAs('admin');
    const added = await app.api<{ id: string; topFlag: boolean; groupId: string | null; reminderMenu: boolean }>('POST', '/api/system/permission/add', {
      token, body: { name: 'Flagged', menuCode: 'flagged_menu', menuType: '0', path: '/flagged', component: 'layouts/RouteView', topFlag: true, groupId: 'g1', reminderMenu: true },
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ topFlag: true, groupId: 'g1', reminderMenu: true });
  });
});

describe('getUserPermissionByToken?roleCode (spec §6, §7)', () => {
  it('narrows menus and buttons to the one role named; unknown and not-held roles are a 400', async () => {
    const owner = app.database.owner;
    const tenant = (await owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!;
    const user = (await owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!;
    const staff = (await owner('sys_role').where({ tenant_id: tenant.id, role_code: 'staff' }).first<{ id: string }>('id'))!;
    // A second role of demo_user's granting one menu of the tenant's packages that staff does not grant.
    const staffGrants: string[] = await owner('sys_role_permission').where({ role_id: staff.id }).pluck('permission_id');
    const packaged = await owner('sys_permission as p').join('sys_package_permission as pp', 'pp.permission_id', 'p.id')
      .join('sys_tenant_package as tp', 'tp.package_id', 'pp.package_id').where({ 'tp.tenant_id': tenant.id, 'p.menu_type': '1', 'p.status': '0' })
      .whereNotIn('p.id', staffGrants).first<{ id: string; path: string }>('p.id', 'p.path');
    const [narrow] = await owner('sys_role').insert({ tenant_id: tenant.id, role_name: 'Narrow', role_code: 'narrow_view' }).returning<Array<{ id: string }>>('id');
    await owner('sys_role_permission').insert({ tenant_id: tenant.id, role_id: narrow!.id, permission_id: packaged!.id });
    await owner('sys_user_role').insert({ tenant_id: tenant.id, user_id: user.id, role_id: narrow!.id });
    await owner('sys_role').insert({ tenant_id: tenant.id, role_name: 'Not mine', role_code: 'not_mine' });

    const token = await app.loginAs('demo_user', testAdminPassword);
    const all = (await permissions(token)).body.result;
    const allIds = flatten(all.menu).map((m) => m.id);
    expect(allIds).toContain(packaged!.id);
    expect(all.auth.length).toBeGreaterThan(0);

    const narrowed = await permissions(token, 'narrow_view');
    expect(narrowed.status).toBe(200);
    expect(flatten(narrowed.body.result.menu).map((m) => m.id)).toEqual([packaged!.id]);
    expect(narrowed.body.result.auth).toEqual([]);
    expect(narrowed.body.result.allAuth).toEqual(all.allAuth);

    const asStaff = (await permissions(token, 'staff')).body.result;
    expect(flatten(asStaff.menu).map((m) => m.id)).not.toContain(packaged!.id);
    expect(asStaff.auth.map((e) => e.action).sort()).toEqual(all.auth.map((e) => e.action).sort());

    expect(flatten((await permissions(token, '')).body.result.menu).map((m) => m.id)).toEqual(allIds);
    for (const code of ['no_such_role', 'not_mine']) {
      const refused = await permissions(token, code);
      expect(refused.status).toBe(400);
      expect(refused.body.result.errors).toEqual([expect.objectContaining({ path: '/query/roleCode', code: 'role/not-held', message: `You do not hold the role ${code}` })]);
    }
  });
});
