import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';
import { onlineModifyViewId } from './support/onlineModifyView';

let app: TestApp;
let admin: string;
let staff: string;
let demoId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  demoId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  // Three declarations straight into the demo tenant's synced table.
  const { physical_name: table } = (await app.ctx.owner('eform_tables').where({ tenant_id: demoId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!;
  await app.ctx.owner.withSchema('biz').table(table).insert([
    { tenant_id: demoId, entryId: '220020261122000001', ieFlag: 'I', customsCode: '2201', declDate: '2026-11-01', declTotal: 100, status: '00' },
    { tenant_id: demoId, entryId: '220020261122000002', ieFlag: 'E', customsCode: '2201', declDate: '2026-11-02', declTotal: 200, status: '00' },
    { tenant_id: demoId, entryId: '220020261122000003', ieFlag: 'I', customsCode: '2202', declDate: '2026-10-15', declTotal: 300, status: '10' },
  ]);
});
afterAll(async () => app.close());

type Rows = { records: Array<Record<string, unknown>>; hasMore: boolean };
const listAs = (token: string) => app.api<Rows>('GET', '/api/eform/views/dec_list_view/data?pageSize=50', { token });

describe('the customs declaration example in the demo tenant', () => {
  it('brings its SQL configs, runnable as written: the trade-mode dropdown and the monthly statistics', async () => {
    const options = await app.api<Array<{ value: string; label: string }>>('POST', '/api/eform/engine/viewEngine/getSqlConfigOptions', { token: staff, body: { sqlCode: 'trade_mode_options' } });
    expect(options.status).toBe(200);
    expect(options.body.result.map((option) => option.value)).toEqual(['0110', '0615', '0214', '1233', '9610']);
    // The dropdown's labels are the dictionary items' texts in the user's language (its labelI18n column).
    const labels = async (lang: string) => (await app.api<Array<{ label: string }>>('POST', `/api/eform/engine/viewEngine/getSqlConfigOptions?lang=${lang}`, { token: staff, body: { sqlCode: 'trade_mode_options' } })).body.result[0]!.label;
    expect([await labels('zh_CN'), await labels('en_US'), await labels('th_TH'), await labels('zh_TW')]).toEqual(['一般贸易', 'General trade', 'การค้าทั่วไป', '一般貿易']);

    const stats = await app.api<{ records: Array<{ customsCode: string; declCount: number }> }>('POST', '/api/eform/engine/viewEngine/getSqlConfigItems', { token: admin, body: { sqlCode: 'dec_stats_sql', params: { fromDate: '2026-11-01' } } });
    expect(stats.status).toBe(200);
    expect(stats.body.result.records).toEqual([expect.objectContaining({ customsCode: '2201', declCount: 2 })]);
    const pending = await app.api<{ records: Array<{ entryId: string }> }>('POST', '/api/eform/engine/viewEngine/getSqlConfigItems', { token: admin, body: { sqlCode: 'dec_arrivals_sql' } });
    expect(pending.body.result.records.map((row) => row.entryId).sort()).toEqual(['220020261122000001', '220020261122000002']);
  });

  it('gives the customs clerk the clerk workbench (the home portal with the clerk override) and everyone else the home portal', async () => {
    type Mine = { portal: { widgets: Array<{ widgetId: string }> } | null; overrideCodes: string[]; reportCodes: string[] };
    const mine = async (username: string) => (await app.api<Mine>('GET', '/api/eform/portal/mine', { token: await app.loginAs(username) })).body.result;
    const clerk = await mine('dec_clerk');
    expect(clerk.overrideCodes).toEqual(['customs_clerk_home']);
    expect(clerk.portal!.widgets.map((w) => w.widgetId).sort()).toEqual(['byPort', 'done', 'quick', 'recent', 'todo']);
    expect(clerk.reportCodes).toEqual(['dec_port_column']);
    const other = await mine('demo_user');
    expect(other.overrideCodes).toEqual([]);
    expect(other.portal!.widgets.map((w) => w.widgetId)).toEqual(['todo', 'chart', 'recent']);
  });

  it('lists declarations through its view, narrowed by the data rules the staff role applies on the menu', async () => {
    expect((await listAs(staff)).body.result.records).toHaveLength(3);
    const menu = (await app.ctx.owner('sys_permission').where({ menu_code: 'customs_declarations' }).first<{ id: string }>('id'))!.id;
    const staffRole = (await app.ctx.owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
    const imports = await app.api<{ id: string }>('POST', '/api/system/permission/addPermissionRule', { token: admin, body: { permissionId: menu, ruleName: 'imports only', ruleColumn: 'ieFlag', ruleOperator: 'equal', ruleValue: 'I' } });
    expect(imports.status).toBe(200);
    await app.api('POST', '/api/system/permission/saveRolePermissionRule', { token: admin, body: { roleId: staffRole, permissionId: menu, dataRuleIds: [imports.body.result.id] } });

    const narrowed = await listAs(staff);
    expect(narrowed.body.result.records.map((row) => row.ieFlag)).toEqual(['I', 'I']);
    // Filters and totals stay inside the rule; the administrator is not narrowed.
    const exported = await app.api<Rows>('GET', '/api/eform/views/dec_list_view/data?ieFlag=E&total=true', { token: staff });
    expect(exported.body.result).toMatchObject({ records: [], total: 0 });
    expect((await listAs(admin)).body.result.records).toHaveLength(3);

    // A rule on a column the view does not have shows nothing rather than failing the page.
    await app.api('PUT', '/api/system/permission/editPermissionRule', { token: admin, body: { id: imports.body.result.id, permissionId: menu, ruleName: 'imports only', ruleColumn: 'noSuchColumn', ruleOperator: 'equal', ruleValue: 'I' } });
    const hidden = await listAs(staff);
    expect(hidden.status).toBe(200);
    expect(hidden.body.result.records).toEqual([]);
  });
});

// Issue 20 point 1: the example as a newcomer meets it — its form opens offline, a declaration made
// through it can be deleted, its list can be changed in the spreadsheet, and its export imports back.
describe('the customs example works end to end', () => {
  const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const runTag = 'Reimport Trading';
  type Created = { id: string };
  type FormField = { colCode: string; showConfig?: { httpConfig?: unknown; options?: Array<{ value: string; labelI18n?: Record<string, string> }> } };
  type ViewBody = { columns: Array<{ colCode: string; isEdit?: string }>; buttons: Array<{ buttonCode: string; showCondition?: { children: Array<{ field: string; value: string[] }> } }> };
  const create = async (consignee: string, token = admin) => {
    const data = { ieFlag: 'I', customsCode: '2200', consignee, socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5, dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25 }] };
    const created = await app.api<Created>('POST', '/api/eform/data/dec_form', { token, body: { data } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.result.id;
  };
  const storedRows = () => app.ctx.owner.withSchema('biz').table(table).whereILike('consignee', `%${runTag}%`).orderBy('entryId').select<Array<{ id: string; entryId: string; consignee: string; declTotal: string; socialCreditCode: string | null; status: string | null }>>('id', 'entryId', 'consignee', 'declTotal', 'socialCreditCode', 'status');
  let table: string;
  const exportFile = async (token: string, lang: string, forImport: boolean) => {
    const response = await fetch(`${app.url}/api/eform/views/dec_list_view/export?lang=${lang}&consignee=${encodeURIComponent(runTag)}${forImport ? '&forImport=Y' : ''}`, { headers: { 'X-Access-Token': token } });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  const importFile = async (token: string, lang: string, bytes: Uint8Array) => {
    const response = await fetch(`${app.url}/api/eform/views/dec_list_view/import?lang=${lang}&fileName=back.xlsx`, { method: 'POST', headers: { 'X-Access-Token': token, 'Content-Type': xlsxType }, body: bytes });
    return { status: response.status, body: (await response.json()) as { message: string; result: { imported: number; refused: number; importId?: string } } };
  };

  beforeAll(async () => {
    ({ physical_name: table } = (await app.ctx.owner('eform_tables').where({ tenant_id: demoId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!);
    // The data rule the list test left on the staff role is taken off again.
    const staffRole = (await app.ctx.owner('sys_role').where({ tenant_id: demoId, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
    const menu = (await app.ctx.owner('sys_permission').where({ menu_code: 'customs_declarations' }).first<{ id: string }>('id'))!.id;
    await app.api('POST', '/api/system/permission/saveRolePermissionRule', { token: admin, body: { roleId: staffRole, permissionId: menu, dataRuleIds: [] } });
  });

  it('offers currencies without any outside service, named in each language', async () => {
    const form = await app.api<{ fields: FormField[]; subTables: Array<{ fields: FormField[] }> }>('GET', '/api/eform/runtime/form/dec_form/definition', { token: staff });
    expect(form.status).toBe(200);
    const fields = [...form.body.result.fields, ...form.body.result.subTables.flatMap((sub) => sub.fields)];
    expect(fields.filter((field) => field.showConfig?.httpConfig !== undefined).map((field) => field.colCode)).toEqual([]);
    const currency = fields.find((field) => field.colCode === 'currency')!;
    expect(currency.showConfig!.options!.map((option) => option.value)).toEqual(expect.arrayContaining(['CNY', 'USD']));
    expect(currency.showConfig!.options!.find((option) => option.value === 'USD')!.labelI18n).toEqual({ zh_CN: 'USD 美元', en_US: 'USD US Dollar', th_TH: 'USD ดอลลาร์สหรัฐ', zh_TW: 'USD 美元' });
  });

  it('names its dictionary items in the user\'s language: the list, its query selects and the export show no English inside the Chinese interface', async () => {
    const items = async (dictCode: string, lang: string) => (await app.api<Array<{ value: string; text: string }>>('GET', `/api/system/dict/getDictItems/${dictCode}?lang=${lang}`, { token: staff })).body.result.map((item) => `${item.value} ${item.text}`);
    expect(await items('customs_port', 'zh_CN')).toEqual(['2200 上海海关', '3100 宁波海关', '5300 深圳海关']);
    expect(await items('customs_port', 'zh_TW')).toEqual(['2200 上海海關', '3100 寧波海關', '5300 深圳海關']);
    expect(await items('customs_port', 'en_US')).toEqual(['2200 Shanghai Customs', '3100 Ningbo Customs', '5300 Shenzhen Customs']);
    expect(await items('dec_status', 'th_TH')).toEqual(['00 ฉบับร่าง', '01 ยื่นแล้ว', '10 ตรวจปล่อยแล้ว']);
    expect(await items('ie_flag', 'zh_CN')).toEqual(['I 进口', 'E 出口']);
    expect(await items('trade_mode', 'zh_TW')).toContain('0110 一般貿易');
    await create(`${runTag} dictionary`);
    const rows = readXlsxRows(await exportFile(admin, 'zh_CN', false));
    const row = rows.find((cells) => cells.includes(`${runTag} dictionary`))!;
    expect([row[rows[0]!.indexOf('进出口')], row[rows[0]!.indexOf('关区')], row[rows[0]!.indexOf('状态')]]).toEqual(['进口', '上海海关', '草稿']);
  });

  it('stores a declaration made through the form as a draft (00), which its Delete button is shown for', async () => {
    const id = await create(`${runTag} draft`);
    const list = await app.api<Rows>('GET', `/api/eform/views/dec_list_view/data?pageSize=50&consignee=${encodeURIComponent(`${runTag} draft`)}`, { token: staff });
    expect(list.body.result.records.map((row) => [row.id, row.status])).toEqual([[id, '00']]);
    const view = await app.api<{ body: ViewBody }>('GET', '/api/eform/views/dec_list_view/definition', { token: staff });
    const deleteButton = view.body.result.body.buttons.find((button) => button.buttonCode === 'batchDelete')!;
    expect(deleteButton.showCondition!.children[0]!.value).toContain('00');
    const deleted = await app.api('DELETE', `/api/eform/data/dec_form?ids=${id}`, { token: admin });
    expect(deleted.status).toBe(200);
  });

  it('has editable columns for "edit in spreadsheet", and saves what is changed there', async () => {
    const view = await app.api<{ body: ViewBody }>('GET', '/api/eform/views/dec_list_view/definition', { token: staff });
    expect(view.body.result.body.columns.filter((column) => column.isEdit === 'Y').map((column) => column.colCode)).toEqual(['consignee', 'declDate', 'declTotal']);
    const id = await create(`${runTag} sheet`);
    const { row_version: rowVersion } = (await app.ctx.owner.withSchema('biz').table(table).where({ id }).first<{ row_version: number }>('row_version'))!;
    const saved = await app.api('PUT', '/api/eform/data/dec_form/batch', { token: admin, body: { viewId: await onlineModifyViewId(app, 'demo', 'dec_form'), rows: [{ id, rowVersion, data: { consignee: `${runTag} sheet changed`, declTotal: 99 } }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await storedRows()).find((row) => row.id === id)).toMatchObject({ consignee: `${runTag} sheet changed`, declTotal: '99.0000' });
  });

  it('imports its own export back: the rows it finds by entry id are changed, none is added twice, in any language', async () => {
    await create(`${runTag} one`);
    const before = await storedRows();
    // The administrator holds the unmask permission: the file carries the credit codes in full.
    const file = await exportFile(admin, 'zh_CN', true);
    const rows = readXlsxRows(file);
    expect(rows[0]).toEqual(expect.arrayContaining(['报关单号', '信用代码', '收发货人']));
    expect(rows.slice(1).map((row) => row[rows[0]!.indexOf('信用代码')])).toContain('91310000MA1FL1234X');
    const back = await importFile(admin, 'en_US', file);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.result).toMatchObject({ imported: before.length, refused: 0 });
    expect(await storedRows()).toEqual(before);

    // A changed cell changes the record; a row without an entry id is a new declaration.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const consigneeColumn = rows[0]!.indexOf('收发货人') + 1;
    const entryColumn = rows[0]!.indexOf('报关单号') + 1;
    sheet.getRow(2).getCell(consigneeColumn).value = `${runTag} renamed`;
    const added = sheet.addRow(sheet.getRow(2).values as ExcelJS.CellValue[]);
    added.getCell(entryColumn).value = null;
    added.getCell(consigneeColumn).value = `${runTag} added`;
    const changed = await importFile(admin, 'zh_CN', new Uint8Array(await book.xlsx.writeBuffer()));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await storedRows();
    expect(after).toHaveLength(before.length + 1);
    const renamed = after.find((row) => row.entryId === rows[1]![entryColumn - 1]);
    expect(renamed).toMatchObject({ consignee: `${runTag} renamed`, id: before.find((row) => row.entryId === renamed!.entryId)!.id });
    expect(after.find((row) => row.consignee === `${runTag} added`)).toMatchObject({ status: '00', entryId: expect.stringMatching(/^\d{18}$/) });
  });

  it('leaves the masked credit code out of a re-import export for a user who sees it masked, so importing it back keeps the stored codes', async () => {
    const before = await storedRows();
    const plain = readXlsxRows(await exportFile(staff, 'zh_CN', false));
    expect(plain[1]![plain[0]!.indexOf('信用代码')]).not.toBe('91310000MA1FL1234X');
    const file = await exportFile(staff, 'zh_CN', true);
    expect(readXlsxRows(file)[0]).not.toContain('信用代码');
    const back = await importFile(staff, 'zh_CN', file);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await storedRows()).toEqual(before);
    expect(before.every((row) => row.socialCreditCode === '91310000MA1FL1234X')).toBe(true);
  });
});
