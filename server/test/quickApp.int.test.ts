import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

interface QuickAppAnswer {
  form: { id: string; code: string };
  view: { id: string; code: string };
  folder: { id: string; menuCode: string } | null;
  menu: { id: string; menuCode: string; path: string };
  permissionPoints: Array<{ id: string; perms: string; name: string }>;
}
type Refusal = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  // The eight columns: a NOT NULL text, a numeric(12,3), a dictionary column and a date among them.
  await syncedTable(app, admin, 'demo', 'qa_shipment', [
    column('shipNo', 'varchar', { colLength: 40, isNull: 'N', colName: 'Ship no' }),
    column('consignee', 'varchar', { colLength: 200 }),
    column('customsCode', 'varchar', { colLength: 4, dictCode: 'customs_port' }),
    column('weight', 'decimal', { colLength: 12, decimals: 3 }),
    column('pieces', 'int'),
    column('shipDate', 'date'),
    column('isUrgent', 'boolean'),
    column('remark', 'text'),
  ]);
});
afterAll(async () => app.close());

const quickApp = (token: string, body: Record<string, unknown>, table = 'qa_shipment') => app.api<QuickAppAnswer>('POST', `/api/eform/tables/${table}/quickApp?lang=en_US`, { token, body });
const ok = <T>(answer: { status: number; body: { result: T } }): T => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result;
};

async function userWithRole(name: string, permissionIds: string[]): Promise<string> {
  const role = ok(await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: `qa_${name}`, roleName: `Quick app ${name}`, roleType: 'front' } }));
  ok(await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.id, permissionIds } }));
  const user = ok(await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: `qa_${name}`, realname: name, password: 'Quick-App-2026!x', roleIds: [role.id] } }));
  await app.database.owner('sys_user').where({ id: user.id }).update({ force_change_pass: 'N' });
  return app.loginAs(`qa_${name}`, 'Quick-App-2026!x');
}

