import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let operator: string;
let demoAdmin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
  demoAdmin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

interface Menu {
  id: string;
  parentId: string | null;
  menuCode: string;
  menuType: string;
  titles: Record<string, string>;
  children?: Menu[];
}
const base = '/api/system/permission';
const add = (token: string, body: Record<string, unknown>) => app.api<Menu & { issues?: Array<{ path: string; code: string }> }>('POST', `${base}/add`, { token, body });
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((menu) => [menu, ...flatten(menu.children ?? [])]);

describe('menu management', () => {
  it('lets the platform operator add a menu with a button, edit, copy (top level only) and delete it', async () => {
    const top = await add(operator, { name: 'customs-tools', menuCode: 'customsTools', menuType: '0', path: '/customs-tools', component: 'layouts/RouteView', titles: { enUs: 'Customs tools', zhCn: '报关工具' } });
    expect(top.status).toBe(200);
    const page = await add(operator, { parentId: top.body.result.id, name: 'hs-lookup', menuCode: 'hsLookup', menuType: '1', path: '/customs-tools/hs', component: 'tools/HsLookup' });
    const button = await add(operator, { parentId: page.body.result.id, name: 'export', menuCode: 'hsLookupExport', menuType: '2', perms: 'hsLookup:export' });
    expect(button.status).toBe(200);

    const edited = await app.api<Menu>('PUT', `${base}/edit`, { token: operator, body: { id: page.body.result.id, parentId: top.body.result.id, name: 'hs-lookup', menuCode: 'hsLookup', menuType: '1', path: '/customs-tools/hs-codes', sortNo: 5, titles: { enUs: 'HS codes' } } });
    expect(edited.body.result).toMatchObject({ sortNo: 5, path: '/customs-tools/hs-codes', titles: { enUs: 'HS codes' } });

    expect((await app.api('POST', `${base}/copy`, { token: operator, body: { id: page.body.result.id } })).status).toBe(400);
    const copy = await app.api<Menu>('POST', `${base}/copy`, { token: operator, body: { id: top.body.result.id } });
    expect(copy.body.result).toMatchObject({ menuCode: 'customsTools_copy', parentId: null });
    const all = flatten((await app.api<Menu[]>('GET', `${base}/list`, { token: operator })).body.result);
    expect(all.map((menu) => menu.menuCode)).toEqual(expect.arrayContaining(['customsTools_copy', 'hsLookup_copy', 'hsLookupExport_copy']));
    const copiedButton = all.find((menu) => menu.menuCode === 'hsLookupExport_copy')!;
    expect(all.find((menu) => menu.id === copiedButton.parentId)?.menuCode).toBe('hsLookup_copy');

    expect((await app.api('DELETE', `${base}/delete?id=${top.body.result.id}`, { token: operator })).status).toBe(200);
    const after = flatten((await app.api<Menu[]>('GET', `${base}/list`, { token: operator })).body.result).map((menu) => menu.menuCode);
    expect(after).not.toContain('hsLookupExport');
    expect(after).toContain('hsLookup_copy');
  });

  it('refuses duplicate codes, loops, orphan buttons and hostile input with the failing paths', async () => {
    const duplicate = await add(operator, { name: 'again', menuCode: 'workbench', menuType: '0' });
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(duplicate.body)).toContain('/body/menuCode');
    expect((await app.api<boolean>('GET', `${base}/checkOnlyPermisson?menuCode=workbench`, { token: operator })).body.success).toBe(false);
    expect((await app.api<boolean>('GET', `${base}/checkOnlyPermisson?menuCode=brandNew`, { token: operator })).body.result).toBe(true);

    expect((await add(operator, { name: 'orphan', menuCode: 'orphanButton', menuType: '2', perms: 'x:y' })).status).toBe(400);
    const parent = await add(operator, { name: 'p', menuCode: 'loopParent', menuType: '0' });
    const child = await add(operator, { parentId: parent.body.result.id, name: 'c', menuCode: 'loopChild', menuType: '1' });
    const loop = await app.api('PUT', `${base}/edit`, { token: operator, body: { id: parent.body.result.id, parentId: child.body.result.id, name: 'p', menuCode: 'loopParent', menuType: '0' } });
    expect(loop.status).toBe(400);
    expect(JSON.stringify(loop.body)).toContain('menus/parent-is-self');

    const hostile = await add(operator, { name: '', menuCode: "x'; drop table sys_permission; --", menuType: '9', url: 'javascript:alert(1)', perms: 'a b', extra: 1 });
    expect(hostile.status).toBe(400);
    for (const path of ['/body/name', '/body/menuCode', '/body/menuType', '/body/url', '/body/perms']) expect(JSON.stringify(hostile.body)).toContain(path);
    expect((await app.api('DELETE', `${base}/delete?id=00000000-0000-4000-8000-000000000000`, { token: operator })).status).toBe(404);
  });

  it('lets only the operator copy, and no menu writes to users who build nothing; tenant administrators read the menus their packages hold', async () => {
    // Tenant builders write their own menus (issue 18 §3, tenantMenus.int.test.ts); a user who builds nothing does not.
    expect((await add(staff, { name: 'mine', menuCode: 'tenantOwnMenu', menuType: '0' })).status).toBe(403);
    expect((await app.api('POST', `${base}/copy`, { token: demoAdmin, body: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(403);
    expect((await app.api('GET', `${base}/list`, { token: staff })).status).toBe(403);

    const tree = await app.api<{ treeList: Array<{ key: string; title: string }>; ids: string[] }>('GET', `${base}/queryTreeList?lang=en_US`, { token: demoAdmin });
    expect(tree.status).toBe(200);
    const everything = flatten((await app.api<Menu[]>('GET', `${base}/list`, { token: operator })).body.result);
    expect(tree.body.result.ids.length).toBeGreaterThan(5);
    expect(tree.body.result.ids.length).toBeLessThanOrEqual(everything.length);
    // An operator-only menu added just now is in no package, so no tenant can grant it.
    const fresh = await add(operator, { name: 'fresh', menuCode: 'operatorOnlyMenu', menuType: '0' });
    const again = await app.api<{ ids: string[] }>('GET', `${base}/queryTreeList`, { token: demoAdmin });
    expect(again.body.result.ids).not.toContain(fresh.body.result.id);
    expect(tree.body.result.treeList.map((node) => node.title)).toContain('Workbench');
  });
});

describe('putting a form on the tenant\'s menu', () => {
  const paths = async (token: string) => {
    const list = await app.api<{ menu: Array<{ path: string; children?: unknown[] }> }>('GET', '/api/system/getUserPermissionByToken', { token });
    const walk = (menus: Array<{ path: string; children?: unknown[] }>): string[] => menus.flatMap((m) => [m.path, ...walk((m.children ?? []) as typeof menus)]);
    return walk(list.body.result.menu);
  };

  it('adds a form-add-tab entry that the tenant alone holds, under a menu the tenant holds', async () => {
    const customs = (await app.ctx.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    const placed = await app.api<{ menuCode: string; path: string }>('POST', '/api/eform/forms/dec_form/menu', { token: demoAdmin, body: { parentId: customs, title: 'Quick declaration', menuCode: 'demo_quick_declaration' } });
    expect(placed.status).toBe(200);
    expect(placed.body.result.path).toBe('/eform/form/dec_form');

    expect(await paths(demoAdmin)).toContain('/eform/form/dec_form');
    expect(await paths(await app.loginAs('acme_admin'))).not.toContain('/eform/form/dec_form');
    expect(await paths(staff)).not.toContain('/eform/form/dec_form');
    const again = await app.api('POST', '/api/eform/forms/dec_form/menu', { token: demoAdmin, body: { parentId: customs, title: 'Again', menuCode: 'demo_quick_declaration' } });
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('/body/menuCode');
  });

  it('refuses unpublished forms, menus the tenant does not hold, and callers without the publish button', async () => {
    const customs = (await app.ctx.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    const missing = await app.api('POST', '/api/eform/forms/no_such_form/menu', { token: demoAdmin, body: { parentId: customs, title: 'x', menuCode: 'demo_x' } });
    expect(missing.status).toBe(404);
    const operatorOnly = await add(operator, { name: 'op', menuCode: 'operatorOnlyParent', menuType: '0' });
    const foreign = await app.api('POST', '/api/eform/forms/dec_form/menu', { token: demoAdmin, body: { parentId: operatorOnly.body.result.id, title: 'x', menuCode: 'demo_y' } });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('/body/parentId');
    expect((await app.api('POST', '/api/eform/forms/dec_form/menu', { token: staff, body: { parentId: customs, title: 'x', menuCode: 'demo_z' } })).status).toBe(403);
    expect((await app.api('POST', '/api/eform/forms/dec_form/menu', { token: demoAdmin, body: { parentId: customs, title: '', menuCode: "x'--" } })).status).toBe(400);
  });
});

describe('putting a view on the tenant\'s menu', () => {
  it('adds a view-layout entry for a published view, and refuses an unknown one', async () => {
    const customs = (await app.ctx.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    const placed = await app.api<{ path: string }>('POST', '/api/eform/views/dec_list_view/menu', { token: demoAdmin, body: { parentId: customs, title: 'All declarations', menuCode: 'demo_all_declarations' } });
    expect(placed.status).toBe(200);
    expect(placed.body.result.path).toBe('/eform/view/dec_list_view');
    const menu = await app.ctx.owner('sys_permission').where({ menu_code: 'demo_all_declarations' }).first<{ component: string }>('component');
    expect(menu?.component).toBe('eform/ViewLayoutRedirect');
    const unknown = await app.api('POST', '/api/eform/views/no_such_view/menu?lang=en_US', { token: demoAdmin, body: { parentId: customs, title: 'x', menuCode: 'demo_v' } });
    expect(unknown.status).toBe(404);
    expect((await app.api('POST', '/api/eform/views/dec_list_view/menu', { token: staff, body: { parentId: customs, title: 'x', menuCode: 'demo_w' } })).status).toBe(403);
  });
});

describe('browsing the menus (lists and lazy trees for pickers)', () => {
  const get = <T>(token: string, path: string) => app.api<T>('GET', `${base}/${path}`, { token });

  it('lists the top level, one level under a menu (alone or in batch), lazily with hasChild, and the tree without buttons', async () => {
    const tree = (await get<Menu[]>(demoAdmin, 'list')).body.result;
    const top = (await get<Menu[]>(demoAdmin, 'getSystemMenuList')).body.result;
    expect(top.map((menu) => menu.id)).toEqual(tree.map((menu) => menu.id));
    const parent = tree.find((menu) => (menu.children ?? []).length > 0)!;
    const children = (await get<Menu[]>(demoAdmin, `getSystemSubmenu?parentId=${parent.id}`)).body.result;
    expect(children.map((menu) => menu.id)).toEqual(parent.children!.map((menu) => menu.id));
    const other = tree.find((menu) => menu.id !== parent.id)!;
    const batch = (await get<Record<string, Menu[]>>(demoAdmin, `getSystemSubmenuBatch?parentIds=${parent.id},${other.id}`)).body.result;
    expect(Object.keys(batch).sort()).toEqual([parent.id, other.id].sort());
    expect(batch[parent.id]!.map((menu) => menu.id)).toEqual(children.map((menu) => menu.id));

    const lazyTop = (await get<Array<Menu & { hasChild: boolean }>>(demoAdmin, 'queryListAsync')).body.result;
    expect(lazyTop.find((menu) => menu.id === parent.id)?.hasChild).toBe(true);
    const lazyLevel = (await get<Array<Menu & { hasChild: boolean }>>(demoAdmin, `queryListAsync?pid=${parent.id}`)).body.result;
    expect(lazyLevel.map((menu) => menu.id)).toEqual(children.map((menu) => menu.id));

    const withoutButtons = flatten((await get<Menu[]>(demoAdmin, 'queryVirtualTreeList')).body.result);
    expect(withoutButtons.length).toBeGreaterThan(0);
    expect(withoutButtons.every((menu) => menu.menuType !== '2')).toBe(true);
    expect(flatten(tree).some((menu) => menu.menuType === '2')).toBe(true);
  });

  it('answers a menu outside the caller\'s packages with 404, malformed ids with 400, and staff with 403', async () => {
    const operatorOnly = await add(operator, { name: 'browse-op', menuCode: 'browseOperatorOnly', menuType: '0' });
    const hidden = operatorOnly.body.result.id;
    expect((await get(operator, `getSystemSubmenu?parentId=${hidden}`)).status).toBe(200);
    for (const path of [`getSystemSubmenu?parentId=${hidden}`, `getSystemSubmenuBatch?parentIds=${hidden}`, `queryListAsync?pid=${hidden}`]) {
      expect((await get(demoAdmin, path)).status, path).toBe(404);
    }
    for (const path of ["getSystemSubmenu?parentId=1' or '1'='1", 'getSystemSubmenuBatch?parentIds=,,', 'queryListAsync?pid=x']) {
      expect((await get(demoAdmin, path)).status, path).toBe(400);
    }
    expect((await get(staff, 'getSystemMenuList')).status).toBe(403);
  });
});
