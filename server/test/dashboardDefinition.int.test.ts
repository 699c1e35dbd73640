import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 17: a published dashboard is put on the tenant's menu (`POST /api/eform/dashboards/{code}/menu`,
 * a `DashboardView` entry at `/report/dashboard/<code>`) and its page reads it from
 * `GET /api/eform/report/dashboard/{dashboardCode}/definition`: administrators and report designers
 * open any, a user only those their menus (or portal) open.
 */

let app: TestApp;
let admin = '';
let viewer = '';
let stranger = '';

function ok<T>(response: { status: number; body: { result: T } }, what: string): T {
  if (response.status !== 200 && response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const dashboard = (code: string) => ({
  schemaVersion: 1, dashboardCode: code, dashboardName: code, rowHeight: 30,
  items: [{ itemId: 'note', itemType: 'text', content: '<p>hello</p>', x: 0, y: 0, w: 24, h: 2 }],
});

async function createDashboard(code: string, isPublished: boolean): Promise<void> {
  const created = ok(await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: admin, body: { kind: 'dashboard', code, name: code, body: dashboard(code) } }), `create ${code}`);
  if (isPublished) ok(await app.api('POST', `/api/eform/definitions/${created.id}/publish`, { token: admin, body: {} }), `publish ${code}`);
}

async function userWith(name: string, permissionIds: string[]): Promise<string> {
  const role = ok(await app.api<{ id: string }>('POST', '/api/system/role/add', { token: admin, body: { roleCode: `dash_${name}`, roleName: `Dashboard ${name}`, roleType: 'front' } }), `role ${name}`);
  if (permissionIds.length > 0) ok(await app.api('POST', '/api/system/permission/saveRolePermission', { token: admin, body: { roleId: role.id, permissionIds } }), `grant ${name}`);
  const user = ok(await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username: `dash_${name}`, realname: name, password: 'Dash-Board-2026!x', roleIds: [role.id] } }), `user ${name}`);
  await app.database.owner('sys_user').where({ id: user.id }).update({ force_change_pass: 'N' });
  return app.loginAs(`dash_${name}`, 'Dash-Board-2026!x');
}

const definitionOf = (token: string, code: string) => app.api<{ code: string; version: number; body: { dashboardCode: string } }>('GET', `/api/eform/report/dashboard/${code}/definition`, { token });

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  await createDashboard('dash_int_board', true);
  await createDashboard('dash_int_other', true);
  await createDashboard('dash_int_draft', false);
  const customs = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
  const entry = ok(await app.api<{ id: string; path: string }>('POST', '/api/eform/dashboards/dash_int_board/menu', { token: admin, body: { parentId: customs, title: 'Board', menuCode: 'dash_int_board_menu' } }), 'menu entry');
  expect(entry.path).toBe('/report/dashboard/dash_int_board');
  viewer = await userWith('viewer', [customs, entry.id]);
  stranger = await userWith('stranger', [customs]);
}, 120_000);
afterAll(async () => app?.close());

describe('a dashboard on a menu', () => {
  it('is a DashboardView entry at /report/dashboard/<code>; an unpublished one is refused with the field path', async () => {
    const stored = await app.database.owner('sys_permission').where({ menu_code: 'dash_int_board_menu' }).first<{ component: string; path: string }>('component', 'path');
    expect(stored).toEqual({ component: 'eform/DashboardView', path: '/report/dashboard/dash_int_board' });
    const customs = (await app.database.owner('sys_permission').where({ menu_code: 'customs' }).first<{ id: string }>('id'))!.id;
    const refused = await app.api<unknown>('POST', '/api/eform/dashboards/dash_int_draft/menu', { token: admin, body: { parentId: customs, title: 'Draft', menuCode: 'dash_int_draft_menu' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('menus/dashboard-not-published');
    expect(JSON.stringify(refused.body)).toContain('/params/code');
  });
});

describe('GET /api/eform/report/dashboard/{dashboardCode}/definition', () => {
  it('answers the administrator the published body, and 404 for a draft or unknown code', async () => {
    const answer = await definitionOf(admin, 'dash_int_board');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ code: 'dash_int_board', version: 1, body: { dashboardCode: 'dash_int_board', rowHeight: 30 } });
    for (const code of ['dash_int_draft', 'no_such_board']) {
      const missing = await definitionOf(admin, code);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, message: expect.stringContaining(code) });
    }
  });

  it('lets a user open the dashboard their menu opens, and no other', async () => {
    expect((await definitionOf(viewer, 'dash_int_board')).status).toBe(200);
    const other = await definitionOf(viewer, 'dash_int_other');
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).toContain('dashboard/open-denied');
    expect((await definitionOf(stranger, 'dash_int_board')).status).toBe(403);
  });

  it('answers a code nothing can have with 404', async () => {
    expect((await definitionOf(admin, 'bad%20code')).status).toBe(404);
  });
});
