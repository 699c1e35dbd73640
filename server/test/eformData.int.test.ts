import { readFileSync } from 'node:fs';
import type { AppPackage } from '@wharf/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAppPackage } from '../src/apps/installAppPackage';
import { startTestApp, type TestApp } from './support/testApp';

type Issue = { path: string; code: string; message: string };
type Issues = { issues: Issue[] };
interface DataRecord { id: string; rowVersion: number; data: Record<string, unknown>; createBy: string; updateTime: string | null }

let app: TestApp;
let demo: string;
let staff: string;
let acme: string;

const col = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });
const orders = {
  schemaVersion: 1, tableName: 'orders', tableTitle: 'Orders',
  columns: [
    col('code', 'varchar', { colLength: 20, isKey: 'Y' }), col('customer', 'varchar', { colLength: 50, isNull: 'N' }), col('amount', 'decimal', { colLength: 12, decimals: 2 }),
    col('qty', 'int'), col('ieFlag', 'varchar', { colLength: 1 }), col('unit', 'varchar', { colLength: 3 }), col('orderDate', 'date'), col('email', 'varchar', { colLength: 50 }), col('note', 'text'),
  ],
  relations: [{ relationType: 'master', relatedTable: 'order_lines', colCode: 'code', relatedColCode: 'orderCode', cardinality: 'oneToMany' }],
};
const lines = {
  schemaVersion: 1, tableName: 'order_lines', tableTitle: 'Lines',
  columns: [col('orderCode', 'varchar', { colLength: 20, isNull: 'N' }), col('lineNo', 'int'), col('item', 'varchar', { colLength: 50 }), col('qty', 'decimal', { colLength: 10, decimals: 2 }), col('price', 'decimal', { colLength: 10, decimals: 2 }), col('total', 'decimal', { colLength: 12, decimals: 2 })],
};
const orderForm = {
  schemaVersion: 2, formCode: 'order_form', formName: 'Order', objectName: 'orders', formStatus: 'enable',
  fields: [
    { colCode: 'code', title: 'Order number', type: 'input', fillRuleCode: 'order_no', rules: [{ pk: true }] },
    { colCode: 'customer', title: 'Customer', type: 'input', required: 'Y', rules: [{ max: 30 }, { unionCheck: ['orderDate'] }] },
    { colCode: 'amount', title: 'Amount', type: 'number', options: { precision: 2, min: 0, max: 100000 } },
    { colCode: 'qty', title: 'Quantity', type: 'number', options: { precision: 0 }, rules: [{ script: "return input.value <= 1000 || 'Over 1000 needs approval';" }] },
    { colCode: 'ieFlag', title: 'Import/export', type: 'select', rules: [{ dictCode: 'ie_flag' }] },
    { colCode: 'unit', title: 'Unit', type: 'select', rules: [{ pCode: 'unit' }] },
    { colCode: 'orderDate', title: 'Order date', type: 'date', rules: [{ pattern: 'date' }] },
    { colCode: 'email', title: 'Email', type: 'input', rules: [{ pattern: 'email' }] },
    { colCode: 'note', title: 'Note', type: 'textarea', requiredCondition: { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'ieFlag', operator: 'equal', value: 'E' }] } },
    { colCode: '_temp_hint', title: 'Hint', type: 'text' },
  ],
  subTables: [{
    tableName: 'order_lines', title: 'Lines', maxRows: 3,
    fields: [
      { colCode: 'lineNo', title: 'Line', type: 'number', required: 'Y' },
      { colCode: 'item', title: 'Item', type: 'input', required: 'Y' },
      { colCode: 'qty', title: 'Qty', type: 'number', options: { precision: 2 } },
      { colCode: 'price', title: 'Price', type: 'number', options: { precision: 2 } },
      { colCode: 'total', title: 'Total', type: 'number', options: { precision: 2 }, computed: 'qty * price' },
    ],
  }],
};

async function define(kind: string, code: string, body: unknown): Promise<string> {
  const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: demo, body: { kind, code, name: code, body } });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.result.id;
}

