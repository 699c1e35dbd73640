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
    return fakeUserInfo({ username: 'admin', realname: 'Operator', backRoleFlg: '1', userType: 'admin', extendInfo: { isPlatformOperator: true, ...(switched ? { isSwitched: true } : {}) }, userExtendInfo: { tenantCode: switched ? 'demo' : 'platform' } });
  }, {
    'GET /api/system/tenant/list': () => ({ records: [tenant('t-demo', 'demo', 'Demo Trading'), tenant('t-acme', 'acme', 'Acme')], total: 2, current: 1, size: 20, pages: 1 }),
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

    await vi.waitFor(() => expect(state.switchedTo).toBe(fakeId('t-demo')));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    expect(api.calls.filter((call) => call.path === '/api/system/getUserPermissionByToken').length).toBeGreaterThanOrEqual(2);
    app.unmount();
  }, 60_000);
});
