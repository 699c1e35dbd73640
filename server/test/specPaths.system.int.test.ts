import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, insertRows, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/** Spec §7 System paths added after the audit: visit list, the older role save, dictionary items and tree, the dynamic query. */

type Issues = { errors: Array<{ path: string; code: string }> };
interface MenuNode { id: string; path: string; menuType?: string; hidden?: boolean; children?: MenuNode[] }
interface VisitEntry { id: string; parentId: string | null; path: string; hidden: boolean; visitorAccess: boolean; back: string; meta: { title: string } }

let app: TestApp;
let admin: string;
let staff: string;
let acme: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
}, 120_000);
afterAll(async () => app?.close());

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('permission/getVisitList', () => {
  it('lists, flat, every page the permission menu holds, hidden ones too, and nothing of another tenant\'s packages', async () => {
    const visits = async (token: string) => (await app.api<{ menu: VisitEntry[] }>('GET', '/api/system/permission/getVisitList?lang=en_US', { token })).body.result.menu;
    const menuPages = async (token: string) => flatten((await app.api<{ menu: MenuNode[] }>('GET', '/api/system/getUserPermissionByToken', { token })).body.result.menu).filter((node) => node.path);

    const staffVisits = await visits(staff);
    expect(staffVisits.length).toBeGreaterThan(0);
    expect(staffVisits.map((entry) => entry.id).sort()).toEqual((await menuPages(staff)).map((node) => node.id).sort());
    expect(staffVisits.every((entry) => entry.path !== '' && typeof entry.visitorAccess === 'boolean' && entry.meta.title !== '')).toBe(true);

    // A page made hidden leaves the visible menu's shape but stays visitable by its route.
    const page = staffVisits.find((entry) => entry.parentId !== null)!;
    await app.database.owner('sys_permission').where({ id: page.id }).update({ hidden: true, visitor_access: true });
    const hidden = (await visits(staff)).find((entry) => entry.id === page.id);
    expect(hidden).toMatchObject({ hidden: true, visitorAccess: true });
    await app.database.owner('sys_permission').where({ id: page.id }).update({ hidden: false, visitor_access: false });

    // Each tenant's list is drawn from its own packages: demo's customs pages are not acme's.
    const acmeIds = new Set((await visits(acme)).map((entry) => entry.id));
    const acmeMenu = new Set((await menuPages(acme)).map((node) => node.id));
    expect([...acmeIds].sort()).toEqual([...acmeMenu].sort());
    const demoOnly = (await visits(admin)).filter((entry) => entry.path.includes('dec_'));
    expect(demoOnly.length).toBeGreaterThan(0);
    expect(demoOnly.some((entry) => acmeIds.has(entry.id))).toBe(false);
  });

  it('needs a session', async () => {
    expect((await app.api('GET', '/api/system/permission/getVisitList')).status).toBe(401);
  });
});

