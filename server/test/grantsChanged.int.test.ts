import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';

/**
 * Answers kept from grants (readable views, views' data-rule filters) are kept 5 s per session; a
 * write that changes grants announces it (`platform/access/grantsChanged.ts`) so this process's very
 * next request sees the change. Each read below comes right after the write, well within the 5 s.
 */
interface Page { records: Array<{ title: string }> }

let app: TestApp;
let admin: string;
let staffRoleId: string;
let menuId: string;
let deskId: string;

const rows = (token: string) => app.api<Page>('GET', '/api/eform/views/gc_main/data', { token });

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const physical = await syncedTable(app, admin, 'demo', 'gc_rows', [column('title', 'varchar', { colLength: 100 })]);
  await insertRows(app, 'demo', physical, [{ title: 'first' }, { title: 'second' }]);
  await publishDefinition(app, admin, 'view', 'gc_main', { schemaVersion: 1, viewCode: 'gc_main', viewName: 'gc_main', viewType: 'table', tableName: 'gc_rows', columns: [{ colCode: 'title', colName: 'Title' }] });
  const parent = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!;
  const menu = await app.api<{ id: string }>('POST', '/api/eform/views/gc_main/menu', { token: admin, body: { parentId: parent.id, title: 'Grants changed', menuCode: 'gc_main_menu' } });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  menuId = menu.body.result.id;
  const demoId = await tenantIdOf(app, 'demo');
  staffRoleId = (await app.database.owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
  deskId = (await app.api<{ id: string }>('POST', '/api/system/sysOrg/add', { token: admin, body: { orgName: 'Grants desk', orgCode: 'GCD', orgType: 'department' } })).body.result.id;
  const staffId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
  expect((await app.api('PUT', '/api/system/user/edit', { token: admin, body: { id: staffId, realname: 'Demo user', departIds: [deskId] } })).status).toBe(200);
});
afterAll(async () => app.close());

describe('a change of grants is seen by the very next request of this process', () => {
  it('a department granted a view\'s menu reads the view at once', async () => {
    const staff = await app.loginAs('demo_user');
    expect((await rows(staff)).status).toBe(403);
    const saved = await app.api('POST', '/api/system/permission/saveDepartPermission', { token: admin, body: { departId: deskId, permissionIds: [menuId] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await rows(staff)).status).toBe(200);
    // Taken away again, refused at once.
    expect((await app.api('POST', '/api/system/permission/saveDepartPermission', { token: admin, body: { departId: deskId, permissionIds: [] } })).status).toBe(200);
    expect((await rows(staff)).status).toBe(403);
  });

  it('a data rule picked for the role narrows the view\'s rows at once', async () => {
    const held = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${staffRoleId}`, { token: admin });
    expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: staffRoleId, permissionIds: [...held.body.result, menuId] } })).status).toBe(200);
    const staff = await app.loginAs('demo_user');
    const before = await rows(staff);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.result.records.map((r) => r.title).sort()).toEqual(['first', 'second']);
    const base = '/api/system/permission';
    const rule = await app.api<{ id: string }>('POST', `${base}/addPermissionRule`, { token: admin, body: { permissionId: menuId, ruleName: 'first only', ruleColumn: 'title', ruleOperator: 'equal', ruleValue: 'first' } });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    expect((await app.api('POST', `${base}/saveRolePermissionRule`, { token: admin, body: { roleId: staffRoleId, permissionId: menuId, dataRuleIds: [rule.body.result.id] } })).status).toBe(200);
    expect((await rows(staff)).body.result.records.map((r) => r.title)).toEqual(['first']);
  });

  it('a role\'s menu taken away, and a user\'s roles changed, are seen at once', async () => {
    const staff = await app.loginAs('demo_user');
    expect((await rows(staff)).status).toBe(200);
    const held = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${staffRoleId}`, { token: admin });
    const without = held.body.result.filter((id) => id !== menuId);
    expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: staffRoleId, permissionIds: without } })).status).toBe(200);
    expect((await rows(staff)).status).toBe(403);
    expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: staffRoleId, permissionIds: [...without, menuId] } })).status).toBe(200);
    expect((await rows(staff)).status).toBe(200);
    // The user loses the role that grants the menu.
    const staffId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
    expect((await app.api('PUT', '/api/system/user/edit', { token: admin, body: { id: staffId, realname: 'Demo user', roleIds: [] } })).status).toBe(200);
    expect((await rows(staff)).status).toBe(403);
  });
});
