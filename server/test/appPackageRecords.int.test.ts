import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppPackage, MenuItemRecord } from '@wharf/schemas';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 19, the kinds an update used to leave as the tenant had them, and removals, on the real
// database: a dictionary, a SQL config, an HTTP config and the menus an app owns are planned and
// applied like definitions (create / change / remove, field diffs, the three-way merge with the
// tenant's own edits), the tenant's environment (its HTTP host) stays its own, a menu shared with
// another app is not touched, and a table, an import task and a button point a new version leaves
// out are removed (the table's rows a loss to accept). Rollback takes the same path back.

interface Plan {
  planId: string;
  entities: Array<{ kind: string; code: string; action: string; changes: Array<{ path: string; before?: unknown; after?: unknown }> }>;
  tableStatements: Array<{ tableCode: string; statements: string[] }>;
  losses: Array<{ id: string; kind: string; code: string; rows: number }>;
  conflicts: Array<{ id: string; path: string }>;
  bindings: Array<{ name: string; bound: boolean }>;
}

const appCode = 'pr_customs';
const portText = 'dictionary:pr_port:/items/itemValue=SH/itemText';

let app: TestApp;
let acmeAdmin: string;
let acmeId: string;
let version1: AppPackage;

const plan = (pkg: unknown, bindings: Record<string, string> = {}) => app.api<Plan>('POST', '/api/eform/apps/plan?lang=en_US', { token: acmeAdmin, body: { package: pkg, bindings } });
const apply = (body: unknown) => app.api<{ version: string; created: number; changed: number; removed: number }>('POST', '/api/eform/apps/apply?lang=en_US', { token: acmeAdmin, body });
const entityOf = (planned: Plan, kind: string, code: string) => planned.entities.find((entity) => entity.kind === kind && entity.code === code);
const portItems = async () => app.ctx.owner('sys_dict_item as i').join('sys_dict as d', 'd.id', 'i.dict_id').where({ 'd.tenant_id': acmeId, 'd.dict_code': 'pr_port' }).orderBy('i.item_value').select('i.item_value as value', 'i.item_text as text');
const menuRow = (menuCode: string) => app.ctx.owner('sys_permission').where({ menu_code: menuCode }).first<{ name: string; icon: string | null; sort_no: number } | undefined>('name', 'icon', 'sort_no');
const extraRegistered = async () => app.ctx.owner('eform_tables').where({ tenant_id: acmeId, table_code: 'pr_extra' }).first<{ physical_name: string } | undefined>('physical_name');
const physicalTableExists = async (name: string) => (await app.ctx.owner.raw<{ rows: unknown[] }>("select 1 from information_schema.tables where table_schema = 'biz' and table_name = ?", [name])).rows.length > 0;
const taskRow = () => app.ctx.owner('eform_import_task').where({ tenant_id: acmeId, task_code: 'pr_import' }).first('id');

/** The app's own menus: a top menu, a page opening the app's form, and a button permission point on it. */
function ownMenus(page: Partial<MenuItemRecord>, buttons: MenuItemRecord[]): MenuItemRecord {
  return {
    menuCode: 'pr_root', name: 'PR', menuType: '0', path: '/pr', icon: 'global', sortNo: 50,
    children: [{ menuCode: 'pr_page', name: 'PR declarations', menuType: '1', path: '/pr/dec_form', componentKind: 'formAddTab', icon: 'table', sortNo: 1, ...page, children: buttons }],
  };
}

/**
 * Version 1.0.0: the customs app as demo exports it, as an app of its own (its product package is
 * acme's alone) carrying a ports dictionary, a SQL config, its own menus, an extra table and a
 * second import task.
 */