describe('the quick app of a table', () => {
  let made: QuickAppAnswer;

  it('makes a published form and list view, a new folder, the menu entry and its seven permission points in one action', async () => {
    // The builder's held permissions are read (and kept for a few seconds) before the app exists…
    expect((await app.api('GET', '/api/eform/views/dec_list_view/definition', { token: admin })).status).toBe(200);
    made = ok(await quickApp(admin, { formCode: 'qa_shipment_form', viewCode: 'qa_shipment_list', newFolderName: 'Shipping' }));
    // …and the new list at once offers the builder every one of its buttons.
    const list = await app.api<{ permissions: string[] }>('GET', '/api/eform/views/qa_shipment_list/definition', { token: admin });
    expect(list.body.result.permissions).toHaveLength(7);
    const definitions = await app.database.owner('eform_definition').whereIn('id', [made.form.id, made.view.id]).select<Array<{ kind: string; status: string; published_version: number; body: Record<string, unknown> }>>('kind', 'status', 'published_version', 'body');
    expect(definitions.map((row) => [row.kind, row.status, row.published_version]).sort()).toEqual([['form', 'published', 1], ['view', 'published', 1]]);
    const form = definitions.find((row) => row.kind === 'form')!.body as { fields: Array<Record<string, unknown>> };
    expect(form.fields.find((field) => field.colCode === 'shipNo')).toMatchObject({ required: 'Y', options: { maxLength: 40 } });
    expect(form.fields.find((field) => field.colCode === 'weight')).toMatchObject({ type: 'number', options: { precision: 3 } });
    expect(form.fields.find((field) => field.colCode === 'customsCode')).toMatchObject({ type: 'select', showConfig: { dictOption: { dictCode: 'customs_port' } } });

    expect(made.folder).not.toBeNull();
    expect(made.menu.path).toBe('/eform/view/qa_shipment_list');
    expect(made.permissionPoints.map((point) => point.perms)).toEqual(['add', 'batchDelete', 'export', 'import', 'edit', 'copy', 'delete'].map((key) => `qa_shipment_list:${key}`));
    const menus = await app.database.owner('sys_permission').whereIn('id', [made.folder!.id, made.menu.id, ...made.permissionPoints.map((point) => point.id)]).select<Array<{ id: string; parent_id: string | null; menu_type: string }>>('id', 'parent_id', 'menu_type');
    expect(menus.find((menu) => menu.id === made.folder!.id)).toMatchObject({ parent_id: null, menu_type: '0' });
    expect(menus.find((menu) => menu.id === made.menu.id)).toMatchObject({ parent_id: made.folder!.id, menu_type: '1' });
    expect(menus.filter((menu) => menu.parent_id === made.menu.id && menu.menu_type === '2')).toHaveLength(7);
  });

  it('is ready to grant: a role given the menu and the add point adds a record; without the point it cannot', async () => {
    const adder = await userWithRole('adder', [made.folder!.id, made.menu.id, made.permissionPoints.find((point) => point.perms.endsWith(':add'))!.id]);
    const reader = await userWithRole('reader', [made.folder!.id, made.menu.id]);
    const record = { shipNo: 'SH-001', customsCode: '3100', weight: 12.345, shipDate: '2026-11-26' };
    expect((await app.api('POST', '/api/eform/data/qa_shipment_form', { token: reader, body: { data: record } })).status).toBe(403);
    const added = await app.api<{ id: string }>('POST', '/api/eform/data/qa_shipment_form', { token: adder, body: { data: record } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const rows = await app.api<{ records: Array<Record<string, unknown>> }>('GET', '/api/eform/views/qa_shipment_list/data', { token: reader });
    expect(rows.status).toBe(200);
    expect(rows.body.result.records.map((row) => row.shipNo)).toEqual(['SH-001']);
    // The form carries the column's NOT NULL as required: a record without it is refused at the field.
    const missing = await app.api<Refusal>('POST', '/api/eform/data/qa_shipment_form', { token: adder, body: { data: { consignee: 'x' } } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('shipNo');
  });

  it('puts the entry under a menu the builder picks', async () => {
    const placed = ok(await quickApp(admin, { formCode: 'qa_second_form', viewCode: 'qa_second_list', menuParentId: made.folder!.id }));
    expect(placed.folder).toBeNull();
    expect((await app.database.owner('sys_permission').where({ id: placed.menu.id }).first<{ parent_id: string }>('parent_id'))!.parent_id).toBe(made.folder!.id);
  });

  it("titles the menu entry and its points in every language the table's title and the buttons are translated into", async () => {
    const table = { schemaVersion: 1, tableName: 'qa_waybill', tableTitle: 'Waybills', tableTitleI18n: { zh_CN: '运单', th_TH: 'ใบตราส่ง', zh_TW: '運單' }, columns: [column('waybillNo', 'varchar', { colLength: 40 })] };
    expect((await app.api('POST', '/api/eform/definitions', { token: admin, body: { kind: 'table', code: 'qa_waybill', name: 'Waybills', body: table } })).status).toBe(201);
    ok(await app.api('POST', '/api/eform/tables/qa_waybill/sync', { token: admin, body: {} }));
    const made = ok(await quickApp(admin, { formCode: 'qa_waybill_form', viewCode: 'qa_waybill_list', newFolderName: 'Freight' }, 'qa_waybill'));
    const titlesOf = async (id: string) => (await app.database.owner('sys_permission').where({ id }).first<{ titles: Record<string, string> }>('titles'))!.titles;
    // The builder wrote in English (the main text); the other languages come from the table's translations.
    expect(await titlesOf(made.menu.id)).toEqual({ zhCn: '运单', enUs: 'Waybills', thTh: 'ใบตราส่ง', zhTw: '運單' });
    const add = made.permissionPoints.find((point) => point.perms === 'qa_waybill_list:add')!;
    expect(add.name).toBe('Add');
    const addTitles = await titlesOf(add.id);
    expect(addTitles).toMatchObject({ zhCn: '新增', enUs: 'Add' });
    expect(addTitles.thTh).toMatch(/[\u0E00-\u0E7F]/);
    // The folder's name was typed once, in one language: it reads the same in all four.
    expect(await titlesOf(made.folder!.id)).toEqual({ zhCn: 'Freight', enUs: 'Freight', thTh: 'Freight', zhTw: 'Freight' });
  });

  it('refuses codes in use, naming the code, and leaves nothing behind', async () => {
    const again = await quickApp(admin, { formCode: 'qa_shipment_form', viewCode: 'qa_other_list', newFolderName: 'Again' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The form code qa_shipment_form is already in use: choose another');
    expect((again.body.result as unknown as Refusal).errors[0]!.path).toBe('/body/formCode');
    const view = await quickApp(admin, { formCode: 'qa_other_form', viewCode: 'qa_shipment_list', newFolderName: 'Again' });
    expect(view.body.message).toBe('The view code qa_shipment_list is already in use: choose another');
    expect(await app.database.owner('eform_definition').whereIn('code', ['qa_other_form', 'qa_other_list']).first('id')).toBeUndefined();
  });

  it('stores nothing when the menu part fails (one transaction)', async () => {
    // A point's menu code taken by hand makes the last insert of the menus fail, after the definitions were written.
    const tenantHex = (await tenantIdOf(app, 'demo')).replace(/-/g, '').slice(0, 8);
    await app.database.owner('sys_permission').insert({ name: 'in the way', menu_code: `t${tenantHex}_qa_third_list_copy`, menu_type: '0', titles: '{}' });
    const failed = await quickApp(admin, { formCode: 'qa_third_form', viewCode: 'qa_third_list', newFolderName: 'Third' });
    expect(failed.status).not.toBe(200);
    expect(await app.database.owner('eform_definition').whereIn('code', ['qa_third_form', 'qa_third_list']).first('id')).toBeUndefined();
    expect(await app.database.owner('sys_permission').where({ menu_code: `t${tenantHex}_qa_third_list` }).first('id')).toBeUndefined();
  });

  it('refuses an unsynced or unknown table, a missing or doubled menu place, a menu the tenant does not hold, and non-designers', async () => {
    const draft = await app.api('POST', '/api/eform/definitions', { token: admin, body: { kind: 'table', code: 'qa_draft', name: 'Draft', body: { schemaVersion: 1, tableName: 'qa_draft', tableTitle: 'Draft', columns: [column('title', 'varchar', { colLength: 50 })] } } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const unsynced = await quickApp(admin, { formCode: 'qa_d_form', viewCode: 'qa_d_list', newFolderName: 'D' }, 'qa_draft');
    expect(unsynced.status).toBe(400);
    expect(unsynced.body.message).toContain('qa_draft');
    expect((await quickApp(admin, { formCode: 'qa_d_form', viewCode: 'qa_d_list', newFolderName: 'D' }, 'qa_nothing')).status).toBe(404);
    for (const place of [{}, { newFolderName: 'X', menuParentId: made.folder!.id }, { newFolderName: '   ' }]) {
      const answer = await quickApp(admin, { formCode: 'qa_d_form', viewCode: 'qa_d_list', ...place });
      expect(answer.status, JSON.stringify(place)).toBe(400);
      expect((answer.body.result as unknown as Refusal).errors[0]!.path).toBe('/body/menuParentId');
    }
    const operatorOnly = await app.api<{ id: string }>('POST', '/api/system/permission/add', { token: await app.loginAs('admin'), body: { name: 'qa-operator-only', menuCode: 'qaOperatorOnly', menuType: '0' } });
    expect(operatorOnly.status).toBe(200);
    const foreign = await quickApp(admin, { formCode: 'qa_d_form', viewCode: 'qa_d_list', menuParentId: operatorOnly.body.result.id });
    expect(foreign.status).toBe(400);
    expect((foreign.body.result as unknown as Refusal).errors[0]!.path).toBe('/body/menuParentId');
    expect((await quickApp(await app.loginAs('demo_user'), { formCode: 'qa_d_form', viewCode: 'qa_d_list', newFolderName: 'D' })).status).toBe(403);
    expect((await quickApp(admin, { formCode: "x'--", viewCode: 'qa_d_list', newFolderName: 'D' })).status).toBe(400);
  });
});
