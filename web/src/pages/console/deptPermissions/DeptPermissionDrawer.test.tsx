import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { orgConsoleTestServer } from '../orgExtras/orgConsoleTestServer';
import { ok, signIn } from '../testing/consoleTestServer';
import { buttonWithText, click } from '../testing/domHelpers';

const org = { id: '00000000-0000-4000-8000-000000000002', parentId: null, orgName: '报关部', orgCode: 'CUS', orgType: 'department', orgOrder: 0, compCode: null, socialCreditCode: null, ipWhitelist: null, passwordExpiryDays: null, passwordAlertDays: null, lockUserFailures: null, passwordBlacklist: null, multipleLogin: 'default' };
const tree = [
  { key: '33b032d3-7112-46e8-864b-bf4bdba6ba50', title: '系统管理', menuType: '0', perms: null, children: [
    { key: '0a9dfbe2-3e9c-4dfb-8c8e-436423e9c27f', title: '数据字典', menuType: '1', perms: null, children: [
      { key: '64339405-7825-4eb0-838e-0407ca9b6a5f', title: '查看字典', menuType: '2', perms: 'systemDict:view' },
      { key: 'c1f1f81c-d1c8-41ef-87f1-c6ad651b303a', title: '编辑字典', menuType: '2', perms: 'systemDict:edit' },
    ] },
  ] },
  { key: 'f4951a79-f102-4214-842f-01664dbebe22', title: '工作台', menuType: '1', perms: null },
];
const allIds = ['33b032d3-7112-46e8-864b-bf4bdba6ba50', '0a9dfbe2-3e9c-4dfb-8c8e-436423e9c27f', '64339405-7825-4eb0-838e-0407ca9b6a5f', 'c1f1f81c-d1c8-41ef-87f1-c6ad651b303a', 'f4951a79-f102-4214-842f-01664dbebe22'];
const role = { id: 'ac41cb58-e63b-41b5-8c36-ca2958ade214', departId: '00000000-0000-4000-8000-000000000002', roleName: '字典管理员', roleCode: 'dict_keeper', description: null, createTime: '2026-01-05T08:00:00.000Z' };

function server(buttons: readonly string[] = ['orgDept:view', 'orgDept:edit', 'orgDept:permission']) {
  return orgConsoleTestServer(buttons, {
    'GET /api/system/sysOrg/queryTreeList': () => ok([org]),
    'GET /api/system/sysDepartPermission/queryTreeListForDeptRole': () => ok({ treeList: tree, ids: allIds, departPermissionIds: ['f4951a79-f102-4214-842f-01664dbebe22'] }),
    'POST /api/system/permission/saveDepartPermission': () => ok(),
    'GET /api/system/sysDepartRole/list': () => ok({ records: [role], total: 1, current: 1, size: 500, pages: 1 }),
    'GET /api/system/sysDepartPermission/queryDeptRolePermission': () => ok([]),
    'POST /api/system/sysDepartPermission/saveDeptRolePermission': () => ok(),
  });
}

const treeCheckbox = (root: ParentNode, title: string) => [...root.querySelectorAll('.ant-tree-treenode')].find((node) => node.querySelector('.ant-tree-title')?.textContent === title)?.querySelector('.ant-tree-checkbox');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the department permissions drawer', () => {
  it('ticks a menu with what is under it and above it, and saves the department\'s permissions', async () => {
    const api = server();
    const app = await renderApp('/org/dept', api);
    await vi.waitFor(() => expect([...document.querySelectorAll('.ant-tree-title')].some((n) => n.textContent?.includes('报关部'))).toBe(true), { timeout: 30_000 });
    await click([...document.querySelectorAll('.ant-tree-title')].find((n) => n.textContent?.includes('报关部')));
    await click(app.container.querySelector('[data-testid="org-permissions"]'));
    const drawer = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="dept-permission-tree"]');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 10_000 });
    expect(treeCheckbox(drawer, '工作台')?.classList.contains('ant-tree-checkbox-checked')).toBe(true);

    await click(treeCheckbox(drawer, '查看字典'));
    await click(document.querySelector('[data-testid="save-dept-permissions"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/saveDepartPermission']).toHaveLength(1));
    const saved = api.bodies['POST /api/system/permission/saveDepartPermission']![0] as { departId: string; permissionIds: string[] };
    expect(saved.departId).toBe('00000000-0000-4000-8000-000000000002');
    expect([...saved.permissionIds].sort()).toEqual(['0a9dfbe2-3e9c-4dfb-8c8e-436423e9c27f', '64339405-7825-4eb0-838e-0407ca9b6a5f', '33b032d3-7112-46e8-864b-bf4bdba6ba50', 'f4951a79-f102-4214-842f-01664dbebe22'].sort());
    app.unmount();
  }, 60_000);

  it('shows the department roles and saves a role\'s permissions, the department\'s own greyed out', async () => {
    const api = server();
    const app = await renderApp('/org/dept', api);
    await vi.waitFor(() => expect([...document.querySelectorAll('.ant-tree-title')].some((n) => n.textContent?.includes('报关部'))).toBe(true), { timeout: 30_000 });
    await click([...document.querySelectorAll('.ant-tree-title')].find((n) => n.textContent?.includes('报关部')));
    await click(app.container.querySelector('[data-testid="org-permissions"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="dept-permission-tree"]')).not.toBeNull(), { timeout: 10_000 });
    await click([...document.querySelectorAll('.ant-tabs-tab')].find((tab) => tab.textContent === '部门角色'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="dept-role-permissions-dict_keeper"]')).not.toBeNull());
    await click(document.querySelector('[data-testid="dept-role-permissions-dict_keeper"]'));
    const roleTree = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="dept-role-permission-tree"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(treeCheckbox(roleTree, '工作台')?.classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    await click(treeCheckbox(roleTree, '编辑字典'));
    await click(buttonWithText(document.querySelector('.ant-modal')!, '保存'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/sysDepartPermission/saveDeptRolePermission']).toHaveLength(1));
    const saved = api.bodies['POST /api/system/sysDepartPermission/saveDeptRolePermission']![0] as { roleId: string; permissionIds: string[] };
    expect(saved.roleId).toBe('ac41cb58-e63b-41b5-8c36-ca2958ade214');
    expect([...saved.permissionIds].sort()).toEqual(['0a9dfbe2-3e9c-4dfb-8c8e-436423e9c27f', 'c1f1f81c-d1c8-41ef-87f1-c6ad651b303a', '33b032d3-7112-46e8-864b-bf4bdba6ba50'].sort());
    app.unmount();
  }, 60_000);

  it('is not offered without the department permission button', async () => {
    const app = await renderApp('/org/dept', server(['orgDept:view', 'orgDept:edit']));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="add-root-org"]')).not.toBeNull(), { timeout: 30_000 });
    expect(app.container.querySelector('[data-testid="org-permissions"]')).toBeNull();
    app.unmount();
  }, 60_000);
});
