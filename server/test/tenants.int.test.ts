import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Tenant {
  id: string;
  tenantCode: string;
  packageCodes: string[];
  mainUser: string | null;
}
type Issues = { errors: { path: string; code: string }[] };

let app: TestApp;
let operator: string;
let demoAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
  demoAdmin = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

const newTenant = (overrides: Record<string, unknown> = {}) => ({
  tenantCode: 'globex', tenantName: 'Globex Logistics', maxUsers: 20, packageCodes: ['workspace', 'console'],
  adminUsername: 'globex_admin', adminRealname: 'Globex', adminPassword: 'Globex#Admin2027', ...overrides,
});
const tenantIdOf = async (code: string) => (await app.database.owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;

describe('tenant operations', () => {
  it('are the platform operator\'s alone', async () => {
    for (const [method, path, body] of [['GET', '/api/system/tenant/list'], ['POST', '/api/system/tenant/add', newTenant()], ['POST', '/api/system/tenant/switch', { tenantId: await tenantIdOf('acme') }]] as Array<[string, string, unknown?]>) {
      const response = await app.api(method, path, { token: demoAdmin, ...(body ? { body } : {}) });
      expect(response.status, path).toBe(403);
      expect(response.body.messageCode).toBe('tenant/no-ops-permission');
    }
  });

  it('lists every tenant with its packages', async () => {
    const list = await app.api<{ records: Tenant[] }>('GET', '/api/system/tenant/list', { token: operator });
    expect(list.body.result.records.map((t) => [t.tenantCode, t.packageCodes])).toEqual([
      ['acme', ['builder', 'console', 'workspace']],
      ['demo', ['app_customs_declaration', 'builder', 'console', 'workspace']],
    ]);
  });

  it('creates a tenant with its packages and first administrator, in one piece', async () => {
    const created = await app.api<Tenant>('POST', '/api/system/tenant/add', { token: operator, body: newTenant() });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ tenantCode: 'globex', packageCodes: ['console', 'workspace'] });
    const admin = await app.database.owner('sys_user').where({ username: 'globex_admin' }).first<{ id: string; tenant_id: string; user_type: string }>('id', 'tenant_id', 'user_type');
    expect(admin).toMatchObject({ tenant_id: created.body.result.id, user_type: 'admin' });
    expect(created.body.result.mainUser).toBe(admin!.id);
    const login = await app.api<{ step: string }>('POST', '/api/system/login', { body: { username: 'globex_admin', password: 'Globex#Admin2027' } });
    expect(login.body.result.step).toBe('changePassword');

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tenantCode: 'globex', adminUsername: 'other_admin' }, '/body/tenantCode'],
      [{ tenantCode: 'initech', adminUsername: 'demo_admin' }, '/body/adminUsername'],
      [{ tenantCode: 'initech2', adminUsername: 'x_admin', packageCodes: ['workspace', 'nope'] }, '/body/packageCodes/1'],
      [{ tenantCode: 'initech3', adminUsername: 'y_admin', adminPassword: 'weak' }, '/body/adminPassword'],
    ];
    for (const [change, path] of cases) {
      const refused = await app.api<Issues>('POST', '/api/system/tenant/add', { token: operator, body: newTenant(change) });
      expect(refused.status, path).toBe(400);
      expect(refused.body.result.errors[0]!.path).toBe(path);
    }
    expect(await app.database.owner('sys_tenant').whereIn('tenant_code', ['initech', 'initech2', 'initech3']).first()).toBeUndefined();
  });

  it('edits a tenant\'s packages, which decide its menus', async () => {
    const acme = await tenantIdOf('acme');
    const edited = await app.api<Tenant>('PUT', '/api/system/tenant/edit', { token: operator, body: { id: acme, tenantName: 'Acme Customs Brokerage', packageCodes: ['workspace', 'builder'] } });
    expect(edited.body.result.packageCodes).toEqual(['builder', 'workspace']);
    const menu = await app.api<{ menu: Array<{ path: string }> }>('GET', '/api/system/getUserPermissionByToken', { token: await app.loginAs('acme_admin') });
    expect(menu.body.result.menu.map((m) => m.path)).not.toContain('/system');
    await app.api('PUT', '/api/system/tenant/edit', { token: operator, body: { id: acme, tenantName: 'Acme Customs Brokerage', packageCodes: ['workspace', 'builder', 'console'] } });
  });

  it('switches the operator\'s session into a tenant and back out', async () => {
    const session = await app.loginAs('admin');
    const demo = await tenantIdOf('demo');
    expect((await app.api('POST', '/api/system/tenant/switch', { token: session, body: { tenantId: demo } })).status).toBe(200);

    const info = await app.api<{ username: string; userExtendInfo: { tenantCode: string } }>('GET', '/api/user/info', { token: session });
    expect(info.body.result).toMatchObject({ username: 'admin', extendInfo: { isPlatformOperator: true, isSwitched: true }, userExtendInfo: { tenantCode: 'demo' } });
    const roles = await app.api<Array<{ roleCode: string }>>('GET', '/api/system/role/queryall', { token: session });
    expect(roles.body.result.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['tenant_admin', 'staff']));
    const definitions = await app.api<{ records: Array<{ code: string }> }>('GET', '/api/eform/definitions', { token: session });
    expect(definitions.body.result.records.map((d) => d.code)).toContain('declaration_head');
    const menus = await app.api<{ menu: unknown[] }>('GET', '/api/system/getUserPermissionByToken', { token: session });
    expect(menus.status).toBe(200);

    expect((await app.api('POST', '/api/system/tenant/switchOut', { token: session })).status).toBe(200);
    const home = await app.api<{ extendInfo: Record<string, unknown>; userExtendInfo: { tenantCode: string } }>('GET', '/api/user/info', { token: session });
    expect(home.body.result.userExtendInfo.tenantCode).toBe('platform');
    expect(home.body.result.extendInfo).toEqual({ isPlatformOperator: true });
    const tenantAdmin = await app.api<{ extendInfo: Record<string, unknown> }>('GET', '/api/user/info', { token: await app.loginAs('demo_admin') });
    expect(tenantAdmin.body.result.extendInfo).toEqual({ isPlatformOperator: false });
    expect((await app.api<{ records: unknown[] }>('GET', '/api/eform/definitions', { token: session })).body.result.records).toEqual([]);
    const again = await app.api('POST', '/api/system/tenant/switchOut', { token: session });
    expect(again.status).toBe(400);
    expect(again.body.messageCode).toBe('tenant/not-switched');
    expect((await app.api('POST', '/api/system/logout', { token: session })).status).toBe(200);
  });

  it('refuses an unknown tenant and the platform tenant itself', async () => {
    const unknown = await app.api('POST', '/api/system/tenant/switch', { token: operator, body: { tenantId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messageCode).toBe('tenant/not-found');
    expect((await app.api('POST', '/api/system/tenant/switch', { token: operator, body: { tenantId: await tenantIdOf('platform') } })).status).toBe(404);
  });
});
