import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

interface ButtonLists {
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const buttonLists = async (username: string) =>
  (await app.api<ButtonLists>('GET', '/api/system/getUserPermissionByToken', { token: await app.loginAs(username) })).body.result;
const entryOf = (list: PermissionEntry[], action: string) => list.find((entry) => entry.action === action);

describe('the button lists the element directive reads (spec §3 permission entry, §6)', () => {
  it('marks a button the server enforces as a rule in force, so a user without it is not shown it', async () => {
    // demo_user (role staff) may open the user page and read it, but not change users.
    const demo = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
    const staff = (await app.database.owner('sys_role').where({ tenant_id: demo, role_code: 'staff' }).first<{ id: string }>('id'))!.id;
    const granted = await app.database.owner('sys_permission').whereIn('menu_code', ['system', 'systemUser', 'systemUserView']).pluck('id');
    await app.database.owner('sys_role_permission').insert(granted.map((permissionId: string) => ({ tenant_id: demo, role_id: staff, permission_id: permissionId })));

    const user = await buttonLists('demo_user');
    expect(entryOf(user.allAuth, 'systemUser:edit')).toMatchObject({ action: 'systemUser:edit', status: '1' });
    expect(entryOf(user.auth, 'systemUser:edit')).toBeUndefined();
    expect(entryOf(user.auth, 'systemUser:view')).toMatchObject({ status: '1' });
    expect(hasElementPermission('systemUser:edit', user)).toBe(false);
    expect(hasElementPermission('systemUser:view', user)).toBe(true);
    // What the directive hides, the server refuses.
    const refused = await app.api('POST', '/api/system/user/add', { token: await app.loginAs('demo_user'), body: { username: 'hidden_add', realname: 'Hidden' } });
    expect(refused.status).toBe(403);

    const admin = await buttonLists('demo_admin');
    expect(entryOf(admin.auth, 'systemUser:edit')).toMatchObject({ status: '1' });
    expect(hasElementPermission('systemUser:edit', admin)).toBe(true);
  });

  it('sends no button as open to everyone, and leaves a disabled button out of both lists', async () => {
    expect((await buttonLists('demo_user')).allAuth.filter((entry) => entry.status !== '1')).toEqual([]);
    await app.database.owner('sys_permission').where({ menu_code: 'systemUserEdit' }).update({ status: '1' });
    const admin = await buttonLists('demo_admin');
    expect(entryOf(admin.allAuth, 'systemUser:edit')).toBeUndefined();
    expect(entryOf(admin.auth, 'systemUser:edit')).toBeUndefined();
    expect(hasElementPermission('systemUser:edit', admin)).toBe(false);
    await app.database.owner('sys_permission').where({ menu_code: 'systemUserEdit' }).update({ status: '0' });
  });
});
