import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 18 §3, self-service: a tenant's builders make, rename, move and delete their own menus
 * (top-level folders too) without the platform operator, whose menus stay the operator's; a
 * view's buttons get their permission points on its menu entries, grantable in role permissions;
 * a button the operator adds under a packaged menu can be granted.
 */

interface Menu {
  id: string;
  parentId: string | null;
  menuCode: string;
  menuType: string;
  name: string;
  perms: string | null;
  children?: Menu[];
}

let app: TestApp;
let operator: string;
let demoAdmin: string;
let acmeAdmin: string;
let staff: string;
const base = '/api/system/permission';
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...flatten(menu.children ?? [])]);
const menusOf = async (token: string) => flatten((await app.api<Menu[]>('GET', `${base}/list`, { token })).body.result);
const folder = (menuCode: string, parentId: string | null = null) => ({ parentId, name: menuCode, menuCode, menuType: parentId ? '1' : '0', path: `/${menuCode}`, component: 'layouts/RouteView', titles: { enUs: menuCode } });

beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
  demoAdmin = await app.loginAs('demo_admin');
  acmeAdmin = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app?.close());

describe("a tenant's own menus", () => {
  it('lets a tenant administrator add a top-level folder and a sub-folder, rename, move and delete them', async () => {
    const top = await app.api<Menu>('POST', `${base}/add`, { token: demoAdmin, body: folder('demo_tools') });
    expect(top.status).toBe(200);
    const sub = await app.api<Menu>('POST', `${base}/add`, { token: demoAdmin, body: folder('demo_tools_sub', top.body.result.id) });
    expect(sub.status).toBe(200);
    expect((await menusOf(demoAdmin)).map((menu) => menu.menuCode)).toEqual(expect.arrayContaining(['demo_tools', 'demo_tools_sub']));
    expect((await app.api<string[]>('GET', `${base}/ownMenuIds`, { token: demoAdmin })).body.result).toEqual(expect.arrayContaining([top.body.result.id, sub.body.result.id]));
    // Nobody else holds them: acme's administrator does not see them.
    expect((await menusOf(acmeAdmin)).map((menu) => menu.menuCode)).not.toContain('demo_tools');

    const renamed = await app.api<Menu>('PUT', `${base}/edit`, { token: demoAdmin, body: { ...folder('demo_tools_sub', top.body.result.id), id: sub.body.result.id, name: 'Renamed' } });
    expect(renamed.body.result).toMatchObject({ name: 'Renamed' });
    const moved = await app.api<Menu>('PUT', `${base}/edit`, { token: demoAdmin, body: { ...folder('demo_tools_sub', null), id: sub.body.result.id } });
    expect(moved.body.result.parentId).toBeNull();
    // Not under itself.
    expect((await app.api('PUT', `${base}/edit`, { token: demoAdmin, body: { ...folder('demo_tools', sub.body.result.id), id: sub.body.result.id } })).status).toBe(400);

    expect((await app.api('DELETE', `${base}/delete?id=${top.body.result.id}`, { token: demoAdmin })).status).toBe(200);
    expect((await app.api('DELETE', `${base}/delete?id=${sub.body.result.id}`, { token: demoAdmin })).status).toBe(200);
    expect((await menusOf(demoAdmin)).map((menu) => menu.menuCode)).not.toContain('demo_tools');
  });

  it("refuses, saying why, to change the operator's menus; another tenant's are not found", async () => {
    const operatorMenu = (await menusOf(demoAdmin)).find((menu) => menu.menuCode === 'customs')!;
    const refused = await app.api('DELETE', `${base}/delete?id=${operatorMenu.id}?lang=en_US`.replace('?lang', '&lang'), { token: demoAdmin });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only menus your tenant made itself can be changed');
    expect((await app.api('PUT', `${base}/edit`, { token: demoAdmin, body: { ...folder('customs'), id: operatorMenu.id } })).status).toBe(403);

    const own = await app.api<Menu>('POST', `${base}/add`, { token: demoAdmin, body: folder('demo_private') });
    expect((await app.api('DELETE', `${base}/delete?id=${own.body.result.id}`, { token: acmeAdmin })).status).toBe(404);
    expect((await app.api('PUT', `${base}/edit`, { token: acmeAdmin, body: { ...folder('demo_private'), id: own.body.result.id, name: 'Taken' } })).status).toBe(404);
    // Nor under a menu acme does not hold.
    const underDemo = await app.api('POST', `${base}/add`, { token: acmeAdmin, body: folder('acme_under_demo', own.body.result.id) });
    expect(underDemo.status).toBe(400);
    expect(JSON.stringify(underDemo.body)).toContain('/body/parentId');
  });

  it('refuses a user who builds nothing', async () => {
    expect((await app.api('POST', `${base}/add`, { token: staff, body: folder('staff_menu') })).status).toBe(403);
    expect((await app.api('GET', `${base}/ownMenuIds`, { token: staff })).status).toBe(403);
  });
});

