import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { openUserMenu, pickRowAndConfirm, startEachTestSignedIn, switchTestServer, userMenuItem } from './switchTestSupport';
import { fakeId, fakeUserInfo } from '../../test/fakeSession';

/** A tenant as the operator's list answers it. */
const tenant = (id: string, tenantCode: string, tenantName: string) => ({
  id: fakeId(id), tenantCode, tenantName, maxUsers: null, enableDivision: false, enableProxy: false, enableCustomBroker: false, enableIgnoreCase: false, mainComp: null, mainUser: null, loginUrl: null, status: '1', packageCodes: ['workspace'],
});

function server(state: { switchedTo?: string }) {
  return switchTestServer(() => {
    const switched = state.switchedTo !== undefined;
    const acting = switched ? { tenantId: state.switchedTo!, tenantCode: 'demo', tenantName: 'Demo Trading' } : { tenantId: fakeId('t-platform'), tenantCode: 'platform', tenantName: 'Platform' };
    return fakeUserInfo({ username: 'admin', realname: 'Operator', backRoleFlg: '1', userType: 'admin', extendInfo: { isPlatformOperator: true, ...(switched ? { isSwitched: true } : {}) }, userExtendInfo: acting });
  }, {
    'GET /api/system/tenant/list': () => ({ records: [tenant('t-platform', 'platform', 'Platform'), tenant('t-demo', 'demo', 'Demo Trading'), tenant('t-acme', 'acme', 'Acme')], total: 3, current: 1, size: 20, pages: 1 }),
    'POST /api/system/tenant/switchOut': () => {
      delete state.switchedTo;
      return null;
    },
    'POST /api/system/tenant/switch': ({ body }) => {
      state.switchedTo = (body as { tenantId: string }).tenantId;
      return null;
    },
  });
}

startEachTestSignedIn();

describe('the operator\'s tenant switch', () => {
  it('switches the session into the chosen tenant and loads the user and menus again', async () => {
    const state: { switchedTo?: string } = {};
    const api = server(state);
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="user-menu"]')).not.toBeNull(), { timeout: 20_000 });
    await openUserMenu(app.container);
    const item = await vi.waitFor(() => {
      expect(userMenuItem('切换租户')).toBeDefined();
      return userMenuItem('切换租户')!;
    });
    expect(userMenuItem('退出租户')).toBeUndefined();
    await act(async () => item.click());
    await pickRowAndConfirm('Demo Trading');
    // Nothing moves before the operator confirms the tenant by name.
    const question = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      expect(found?.textContent).toContain('切换到租户「Demo Trading」？');
      return found!;
    });
    expect(state.switchedTo).toBeUndefined();
    await act(async () => question.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary')?.click());

    await vi.waitFor(() => expect(state.switchedTo).toBe(fakeId('t-demo')));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    expect(api.calls.filter((call) => call.path === '/api/system/getUserPermissionByToken').length).toBeGreaterThanOrEqual(2);
    app.unmount();
  }, 60_000);

  it('shows the current tenant in the header, the user menu and the dialog, and asks before switching out', async () => {
    const state: { switchedTo?: string } = { switchedTo: fakeId('t-demo') };
    const api = server(state);
    const app = await renderApp('/app/group', api);
    const tag = await vi.waitFor(() => {
      const found = app.container.querySelector<HTMLElement>('[data-testid="current-tenant"]');
      expect(found?.textContent).toBe('当前租户：Demo Trading');
      return found!;
    }, { timeout: 20_000 });
    expect(tag.dataset.switched).toBe('1');

    await openUserMenu(app.container);
    await vi.waitFor(() => expect(document.querySelector('[data-testid="user-menu-tenant"]')?.textContent).toBe('当前租户：Demo Trading'));
    await act(async () => userMenuItem('切换租户')!.click());
    const marked = await vi.waitFor(() => {
      const found = document.querySelector('[data-testid="current-choice"]')?.closest('.ant-table-row');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(marked.textContent).toContain('Demo Trading');
    await act(async () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn:not(.ant-btn-primary)')?.click());

    await openUserMenu(app.container);
    await vi.waitFor(() => expect(userMenuItem('退出租户')).toBeDefined());
    await act(async () => userMenuItem('退出租户')!.click());
    const question = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      expect(found?.textContent).toContain('离开租户「Demo Trading」，回到平台？');
      return found!;
    });
    expect(api.calls.some((call) => call.path === '/api/system/tenant/switchOut')).toBe(false);
    await act(async () => question.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns .ant-btn-primary')?.click());
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="current-tenant"]')?.textContent).toBe('当前租户：Platform'), { timeout: 10_000 });
    expect(app.container.querySelector<HTMLElement>('[data-testid="current-tenant"]')?.dataset.switched).toBe('0');
    app.unmount();
  }, 60_000);
});
