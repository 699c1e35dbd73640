import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppPackage } from '@wharf/schemas';
import { startTestApp, type TestApp } from './support/testApp';

interface MarketItem {
  appCode: string;
  appName: string;
  appVersion: string;
  description: string;
  createTime: string;
  groupCode: string;
  isInstalled: boolean;
  installedVersion: string | null;
  canUpdate: boolean;
}
type Records<T> = { records: T[]; total: number };

const customsCode = 'customs_declaration';
const customsFile = resolve(import.meta.dirname, '..', '..', 'examples', 'customs-declaration.app.json');

let app: TestApp;
let dataDir: string;
let acmeAdmin: string;
let demoAdmin: string;
let staff: string;
let acmeId: string;
let demoId: string;

beforeAll(async () => {
  app = await startTestApp();
  // The market reads DATA_DIR/market at request time: this run gets a folder of its own.
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-market-'));
  app.ctx.config.dataDir = dataDir;
  acmeAdmin = await app.loginAs('acme_admin');
  demoAdmin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  const tenantId = async (code: string) => (await app.ctx.owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;
  acmeId = await tenantId('acme');
  demoId = await tenantId('demo');
});
afterAll(async () => {
  await app?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const marketList = (token: string, query = '') => app.api<Records<MarketItem>>('GET', `/api/saas/market/queryMarketList${query}`, { token });
const install = (token: string, appCode: unknown) => app.api<{ appVersion: string; definitions: string[]; tables: string[]; menus: string[]; dictionaries: string[] }>('POST', '/api/eform/manage/market/installation', { token, body: { appCode } });
const update = (token: string, appCode: string) => app.api<{ fromVersion: string; appVersion: string; revised: Array<{ kind: string; code: string; version: number }>; tablesPendingSync: string[]; dictionaries: string[] }>('PUT', '/api/eform/manage/market/update', { token, body: { appCode } });
const menuOf = async (token: string) => JSON.stringify((await app.api<{ menu: unknown }>('GET', '/api/system/getUserPermissionByToken', { token })).body.result.menu);
const definitionsOf = (tenantId: string) => app.ctx.owner('eform_definition').where({ tenant_id: tenantId }).orderBy(['kind', 'code']).select('id', 'kind', 'code', 'version', 'updated_at');

async function writeLocalPackage(name: string, content: unknown): Promise<void> {
  await mkdir(join(dataDir, 'market'), { recursive: true });
  await writeFile(join(dataDir, 'market', name), typeof content === 'string' ? content : JSON.stringify(content));
}

describe('the app market catalogue', () => {
  it('lists the shipped packages for any logged-in user, with the tenant\'s state, and groups them', async () => {
    const list = await marketList(staff);
    expect(list.status).toBe(200);
    // The demo tenant's seed installed the customs app, and says so as the market would.
    expect(list.body.result.records).toEqual([
      expect.objectContaining({ appCode: customsCode, appName: 'Customs declaration', appVersion: '1.0.0', groupCode: 'shipped', isInstalled: true, installedVersion: '1.0.0', canUpdate: false }),
    ]);
    expect(list.body.result.records[0]!.description).toMatch(/declarations/);
    expect(Number.isNaN(Date.parse(list.body.result.records[0]!.createTime))).toBe(false);
    expect((await marketList(staff, '?keyword=nothing-like-this')).body.result.records).toEqual([]);
    expect((await marketList(staff, '?groupCode=local')).body.result.records).toEqual([]);
    expect((await marketList(staff, '?groupCode=elsewhere')).status).toBe(400);

    const groups = await app.api<Array<{ groupCode: string; groupName: string; count: number }>>('GET', '/api/saas/market/queryMarketGroupList?lang=en_US', { token: staff });
    expect(groups.body.result).toEqual([{ groupCode: 'shipped', groupName: 'Shipped with Wharf', count: 1 }]);
    expect((await app.api('GET', '/api/saas/market/queryMarketList')).status).toBe(401);
  });

  it('skips invalid files in the operator\'s folder and never serves them', async () => {
    await writeLocalPackage('broken.app.json', '{ "packageCode": ');
    await writeLocalPackage('invalid.app.json', { schemaVersion: 1, packageCode: 'invalid_app', packageName: 'Invalid', packageVersion: 'not-a-version', definitions: [] });
    const codes = (await marketList(acmeAdmin)).body.result.records.map((item) => item.appCode);
    expect(codes).toEqual([customsCode]);
    const refused = await install(acmeAdmin, 'invalid_app');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/invalid_app/);
  });
});

describe('installing a market app', () => {
  it('refuses a staff user, an unknown app and a malformed body', async () => {
    expect((await install(staff, customsCode)).status).toBe(403);
    expect((await install(acmeAdmin, 'no_such_app')).status).toBe(404);
    const malformed = await install(acmeAdmin, 'spaces are not codes');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body.result)).toContain('/body/appCode');
    expect((await app.api('POST', '/api/eform/manage/market/installation', { token: acmeAdmin, body: {} })).status).toBe(400);
  });

  it('installs the customs app into acme: its forms, tables and menus, and leaves demo as it was', async () => {
    const demoBefore = await definitionsOf(demoId);
    expect(await menuOf(acmeAdmin)).not.toContain('/customs/dec_list_view');
    expect((await definitionsOf(acmeId)).filter((row) => row.code === 'dec_form')).toEqual([]);

    const installed = await install(acmeAdmin, customsCode);
    expect(installed.status).toBe(200);
    expect(installed.body.message).toContain(customsCode);
    expect(installed.body.result.appVersion).toBe('1.0.0');
    expect(installed.body.result.definitions).toEqual(expect.arrayContaining(['form:dec_form', 'view:dec_list_view', 'table:dec_head']));
    expect(installed.body.result.tables.sort()).toEqual(['dec_head', 'dec_list']);

    const acmeForms = (await definitionsOf(acmeId)).filter((row) => row.kind === 'form').map((row) => row.code);
    expect(acmeForms).toEqual(expect.arrayContaining(['dec_form', 'dec_quick_note', 'dec_head_import']));
    expect(await menuOf(acmeAdmin)).toContain('/customs/dec_list_view');
    // The app's list view answers in acme, from acme's own (empty) table.
    const rows = await app.api<{ records: unknown[] }>('GET', '/api/eform/views/dec_list_view/data?pageSize=10', { token: acmeAdmin });
    expect(rows.status).toBe(200);
    expect(rows.body.result.records).toEqual([]);

    expect(await definitionsOf(demoId)).toEqual(demoBefore);
    const apps = await app.api<Records<{ appCode: string; appName: string; appVersion: string; createTime: string }>>('GET', '/api/eform/manage/market/queryAppList', { token: acmeAdmin });
    expect(apps.body.result.records).toEqual([expect.objectContaining({ appCode: customsCode, appName: 'Customs declaration', appVersion: '1.0.0' })]);
    // Demo's list holds only its own (the seed's) installation, not acme's.
    const demoApps = await app.api<Records<{ appCode: string; createTime: string }>>('GET', '/api/eform/manage/market/queryAppList', { token: demoAdmin });
    expect(demoApps.body.result.records.map((record) => record.appCode)).toEqual([customsCode]);
    expect((await app.ctx.owner('eform_market_installation').where({ tenant_id: demoId }).first('installed_by')).installed_by).toBeNull();
    const row = await app.ctx.owner('eform_market_installation').where({ tenant_id: acmeId, app_code: customsCode }).first('installed_by');
    expect(row.installed_by).toBe((await app.ctx.owner('sys_user').where({ username: 'acme_admin' }).first('id')).id);
    expect((await marketList(acmeAdmin)).body.result.records[0]).toMatchObject({ isInstalled: true, installedVersion: '1.0.0', canUpdate: false });
  });

  it('refuses a second install with a clear 400, and an update when the market has nothing newer', async () => {
    const again = await app.api('POST', '/api/eform/manage/market/installation?lang=en_US', { token: acmeAdmin, body: { appCode: customsCode } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('The app Customs declaration is already installed (version 1.0.0)');
    const current = await update(acmeAdmin, customsCode);
    expect(current.status).toBe(400);
    expect(current.body.message).toMatch(/1\.0\.0/);
  });
});

describe('the platform operator', () => {
  it('installs into the tenant they switched into, recorded there under their own name', async () => {
    await writeLocalPackage('operator.app.json', { schemaVersion: 1, packageCode: 'operator_app', packageName: 'Operator app', packageVersion: '1.0.0', definitions: [], dictionaries: [{ dictCode: 'operator_dict', dictName: 'Operator dictionary', items: [{ itemText: 'One', itemValue: '1' }] }] });
    const operator = await app.loginAs('admin');
    expect((await app.api('POST', '/api/system/tenant/switch', { token: operator, body: { tenantId: demoId } })).status).toBe(200);
    const installed = await install(operator, 'operator_app');
    expect(installed.status).toBe(200);
    expect(installed.body.result.dictionaries).toEqual(['operator_dict']);
    expect(await app.ctx.owner('sys_dict').where({ dict_code: 'operator_dict' }).pluck('tenant_id')).toEqual([demoId]);
    const demoApps = await app.api<Records<{ appCode: string }>>('GET', '/api/eform/manage/market/queryAppList', { token: demoAdmin });
    expect(demoApps.body.result.records.map((record) => record.appCode).sort()).toEqual([customsCode, 'operator_app'].sort());
    const row = await app.ctx.owner('eform_market_installation').where({ tenant_id: demoId, app_code: 'operator_app' }).first('installed_by');
    expect(row.installed_by).toBe((await app.ctx.owner('sys_user').where({ username: 'admin' }).first('id')).id);
    // acme saw none of it.
    expect((await marketList(acmeAdmin)).body.result.records.find((item) => item.appCode === 'operator_app')).toMatchObject({ isInstalled: false });
  });
});

describe('updating a market app', () => {
  it('refuses an app the tenant has not installed', async () => {
    await writeLocalPackage('tiny.app.json', { schemaVersion: 1, packageCode: 'tiny_app', packageName: 'Tiny', packageVersion: '0.1.0', definitions: [] });
    const refused = await app.api('PUT', '/api/eform/manage/market/update?lang=en_US', { token: acmeAdmin, body: { appCode: 'tiny_app' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The app Tiny is not installed; install it first');
  });

  it('brings a newer version from the operator\'s folder: new revisions, the new column and dictionary, the new version recorded', async () => {
    const pkg = JSON.parse(await readFile(customsFile, 'utf8')) as AppPackage;
    pkg.packageVersion = '1.1.0';
    const head = pkg.definitions.find((entry) => entry.kind === 'table' && entry.body.tableName === 'dec_head')!.body as unknown as { columns: unknown[] };
    head.columns.push({ colCode: 'priority', colName: 'Priority', colType: 'varchar', colLength: 1, isNull: 'Y', dictCode: 'dec_priority' });
    const form = pkg.definitions.find((entry) => entry.kind === 'form' && entry.body.formCode === 'dec_quick_note')!.body as unknown as { formName: string };
    form.formName = 'Quick note (v1.1)';
    pkg.dictionaries!.push({ dictCode: 'dec_priority', dictName: 'Declaration priority', items: [{ itemText: 'Normal', itemValue: 'N' }, { itemText: 'Urgent', itemValue: 'U' }] });
    await writeLocalPackage('customs-declaration-1.1.0.app.json', pkg);

    expect((await marketList(acmeAdmin)).body.result.records.find((item) => item.appCode === customsCode)).toMatchObject({ appVersion: '1.1.0', groupCode: 'local', installedVersion: '1.0.0', canUpdate: true });
    expect((await update(staff, customsCode)).status).toBe(403);
    const demoBefore = await definitionsOf(demoId);

    const updated = await update(acmeAdmin, customsCode);
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ fromVersion: '1.0.0', appVersion: '1.1.0', tablesPendingSync: [], dictionaries: ['dec_priority'] });
    expect(updated.body.result.revised.map((d) => `${d.kind}:${d.code}@${d.version}`).sort()).toEqual(['form:dec_quick_note@2', 'table:dec_head@2']);

    const note = await app.ctx.owner('eform_definition').where({ tenant_id: acmeId, kind: 'form', code: 'dec_quick_note' }).first('id', 'status', 'version', 'published_version', 'name');
    expect(note).toMatchObject({ status: 'published', version: 2, published_version: 2, name: 'Quick note (v1.1)' });
    expect(await app.ctx.owner('eform_definition_revision').where({ definition_id: note.id }).orderBy('version').pluck('version')).toEqual([1, 2]);
    const { physical_name: table } = await app.ctx.owner('eform_tables').where({ tenant_id: acmeId, table_code: 'dec_head' }).first('physical_name');
    const columns = await app.ctx.owner('information_schema.columns').where({ table_schema: 'biz', table_name: table }).pluck('column_name');
    expect(columns).toContain('priority');

    const apps = await app.api<Records<{ appCode: string; appVersion: string }>>('GET', '/api/eform/manage/market/queryAppList', { token: acmeAdmin });
    expect(apps.body.result.records).toEqual([expect.objectContaining({ appCode: customsCode, appVersion: '1.1.0' })]);
    expect(await definitionsOf(demoId)).toEqual(demoBefore);
    expect((await update(acmeAdmin, customsCode)).status).toBe(400);
  });

  it('keeps the tenant\'s own change: an update that conflicts with it is refused with its plan, and applied only with the plan named and the conflict resolved', async () => {
    // acme renames its quick note form; version 1.2.0 renames it too, differently.
    const note = await app.ctx.owner('eform_definition').where({ tenant_id: acmeId, kind: 'form', code: 'dec_quick_note' }).first<{ id: string; version: number; body: Record<string, unknown> }>('id', 'version', 'body');
    expect((await app.api('PUT', `/api/eform/definitions/${note!.id}`, { token: acmeAdmin, body: { version: note!.version, body: { ...note!.body, formName: 'Acme note' } } })).status).toBe(200);
    const pkg = JSON.parse(await readFile(customsFile, 'utf8')) as AppPackage;
    pkg.packageVersion = '1.2.0';
    (pkg.definitions.find((entry) => entry.kind === 'form' && entry.body.formCode === 'dec_quick_note')!.body as unknown as { formName: string }).formName = 'Quick note (v1.2)';
    await writeLocalPackage('customs-declaration-1.2.0.app.json', pkg);

    const refused = await app.api<{ plan: { planId: string; conflicts: Array<{ id: string; tenant: unknown; package: unknown }> } }>('PUT', '/api/eform/manage/market/update?lang=en_US', { token: acmeAdmin, body: { appCode: customsCode } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('form:dec_quick_note:/formName');
    expect(refused.body.result.plan.conflicts).toEqual([expect.objectContaining({ id: 'form:dec_quick_note:/formName', tenant: 'Acme note', package: 'Quick note (v1.2)' })]);
    expect((await app.ctx.owner('eform_definition').where({ id: note!.id }).first('body')).body.formName).toBe('Acme note');

    const preview = await app.api<{ planId: string; fromVersion: string; toVersion: string }>('POST', '/api/eform/manage/market/plan', { token: acmeAdmin, body: { appCode: customsCode } });
    expect(preview.body.result).toMatchObject({ fromVersion: '1.1.0', toVersion: '1.2.0' });
    const updated = await app.api<{ appVersion: string }>('PUT', '/api/eform/manage/market/update', { token: acmeAdmin, body: { appCode: customsCode, planId: preview.body.result.planId, resolutions: { 'form:dec_quick_note:/formName': 'tenant' } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.result.appVersion).toBe('1.2.0');
    expect((await app.ctx.owner('eform_definition').where({ id: note!.id }).first('body')).body.formName).toBe('Acme note');
  });
});
