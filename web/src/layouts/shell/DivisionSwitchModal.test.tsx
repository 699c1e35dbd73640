import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { chooseUserMenuItem, openUserMenu, pickRowAndConfirm, startEachTestSignedIn, switchTestServer, userMenuItem } from './switchTestSupport';
import { fakeId, fakeUserInfo } from '../../test/fakeSession';

const divisions = [{ id: fakeId('d-north'), code: 'north', name: 'North' }, { id: fakeId('d-south'), code: 'south', name: 'South' }];
/** The session's division as the server names it (all null for none). */
const sessionDivision = (id: string | undefined) => {
  const division = divisions.find((d) => d.id === id);
  return { divisionId: division?.id ?? null, divisionCode: division?.code ?? null, divisionName: division?.name ?? null };
};

function server(state: { division?: string; hasDivisions: boolean }) {
  return switchTestServer(() => fakeUserInfo({ username: 'clerk', realname: 'Clerk', backRoleFlg: '0', userType: 'normal', extendInfo: {}, userExtendInfo: { divisionId: state.division ?? null } }), {
    'GET /api/system/division/mine': () => {
      // The server's answer where the tenant has not enabled divisions: none (not a 403 on every page load).
      if (!state.hasDivisions) return { divisions: [], current: sessionDivision(undefined) };
      return { divisions, current: sessionDivision(state.division) };
    },
    'PUT /api/system/division/switch': ({ body }) => {
      state.division = (body as { divisionId: string }).divisionId;
      return sessionDivision(state.division);
    },
  });
}

startEachTestSignedIn();

describe('the division switch', () => {
  it('moves the session into the chosen division and loads the user and menus again', async () => {
    const state = { hasDivisions: true } as { division?: string; hasDivisions: boolean };
    const api = server(state);
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/division/mine')).toBe(true), { timeout: 20_000 });
    await chooseUserMenuItem(app.container, '切换事业部');
    await pickRowAndConfirm('South');
    await vi.waitFor(() => expect(state.division).toBe(fakeId('d-south')));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    app.unmount();
  }, 60_000);

  it('is not offered where the tenant has no divisions, and shows no toast', async () => {
    const api = server({ hasDivisions: false });
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/division/mine')).toBe(true), { timeout: 20_000 });
    await openUserMenu(app.container);
    // The menu is open and drawn (its logout entry is there) before the division entry's absence means anything.
    await vi.waitFor(() => expect(userMenuItem('退出登录')).toBeInstanceOf(HTMLElement));
    expect(userMenuItem('修改密码')).toBeInstanceOf(HTMLElement);
    expect(userMenuItem('切换事业部')).toBeUndefined();
    // (Other calls this fake server does not answer may toast; the division answer must not.)
    expect([...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent).join()).not.toContain('事业部');
    app.unmount();
  }, 60_000);
});