function makeVersion1(customs: AppPackage): AppPackage {
  const pkg = structuredClone(customs);
  Object.assign(pkg, { packageCode: appCode, packageName: 'PR customs', packageVersion: '1.0.0' });
  pkg.dictionaries = [...(pkg.dictionaries ?? []), { dictCode: 'pr_port', dictName: 'Ports', items: [{ itemText: 'Shanghai', itemValue: 'SH', sortOrder: 1 }, { itemText: 'Ningbo', itemValue: 'NB', sortOrder: 2 }] }];
  pkg.sqlConfigs = [...(pkg.sqlConfigs ?? []), { sqlCode: 'pr_ports', sqlName: 'Ports', sqlQuery: 'select item_value from sys_dict_item', isCache: 'N', parameters: [] }];
  pkg.menus = [...(pkg.menus ?? []), ownMenus({}, [{ menuCode: 'pr_page_add', name: 'Add', menuType: '2', perms: 'pr_page:add' }])];
  const task = pkg.definitions.find((entry) => entry.kind === 'importTask')!;
  pkg.definitions.push(
    { kind: 'table', body: { schemaVersion: 1, tableName: 'pr_extra', tableTitle: 'Extra notes', columns: [{ colCode: 'note', colName: 'Note', colType: 'varchar', colLength: 50, isNull: 'Y' }] } },
    { kind: 'importTask', body: { ...structuredClone(task.body), taskCode: 'pr_import', taskName: 'PR import' } },
  );
  return pkg;
}

/**
 * Version 1.1.0: a port added and Shanghai retitled, the SQL query and the rates path changed,
 * the page retitled and reordered with a new button in place of the old one, the shared customs
 * menu renamed (it is demo's too: not touched), the extra table and the second task left out.
 */
function makeVersion11(): AppPackage {
  const pkg = structuredClone(version1);
  pkg.packageVersion = '1.1.0';
  const port = pkg.dictionaries!.find((dict) => dict.dictCode === 'pr_port')!;
  port.items = [{ itemText: 'Shanghai port', itemValue: 'SH', sortOrder: 1 }, { itemText: 'Ningbo', itemValue: 'NB', sortOrder: 2 }, { itemText: 'Qingdao', itemValue: 'QD', sortOrder: 3 }];
  pkg.sqlConfigs!.find((config) => config.sqlCode === 'pr_ports')!.sqlQuery = 'select item_value, item_text from sys_dict_item';
  const rates = pkg.httpConfigs!.find((config) => config.httpCode === 'currency_rates')!;
  rates.httpUrl = rates.httpUrl.replace('/api/currencies', '/api/v2/currencies');
  pkg.menus = [
    ...pkg.menus!.filter((menu) => menu.menuCode !== 'pr_root').map((menu) => (menu.menuCode === 'customs' ? { ...menu, name: 'Customs (renamed by 1.1.0)' } : menu)),
    ownMenus({ name: 'PR entries', sortNo: 2 }, [{ menuCode: 'pr_page_export', name: 'Export', menuType: '2', perms: 'pr_page:export' }]),
  ];
  pkg.definitions = pkg.definitions.filter((entry) => !(entry.kind === 'table' && entry.body.tableName === 'pr_extra') && !(entry.kind === 'importTask' && entry.body.taskCode === 'pr_import'));
  return pkg;
}

