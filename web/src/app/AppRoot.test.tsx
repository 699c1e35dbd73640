import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, fakeLoginResult, fakePermissions, fakeUserInfo } from '../test/fakeSession';
import { envelope, renderApp, type FakeServer } from '../test/renderApp';

const menu = [
  { id: fakeId('g'), path: '/app/group', name: 'group', component: 'app/AppGroupList', back: '1', meta: { title: '应用分组', zhCn: '应用分组', enUs: 'App groups' } },
  {
    id: fakeId('s'),
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    back: '1',
    meta: { title: '系统管理', zhCn: '系统管理', enUs: 'System' },
    children: [{ id: fakeId('u'), path: '/system/user', name: 'user', component: 'system/UserList', back: '1', meta: { title: '用户管理', zhCn: '用户管理' } }],
  },
];

function server(overrides: Partial<Record<string, { status: number; body: unknown; isMalformedOnPurpose?: boolean }>> = {}, bodies: unknown[] = []): FakeServer {
  const answers: Record<string, { status: number; body: unknown; isMalformedOnPurpose?: boolean }> = {
    'POST /api/system/login': { status: 200, body: envelope(fakeLoginResult('tok-1', { username: 'admin', realname: '管理员', backRoleFlg: '1' })) },
    'GET /api/system/getUserPermissionByToken': { status: 200, body: envelope(fakePermissions(menu)) },
    'POST /api/system/logout': { status: 200, body: envelope({ ssoLogoutUrl: null }) },
    ...overrides,
  };
  return {
    calls: [],
    handle: (method, path, body) => {
      bodies.push(body);
      return answers[`${method} ${path}`];
    },
  };
}