const post = (data: unknown, token = demo, lang = 'en_US') => app.api<{ id: string; rowVersion: number } & Issues>('POST', `/api/eform/data/order_form?lang=${lang}`, { token, body: { data } });
const read = (id: string, token = demo) => app.api<DataRecord>('GET', `/api/eform/data/order_form/${id}`, { token });
let customers = 0;
const good = (extra: Record<string, unknown> = {}) => ({ customer: `ACME ${(customers += 1)}`, amount: 12.5, qty: 3, ieFlag: 'I', unit: 'KGM', orderDate: '2026-11-22', email: 'a@example.com', order_lines: [{ lineNo: 1, item: 'Bolts', qty: 2, price: 1.25 }, { lineNo: 2, item: 'Nuts', qty: 4, price: 0.5 }], ...extra });

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  expect((await app.api('POST', '/api/system/fillRule/add', { token: demo, body: { ruleCode: 'order_no', ruleName: 'Order numbers', ruleParams: { prefix: 'ORD', seqLength: 4 } } })).status).toBe(200);
  await define('table', 'orders', orders);
  await define('table', 'order_lines', lines);
  for (const code of ['orders', 'order_lines']) expect((await app.api('POST', `/api/eform/tables/${code}/sync`, { token: demo, body: {} })).status).toBe(200);
  const formId = await define('form', 'order_form', orderForm);
  expect((await app.api('POST', `/api/eform/definitions/${formId}/publish`, { token: demo, body: {} })).status).toBe(200);
  await grantFormPageToStaff('order_form');
});