beforeAll(async () => {
  app = await startTestApp();
  acmeAdmin = await app.loginAs('acme_admin');
  acmeId = (await app.ctx.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id'))!.id;
  const exported = await app.api<AppPackage>('GET', '/api/eform/apps/customs_declaration/export', { token: await app.loginAs('demo_admin') });
  expect(exported.status).toBe(200);
  version1 = makeVersion1(exported.body.result);
  const planned = await plan(version1, { HTTP_CURRENCY_RATES_HOST: '93.184.216.34' });
  expect(planned.status, JSON.stringify(planned.body)).toBe(200);
  const applied = await apply({ planId: planned.body.result.planId, acceptLosses: false });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
}, 120_000);
afterAll(async () => app?.close());

describe('an update over records acme has, and removals', () => {
  let planned: Plan;

  it('installed version 1.0.0 with its records, tables and own menus', async () => {
    expect(await portItems()).toEqual([{ value: 'NB', text: 'Ningbo' }, { value: 'SH', text: 'Shanghai' }]);
    expect(await menuRow('pr_page_add')).toBeDefined();
    const extra = (await extraRegistered())!;
    expect(await physicalTableExists(extra.physical_name)).toBe(true);
    expect(await taskRow()).toBeDefined();
  });

  it('plans 1.1.0 against acme\'s own edits: each record a change with its field diffs, acme\'s host kept, the removals with their loss', async () => {
    // acme's own edits: its own port, its own Shanghai text, its own page icon, and rows in the extra table.
    const dict = (await app.ctx.owner('sys_dict').where({ tenant_id: acmeId, dict_code: 'pr_port' }).first<{ id: string }>('id'))!;
    await app.ctx.owner('sys_dict_item').insert({ tenant_id: acmeId, dict_id: dict.id, item_text: 'Tianjin', item_value: 'TJ', sort_order: 9, status: '1' });
    await app.ctx.owner('sys_dict_item').where({ tenant_id: acmeId, dict_id: dict.id, item_value: 'SH' }).update({ item_text: 'SH (acme)' });
    await app.ctx.owner('sys_permission').where({ menu_code: 'pr_page' }).update({ icon: 'star' });
    const extra = (await extraRegistered())!;
    await app.ctx.owner.withSchema('biz').table(extra.physical_name).insert([{ note: 'kept by acme', tenant_id: acmeId }, { note: 'also', tenant_id: acmeId }]);

    // No binding value is given: the rates config is acme's, so its host is acme's.
    const response = await plan(makeVersion11());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    planned = response.body.result;
    expect(planned.bindings).toEqual([expect.objectContaining({ name: 'HTTP_CURRENCY_RATES_HOST', bound: true })]);

    const port = entityOf(planned, 'dictionary', 'pr_port')!;
    expect(port.action).toBe('change');
    expect(port.changes).toEqual([{ path: '/items/itemValue=QD', after: { itemText: 'Qingdao', itemValue: 'QD', sortOrder: 3, status: '1' } }]);
    expect(planned.conflicts.map((conflict) => conflict.id)).toEqual([portText]);
    expect(entityOf(planned, 'sqlConfig', 'pr_ports')).toMatchObject({ action: 'change', changes: [{ path: '/sqlQuery', before: 'select item_value from sys_dict_item', after: 'select item_value, item_text from sys_dict_item' }] });
    expect(entityOf(planned, 'httpConfig', 'currency_rates')).toMatchObject({ action: 'change', changes: [{ path: '/httpUrl', before: 'https://93.184.216.34/api/currencies', after: 'https://93.184.216.34/api/v2/currencies' }] });

    expect(entityOf(planned, 'menu', 'pr_page')).toMatchObject({ action: 'change', changes: expect.arrayContaining([{ path: '/name', before: 'PR declarations', after: 'PR entries' }, { path: '/sortNo', before: 1, after: 2 }]) });
    expect(entityOf(planned, 'menu', 'pr_page')!.changes.map((change) => change.path)).not.toContain('/icon');
    expect(entityOf(planned, 'menu', 'pr_page_add')!.action).toBe('remove');
    expect(entityOf(planned, 'menu', 'pr_page_export')!.action).toBe('create');
    expect(entityOf(planned, 'menu', 'customs')!.action).toBe('unchanged');

    expect(entityOf(planned, 'table', 'pr_extra')!.action).toBe('remove');
    expect(entityOf(planned, 'importTask', 'pr_import')!.action).toBe('remove');
    expect(planned.tableStatements).toEqual([{ tableCode: 'pr_extra', statements: [expect.stringMatching(/^drop table /)] }]);
    expect(planned.losses).toEqual([expect.objectContaining({ id: 'table:pr_extra:dropTable', kind: 'table', code: 'pr_extra', rows: 2 })]);
  });

  it('refuses to drop the table until its loss is accepted', async () => {
    const refused = await apply({ planId: planned.planId, acceptLosses: false, resolutions: { [portText]: 'tenant' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('pr_extra');
    expect(await physicalTableExists((await extraRegistered())!.physical_name)).toBe(true);
  });

  it('applies: every record takes the package\'s change and keeps acme\'s, the owned menus change, the shared one does not, the removals go', async () => {
    const physical = (await extraRegistered())!.physical_name;
    const applied = await apply({ planId: planned.planId, acceptLosses: true, resolutions: { [portText]: 'tenant' } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.result).toMatchObject({ version: '1.1.0' });

    expect(await portItems()).toEqual([{ value: 'NB', text: 'Ningbo' }, { value: 'QD', text: 'Qingdao' }, { value: 'SH', text: 'SH (acme)' }, { value: 'TJ', text: 'Tianjin' }]);
    expect(await app.ctx.owner('eform_sql_config').where({ tenant_id: acmeId, sql_code: 'pr_ports' }).first('sql_query')).toEqual({ sql_query: 'select item_value, item_text from sys_dict_item' });
    expect(await app.ctx.owner('eform_http_config').where({ tenant_id: acmeId, http_code: 'currency_rates' }).first('http_url')).toEqual({ http_url: 'https://93.184.216.34/api/v2/currencies' });

    expect(await menuRow('pr_page')).toEqual({ name: 'PR entries', icon: 'star', sort_no: 2 });
    expect(await menuRow('pr_page_add')).toBeUndefined();
    expect(await menuRow('pr_page_export')).toBeDefined();
    expect((await menuRow('customs'))!.name).toBe('Customs');

    expect(await physicalTableExists(physical)).toBe(false);
    expect(await extraRegistered()).toBeUndefined();
    expect(await app.ctx.owner('eform_definition').where({ tenant_id: acmeId, kind: 'table', code: 'pr_extra' }).first('id')).toBeUndefined();
    expect(await taskRow()).toBeUndefined();
  });

  it('rolls back to 1.0.0 the same way: the table and the task come back, the added port and button go, acme\'s own stay', async () => {
    const rolled = await app.api<{ version: string }>('POST', `/api/eform/apps/${appCode}/rollback?lang=en_US`, { token: acmeAdmin, body: { acceptLosses: true } });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body.result.version).toBe('1.0.0');
    expect(await portItems()).toEqual([{ value: 'NB', text: 'Ningbo' }, { value: 'SH', text: 'SH (acme)' }, { value: 'TJ', text: 'Tianjin' }]);
    expect(await app.ctx.owner('eform_http_config').where({ tenant_id: acmeId, http_code: 'currency_rates' }).first('http_url')).toEqual({ http_url: 'https://93.184.216.34/api/currencies' });
    expect(await menuRow('pr_page')).toEqual({ name: 'PR declarations', icon: 'star', sort_no: 1 });
    expect(await menuRow('pr_page_add')).toBeDefined();
    expect(await menuRow('pr_page_export')).toBeUndefined();
    const extra = (await extraRegistered())!;
    expect(await physicalTableExists(extra.physical_name)).toBe(true);
    expect(await taskRow()).toBeDefined();
  });
});

describe('a removal of what the tenant still uses', () => {
  it('keeps a table acme\'s own form writes: no drop, no loss', async () => {
    const body = { schemaVersion: 1, formCode: 'pr_acme_notes', formName: 'Acme notes', objectName: 'pr_extra', fields: [{ colCode: 'note', label: 'Note', type: 'input' }] };
    const created = await app.api('POST', '/api/eform/definitions', { token: acmeAdmin, body: { kind: 'form', code: 'pr_acme_notes', name: 'Acme notes', body } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const response = await plan(makeVersion11());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(entityOf(response.body.result, 'table', 'pr_extra')!.action).toBe('unchanged');
    expect(response.body.result.tableStatements).toEqual([]);
    expect(response.body.result.losses).toEqual([]);
    // The task the package left out is no one's table: it still goes.
    expect(entityOf(response.body.result, 'importTask', 'pr_import')!.action).toBe('remove');
  });
});

describe('an HTTP config a new version points elsewhere', () => {
  it('is checked as the config API checks a save: a private host is refused and nothing is written', async () => {
    const pkg = makeVersion11();
    const rates = pkg.httpConfigs!.find((config) => config.httpCode === 'currency_rates')!;
    rates.httpUrl = 'https://10.0.0.7/api/currencies';
    pkg.bindings = (pkg.bindings ?? []).filter((binding) => !binding.targets.some((target) => target.code === 'currency_rates'));
    const planned = await plan(pkg);
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(entityOf(planned.body.result, 'httpConfig', 'currency_rates')).toMatchObject({ action: 'change', changes: [{ path: '/httpUrl', after: 'https://10.0.0.7/api/currencies' }] });
    const refused = await apply({ planId: planned.body.result.planId, acceptLosses: true, resolutions: Object.fromEntries(planned.body.result.conflicts.map((conflict) => [conflict.id, 'tenant'])) });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.messageCode).toBe('appMarket/private-http-target');
    expect(await app.ctx.owner('eform_http_config').where({ tenant_id: acmeId, http_code: 'currency_rates' }).first('http_url')).toEqual({ http_url: 'https://93.184.216.34/api/currencies' });
  });
});
