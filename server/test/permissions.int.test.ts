import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface Menu {
  id: string;
  path: string;
  back: string;
  meta: { title: string };
  children?: Menu[];
}
interface PermissionList {
  menu: Menu[];
  portalType: string;
  quickMenu: string[];
  userSettings: Record<string, unknown>;
  auth: unknown[];
  allAuth: unknown[];
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** The buttons of the packages the demo tenant holds (seeds/access.json), as seeds/menus.json defines them. */
const readSeed = <T>(name: string) => JSON.parse(readFileSync(new URL(`../../seeds/${name}`, import.meta.url), 'utf8')) as T;
const seedAccess = readSeed<{ packages: Array<{ productCode: string; menus: string[] }>; tenantPackages: Record<string, string[]> }>('access.json');
const demoMenuCodes = new Set(seedAccess.packages.filter((p) => seedAccess.tenantPackages.demo!.includes(p.productCode)).flatMap((p) => p.menus));
const seededButtons = readSeed<{ menus: Array<{ menuCode: string; perms?: string }> }>('menus.json').menus
  .filter((m) => m.perms !== undefined && demoMenuCodes.has(m.menuCode)).map((m) => m.perms!);
/** The customs example's buttons (installed in the demo tenant as an app package granted to staff). */
type PackageMenu = { perms?: string; children?: PackageMenu[] };
const packageButtons = (menus: PackageMenu[]): string[] => menus.flatMap((m) => [...(m.perms ? [m.perms] : []), ...packageButtons(m.children ?? [])]);
const exampleButtons = packageButtons((JSON.parse(readFileSync(new URL('../../examples/customs-declaration.app.json', import.meta.url), 'utf8')) as { menus: PackageMenu[] }).menus).sort();
const consoleButtons = [...seededButtons, ...exampleButtons].sort();
const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);

describe('permission list and user settings', () => {
  it('gives a console user the console menus as a tree, titled in the request language', async () => {
    const token = await app.loginAs('demo_admin');
    const response = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken?roleCode=&lang=en_US', { token });
    expect(response.status).toBe(200);
    const { menu } = response.body.result;
    const system = menu.find((m) => m.path === '/system');
    expect(system?.meta.title).toBe('System');
    expect(system?.children?.map((c) => c.path)).toEqual(['/system/user', '/system/role', '/system/menu', '/system/dict', '/system/fillRule', '/system/locale', '/system/log', '/system/position', '/system/job', '/system/tag', '/system/division', '/system/category', '/system/checkRule', '/system/jumpParam', '/system/message', '/system/scheduledJob']);
    expect(flatten(menu).some((m) => m.path === '/app/group' && m.back === '1')).toBe(true);
    expect(response.body.result.portalType).toBe('1');
    const actions = (entries: unknown[]) => (entries as { action: string }[]).map((e) => e.action).sort();
    expect(actions(response.body.result.auth)).toEqual(consoleButtons);
    expect(actions(response.body.result.allAuth)).toEqual(consoleButtons);
    expect(flatten(menu).some((m) => m.path === '')).toBe(false);
  });

  it('gives an ordinary user only the front-end menus', async () => {
    const token = await app.loginAs('demo_user');
    const { body } = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token });
    expect(flatten(body.result.menu).every((m) => m.back === '0')).toBe(true);
    expect(flatten(body.result.menu).map((m) => m.meta.title)).toContain('工作台');
    // Only the example app's buttons are theirs; the others are still known, so the screens can hide them (spec §6).
    expect((body.result.auth as { action: string }[]).map((e) => e.action).sort()).toEqual(exampleButtons);
    expect((body.result.allAuth as { action: string }[]).map((e) => e.action).sort()).toEqual(consoleButtons);
  });

  it('saves the quick menu (max 27) and settings per user, and returns them with the permission list', async () => {
    const token = await app.loginAs('demo_user');
    const before = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token });
    const ids = flatten(before.body.result.menu).map((m) => m.id).reverse();
    expect(before.body.result.quickMenu.length).toBeGreaterThan(0);

    const saved = await app.api('POST', '/api/system/sysUserSettings/save', { token, body: { quickSettings: JSON.stringify(ids), settings: { primaryColor: '#FD454A' } } });
    expect(saved.status).toBe(200);
    await app.api('POST', '/api/system/sysUserSettings/save', { token, body: { settings: { dark: true } } });
    const after = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token });
    expect(after.body.result.quickMenu).toEqual(ids);
    expect(after.body.result.userSettings).toEqual({ primaryColor: '#FD454A', dark: true });

    const other = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token: await app.loginAs('demo_admin') });
    expect(other.body.result.userSettings).toEqual({});
  });

  it('refuses more than 27 quick-menu entries and text that is not a list', async () => {
    const token = await app.loginAs('demo_user');
    const tooMany = await app.api<{ errors: { path: string }[] }>('POST', '/api/system/sysUserSettings/save', { token, body: { quickSettings: JSON.stringify(Array.from({ length: 28 }, (_, i) => `id${i}`)) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result.errors[0]!.path).toBe('/body/quickSettings');
    const notList = await app.api('POST', '/api/system/sysUserSettings/save', { token, body: { quickSettings: '{"a":1}' } });
    expect(notList.status).toBe(400);
  });
});

