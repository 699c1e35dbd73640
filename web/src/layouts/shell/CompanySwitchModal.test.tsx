import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const menu = [{ id: 'g', path: '/app/group', name: 'group', component: 'app/AppGroupList', back: '1', meta: { title: '应用分组', zhCn: '应用分组' } }];
const departs = [
  { orgId: 'o-ningbo', orgCode: 'NB', orgName: 'Ningbo Trading' },
  { orgId: 'o-yiwu', orgCode: 'YW', orgName: 'Yiwu Goods' },
];

function server(state: { current: string; departs: typeof departs }): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/user/info') return { status: 200, body: envelope({ id: 'u', username: 'clerk', realname: 'Clerk', backRoleFlg: '0', userType: 'normal', orgId: state.current, extendInfo: {}, userExtendInfo: {} }) };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope({ menu, portalType: '1', quickMenu: [] }) };
      if (path === '/api/system/user/myDeparts') return { status: 200, body: envelope({ departs: state.departs, current: state.current }) };
      if (method === 'PUT' && path === '/api/system/selectDepart') {
        state.current = (body as { orgId: string }).orgId;
        return { status: 200, body: envelope({ orgId: state.current }) };
      }
      return undefined;
    },
  };
}

const menuItem = (text: string) => [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find((node) => node.textContent === text);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok', expiresAt: null }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the company switch', () => {
  it('records the chosen company and loads the user and menus again', async () => {
    const state = { current: 'o-ningbo', departs };
    const api = server(state);
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/user/myDeparts')).toBe(true), { timeout: 20_000 });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-menu"]')?.click());
    const item = await vi.waitFor(() => {
      expect(menuItem('切换企业')).toBeDefined();
      return menuItem('切换企业')!;
    });
    await act(async () => item.click());
    const row = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-table-row')].find((node) => node.textContent?.includes('Yiwu Goods'));
      expect(found).toBeDefined();
      return found!;
    });
    await act(async () => row.click());
    await act(async () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')?.click());
    await vi.waitFor(() => expect(state.current).toBe('o-yiwu'));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    app.unmount();
  }, 60_000);

  it('is not offered to a user of one company', async () => {
    const api = server({ current: 'o-ningbo', departs: departs.slice(0, 1) });
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/user/myDeparts')).toBe(true), { timeout: 20_000 });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-menu"]')?.click());
    await vi.waitFor(() => expect(document.querySelector('.ant-dropdown-menu-item')).not.toBeNull());
    expect(menuItem('切换企业')).toBeUndefined();
    app.unmount();
  }, 60_000);
});
