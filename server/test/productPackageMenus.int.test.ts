import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23: the operator picks a product package's menus and buttons from the menu tree (spec §6
 * "Tenant product packages decide menus"): read, set to exactly the ids given, unknown ids refused
 * by their place, the operator's alone.
 */
type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let operator: string;
beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
});
afterAll(async () => app.close());

const base = '/api/system/productPackage';
const call = <T>(method: string, path: string, token: string, body?: unknown) => app.api<T & Issues>(method, `${path}${path.includes('?') ? '&' : '?'}lang=en_US`, { token, ...(body === undefined ? {} : { body }) });
const permissionsOf = async (id: string, token = operator) => call<{ permissionIds: string[] }>('GET', `${base}/queryPermissions?id=${id}`, token);

describe('a product package\'s menus', () => {
  it('are set to exactly the menus picked, and counted in the list', async () => {
    const added = await call<{ id: string }>('POST', `${base}/add`, operator, { productCode: 'menu_pick', productName: 'Menu pick' });
    expect(added.status).toBe(200);
    const id = added.body.result.id;
    expect((await permissionsOf(id)).body.result).toEqual({ permissionIds: [] });

    const menus: string[] = await app.database.owner('sys_permission').orderBy('id').limit(3).pluck('id');
    expect(menus).toHaveLength(3);
    const saved = await call<{ permissionIds: string[] }>('PUT', `${base}/savePermissions`, operator, { id, permissionIds: [menus[0], menus[1], menus[1]] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.permissionIds).toEqual([menus[0], menus[1]].sort());

    // Picking again replaces the pick: one kept, one dropped, one added.
    await call('PUT', `${base}/savePermissions`, operator, { id, permissionIds: [menus[1], menus[2]] });
    expect((await permissionsOf(id)).body.result.permissionIds).toEqual([menus[1], menus[2]].sort());
    const listed = await call<{ records: Array<{ productCode: string; permissionCount: number }> }>('GET', `${base}/list?pageNo=1&pageSize=10&productCode=menu_pick`, operator);
    expect(listed.body.result.records).toMatchObject([{ productCode: 'menu_pick', permissionCount: 2 }]);
  });

  it('refuses ids that are no menu or button by their place, changing nothing; an unknown package is a 404', async () => {
    const added = await call<{ id: string }>('POST', `${base}/add`, operator, { productCode: 'menu_refused', productName: 'Refused' });
    const id = added.body.result.id;
    const [menu] = await app.database.owner('sys_permission').orderBy('id').limit(1).pluck('id');
    await call('PUT', `${base}/savePermissions`, operator, { id, permissionIds: [menu] });
    const refused = await call('PUT', `${base}/savePermissions`, operator, { id, permissionIds: [menu, '00000000-0000-4000-8000-000000000001'] });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toEqual([{ path: '/body/permissionIds/1', code: 'tenant/package-permission-unknown', message: 'Not a menu or button' }]);
    expect((await permissionsOf(id)).body.result.permissionIds).toEqual([menu]);
    expect((await call('PUT', `${base}/savePermissions`, operator, { id, permissionIds: ['not-an-id'] })).status).toBe(400);
    expect((await permissionsOf('00000000-0000-4000-8000-000000000002')).status).toBe(404);
  });

  it('are the operator\'s alone: a tenant administrator is refused', async () => {
    const tenantAdmin = await app.loginAs('demo_admin');
    const [console] = await app.database.owner('sys_product_package').where({ product_code: 'console' }).pluck('id');
    expect((await permissionsOf(console, tenantAdmin)).status).toBe(403);
    expect((await call('PUT', `${base}/savePermissions`, tenantAdmin, { id: console, permissionIds: [] })).status).toBe(403);
    expect((await permissionsOf(console)).body.result.permissionIds.length).toBeGreaterThan(0);
  });
});