/** Puts the form's page on the menu and grants it to the staff role: form data is for holders of the form (issue 14 §1). */
async function grantFormPageToStaff(formCode: string): Promise<void> {
  const parent = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!;
  const menu = await app.api<{ id: string }>('POST', `/api/eform/forms/${formCode}/menu`, { token: demo, body: { parentId: parent.id, title: formCode, menuCode: `${formCode}_page` } });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
  const demoId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  const role = (await app.database.owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!;
  const held = await app.api<string[]>('GET', `/api/system/permission/queryRolePermission?roleId=${role.id}`, { token: demo });
  expect((await app.api('POST', '/api/system/permission/saveRolePermission', { token: demo, body: { roleId: role.id, permissionIds: [...held.body.result, menu.body.result.id] } })).status).toBe(200);
}
afterAll(async () => app.close());

describe('form data', () => {
  it('creates a record with its sub-table rows, a fill-rule number and computed totals, and reads it back', async () => {
    const created = await post(good({ customer: 'ACME' }), staff);
    expect(created.status).toBe(201);
    expect(created.body.result.rowVersion).toBe(1);
    const record = await read(created.body.result.id, staff);
    expect(record.body.result).toMatchObject({ rowVersion: 1, createBy: 'demo_user', updateTime: null });
    expect(record.body.result.data).toEqual({
      code: 'ORD0001', customer: 'ACME', amount: 12.5, qty: 3, ieFlag: 'I', unit: 'KGM', orderDate: '2026-11-22', email: 'a@example.com', note: null,
      order_lines: [{ lineNo: 1, item: 'Bolts', qty: 2, price: 1.25, total: 2.5 }, { lineNo: 2, item: 'Nuts', qty: 4, price: 0.5, total: 2 }],
    });
  });

  it('updates with optimistic concurrency (409 when stale) and logs every change with its diff', async () => {
    const { id } = (await post(good({ customer: 'Beta' }))).body.result;
    const stale = await app.api('PUT', `/api/eform/data/order_form/${id}`, { token: demo, body: { rowVersion: 7, data: { customer: 'Gamma' } } });
    expect(stale.status).toBe(409);
    const updated = await app.api<{ rowVersion: number }>('PUT', `/api/eform/data/order_form/${id}`, { token: demo, body: { rowVersion: 1, data: { customer: 'Gamma', order_lines: [{ lineNo: 1, item: 'Washers', qty: 10, price: 0.1 }] } } });
    expect(updated.status).toBe(200);
    expect(updated.body.result.rowVersion).toBe(2);
    const record = (await read(id)).body.result;
    expect(record.data.customer).toBe('Gamma');
    expect(record.data.order_lines).toEqual([{ lineNo: 1, item: 'Washers', qty: 10, price: 0.1, total: 1 }]);
    const logs = await app.api<{ records: Array<{ version: number; action: string; user: string; changes: Array<{ path: string; op: string; from?: unknown; to?: unknown }> }> }>('GET', `/api/eform/data/order_form/${id}/logs`, { token: demo });
    expect(logs.body.result.records.map((r) => [r.version, r.action, r.user])).toEqual([[1, 'create', 'demo_admin'], [2, 'update', 'demo_admin']]);
    expect(logs.body.result.records[1]!.changes).toContainEqual({ path: '/customer', op: 'changed', from: 'Beta', to: 'Gamma' });
    expect(logs.body.result.records[1]!.changes).toContainEqual({ path: '/order_lines/1', op: 'removed', from: { lineNo: 2, item: 'Nuts', qty: 4, price: 0.5, total: 2 } });
  });

  it('rejects every rule kind with field paths, in the request language', async () => {
    const bad = await post({
      customer: '', amount: 1.234, qty: 'many', ieFlag: 'X', unit: 'ZZZ', orderDate: '2026-13-01', email: 'not-an-email',
      order_lines: [{ lineNo: 1, qty: 1, price: 1 }],
    });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries(bad.body.result.issues.map((i) => [i.path, i]));
    expect(Object.keys(byPath).sort()).toEqual(['/data/amount', '/data/customer', '/data/email', '/data/ieFlag', '/data/orderDate', '/data/order_lines/0/item', '/data/qty', '/data/unit'].sort());
    expect(byPath['/data/customer']!.message).toBe('Customer cannot be empty');
    const chinese = await post({ customer: '', ieFlag: 'X', email: 'bad', order_lines: [{ lineNo: 1 }] }, demo, 'zh_CN');
    const zh = Object.fromEntries(chinese.body.result.issues.map((i) => [i.path, i]));
    expect(zh['/data/customer']).toEqual({ path: '/data/customer', code: 'validation/field-required', message: 'Customer不能为空' });
    expect(zh['/data/order_lines/0/item']!.message).toBe('Item不能为空');
    for (const path of ['/data/ieFlag', '/data/email']) {
      expect(zh[path]!.code).toBe(byPath[path]!.code);
      expect(zh[path]!.message).not.toBe(byPath[path]!.message);
      expect(zh[path]!.message).toMatch(/\p{Script=Han}/u);
    }
    const tooMany = await post(good({ order_lines: [1, 2, 3, 4].map((n) => ({ lineNo: n, item: 'x' })) }));
    expect(tooMany.body.result.issues).toMatchObject([{ path: '/data/order_lines', code: 'forms/sub-table-max-rows' }]);
    const tooLong = await post(good({ customer: 'x'.repeat(31), amount: 100001 }));
    expect(tooLong.body.result.issues.map((i) => i.path).sort()).toEqual(['/data/amount', '/data/customer']);
    // A custom script rule runs in the QuickJS sandbox on the server too.
    const script = await post(good({ qty: 5000 }));
    expect(script.body.result.issues).toEqual([{ path: '/data/qty', code: 'validation/field-rule', message: 'Over 1000 needs approval' }]);
    // Linkage: the note is required only for exports.
    const exportWithoutNote = await post(good({ ieFlag: 'E' }));
    expect(exportWithoutNote.body.result.issues).toMatchObject([{ path: '/data/note', code: 'validation/field-required' }]);
  });

  it('refuses unknown keys (system columns, injected names) and stores hostile values as plain text', async () => {
    for (const key of ['id', 'tenant_id', 'row_version', 'customer" = \'x\'; drop table orders; --', 'ORDER_LINES']) {
      const refused = await post(good({ [key]: 'x' }));
      expect(refused.status).toBe(400);
      expect(refused.body.result.issues).toMatchObject([{ path: `/data/${key}`, code: 'formData/unknown-field' }]);
    }
    const subKey = await post(good({ order_lines: [{ lineNo: 1, item: 'a', orderCode: 'OTHER' }] }));
    expect(subKey.body.result.issues).toMatchObject([{ path: '/data/order_lines/0/orderCode', code: 'formData/unknown-field' }]);
    const hostile = "Robert'); drop table orders; --";
    const created = await post(good({ customer: hostile.slice(0, 30), note: "' or 1=1 --" }));
    expect(created.status).toBe(201);
    expect((await read(created.body.result.id)).body.result.data).toMatchObject({ customer: hostile.slice(0, 30), note: "' or 1=1 --" });
  });

  it('checks uniqueness (pk, unionCheck) on save and through the duplicate check', async () => {
    const first = await post(good({ customer: 'Uniq', orderDate: '2026-01-01' }));
    const { code } = (await read(first.body.result.id)).body.result.data as { code: string };
    const clash = await post(good({ code, customer: 'Uniq', orderDate: '2026-01-01' }));
    expect(clash.body.result.issues.map((i) => `${i.path} ${i.code}`).sort()).toEqual(['/data/code validation/field-unique', '/data/customer validation/field-union-unique']);
    const check = (body: Record<string, unknown>) => app.api<{ isUnique: boolean }>('POST', '/api/system/duplicate/check', { token: staff, body });
    expect((await check({ tableName: 'orders', fieldName: 'code', fieldVal: code })).body.result).toEqual({ isUnique: false });
    expect((await check({ tableName: 'orders', fieldName: 'code', fieldVal: code, dataId: first.body.result.id })).body.result).toEqual({ isUnique: true });
    expect((await check({ tableName: 'orders', fieldName: 'code', fieldVal: '' })).body.result).toEqual({ isUnique: true });
    expect((await check({ tableName: 'orders', fieldName: 'code', fieldVal: "x' or '1'='1" })).body.result).toEqual({ isUnique: true });
    // A table or column of no form the staff user may write is not theirs to probe (403); an administrator is told it is unknown (400).
    expect((await check({ tableName: 'nope', fieldName: 'code', fieldVal: 'a' })).status).toBe(403);
    expect((await check({ tableName: 'orders', fieldName: 'tenant_id', fieldVal: 'a' })).status).toBe(403);
    for (const body of [{ tableName: 'nope', fieldName: 'code', fieldVal: 'a' }, { tableName: 'orders', fieldName: 'tenant_id', fieldVal: 'a' }]) {
      expect((await app.api('POST', '/api/system/duplicate/check', { token: demo, body })).status).toBe(400);
    }
    // The same record saved again does not collide with itself.
    const same = await app.api('PUT', `/api/eform/data/order_form/${first.body.result.id}`, { token: demo, body: { rowVersion: 1, data: { note: 'again' } } });
    expect(same.status).toBe(200);
    // Another tenant's table is not there at all.
    expect((await app.api('POST', '/api/system/duplicate/check', { token: acme, body: { tableName: 'orders', fieldName: 'code', fieldVal: code } })).status).toBe(400);
  });

  it('copies a record with a new number, and deletes one or many', async () => {
    // A copy repeats every value but fill-rule ones, so the union check (customer + date) needs an empty date to let it through.
    const { id } = (await post(good({ customer: 'Copy me', orderDate: null }))).body.result;
    const copied = await app.api<{ id: string }>('POST', `/api/eform/data/order_form/${id}/copy`, { token: demo });
    expect(copied.status).toBe(201);
    const [original, copy] = [(await read(id)).body.result.data, (await read(copied.body.result.id)).body.result.data];
    expect(copy.code).not.toBe(original.code);
    expect({ ...copy, code: undefined }).toEqual({ ...original, code: undefined });

    expect((await app.api('DELETE', `/api/eform/data/order_form/${id}`, { token: demo })).status).toBe(200);
    expect((await read(id)).status).toBe(404);
    const another = (await post(good({ customer: 'Also' }))).body.result.id;
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await app.api('DELETE', `/api/eform/data/order_form?ids=${copied.body.result.id},${missing}`, { token: demo })).status).toBe(404);
    expect((await read(copied.body.result.id)).status).toBe(200);
    expect((await app.api('DELETE', `/api/eform/data/order_form?ids=${copied.body.result.id},${another}`, { token: demo })).status).toBe(200);
    expect((await read(another)).status).toBe(404);
    const orphanLines = await app.database.owner('eform_tables').where({ table_code: 'order_lines' }).first<{ physical_name: string }>('physical_name');
    const codes = [original.code, copy.code];
    expect(await app.database.owner.withSchema('biz').from(orphanLines!.physical_name).whereIn('orderCode', codes as string[]).count({ n: '*' })).toEqual([{ n: 0 }]);
    const logs = await app.api<{ records: Array<{ action: string }> }>('GET', `/api/eform/data/order_form/${id}/logs`, { token: demo });
    expect(logs.body.result.records.map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('saves an online modification all or nothing, with issues per row', async () => {
    // Online modification is made in a view with its handleOnlineModify button (spec §5).
    const viewId = await define('view', 'order_sheet', { schemaVersion: 1, viewCode: 'order_sheet', viewName: 'Orders', viewType: 'table', tableName: 'orders', formCode: 'order_form', columns: [{ colCode: 'customer', colName: 'Customer', isEdit: 'Y' }], buttons: [{ buttonName: 'Edit online', buttonType: 'toolbar', openType: 'handleOnlineModify' }] });
    expect((await app.api('POST', `/api/eform/definitions/${viewId}/publish`, { token: demo, body: {} })).status).toBe(200);
    const a = (await post(good({ customer: 'Row A' }))).body.result;
    const b = (await post(good({ customer: 'Row B' }))).body.result;
    const failed = await app.api<Issues>('PUT', '/api/eform/data/order_form/batch?lang=en_US', { token: demo, body: { viewId, rows: [{ id: a.id, rowVersion: 1, data: { qty: 9 } }, { id: b.id, rowVersion: 1, data: { customer: '' } }] } });
    expect(failed.status).toBe(400);
    expect(failed.body.result.issues).toMatchObject([{ path: '/rows/1/data/customer', code: 'validation/field-required' }]);
    expect((await read(a.id)).body.result).toMatchObject({ rowVersion: 1, data: { qty: 3 } });
    const saved = await app.api<{ records: Array<{ rowVersion: number }> }>('PUT', '/api/eform/data/order_form/batch', { token: demo, body: { viewId, rows: [{ id: a.id, rowVersion: 1, data: { qty: 9 } }, { id: b.id, rowVersion: 1, data: { customer: 'Row B2' } }] } });
    expect(saved.status).toBe(200);
    expect(saved.body.result.records.map((r) => r.rowVersion)).toEqual([2, 2]);
    expect((await read(a.id)).body.result.data).toMatchObject({ qty: 9, order_lines: [{ lineNo: 1 }, { lineNo: 2 }] });
  });

  it('serves only published, enabled forms of the caller\'s tenant', async () => {
    const { id } = (await post(good({ customer: 'Mine' }))).body.result;
    expect((await app.api('GET', `/api/eform/data/order_form/${id}`, { token: acme })).status).toBe(404);
    expect((await app.api('GET', `/api/eform/data/order_form/${id}`)).status).toBe(401);
    await define('form', 'draft_form', { ...orderForm, formCode: 'draft_form' });
    expect((await app.api('POST', '/api/eform/data/draft_form', { token: demo, body: { data: good() } })).status).toBe(404);
    const disabledId = await define('form', 'off_form', { ...orderForm, formCode: 'off_form', formStatus: 'disable' });
    await app.api('POST', `/api/eform/definitions/${disabledId}/publish`, { token: demo, body: {} });
    expect((await app.api('POST', '/api/eform/data/off_form', { token: demo, body: { data: good() } })).status).toBe(403);
  });
});

describe('visitor pages', () => {
  it('a visitor link to the form submits records through the page\'s runtime path, and reaches nothing else', async () => {
    const issued = await app.api<{ visitorToken: string }>('POST', '/api/system/visitorToken', { token: demo, body: { pageType: 'form', pageCode: 'order_form' } });
    expect(issued.status).toBe(200);
    const login = await app.api<{ token: string }>('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } });
    const visitor = login.body.result.token;
    const page = await app.api<{ formCode: string; fields: unknown[] }>('GET', '/api/eform/runtime/form/order_form/definition', { token: visitor });
    expect(page.status).toBe(200);
    expect(page.body.result.formCode).toBe('order_form');
    expect((await app.api('GET', '/api/eform/runtime/form/dec_form/definition', { token: visitor })).status).toBe(403);
    const submitted = await app.api<{ id: string }>('POST', '/api/eform/runtime/form/order_form/data', { token: visitor, body: { data: good({ customer: 'Visitor' }) } });
    expect(submitted.status).toBe(201);
    expect((await read(submitted.body.result.id)).body.result.data.customer).toBe('Visitor');
    const invalid = await app.api<Issues>('POST', '/api/eform/runtime/form/order_form/data?lang=en_US', { token: visitor, body: { data: { customer: '' } } });
    expect(invalid.body.result.issues).toContainEqual(expect.objectContaining({ path: '/data/customer' }));
    expect((await app.api('GET', `/api/eform/data/order_form/${submitted.body.result.id}`, { token: visitor })).status).toBe(403);
    expect((await app.api('POST', '/api/eform/runtime/form/dec_form/data', { token: visitor, body: { data: {} } })).status).toBe(403);
  });
});

describe('the customs declaration example installed in the demo tenant', () => {
  it('has its tables synced and takes a declaration from a demo user, numbered by its fill rule, with computed line totals', async () => {
    const tables = await app.api<{ records: Array<{ code: string; tableStatus: string }> }>('GET', '/api/eform/tables', { token: demo });
    expect(tables.body.result.records.filter((r) => r.code.startsWith('dec_'))).toEqual([
      expect.objectContaining({ code: 'dec_head', tableStatus: 'synced' }),
      expect.objectContaining({ code: 'dec_list', tableStatus: 'synced' }),
    ]);
    const declaration = {
      ieFlag: 'I', customsCode: '2200', consignee: 'Demo Trading Co.', socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5,
      dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN' }],
    };
    const created = await app.api<{ id: string } & Issues>('POST', '/api/eform/data/dec_form?lang=en_US', { token: staff, body: { data: declaration } });
    expect(created.status).toBe(201);
    const record = (await app.api<DataRecord>('GET', `/api/eform/data/dec_form/${created.body.result.id}`, { token: staff })).body.result;
    expect(record.data.entryId).toMatch(/^2200\d{8}000001$/);
    expect(record.data.dec_list).toEqual([{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN', totalPrice: 1200.5 }]);
    const badCode = await app.api<Issues>('POST', '/api/eform/data/dec_form?lang=en_US', { token: staff, body: { data: { ...declaration, customsCode: '9999', dec_list: [{ ...declaration.dec_list[0], codeTs: '84' }] } } });
    expect(badCode.body.result.issues.map((i) => i.path).sort()).toEqual(['/data/customsCode', '/data/dec_list/0/codeTs']);
  });

  it('installs again as a no-op, even with a builder\'s unsynced change pending', async () => {
    const definitions = await app.api<{ records: Array<{ id: string; code: string; version: number }> }>('GET', '/api/eform/definitions?kind=table&keyword=dec_list', { token: demo });
    const decList = definitions.body.result.records.find((r) => r.code === 'dec_list')!;
    const full = await app.api<{ body: { columns: Array<{ colCode: string }> } }>('GET', `/api/eform/definitions/${decList.id}`, { token: demo });
    const withoutOrigin = { ...full.body.result.body, columns: full.body.result.body.columns.filter((c) => c.colCode !== 'originCountry') };
    expect((await app.api('PUT', `/api/eform/definitions/${decList.id}`, { token: demo, body: { version: decList.version, body: withoutOrigin } })).status).toBe(200);
    const pkg = JSON.parse(readFileSync(new URL('../../examples/customs-declaration.app.json', import.meta.url), 'utf8')) as AppPackage;
    const tenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
    const report = await installAppPackage(app.database.owner, pkg, { tenantId, actor: 'test', roleCodes: ['staff'] });
    expect(report).toMatchObject({ definitions: [], tables: [], dictionaries: [] });
    const plan = await app.api<{ destructive: boolean }>('POST', '/api/eform/tables/dec_list/plan', { token: demo });
    expect(plan.body.result.destructive).toBe(true);
  });

  it('shows its menus to demo users', async () => {
    const { body } = await app.api<{ menu: Array<{ path: string; children?: Array<{ path: string; component: string }> }> }>('GET', '/api/system/getUserPermissionByToken', { token: staff });
    const customs = body.result.menu.find((m) => m.path === '/customs');
    expect(customs?.children?.map((c) => [c.path, c.component])).toEqual(expect.arrayContaining([['/customs/dec_list_view', 'ViewLayout'], ['/customs/dec_form', 'FormAddTab']]));
    const other = await app.api<{ menu: Array<{ path: string }> }>('GET', '/api/system/getUserPermissionByToken', { token: acme });
    expect(other.body.result.menu.some((m) => m.path === '/customs')).toBe(false);
  });
});
