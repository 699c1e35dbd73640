import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consoleTestServer, ok, pageOf, signIn } from '../testing/consoleTestServer';
import { click } from '../testing/domHelpers';

// Issue 23: the operator picks a product package's menus and buttons from the menu tree.

const packageMenu = [{
  id: 'm-system', path: '/system', name: 'system', component: 'layouts/RouteView', back: '1', meta: { title: '系统管理', zhCn: '系统管理' },
  children: [{ id: 'm-packages', path: '/system/productPackage', name: 'system-productPackage', component: 'system/ProductPackageList', back: '1', meta: { title: '产品包', zhCn: '产品包' } }],
}];
const ids = {
  package: '0b1e6f2c-5d1a-4c7e-9f34-2a6b8c9d0e11',
  trade: '1a2b3c4d-0000-4000-8000-000000000001',
  declarations: '1a2b3c4d-0000-4000-8000-000000000002',
  declare: '1a2b3c4d-0000-4000-8000-000000000003',
  reports: '1a2b3c4d-0000-4000-8000-000000000004',
};
const tradePackage = { id: ids.package, productCode: 'trade', productName: 'Trade', description: null, duration: null, permissionCount: 1, tenantCount: 2, createTime: '2026-11-26T10:00:00.000Z', updateTime: '2026-11-26T10:00:00.000Z' };
/** A menu or button as `GET /api/system/permission/list` answers it. */
const menu = (id: string, parentId: string | null, name: string, menuType: '0' | '1' | '2', zhCn: string, children?: unknown[]) => ({
  id, parentId, name, menuCode: name, menuType, path: menuType === '2' ? null : `/${name}`, component: null, url: null, perms: menuType === '2' ? `${name}:edit` : null, permsType: '1',
  sortNo: 1, icon: null, hidden: false, keepAlive: false, back: '1', visitorAccess: false, defaultShortcut: false, status: '0', titles: { zhCn }, componentProps: [], ...(children ? { children } : {}),
});
const menuTree = [
  menu(ids.trade, null, 'trade', '0', '贸易', [menu(ids.declarations, ids.trade, 'declarations', '1', '报关单', [menu(ids.declare, ids.declarations, 'declare', '2', '申报')])]),
  menu(ids.reports, null, 'reports', '0', '报表'),
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

/** The tree node titled `title` (antd marks a checked node's checkbox). */
const treeNode = (title: string) => [...document.querySelectorAll('.ant-tree-treenode')].find((node) => node.querySelector('.ant-tree-title')?.textContent === title);
const isTicked = (title: string) => treeNode(title)?.querySelector('.ant-tree-checkbox-checked') !== null && treeNode(title) !== undefined;

describe('the product package page (issue 23)', () => {
  it('shows the package\'s menus ticked in the menu tree and saves exactly the ticked ones', async () => {
    const api = consoleTestServer([], {
      'GET /api/system/productPackage/list': () => pageOf([tradePackage]),
      'GET /api/system/permission/list': () => ok(menuTree),
      'GET /api/system/productPackage/queryPermissions': () => ok({ permissionIds: [ids.declarations] }),
      'PUT /api/system/productPackage/savePermissions': (body) => ok({ permissionIds: (body as { permissionIds: string[] }).permissionIds }),
    }, packageMenu);
    const app = await renderApp('/system/productPackage', api);
    await vi.waitFor(() => expect(app.container.textContent).toContain('Trade'), { timeout: 90_000 });
    await click(app.container.querySelector('[data-testid="package-menus-trade"]'));
    await vi.waitFor(() => expect(document.querySelector('[data-testid="package-menu-tree"]')).not.toBeNull(), { timeout: 15_000 });
    expect(isTicked('报关单')).toBe(true);
    expect(isTicked('贸易')).toBe(false);

    // Tick a button and another menu, untick the declarations.
    await click(treeNode('申报')?.querySelector('.ant-tree-checkbox'));
    await click(treeNode('报表')?.querySelector('.ant-tree-checkbox'));
    await click(treeNode('报关单')?.querySelector('.ant-tree-checkbox'));
    await click(document.querySelector('[data-testid="save-package-menus"]'));
    await vi.waitFor(() => expect(api.bodies['PUT /api/system/productPackage/savePermissions']).toHaveLength(1), { timeout: 10_000 });
    const sent = api.bodies['PUT /api/system/productPackage/savePermissions']![0] as { id: string; permissionIds: string[] };
    expect(sent.id).toBe(ids.package);
    expect([...sent.permissionIds].sort()).toEqual([ids.declare, ids.reports].sort());
    app.unmount();
  }, 180_000);
});
