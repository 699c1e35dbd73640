import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let demoTenant: string;
let staffRole: string;
let staffToken: string;
let adminUserId: string;
let staffUserId: string;

beforeAll(async () => {
  app = await startTestApp();
  demoTenant = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  staffRole = (await app.database.owner('sys_role').where({ tenant_id: demoTenant, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
  adminUserId = (await app.database.owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string }>('id'))!.id;
  staffUserId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
  staffToken = await app.loginAs('demo_user');
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.database.owner('sys_role_permission').where({ role_id: staffRole }).whereIn('permission_id', app.database.owner('sys_permission').whereIn('menu_code', Object.keys(buttons)).select('id')).delete();
});

/** The seeded buttons (seeds/menus.json) and the permission each carries. */
const buttons = { systemLogList: 'sysLog:list', systemLogDelete: 'sysLog:delete', systemUserEntryToken: 'entryToken:issue' } as const;

/** Grants the staff role one button, as the role page does. */
async function grant(menuCode: keyof typeof buttons) {
  const button = await app.database.owner('sys_permission').where({ menu_code: menuCode }).first<{ id: string; perms: string }>('id', 'perms');
  expect(button!.perms).toBe(buttons[menuCode]);
  await app.database.owner('sys_role_permission').insert({ tenant_id: demoTenant, role_id: staffRole, permission_id: button!.id });
}

const logReads = ['/api/system/log/loginfo', '/api/system/log/visitInfo', '/api/system/log/messageLog'];
const status = async (method: string, path: string, body?: unknown) => (await app.api(method, path, { token: staffToken, body })).status;
const someLoginLogId = async () => (await app.database.owner('sys_login_log').where({ tenant_id: demoTenant }).first<{ id: string }>('id'))!.id;

describe('identity console calls are guarded by button permissions', () => {
  it('a user without the buttons is refused everything, even when flagged as a console user', async () => {
    await app.database.owner('sys_user').where({ id: staffUserId }).update({ back_role_flg: '1' });
    try {
      for (const path of logReads) expect(await status('GET', path), path).toBe(403);
      expect(await status('DELETE', `/api/system/log/delete?id=${await someLoginLogId()}&logType=login`)).toBe(403);
      expect(await status('POST', '/api/system/freeLoginToken', { entry: 'secretFreeLogin' })).toBe(403);
      expect(await status('POST', '/api/system/visitorToken', { pageType: 'form', pageCode: 'declaration_head' })).toBe(403);
      expect(await status('POST', '/api/system/entryToken/revoke', { tokenId: '00000000-0000-4000-8000-000000000000' })).toBe(403);
    } finally {
      await app.database.owner('sys_user').where({ id: staffUserId }).update({ back_role_flg: '0' });
    }
  });

  it('sysLog:list reads the logs; deleting needs sysLog:delete', async () => {
    await grant('systemLogList');
    for (const path of logReads) expect(await status('GET', path), path).toBe(200);
    const id = await someLoginLogId();
    expect(await status('DELETE', `/api/system/log/delete?id=${id}&logType=login`)).toBe(403);
    await grant('systemLogDelete');
    expect(await status('DELETE', `/api/system/log/delete?id=${id}&logType=login`)).toBe(200);
    expect(await app.database.owner('sys_login_log').where({ id }).first('id')).toBeUndefined();
  });

  it('entryToken:issue issues and revokes tokens; for another user only an administrator does', async () => {
    await grant('systemUserEntryToken');
    const own = await app.api<{ tokenId: string }>('POST', '/api/system/freeLoginToken', { token: staffToken, body: { entry: 'secretFreeLogin' } });
    expect(own.status).toBe(200);
    expect(await status('POST', '/api/system/freeLoginToken', { entry: 'secretFreeLogin', userId: adminUserId })).toBe(403);
    expect(await status('POST', '/api/system/visitorToken', { pageType: 'form', pageCode: 'declaration_head' })).toBe(200);
    expect(await status('POST', '/api/system/entryToken/revoke', { tokenId: own.body.result.tokenId })).toBe(200);
    // The logs stay closed: each button grants its own calls only.
    expect(await status('GET', '/api/system/log/loginfo')).toBe(403);
  });

  it('taking the button away closes the calls again', async () => {
    await grant('systemLogList');
    expect(await status('GET', '/api/system/log/loginfo')).toBe(200);
    await app.database.owner('sys_role_permission').where({ role_id: staffRole }).whereIn('permission_id', app.database.owner('sys_permission').where({ menu_code: 'systemLogList' }).select('id')).delete();
    expect(await status('GET', '/api/system/log/loginfo')).toBe(403);
  });

  it('the tenant administrator holds them all through the console package', async () => {
    const admin = await app.loginAs('demo_admin');
    for (const path of logReads) expect((await app.api('GET', path, { token: admin })).status, path).toBe(200);
    expect((await app.api('POST', '/api/system/freeLoginToken', { token: admin, body: { entry: 'secretFreeLogin', userId: staffUserId } })).status).toBe(200);
  });
});