describe('view button permission points', () => {
  const view = (buttons: Array<Record<string, unknown>>) => ({
    schemaVersion: 1, viewCode: 'ss_view', viewName: 'Self-service', viewType: 'table', tableName: 'dec_head', formCode: 'dec_form',
    columns: [{ colCode: 'entryId', colName: 'Entry id', colType: 'string' }], buttons,
  });
  const pointsUnder = async (entryId: string) => (await app.database.owner('sys_permission').where({ parent_id: entryId, menu_type: '2' }).orderBy('perms').select<Array<{ id: string; perms: string; name: string }>>('id', 'perms', 'name'));

  it("puts the points the view's buttons name under its menu entry, keeps them in step on publish, and lets roles be granted them", async () => {
    const created = await app.api<{ id: string; version: number; body: { buttons: Array<{ permission: string }> } }>('POST', '/api/eform/definitions', {
      token: demoAdmin,
      body: {
        kind: 'view', code: 'ss_view', name: 'Self-service',
        body: view([
          { buttonName: 'Add', buttonType: 'toolbar', openType: 'add', permission: 'ss_view:add' }, { buttonName: 'Edit', buttonType: 'inline', openType: 'edit', permission: 'ss_view:edit' },
          { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls', permission: 'ss_view:exportXls' },
          // A button naming no point is open to whoever opens the view: it gets none.
          { buttonName: 'Detail', buttonType: 'inline', openType: 'detail' },
        ]),
      },
    });
    expect(created.status).toBe(201);
    expect((await app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token: demoAdmin, body: {} })).status).toBe(200);

    const folderMenu = await app.api<Menu>('POST', `${base}/add`, { token: demoAdmin, body: folder('ss_folder') });
    const entry = await app.api<{ id: string }>('POST', '/api/eform/views/ss_view/menu', { token: demoAdmin, body: { parentId: folderMenu.body.result.id, title: 'Self-service', menuCode: 'ss_view_menu' } });
    expect(entry.status).toBe(200);
    expect((await pointsUnder(entry.body.result.id)).map((point) => point.perms)).toEqual(['ss_view:add', 'ss_view:edit', 'ss_view:exportXls']);

    // Granted to a role like any menu: the entry, its folder and two of its points.
    const points = await pointsUnder(entry.body.result.id);
    const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: demoAdmin, body: { roleCode: 'ss_clerk', roleName: 'Clerk', roleType: 'back' } });
    const granted = await app.api('POST', `${base}/saveRolePermission`, { token: demoAdmin, body: { roleId: role.body.result.id, permissionIds: [folderMenu.body.result.id, entry.body.result.id, ...points.slice(0, 2).map((point) => point.id)] } });
    expect(granted.status).toBe(200);

    // A button renamed and one removed: on publish the point follows, and the removed one goes.
    const saved = await app.api<{ version: number }>('PUT', `/api/eform/definitions/${created.body.result.id}`, {
      token: demoAdmin,
      body: { version: created.body.result.version, body: view([{ buttonName: 'New', buttonNameI18n: { zh_CN: '新建', th_TH: 'สร้าง' }, buttonType: 'toolbar', openType: 'add', permission: 'ss_view:add' }, { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls', permission: 'ss_view:exportXls' }]) },
    });
    expect(saved.status).toBe(200);
    expect((await app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token: demoAdmin, body: {} })).status).toBe(200);
    expect((await pointsUnder(entry.body.result.id)).map((point) => [point.perms, point.name])).toEqual([['ss_view:add', 'New'], ['ss_view:exportXls', 'Export']]);
    // The point is titled in each language its button's name is translated into, the name elsewhere.
    const addTitles = await app.database.owner('sys_permission').where({ parent_id: entry.body.result.id, perms: 'ss_view:add' }).first<{ titles: Record<string, string> }>('titles');
    expect(addTitles!.titles).toEqual({ zhCn: '新建', enUs: 'New', thTh: 'สร้าง', zhTw: 'New' });
  });

  it('lets a tenant grant a button the operator added under a menu of its packages', async () => {
    const customs = (await menusOf(operator)).find((menu) => menu.menuCode === 'customs')!;
    const button = await app.api<Menu>('POST', `${base}/add`, { token: operator, body: { parentId: customs.id, name: 'audit', menuCode: 'customsAudit', menuType: '2', perms: 'customs:audit' } });
    expect(button.status).toBe(200);
    const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: demoAdmin, body: { roleCode: 'ss_auditor', roleName: 'Auditor', roleType: 'back' } });
    const granted = await app.api('POST', `${base}/saveRolePermission`, { token: demoAdmin, body: { roleId: role.body.result.id, permissionIds: [customs.id, button.body.result.id] } });
    expect(granted.status).toBe(200);
  });
});
