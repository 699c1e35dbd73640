import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, type FakeServer } from '../../test/renderApp';

const menu = [{ id: 'g', path: '/app/group', name: 'group', component: 'app/AppGroupList', back: '1', meta: { title: '应用分组', zhCn: '应用分组' } }];
const divisions = [{ id: 'd-north', code: 'north', name: 'North' }, { id: 'd-south', code: 'south', name: 'South' }];

function server(state: { division?: string; hasDivisions: boolean }): FakeServer {
  return {
    calls: [],
    handle: (method, path, body) => {
      if (path === '/api/user/info') return { status: 200, body: envelope({ id: 'u', username: 'clerk', realname: 'Clerk', backRoleFlg: '0', userType: 'normal', extendInfo: {}, userExtendInfo: { divisionId: state.division ?? null } }) };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope({ menu, portalType: '1', quickMenu: [] }) };
      if (path === '/api/system/division/mine') {
        if (!state.hasDivisions) return { status: 403, body: { success: false, code: 403, message: '当前租户未启用事业部', result: null, timestamp: 0 } };
        return { status: 200, body: envelope({ divisions, current: { divisionId: state.division ?? null } }) };
      }
      if (method === 'PUT' && path === '/api/system/division/switch') {
        state.division = (body as { divisionId: string }).divisionId;
        return { status: 200, body: envelope({ divisionId: state.division }) };
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

describe('the division switch', () => {
  it('moves the session into the chosen division and loads the user and menus again', async () => {
    const state = { hasDivisions: true } as { division?: string; hasDivisions: boolean };
    const api = server(state);
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/division/mine')).toBe(true), { timeout: 20_000 });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-menu"]')?.click());
    const item = await vi.waitFor(() => {
      expect(menuItem('切换事业部')).toBeDefined();
      return menuItem('切换事业部')!;
    });
    await act(async () => item.click());
    const row = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-table-row')].find((node) => node.textContent?.includes('South'));
      expect(found).toBeDefined();
      return found!;
    });
    await act(async () => row.click());
    await act(async () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')?.click());
    await vi.waitFor(() => expect(state.division).toBe('d-south'));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    app.unmount();
  }, 60_000);

  it('is not offered where the tenant has no divisions, and the refusal shows no toast', async () => {
    const api = server({ hasDivisions: false });
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/division/mine')).toBe(true), { timeout: 20_000 });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-menu"]')?.click());
    await vi.waitFor(() => expect(menuItem('修改密码') ?? document.querySelector('.ant-dropdown-menu-item')).toBeDefined());
    expect(menuItem('切换事业部')).toBeUndefined();
    // (Other calls this fake server does not answer may toast; the division refusal must not.)
    expect([...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent).join()).not.toContain('事业部');
    app.unmount();
  }, 60_000);
});