function setValueIn(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`no ${selector}`);
  // React listens to the native value setter, not to assignments it made itself.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function fillAndSubmit(container: HTMLElement, username: string, password: string) {
  const setValue = (selector: string, value: string) => setValueIn(container, selector, value);
  await act(async () => {
    setValue('#login_username', username);
    setValue('#login_password', password);
  });
  await act(async () => {
    container.querySelector<HTMLButtonElement>('form#login button[type="submit"]')?.click();
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app in jsdom', () => {
  it('sends an anonymous user to login with a redirect, then into the console', async () => {
    const api = server();
    const app = await renderApp('/system/user', api);
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/index/login?redirect=%2Fsystem%2Fuser'), { timeout: 15_000 });
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull(), { timeout: 15_000 });

    await fillAndSubmit(app.container, 'admin', 'secret');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/system/user'), { timeout: 15_000 });
    await vi.waitFor(() => expect(app.container.querySelector('[data-layout="console"]')).not.toBeNull(), { timeout: 15_000 });
    expect(app.container.querySelector('[data-testid="breadcrumb"]')?.textContent).toContain('系统管理');

    const permissionCall = api.calls.find((call) => call.path === '/api/system/getUserPermissionByToken');
    expect(permissionCall?.headers['X-Access-Token']).toBe('tok-1');
    app.unmount();
  }, 30_000);

  it('logs out and returns to login when the permission list has no menu', async () => {
    const api = server({ 'GET /api/system/getUserPermissionByToken': { status: 200, body: envelope({ menu: null }), isMalformedOnPurpose: true } });
    localStorage.setItem('wharf.token', JSON.stringify({ value: 'stale', expiresAt: null }));
    const app = await renderApp('/app/group', api);
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/index/login?redirect=%2Fapp%2Fgroup'), { timeout: 5000 });
    expect(app.services.session.getState().token).toBe('');
    expect(api.calls.some((call) => call.path === '/api/system/logout' && call.headers['X-Access-Token'] === 'stale')).toBe(true);
    app.unmount();
  });

  it('asks for a new password when the login answers with a change-password step, storing nothing', async () => {
    const bodies: unknown[] = [];
    const api = server(
      {
        'POST /api/system/login': { status: 200, body: envelope({ token: 'ticket-1', step: 'changePassword', userInfo: fakeUserInfo({ username: 'admin', forceChangePass: 'Y', forceChangeFlag: 'Y' }) }) },
        'POST /api/system/user/forceChangePassword': { status: 200, body: envelope(null) },
      },
      bodies,
    );
    const app = await renderApp('/index/login', api);
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull());
    await fillAndSubmit(app.container, 'admin', 'old-password');
    await vi.waitFor(() => expect(app.container.querySelector('#forcedPassword_password')).not.toBeNull(), { timeout: 5000 });
    expect(app.services.session.getState().token).toBe('');

    await act(async () => {
      setValueIn(app.container, '#forcedPassword_password', 'N3w!Password');
      setValueIn(app.container, '#forcedPassword_confirmpassword', 'N3w!Password');
    });
    await act(async () => {
      app.container.querySelector<HTMLButtonElement>('form#forcedPassword button[type="submit"]')?.click();
    });
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/api/system/user/forceChangePassword')).toBe(true), { timeout: 5000 });
    expect(bodies).toContainEqual({ ticket: 'ticket-1', password: 'N3w!Password', confirmpassword: 'N3w!Password' });
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull());
    expect(localStorage.getItem('wharf.token')).toBeNull();
    app.unmount();
  }, 30_000);

  it('asks for the SMS code when the account needs one, and logs in once it is right', async () => {
    const bodies: unknown[] = [];
    const api = server(
      {
        'POST /api/system/login': { status: 200, body: envelope({ token: 'ticket-2', step: 'verifyCode', userInfo: fakeUserInfo({ username: 'admin', enableVcode: 'Y' }) }) },
        'POST /api/system/login/verifyCode': { status: 200, body: envelope(fakeLoginResult('tok-2', { username: 'admin', realname: '管理员', enableVcode: 'Y', backRoleFlg: '1' })) },
      },
      bodies,
    );
    const app = await renderApp('/index/login', api);
    await vi.waitFor(() => expect(app.container.querySelector('#login_username')).not.toBeNull());
    await fillAndSubmit(app.container, 'admin', 'right-password');
    await vi.waitFor(() => expect(app.container.querySelector('#verificationCode_captcha')).not.toBeNull(), { timeout: 5000 });
    expect(app.services.session.getState().token).toBe('');

    await act(async () => setValueIn(app.container, '#verificationCode_captcha', '123456'));
    await act(async () => {
      app.container.querySelector<HTMLButtonElement>('form#verificationCode button[type="submit"]')?.click();
    });
    await vi.waitFor(() => expect(app.services.session.getState().token).toBe('tok-2'), { timeout: 5000 });
    expect(bodies).toContainEqual({ ticket: 'ticket-2', captcha: '123456' });
    app.unmount();
  }, 30_000);

  it('sends registration to login when the site disables it', async () => {
    const api = server({ 'GET /api/system/site/info': { status: 200, body: envelope({ name: 'Wharf', domainList: [], image: {}, disableRegister: true }) } });
    const app = await renderApp('/index/register?from=dces', api);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/index/login'), { timeout: 5000 });
    // The visit from dces is still logged (spec §2 "User layout").
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/system/user/register/log')).toBe(true);
    app.unmount();
  });

  it('keeps registration open when the site allows it', { timeout: 20_000 }, async () => {
    const api = server({ 'GET /api/system/site/info': { status: 200, body: envelope({ name: 'Wharf', domainList: [], image: {}, disableRegister: false }) } });
    const app = await renderApp('/index/register', api);
    // The registration page is a lazy chunk; under load its first import takes a while.
    await vi.waitFor(() => expect(app.container.querySelector('#register-title')).not.toBeNull(), { timeout: 15_000 });
    expect(window.location.pathname).toBe('/index/register');
    app.unmount();
  });

  it('lets a visitor link open its one page without the frame, and ends the visit elsewhere', async () => {
    const api = server({
      'POST /api/system/visitorLogin': { status: 200, body: envelope({ token: 'visit-1', userInfo: fakeUserInfo({ id: fakeId('visitor'), username: '~v' }), pageCode: 'orders', pageType: 'view', customData: { a: 1 } }) },
    });
    const app = await renderApp('/visitor?visitorToken=link-1', api);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/eform/redirect/ViewLayoutRedirect/orders'), { timeout: 5000 });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="visitor-page"]')).not.toBeNull(), { timeout: 5000 });
    expect(app.container.querySelector('[data-layout]')).toBeNull();
    // The view page itself asks for view 'orders' (this fake server has none, so it says so).
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="view-unavailable"]')?.getAttribute('data-view-code')).toBe('orders'), { timeout: 10000 });
    expect(api.calls.some((call) => call.path === '/api/eform/views/orders/definition')).toBe(true);
    expect(api.calls.some((call) => call.path === '/api/system/getUserPermissionByToken')).toBe(false);
    expect(app.services.session.getState()).toMatchObject({ token: 'visit-1', isVisitor: true });

    await act(async () => {
      window.history.pushState(null, '', '/app/group');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await vi.waitFor(() => expect(window.location.pathname).toBe('/index/login'), { timeout: 5000 });
    expect(app.services.session.getState()).toMatchObject({ token: '', isVisitor: false });
    app.unmount();
  }, 30_000);

  it('sends a visitor link that the server refuses to /401', async () => {
    const api = server({ 'POST /api/system/visitorLogin': { status: 401, body: { success: false, message: 'invalid' } } });
    const app = await renderApp('/visitor?visitorToken=bogus', api);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/401'), { timeout: 5000 });
    app.unmount();
  });

  it('sends a logged-in user away from the login page', async () => {
    localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-1', expiresAt: null }));
    sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u1', username: 'admin', backRoleFlg: '1' }));
    const app = await renderApp('/index/login', server());
    // / then the console main page, /app/group, which is in this menu.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/app/group'), { timeout: 5000 });
    app.unmount();
  });
});
