import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { chooseUserMenuItem, openUserMenu, pickRowAndConfirm, startEachTestSignedIn, switchTestServer, userMenuItem } from './switchTestSupport';
import { fakeId, fakeUserInfo } from '../../test/fakeSession';

const departs = [
  { orgId: fakeId('o-ningbo'), orgCode: 'NB', orgName: 'Ningbo Trading' },
  { orgId: fakeId('o-yiwu'), orgCode: 'YW', orgName: 'Yiwu Goods' },
];

function server(state: { current: string; departs: typeof departs }) {
  return switchTestServer(() => fakeUserInfo({ username: 'clerk', realname: 'Clerk', backRoleFlg: '0', userType: 'normal', orgId: state.current, extendInfo: {} }), {
    'GET /api/system/user/myDeparts': () => ({ departs: state.departs, current: state.current }),
    'PUT /api/system/selectDepart': ({ body }) => {
      state.current = (body as { orgId: string }).orgId;
      return fakeUserInfo({ username: 'clerk', realname: 'Clerk', backRoleFlg: '0', userType: 'normal', orgId: state.current, extendInfo: {} });
    },
  });
}

startEachTestSignedIn();

describe('the company switch', () => {
  it('records the chosen company and loads the user and menus again', async () => {
    const state = { current: fakeId('o-ningbo'), departs };
    const api = server(state);
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/user/myDeparts')).toBe(true), { timeout: 20_000 });
    await chooseUserMenuItem(app.container, '切换企业');
    await pickRowAndConfirm('Yiwu Goods');
    await vi.waitFor(() => expect(state.current).toBe(fakeId('o-yiwu')));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.path === '/api/user/info')).toHaveLength(2), { timeout: 10_000 });
    app.unmount();
  }, 60_000);

  it('is not offered to a user of one company', async () => {
    const api = server({ current: fakeId('o-ningbo'), departs: departs.slice(0, 1) });
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/user/myDeparts')).toBe(true), { timeout: 20_000 });
    await openUserMenu(app.container);
    await vi.waitFor(() => expect(document.querySelector('.ant-dropdown-menu-item')).not.toBeNull());
    expect(userMenuItem('切换企业')).toBeUndefined();
    app.unmount();
  }, 60_000);
});