describe('permissions come from product packages and roles', () => {
  const paths = async (username: string) => {
    const { body } = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token: await app.loginAs(username) });
    return flatten(body.result.menu).map((m) => m.path).sort();
  };
  const tenantId = async (code: string) => (await app.database.owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;

  it('the platform operator holds every menu', async () => {
    const all = await app.database.owner('sys_permission').whereNot({ menu_type: '2' }).pluck('path');
    expect(await paths('admin')).toEqual([...all].sort());
  });

  it('gives the menu-editing button to the platform operator alone (it is in no product package)', async () => {
    const actions = async (username: string) => {
      const { body } = await app.api<PermissionList>('GET', '/api/system/getUserPermissionByToken', { token: await app.loginAs(username) });
      return { auth: (body.result.auth as { action: string }[]).map((e) => e.action), allAuth: (body.result.allAuth as { action: string }[]).map((e) => e.action) };
    };
    expect((await actions('admin')).auth).toContain('systemMenu:edit');
    const tenantAdmin = await actions('demo_admin');
    expect(tenantAdmin.auth).not.toContain('systemMenu:edit');
    expect(tenantAdmin.allAuth).not.toContain('systemMenu:edit');
  });

  it('a tenant administrator holds what the tenant\'s packages contain, and loses a package\'s menus with it', async () => {
    expect(await paths('acme_admin')).toContain('/system/user');
    const acme = await tenantId('acme');
    const consolePackage = await app.database.owner('sys_product_package').where({ product_code: 'console' }).first<{ id: string }>('id');
    await app.database.owner('sys_tenant_package').where({ tenant_id: acme, package_id: consolePackage!.id }).update({ expires_at: app.database.owner.raw("now() - interval '1 day'") });
    const after = await paths('acme_admin');
    expect(after).not.toContain('/system/user');
    expect(after).toContain('/eform/definitions');
    expect(await paths('demo_admin')).toContain('/system/user');
    await app.database.owner('sys_tenant_package').where({ tenant_id: acme, package_id: consolePackage!.id }).update({ expires_at: null });
  });

  it('anyone else holds exactly what their roles grant, within the packages', async () => {
    // The customs example's menus come with the app installed in the demo tenant (seeds/apps.json grants them to staff).
    const customs = ['/customs', '/customs/dec_form', '/customs/dec_list_view', '/customs/dec_overview', '/customs/dec_port_column'];
    // The workflow's front pages (seeds/access.json grants them to staff); its management is the back office's.
    const workflow = ['/bpm', '/bpm/cc', '/bpm/delegations', '/bpm/done', '/bpm/started', '/bpm/todo'];
    expect(await paths('demo_user')).toEqual([...workflow, ...customs, '/dashboard/workbench', '/download/center', '/message/center']);
    const demo = await tenantId('demo');
    const staff = await app.database.owner('sys_role').where({ tenant_id: demo, role_code: 'staff' }).first<{ id: string }>('id');
    const definitions = await app.database.owner('sys_permission').where({ menu_code: 'eformDefinitions' }).first<{ id: string }>('id');
    await app.database.owner('sys_role_permission').insert({ tenant_id: demo, role_id: staff!.id, permission_id: definitions!.id });
    expect(await paths('demo_user')).toEqual([...workflow, ...customs, '/dashboard/workbench', '/download/center', '/eform/definitions', '/message/center']);

    await app.database.owner('sys_user_role').where({ role_id: staff!.id }).delete();
    expect(await paths('demo_user')).toEqual([]);
  });
});
