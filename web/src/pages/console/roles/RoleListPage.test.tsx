import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { click, toastTexts } from '../testing/domHelpers';
import { fakeId } from '../../../test/fakeSession';

const texts = consolePageTexts.zh_CN;
const roles = [
  { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', roleCode: 'clerk', roleName: 'Clerk', roleType: 'back', roleOrder: 1, description: null, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' },
  { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', roleCode: 'viewer', roleName: 'Viewer', roleType: 'front', roleOrder: 2, description: null, createTime: '2026-01-05T08:00:00.000Z', updateTime: '2026-01-05T08:00:00.000Z' },
];
const treeList = [
  { key: fakeId('p-sys'), title: 'System', menuType: '0', perms: null, children: [
    { key: fakeId('p-user'), title: 'Users', menuType: '1', perms: null, children: [{ key: fakeId('p-user-view'), title: 'View users', menuType: '2', perms: 'systemUser:view' }] },
    { key: fakeId('p-role'), title: 'Roles', menuType: '1', perms: null },
  ] },
];

function server() {
  return consoleTestServer(['systemRole:view', 'systemRole:edit'], {
    'GET /api/system/role/list': () => pageOf(roles),
    'GET /api/system/permission/queryTreeList': () => ok({ treeList, ids: [fakeId('p-sys'), fakeId('p-user'), fakeId('p-user-view'), fakeId('p-role')] }),
    'GET /api/system/permission/queryRolePermission': () => ok([fakeId('p-sys'), fakeId('p-role')]),
    'POST /api/system/permission/saveRolePermission': () => ok(),
    'GET /api/system/permission/queryPermissionRule': () => ok({ rules: [{ id: 'c701ac7a-2084-4a9f-8e06-1046d413ba52', permissionId: fakeId('p-user'), ruleName: 'Own org', ruleColumn: 'sysOrgCode', ruleOperator: 'equal', ruleValue: '#{orgCode}', status: '1' }], grantedRuleIds: [] }),
    'POST /api/system/permission/saveRolePermissionRule': () => ok(),
  });
}

/** The tree node whose title is `title`. */
const treeNode = (title: string) => [...document.querySelectorAll('.ant-tree-treenode')].find((element) => element.querySelector('.ant-tree-title')?.textContent === title);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the role page', () => {
  it('copies only with exactly one role selected', async () => {
    const app = await renderApp('/system/role', server());
    await vi.waitFor(() => expect(app.container.textContent).toContain('clerk'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="copy-role"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.selectRecord']));
    await click(app.container.querySelector('thead input[type="checkbox"]'));
    await click(app.container.querySelector('[data-testid="copy-role"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.onlyOneRecord']));
    expect(document.querySelector('#copyRole_roleCode')).toBeNull();
    await click(app.container.querySelector('thead input[type="checkbox"]'));
    await click(app.container.querySelector(`tr[data-row-key="${roles[0]!.id}"] input[type="checkbox"]`));
    await click(app.container.querySelector('[data-testid="copy-role"]'));
    await vi.waitFor(() => expect((document.querySelector('#copyRole_roleCode') as HTMLInputElement | null)?.value).toBe('clerk_copy'));
    app.unmount();
  }, 60_000);

  it('round-trips the permission tree: shows the grants, ticks with the cascade, saves the whole set', async () => {
    const api = server();
    const app = await renderApp('/system/role', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('clerk'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="grant-role-clerk"]'));
    await vi.waitFor(() => expect(treeNode('View users')).toBeDefined(), { timeout: 5000 });
    expect(treeNode('Roles')?.querySelector('.ant-tree-checkbox-checked')).not.toBeNull();
    expect(treeNode('Users')?.querySelector('.ant-tree-checkbox-checked')).toBeNull();

    // Ticking a button grants its menu too; the parents were granted already.
    await click(treeNode('View users')?.querySelector('.ant-tree-checkbox'));
    await click(document.querySelector('[data-testid="save-role-permissions"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/saveRolePermission']).toHaveLength(1));
    const saved = api.bodies['POST /api/system/permission/saveRolePermission']![0] as { roleId: string; permissionIds: string[] };
    expect(saved.roleId).toBe(roles[0]!.id);
    expect([...saved.permissionIds].sort()).toEqual([fakeId('p-role'), fakeId('p-sys'), fakeId('p-user'), fakeId('p-user-view')].sort());
    app.unmount();
  }, 60_000);

  it('saves one group (a top-level menu) through the group-role calls, leaving the role\'s other groups alone', async () => {
    const twoGroups = [...treeList, { key: fakeId('p-biz'), title: 'Business', menuType: '0', perms: null, children: [{ key: fakeId('p-orders'), title: 'Orders', menuType: '1', perms: null }] }];
    const api = consoleTestServer(['systemRole:view', 'systemRole:edit'], {
      'GET /api/system/role/list': () => pageOf(roles),
      'GET /api/system/permission/queryTreeList': () => ok({ treeList: twoGroups, ids: [fakeId('p-sys'), fakeId('p-user'), fakeId('p-user-view'), fakeId('p-role'), fakeId('p-biz'), fakeId('p-orders')] }),
      'GET /api/system/permission/queryRolePermission': () => ok([fakeId('p-sys'), fakeId('p-role')]),
      'GET /api/system/permission/queryGroupRolePermission': () => ok([]),
      'POST /api/system/permission/saveGroupRolePermission': () => ok(),
    });
    const app = await renderApp('/system/role', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('clerk'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="grant-role-clerk"]'));
    await vi.waitFor(() => expect(treeNode('Orders')).toBeDefined(), { timeout: 5000 });
    const selector = document.querySelector('[data-testid="permission-group"] .ant-select-selector') ?? document.querySelector('[data-testid="permission-group"]');
    selector?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((node) => node.textContent === 'Business');
      expect(found).toBeDefined();
      return found!;
    });
    await click(option);
    // Only the chosen group is shown, with the role's grants inside it.
    await vi.waitFor(() => expect(treeNode('Users')).toBeUndefined(), { timeout: 5000 });
    await vi.waitFor(() => expect(treeNode('Orders')).toBeDefined());
    await click(treeNode('Orders')?.querySelector('.ant-tree-checkbox'));
    await click(document.querySelector('[data-testid="save-role-permissions"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/saveGroupRolePermission']).toHaveLength(1));
    const saved = api.bodies['POST /api/system/permission/saveGroupRolePermission']![0] as { roleId: string; groupId: string; permissionIds: string[] };
    expect(saved).toMatchObject({ roleId: roles[0]!.id, groupId: fakeId('p-biz') });
    expect([...saved.permissionIds].sort()).toEqual([fakeId('p-biz'), fakeId('p-orders')].sort());
    expect(api.bodies['POST /api/system/permission/saveRolePermission']).toBeUndefined();
    app.unmount();
  }, 60_000);

  it('shows a menu\'s data rules and saves which of them the role applies', async () => {
    const api = server();
    const app = await renderApp('/system/role', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('clerk'), { timeout: 30_000 });
    await click(app.container.querySelector('[data-testid="grant-role-clerk"]'));
    await vi.waitFor(() => expect(treeNode('Users')).toBeDefined(), { timeout: 5000 });
    await click(treeNode('Users')?.querySelector('.ant-tree-title'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="role-data-rules"]')?.textContent).toContain('#{orgCode}'));
    await click(document.querySelector('[data-testid="role-data-rules"] tbody input[type="checkbox"]'));
    await click(document.querySelector('[data-testid="save-data-rules"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/saveRolePermissionRule']).toEqual([{ roleId: roles[0]!.id, permissionId: fakeId('p-user'), dataRuleIds: ['c701ac7a-2084-4a9f-8e06-1046d413ba52'] }]));
    app.unmount();
  }, 60_000);
});
