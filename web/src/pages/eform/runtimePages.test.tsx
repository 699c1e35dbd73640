import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOf } from '../../test/fakeServerOf';
import { permissionListOf } from '../../test/permissionList';
import { fakeId } from '../../test/fakeSession';
import { renderApp } from '../../test/renderApp';

// The form and view menu pages draw their definitions with the renderer registry's runtimes
// (kindRuntimes.form / kindRuntimes.view), which load on first use.

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });
const menu = [page('eform/FormAddTab', '/forms/dec_form', '报关单'), page('eform/ViewLayout', '/views/dec_list', '报关单列表')];
const form = { schemaVersion: 2, formCode: 'dec_form', formName: '报关单', formStatus: 'enable', fields: [{ colCode: 'bill_no', title: '提单号', type: 'input' }] };
const view = { schemaVersion: 1, viewCode: 'dec_list', viewName: '报关单列表', viewType: 'table', viewStatus: 'enable', columns: [{ colCode: 'bill_no', colName: '提单号' }], buttons: [], page: { isPage: 'Y', pageNum: 20 } };

async function renderAt(path: string, options: { isDemoMode?: boolean; buttons?: unknown[] } = {}) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
  const server = fakeServerOf({
    'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, []),
    'GET /api/system/site/info': () => ({ name: 'Wharf', domainList: [], image: {}, disableRegister: false, loginSlider: 'afterFailure', isDemoMode: options.isDemoMode === true }),
    'GET /api/eform/runtime/form/dec_form/definition': () => ({ ...form, allowedOperations: ['read', 'create', 'update'] }),
    'GET /api/eform/views/dec_list/definition': () => ({
      viewCode: 'dec_list', viewName: view.viewName, viewType: 'table', version: 1, body: { ...view, buttons: options.buttons ?? view.buttons }, formCode: 'dec_form', tableName: 'dec_head', source: 'table',
      columns: [{ colCode: 'bill_no', title: '提单号', colType: 'varchar' }], permissions: [], pageSizes: [10, 20, 50, 100, 200, 500], defaultPageSize: 20,
    }),
    'GET /api/eform/views/dec_list/data': () => ({ records: [{ id: fakeId('r1'), bill_no: 'B-001' }], total: 1, hasMore: false }),
  });
  return renderApp(path, server);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('runtime pages through the renderer registry', () => {
  it("the form page draws the published form with the form kind's runtime", async () => {
    const app = await renderAt('/forms/dec_form');
    await vi.waitFor(() => expect(app.container.querySelector('.wharf-form[data-form="dec_form"]')).not.toBeNull(), { timeout: 30_000 });
    expect(app.container.querySelector('.wharf-form')?.textContent).toContain('提单号');
    app.unmount();
  }, 60_000);

  it("the view page draws the published view with the view kind's runtime", async () => {
    const app = await renderAt('/views/dec_list');
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="view-layout"]')).not.toBeNull(), { timeout: 30_000 });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="view-layout"]')?.textContent).toContain('提单号'), { timeout: 30_000 });
    expect(app.container.querySelector('[data-error-code]')).toBeNull();
    app.unmount();
  }, 60_000);

  it('on an experience site, the list\'s write buttons are under the demo-mode directive; export stays open (issue 23)', async () => {
    const buttons = [
      { buttonName: '新增', buttonType: 'toolbar', openType: 'add' },
      { buttonName: '导入', buttonType: 'toolbar', openType: 'importXls' },
      { buttonName: '导出', buttonType: 'toolbar', openType: 'exportXls' },
    ];
    const blocked = (app: { container: HTMLElement }, name: string) => {
      const button = [...app.container.querySelectorAll('button')].find((element) => element.textContent?.replace(/\s/g, '') === name);
      return button ? button.closest('[data-demo-mode="blocked"]') !== null : undefined;
    };
    const demo = await renderAt('/views/dec_list', { isDemoMode: true, buttons });
    await vi.waitFor(() => expect(blocked(demo, '新增')).toBe(true), { timeout: 30_000 });
    expect(blocked(demo, '导入')).toBe(true);
    expect(blocked(demo, '导出')).toBe(false);
    demo.unmount();
    document.body.innerHTML = '';

    const usual = await renderAt('/views/dec_list', { isDemoMode: false, buttons });
    await vi.waitFor(() => expect(blocked(usual, '新增')).toBe(false), { timeout: 30_000 });
    expect(blocked(usual, '导入')).toBe(false);
    usual.unmount();
  }, 90_000);
});
