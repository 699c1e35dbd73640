import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUserInfo } from '../../test/fakeSession';
import { renderApp } from '../../test/renderApp';
import { chooseUserMenuItem, startEachTestSignedIn, switchTestServer } from './switchTestSupport';

startEachTestSignedIn();

describe('logging out from the user menu', () => {
  it('leads to a plain login, so the next user does not land on the page the previous one left', async () => {
    const api = switchTestServer(() => fakeUserInfo({ username: 'clerk', realname: 'Clerk', backRoleFlg: '0', userType: 'normal', extendInfo: {} }), {
      'POST /api/system/logout': () => ({ ssoLogoutUrl: null }),
    });
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="user-menu"]')).not.toBeNull(), { timeout: 20_000 });
    await chooseUserMenuItem(app.container, '退出登录');
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull(), { timeout: 10_000 });
    expect(window.location.pathname + window.location.search).toBe('/index/login');
    expect(api.calls.some((call) => call.path === '/api/system/logout')).toBe(true);

    // The next login starts afresh: a later logout that is not the user's (an expired session) keeps the way back.
    await act(async () => app.services.session.getState().setToken('tok-2'));
    expect(app.services.session.getState().isLoggedOutByUser).toBe(false);
    app.unmount();
  }, 60_000);
});
