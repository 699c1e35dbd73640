import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

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
