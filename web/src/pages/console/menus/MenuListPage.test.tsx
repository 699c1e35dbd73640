import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { consolePageTexts } from '../../../i18n/catalogues/consolePages';
import { consoleTestServer, ok, signIn } from '../testing/consoleTestServer';
import { click, toastTexts, typeInto } from '../testing/domHelpers';
import { fakeId } from '../../../test/fakeSession';

const texts = consolePageTexts.zh_CN;
const menu = (id: string, menuCode: string, zhCn: string, parentId: string | null, children?: unknown[]) => ({
  id: fakeId(id), parentId: parentId && fakeId(parentId), name: menuCode, menuCode, menuType: parentId ? '1' : '0', path: `/${menuCode}`, component: null, url: null, perms: null, permsType: '1', sortNo: 1, icon: null,
  hidden: false, keepAlive: false, back: '1', visitorAccess: false, defaultShortcut: false, status: '0', titles: { zhCn }, componentProps: [], ...(children ? { children } : {}),
});
const tree = [menu('m-sys', 'system', '系统管理', null, [menu('m-user', 'systemUser', '用户管理', 'm-sys')]), menu('m-wb', 'workbench', '工作台', null)];

function server(buttons: readonly string[]) {
  return consoleTestServer(buttons, {
    'GET /api/system/permission/list': () => ok(tree),
    'GET /api/system/permission/checkOnlyPermisson': () => ok(true),
    'POST /api/system/permission/add': (body) => ok({ id: fakeId('m-new'), ...(body as object) }),
    'POST /api/system/permission/copy': () => ok({ ...menu('m-copy', 'workbench_copy', '工作台', null), id: fakeId('m-copy') }),
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signIn();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the menu page', () => {
  it('shows the tree but no changing buttons to a tenant administrator', async () => {
    const app = await renderApp('/system/menu', server(['systemRole:view']));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="console-menu-list"]')?.textContent).toContain('工作台'), { timeout: 30_000 });
    expect(app.container.querySelector('[data-testid="add-menu"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="copy-menu"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="edit-menu-workbench"]')).toBeNull();
    app.unmount();
  }, 60_000);

  it("lets a tenant's builder add a top-level menu and change only the menus their tenant made (issue 18 §3)", async () => {
    const api = consoleTestServer(['systemRole:view'], {
      'GET /api/system/permission/list': () => ok(tree),
      'GET /api/system/permission/ownMenuIds': () => ok([fakeId('m-wb')]),
      'GET /api/system/permission/checkOnlyPermisson': () => ok(true),
      'POST /api/system/permission/add': (body) => ok({ ...menu('m-new', 'my_folder', '我的', null), ...(body as object), id: fakeId('m-new') }),
    });
    const app = await renderApp('/system/menu', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="edit-menu-workbench"]')).not.toBeNull(), { timeout: 30_000 });
    // The operator's menu: a builder may add under it, not change or delete it; nothing is copied.
    expect(app.container.querySelector('[data-testid="edit-menu-system"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="delete-menu-system"]')).toBeNull();
    expect(app.container.querySelector('[data-testid="add-under-system"]')).not.toBeNull();
    expect(app.container.querySelector('[data-testid="delete-menu-workbench"]')).not.toBeNull();
    expect(app.container.querySelector('[data-testid="copy-menu"]')).toBeNull();

    await click(app.container.querySelector('[data-testid="add-menu"]'));
    await vi.waitFor(() => expect(document.querySelector('#menuForm_name')).not.toBeNull());
    await typeInto(document.querySelector('#menuForm_name'), 'my_folder');
    await typeInto(document.querySelector('#menuForm_menuCode'), 'my_folder');
    await typeInto(document.querySelector('#menuForm_titles_enUs'), 'My folder');
    await typeInto(document.querySelector('#menuForm_path'), '/my-folder');
    await click(document.querySelector('[data-testid="save-menu"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/permission/add']![0]).toMatchObject({ parentId: null, menuCode: 'my_folder', menuType: '0' });
    app.unmount();
  }, 60_000);

  it('lets the platform operator add a menu and copy only a top-level one', async () => {
    const api = server(['systemRole:view', 'systemMenu:edit']);
    const app = await renderApp('/system/menu', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="console-menu-list"]')?.textContent).toContain('工作台'), { timeout: 30_000 });

    // A sub-menu cannot be copied.
    await click(app.container.querySelector('button.ant-table-row-expand-icon'));
    await vi.waitFor(() => expect(app.container.querySelector(`tr[data-row-key="${fakeId('m-user')}"]`)).not.toBeNull());
    await click(app.container.querySelector(`tr[data-row-key="${fakeId('m-user')}"] input[type="checkbox"]`));
    await click(app.container.querySelector('[data-testid="copy-menu"]'));
    await vi.waitFor(() => expect(toastTexts()).toContain(texts['console.menu.copyTopOnly']));
    expect(api.bodies['POST /api/system/permission/copy']).toBeUndefined();
    await click(app.container.querySelector(`tr[data-row-key="${fakeId('m-user')}"] input[type="checkbox"]`));
    await click(app.container.querySelector(`tr[data-row-key="${fakeId('m-wb')}"] input[type="checkbox"]`));
    await click(app.container.querySelector('[data-testid="copy-menu"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/copy']).toEqual([{ id: fakeId('m-wb') }]));

    await click(app.container.querySelector('[data-testid="add-menu"]'));
    await vi.waitFor(() => expect(document.querySelector('#menuForm_name')).not.toBeNull());
    await typeInto(document.querySelector('#menuForm_name'), 'reports');
    await typeInto(document.querySelector('#menuForm_menuCode'), 'reports');
    await typeInto(document.querySelector('#menuForm_titles_enUs'), 'Reports');
    await typeInto(document.querySelector('#menuForm_path'), '/reports');
    await click(document.querySelector('[data-testid="save-menu"]'));
    await vi.waitFor(() => expect(api.bodies['POST /api/system/permission/add']).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies['POST /api/system/permission/add']![0]).toMatchObject({ parentId: null, name: 'reports', menuCode: 'reports', menuType: '0', path: '/reports', component: null, titles: { enUs: 'Reports' }, back: '1', status: '0' });
    app.unmount();
  }, 60_000);
});
