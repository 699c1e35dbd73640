import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';

interface Page { records: Array<Record<string, unknown> & { id: string }>; hasMore: boolean }

let app: TestApp;
let admin: string;
let staffRoleId: string;

const columns = [{ colCode: 'title', colName: 'Title', isExport: 'Y' }];
const view = (viewCode: string, extra: Record<string, unknown> = {}) => ({ schemaVersion: 1, viewCode, viewName: viewCode, viewType: 'table', tableName: 'acc_rows', columns, ...extra });

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const physical = await syncedTable(app, admin, 'demo', 'acc_rows', [column('title', 'varchar', { colLength: 100 })]);
  await insertRows(app, 'demo', physical, [{ title: 'first' }, { title: 'second' }]);
  // acc_main opens acc_linked from a button and acc_nested as a nested table; acc_other is linked from nowhere.
  await publishDefinition(app, admin, 'view', 'acc_linked', view('acc_linked'));
  await publishDefinition(app, admin, 'view', 'acc_nested', view('acc_nested'));
  await publishDefinition(app, admin, 'view', 'acc_other', view('acc_other'));
  await publishDefinition(app, admin, 'view', 'acc_main', view('acc_main', {
    // The list's export button (open to the view's holders): exporting is what the view's buttons offer.
    buttons: [{ buttonName: 'Open', buttonType: 'inline', openType: 'openView', linkView: 'acc_linked' }, { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }],
    nestedTables: [{ viewCode: 'acc_nested', colCode: 'id', relatedColCode: 'title' }],
  }));
  const demoId = await tenantIdOf(app, 'demo');
  staffRoleId = (await app.database.owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

const call = (token: string, viewCode: string, tail: 'definition' | 'data' | 'export', base = '/api/eform/views') => app.api<Page>('GET', `${base}/${viewCode}/${tail}`, { token });

/** Puts acc_main on the tenant's menu (under the customs menu) and grants that entry to the staff role. */
async function grantMainMenuToStaff(): Promise<void> {
  const parent = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!;
  const menu = await app.api<{ id: string }>('POST', '/api/eform/views/acc_main/menu', { token: admin, body: { parentId: parent.id, title: 'Access main', menuCode: 'acc_main_menu' } });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  const held = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${staffRoleId}`, { token: admin });
  expect(held.status).toBe(200);
  const saved = await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: staffRoleId, permissionIds: [...held.body.result, menu.body.result.id] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('reading a view is gated by the menus that open it', () => {
  it('refuses a user without the menu on definition, data and export (403), and says 404 for no such view', async () => {
    const staff = await app.loginAs('demo_user');
    for (const tail of ['definition', 'data', 'export'] as const) {
      expect((await call(staff, 'acc_main', tail)).status, tail).toBe(403);
      expect((await call(staff, 'acc_linked', tail)).status, tail).toBe(403);
      expect((await call(staff, 'no_such_view', tail)).status, tail).toBe(404);
    }
    // The runtime prefix serves the same calls and is gated the same way.
    expect((await call(staff, 'acc_main', 'data', '/api/eform/runtime/view')).status).toBe(403);
    // The customs example's list is on the staff role's menu (installed with the app).
    expect((await call(staff, 'dec_list_view', 'definition')).status).toBe(200);
    // Turning a view's codes into names is reading the view: the same gate.
    const codeToName = (viewCode: string) => app.api<Record<string, Record<string, string>>>('POST', `/api/eform/engine/viewEngine/codeToName?viewCode=${viewCode}`, { token: staff, body: { values: { ieFlag: ['I'] } } });
    expect((await codeToName('acc_main')).status).toBe(403);
    expect((await codeToName('no_such_view')).status).toBe(404);
    const names = await codeToName('dec_list_view');
    expect(names.status, JSON.stringify(names.body)).toBe(200);
    expect(names.body.result).toEqual({ ieFlag: { I: 'Import' } });
  });

  it('lets view designers read any view', async () => {
    for (const tail of ['definition', 'data'] as const) expect((await call(admin, 'acc_other', tail)).status, tail).toBe(200);
  });

  it('with the menu granted through a role: rows of the view, of the views it links, not of others', async () => {
    await grantMainMenuToStaff();
    const staff = await app.loginAs('demo_user');
    const rows = await call(staff, 'acc_main', 'data');
    expect(rows.status).toBe(200);
    expect(rows.body.result.records.map((r) => r.title).sort()).toEqual(['first', 'second']);
    expect((await call(staff, 'acc_main', 'definition')).status).toBe(200);
    const exported = await fetch(`${app.url}/api/eform/views/acc_main/export`, { headers: { 'X-Access-Token': staff } });
    expect(exported.status).toBe(200);
    expect(readXlsxRows(new Uint8Array(await exported.arrayBuffer())).map((row) => row[0]).sort()).toEqual(['Title', 'first', 'second']);
    expect((await call(staff, 'acc_linked', 'data')).status).toBe(200);
    expect((await call(staff, 'acc_nested', 'definition')).status).toBe(200);
    expect((await call(staff, 'acc_other', 'data')).status).toBe(403);
  });

  it('a visitor reads only its own view page', async () => {
    const issued = await app.api<{ visitorToken: string }>('POST', '/api/system/visitorToken', { token: admin, body: { pageType: 'view', pageCode: 'acc_other' } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const login = await app.api<{ token: string }>('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } });
    const visitor = login.body.result.token;
    const own = await call(visitor, 'acc_other', 'data', '/api/eform/runtime/view');
    expect(own.status).toBe(200);
    expect(own.body.result.records).toHaveLength(2);
    expect((await call(visitor, 'acc_other', 'definition', '/api/eform/runtime/view')).status).toBe(200);
    expect((await call(visitor, 'acc_main', 'data', '/api/eform/runtime/view')).status).toBe(403);
    expect((await call(visitor, 'acc_other', 'data')).status).toBe(403);
  });
});