describe('permission/saveRolePermissionOld', () => {
  it('replaces a role\'s grants from the comma-joined ids, as saveRolePermission does', async () => {
    const role = await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleName: 'Old save', roleCode: 'old_save', roleType: 'front' } });
    const grantable = (await app.api<{ ids: string[] }>('GET', '/api/system/permission/queryTreeList', { token: admin })).body.result.ids.slice(0, 3);
    const saved = await app.api('POST', '/api/system/permission/saveRolePermissionOld', { token: admin, body: { roleId: role.body.result.id, permissionIds: grantable.join(','), lastpermissionIds: '' } });
    expect(saved.status).toBe(200);
    const read = async () => (await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${role.body.result.id}`, { token: admin })).body.result;
    expect(await read()).toEqual([...grantable].sort());
    // The full set replaces the old one: an empty text revokes everything.
    expect((await app.api('POST', '/api/system/permission/saveRolePermissionOld', { token: admin, body: { roleId: role.body.result.id, permissionIds: '' } })).status).toBe(200);
    expect(await read()).toEqual([]);

    const bad = await app.api<Issues>('POST', '/api/system/permission/saveRolePermissionOld', { token: admin, body: { roleId: 'x', permissionIds: 'a,b' } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/permissionIds', '/body/roleId']);
    // Another tenant's role is not found; a role user without the edit button is refused.
    expect((await app.api('POST', '/api/system/permission/saveRolePermissionOld', { token: acme, body: { roleId: role.body.result.id, permissionIds: '' } })).status).toBe(404);
    expect((await app.api('POST', '/api/system/permission/saveRolePermissionOld', { token: staff, body: { roleId: role.body.result.id, permissionIds: '' } })).status).toBe(403);
  });
});

describe('dictionary items and tree', () => {
  it('lists dictionaries as a tree, adds and edits items, and finds an item\'s dictionary', async () => {
    const tree = await app.api<Array<{ key: string; title: string; dictCode: string }>>('GET', '/api/system/dict/treeList?dictName=import%20or&lang=en_US', { token: admin });
    expect(tree.body.result.map((node) => node.dictCode)).toEqual(['ie_flag']);
    const dictId = tree.body.result[0]!.key;

    const added = await app.api<{ id: string; sortOrder: number; status: string }>('POST', '/api/system/dictItem/add', { token: admin, body: { dictId, itemText: 'Transit', itemValue: 'T' } });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ status: '1' });
    expect((await app.api<Array<{ value: string }>>('GET', '/api/system/dict/getDictItems/ie_flag', { token: staff })).body.result.map((o) => o.value)).toContain('T');

    const edited = await app.api('PUT', '/api/system/dictItem/edit', { token: admin, body: { id: added.body.result.id, dictId, itemText: 'Transit goods', itemValue: 'T', status: '0' } });
    expect(edited.status).toBe(200);
    expect((await app.api<Array<{ value: string }>>('GET', '/api/system/dict/getDictItems/ie_flag', { token: staff })).body.result.map((o) => o.value)).not.toContain('T');

    const found = await app.api<{ id: string; dictCode: string; item: { itemText: string; status: string } }>('GET', `/api/system/dict/queryByDictItemId?id=${added.body.result.id}`, { token: admin });
    expect(found.body.result).toMatchObject({ id: dictId, dictCode: 'ie_flag', item: { itemText: 'Transit goods', status: '0' } });
  });

  it('names each failing field, refuses a value already used, and keeps tenants and rights apart', async () => {
    const dictId = (await app.api<Array<{ key: string }>>('GET', '/api/system/dict/treeList?dictName=import%20or', { token: admin })).body.result[0]!.key;
    const bad = await app.api<Issues>('POST', '/api/system/dictItem/add', { token: admin, body: { dictId: 'nope', itemText: '', itemValue: 'x', status: '2' } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/dictId', '/body/itemText', '/body/status']);
    const taken = await app.api<Issues>('POST', '/api/system/dictItem/add', { token: admin, body: { dictId, itemText: 'Again', itemValue: 'I' } });
    expect(taken.status).toBe(400);
    expect(taken.body.result.errors).toMatchObject([{ path: '/body/itemValue', code: 'dict/item-value-exists' }]);
    const itemId = (await app.api<{ id: string }>('POST', '/api/system/dictItem/add', { token: admin, body: { dictId, itemText: 'Re-export', itemValue: 'R' } })).body.result.id;
    const clash = await app.api<Issues>('PUT', '/api/system/dictItem/edit', { token: admin, body: { id: itemId, dictId, itemText: 'Re-export', itemValue: 'E' } });
    expect(clash.body.result.errors).toMatchObject([{ path: '/body/itemValue', code: 'dict/item-value-exists' }]);

    // Another tenant: the dictionary is not found (400 at dictId on add), the item not found (404).
    const foreignAdd = await app.api<Issues>('POST', '/api/system/dictItem/add', { token: acme, body: { dictId, itemText: 'x', itemValue: 'x' } });
    expect(foreignAdd.status).toBe(400);
    expect(foreignAdd.body.result.errors).toMatchObject([{ path: '/body/dictId', code: 'dict/not-found' }]);
    expect((await app.api('PUT', '/api/system/dictItem/edit', { token: acme, body: { id: itemId, dictId, itemText: 'x', itemValue: 'x' } })).status).toBe(404);
    expect((await app.api('GET', `/api/system/dict/queryByDictItemId?id=${itemId}`, { token: acme })).status).toBe(404);
    // acme has an ie_flag of its own: that one, never demo's.
    const acmeTree = (await app.api<Array<{ key: string; dictCode: string }>>('GET', '/api/system/dict/treeList?dictName=import%20or', { token: acme })).body.result;
    expect(acmeTree.map((node) => node.dictCode)).toEqual(['ie_flag']);
    expect(acmeTree[0]!.key).not.toBe(dictId);
    // The dictionary page's buttons: the staff role holds neither.
    expect((await app.api('GET', '/api/system/dict/treeList', { token: staff })).status).toBe(403);
    expect((await app.api('POST', '/api/system/dictItem/add', { token: staff, body: { dictId, itemText: 'x', itemValue: 'x' } })).status).toBe(403);
    expect((await app.api('GET', `/api/system/dict/queryByDictItemId?id=${itemId}`, { token: staff })).status).toBe(403);
  });
});

describe('dynamicquery/queryListByTableNameAndCondition', () => {
  const path = '/api/system/dynamicquery/queryListByTableNameAndCondition';

  it('reads rows of a registered table by column values, bound, in the caller\'s tenant only', async () => {
    const physical = await syncedTable(app, admin, 'demo', 'sp_parcel', [column('parcel_no', 'varchar', { colLength: 20 }), column('weight', 'int'), column('route', 'varchar', { colLength: 10 })]);
    await insertRows(app, 'demo', physical, [
      { parcel_no: 'P1', weight: 5, route: 'SEA' }, { parcel_no: 'P2', weight: 7, route: 'AIR' }, { parcel_no: 'P3', weight: 7, route: null }, { parcel_no: "P4'; drop x;--", weight: 1, route: 'SEA' },
    ]);
    const query = (token: string, body: unknown) => app.api<{ records: Array<Record<string, unknown>>; hasMore: boolean }>('POST', `${path}?lang=en_US`, { token, body });

    const sea = await query(admin, { tableName: 'sp_parcel', condition: { route: 'SEA' }, columns: ['parcel_no', 'weight'] });
    expect(sea.status).toBe(200);
    expect(sea.body.result.records.map((row) => row.parcel_no).sort()).toEqual(['P1', "P4'; drop x;--"]);
    expect(sea.body.result.hasMore).toBe(false);
    expect(Object.keys(sea.body.result.records[0]!).sort()).toEqual(['parcel_no', 'weight']);
    expect((await query(admin, { tableName: 'sp_parcel', condition: { weight: [7, '5'] } })).body.result.records).toHaveLength(3);
    expect((await query(admin, { tableName: 'sp_parcel', condition: { route: null }, columns: ['parcel_no'] })).body.result.records).toEqual([{ parcel_no: 'P3' }]);
    // A value that merely looks like SQL is a value.
    expect((await query(admin, { tableName: 'sp_parcel', condition: { parcel_no: "P4'; drop x;--" }, columns: ['id'] })).body.result.records).toHaveLength(1);
    // A page of two of the four rows says another follows; the last page says none does.
    expect((await query(admin, { tableName: 'sp_parcel', pageSize: 2 })).body.result).toMatchObject({ records: [{}, {}], hasMore: true });
    expect((await query(admin, { tableName: 'sp_parcel', pageSize: 2, pageNo: 2 })).body.result).toMatchObject({ records: [{}, {}], hasMore: false });

    // Another tenant has no such table: its name does not resolve there.
    const foreign = await query(acme, { tableName: 'sp_parcel', condition: { route: 'SEA' } });
    expect(foreign.status).toBe(400);
    expect((foreign.body as unknown as { result: Issues }).result.errors).toMatchObject([{ path: '/body/tableName', code: 'tables/unknown-table' }]);
  });

  it('names unknown tables, columns and unfit values, and is only for those who read every view', async () => {
    const query = (token: string, body: unknown) => app.api<Issues>('POST', `${path}?lang=en_US`, { token, body });
    const bad = await query(admin, { tableName: 'sp_parcel', condition: { weight: 'heavy', 'pg_catalog.pg_user': 'x' }, columns: ['parcel_no', 'passwd'] });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/columns/1', '/body/condition/pg_catalog.pg_user', '/body/condition/weight']);
    const shape = await query(admin, { tableName: '', condition: { weight: { $gt: 1 } }, pageSize: 5000, extra: 1 });
    expect(shape.status).toBe(400);
    expect(shape.body.result.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['/body/tableName', '/body/pageSize']));
    expect((await query(admin, { tableName: 'sys_user' })).body.result.errors).toMatchObject([{ path: '/body/tableName', code: 'tables/unknown-table' }]);
    expect((await query(staff, { tableName: 'sp_parcel' })).status).toBe(403);
  });
});
