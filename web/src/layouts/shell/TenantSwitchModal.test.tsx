import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const menu = [{ id: 'g', path: '/app/group', name: 'group', component: 'app/AppGroupList', back: '1', meta: { title: '应用分组', zhCn: '应用分组' } }];

function server(state: { switchedTo?: string }): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/user/info') {
        const switched = state.switchedTo !== undefined;
        return { status: 200, body: envelope({ id: 'op', username: 'admin', realname: 'Operator', backRoleFlg: '1', userType: 'admin', extendInfo: { isPlatformOperator: true, ...(switched ? { isSwitched: true } : {}) }, userExtendInfo: { tenantCode: switched ? 'demo' : 'platform' } }) };
      }
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope({ menu, portalType: '1', quickMenu: [] }) };
      if (path === '/api/system/tenant/list') return { status: 200, body: envelope({ records: [{ id: 't-demo', tenantCode: 'demo', tenantName: 'Demo Trading' }, { id: 't-acme', tenantCode: 'acme', tenantName: 'Acme' }], total: 2 }) };
      if (method === 'POST' && path === '/api/system/tenant/switch') {
        state.switchedTo = (body as { tenantId: string }).tenantId;
        return { status: 200, body: envelope(null) };
      }
      return undefined;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok', expiresAt: null }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the operator\'s tenant switch', () => {
  it('switches the session into the chosen tenant and loads the user and menus again', async () => {
    const state: { switchedTo?: string } = {};
    const api = server(state);
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="user-menu"]')).not.toBeNull(), { timeout: 20_000 });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-menu"]')?.click());
    const item = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find((node) => node.textContent === '切换租户');
      expect(found).toBeDefined();
      return found!;
    });
    expect([...document.querySelectorAll('.ant-dropdown-menu-item')].some((node) => node.textContent === '退出租户')).toBe(false);
    await act(async () => item.click());
    const row = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-table-row')].find((node) => node.textContent?.includes('Demo Trading'));
      expect(found).toBeDefined();
      return found!;
    });
    await act(async () => row.click());
    await act(async () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')?.click());

    await vi.waitFor(() => expect(state.switchedTo).toBe('t-demo'));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    expect(api.calls.filter((call) => call.path === '/api/system/getUserPermissionByToken').length).toBeGreaterThanOrEqual(2);
    app.unmount();
  }, 60_000);
});
