import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardPageTexts } from '../../i18n/catalogues/guardPages';
import { localStore, tokenLifetimeMs } from '../../stores/browserStorage';
import { fakeId, fakePermissions, fakeUserInfo } from '../../test/fakeSession';
import { envelope, renderApp, type FakeServer, type RecordedCall } from '../../test/renderApp';

const userInfo = fakeUserInfo({ username: 'ann', realname: 'Ann', orgId: fakeId('d1'), orgName: 'Import desk', userType: 'user', backRoleFlg: '0' });
const menu = [{ id: fakeId('w'), path: '/dashboard/workbench', name: 'workbench', component: 'dashboard/Workbench', back: '0', meta: { title: '工作台', zhCn: '工作台' } }];
const texts = guardPageTexts.zh_CN;
type Answer = { status: number; body: unknown } | undefined;

/** The app's usual calls answered, the rest by `handle`; every call is recorded. */
function server(handle: (method: string, path: string, body: unknown, query: URLSearchParams) => Answer = () => undefined): FakeServer {
  return {
    calls: [],
    handle: (method, path, body, _headers, query) => {
      if (path === '/api/system/site/info') return { status: 200, body: envelope({ name: 'Wharf', domainList: [], image: {}, disableRegister: false }) };
      if (path === '/api/system/getUserPermissionByToken') return { status: 200, body: envelope(fakePermissions(menu)) };
      if (path === '/api/user/info') return { status: 200, body: envelope(userInfo) };
      return handle(method, path, body, query);
    },
  };
}

const freeLogin = (result: Record<string, unknown> = {}) => ({ status: 200, body: envelope({ token: 'entry-session', userInfo, departs: [], multiDepart: 1, ...result }) });
const storedToken = () => localStore.get<string>('token');
const callsTo = (fake: FakeServer, path: string): RecordedCall[] => fake.calls.filter((call) => call.path === path);
const slow = { timeout: 20_000 };

function setValue(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(selector)!;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('guard pages with a credential', () => {
  it.each([
    ['/wormhole?token=t-1', 'secretFreeLogin', 'token', '/dashboard/workbench'],
    // The portal's entry lands on the caller's portal (issue 17).
    ['/portalWormhole?code=t-1', 'portalFreeLogin', 'code', '/portal'],
    ['/xdoWormhole?token=t-1', 'xdoFreeLogin', 'xdoToken', '/dashboard/workbench'],
    ['/gw3Wormhole?token=t-1', 'gwFreeLogin', 'fuyunToken', '/dashboard/workbench'],
    ['/medicineWormhole?token=t-1', 'medicineFreeLogin', 'medicineToken', '/dashboard/workbench'],
    ['/waizongfuWormhole?token=t-1', 'waizongfuFreeLogin', 'wzfToken', '/dashboard/workbench'],
  ])('%s logs in through %s (%s) and lands in the app at %s', async (entryUrl, entry, parameter, landing) => {
    const fake = server((method, path) => (method === 'POST' && path === `/api/system/${entry}` ? freeLogin() : undefined));
    const app = await renderApp(entryUrl, fake);
    await vi.waitFor(() => expect(storedToken()).toBe('entry-session'), slow);
    await vi.waitFor(() => expect(window.location.pathname).toBe(landing), slow);
    const [call, ...others] = callsTo(fake, `/api/system/${entry}`);
    expect(others).toEqual([]);
    expect(Object.fromEntries(call!.query)).toMatchObject({ [parameter]: 't-1' });
    expect(call!.headers['X-Access-Token']).toBeUndefined();
    // The permission list was loaded with the new session's token.
    expect(callsTo(fake, '/api/system/getUserPermissionByToken').at(-1)!.headers['X-Access-Token']).toBe('entry-session');
    app.unmount();
  }, 30_000);

  it('goes on to the redirect query when it is a same-origin path, and never elsewhere', async () => {
    const fake = server((method, path) => (path === '/api/system/secretFreeLogin' ? freeLogin() : undefined));
    const app = await renderApp(`/guard?token=a&redirect=${encodeURIComponent('/dashboard/workbench?tab=2')}`, fake);
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/dashboard/workbench?tab=2'), slow);
    app.unmount();

    localStorage.clear();
    const other = await renderApp(`/guard?token=b&redirect=${encodeURIComponent('https://evil.example/x')}`, server((method, path) => (path === '/api/system/secretFreeLogin' ? freeLogin() : undefined)));
    await vi.waitFor(() => expect(window.location.href).toBe(`${window.location.origin}/dashboard/workbench`), slow);
    other.unmount();
  }, 40_000);

  it('a refused token shows the server\'s message and the way back to login, and stores nothing', async () => {
    const fake = server((method, path) => (path === '/api/system/xdoFreeLogin' ? { status: 401, body: { success: false, code: 401, message: '免密登录令牌无效或已使用', result: null } } : undefined));
    const app = await renderApp('/xdoGuard?token=used', fake);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="entry-guard-failed"]')?.textContent).toContain('免密登录令牌无效或已使用'), slow);
    expect(app.container.textContent).toContain(texts['entryGuard.failedTitle']);
    expect(storedToken()).toBeUndefined();
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="entry-guard-to-login"]')!.click());
    await vi.waitFor(() => expect(window.location.pathname).toBe('/index/login'));
    app.unmount();
  }, 30_000);

  it('an unreachable server still ends in the refusal page with a generic explanation', async () => {
    const app = await renderApp('/portalGuard?code=x', server((method, path) => (path === '/api/system/portalFreeLogin' ? { status: 500, body: 'upstream down' } : undefined)));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="entry-guard-failed"]')?.textContent).toContain(texts['entryGuard.failedDetail']), slow);
    app.unmount();
  }, 30_000);

  it('replaces another session in the tab, with the link\'s role code or none', async () => {
    localStore.set('token', 'old-session', tokenLifetimeMs);
    sessionStorage.setItem('wharf.roleCode', JSON.stringify('OLD_ROLE'));
    const fake = server((method, path) => (path === '/api/system/gwFreeLogin' ? freeLogin() : undefined));
    const app = await renderApp('/gw3Wormhole?token=t&roleCode=GW_ROLE', fake);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard/workbench'), slow);
    expect(storedToken()).toBe('entry-session');
    // The entry is public: the tab's old session is not sent along with the partner's token.
    expect(callsTo(fake, '/api/system/gwFreeLogin')[0]!.headers['X-Access-Token']).toBeUndefined();
    expect(callsTo(fake, '/api/system/getUserPermissionByToken').at(-1)!.query.get('roleCode')).toBe('GW_ROLE');
    app.unmount();

    sessionStorage.setItem('wharf.roleCode', JSON.stringify('OLD_ROLE'));
    const secret = server((method, path) => (path === '/api/system/secretFreeLogin' ? freeLogin({ token: 'second-session' }) : undefined));
    const again = await renderApp('/guard?token=t2', secret);
    await vi.waitFor(() => expect(storedToken()).toBe('second-session'), slow);
    await vi.waitFor(() => expect(callsTo(secret, '/api/system/getUserPermissionByToken').length).toBeGreaterThan(0), slow);
    expect(callsTo(secret, '/api/system/getUserPermissionByToken').at(-1)!.query.get('roleCode')).toBeNull();
    again.unmount();
  }, 40_000);

  it('a user in several departments chooses one before the session is stored', async () => {
    const departs = [{ orgId: fakeId('d1'), orgCode: 'IMP', orgName: 'Import desk' }, { orgId: fakeId('d2'), orgCode: 'EXP', orgName: 'Export desk' }];
    const fake = server((method, path, body) => {
      if (path === '/api/system/medicineFreeLogin') return freeLogin({ departs, multiDepart: 2 });
      if (method === 'PUT' && path === '/api/system/selectDepart') return { status: 200, body: envelope({ ...userInfo, orgId: (body as { orgId: string }).orgId, orgName: 'Export desk' }) };
      return undefined;
    });
    const app = await renderApp('/medicineGuard?token=m', fake);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="entry-guard-depart"]')).not.toBeNull(), slow);
    expect(storedToken()).toBeUndefined();
    await act(async () => app.container.querySelector<HTMLInputElement>(`input[type="radio"][value="${fakeId('d2')}"]`)!.click());
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="department-confirm"]')!.click());
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard/workbench'), slow);
    expect(storedToken()).toBe('entry-session');
    const select = callsTo(fake, '/api/system/selectDepart')[0]!;
    expect(select.body).toEqual({ orgId: fakeId('d2') });
    expect(select.headers['X-Access-Token']).toBe('entry-session');
    app.unmount();
  }, 30_000);
});

describe('guard pages with a role code only', () => {
  it('a user with a session continues with that role code', async () => {
    localStore.set('token', 'my-session', tokenLifetimeMs);
    const fake = server();
    const app = await renderApp('/xdoWormhole?roleCode=XDO_ROLE', fake);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/dashboard/workbench'), slow);
    const permissionCalls = callsTo(fake, '/api/system/getUserPermissionByToken');
    expect(permissionCalls.at(-1)!.query.get('roleCode')).toBe('XDO_ROLE');
    expect(permissionCalls.at(-1)!.headers['X-Access-Token']).toBe('my-session');
    expect(JSON.parse(sessionStorage.getItem('wharf.roleCode')!)).toBe('XDO_ROLE');
    expect(fake.calls.some((call) => call.path.endsWith('FreeLogin'))).toBe(false);
    app.unmount();
  }, 30_000);

  it('a user without a session goes to login, which brings them back to the guard', async () => {
    const app = await renderApp('/medicineWormhole?roleCode=MED', server());
    await vi.waitFor(() => expect(window.location.pathname).toBe('/index/login'), slow);
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/medicineGuard?roleCode=MED');
    app.unmount();
  }, 30_000);

  it('an entry that takes no role code, or a guard opened bare, goes to /401', async () => {
    const app = await renderApp('/guard?roleCode=R', server());
    await vi.waitFor(() => expect(window.location.pathname).toBe('/401'), slow);
    app.unmount();
  }, 30_000);
});

describe('/userPwdGuard', () => {
  it('an entry whose account must change its password goes there first, then on', async () => {
    const fake = server((method, path, body) => {
      if (path === '/api/system/secretFreeLogin') return freeLogin({ userInfo: { ...userInfo, forceChangePass: 'Y' } });
      if (method === 'PUT' && path === '/api/system/user/changePassword') {
        const { oldpassword } = body as { oldpassword: string };
        if (oldpassword !== 'Old-pass-1') return { status: 400, body: { success: false, code: 400, message: 'validation error', result: { errors: [{ path: '/body/oldpassword', code: 'password/wrong-old', message: '旧密码不正确' }] } } };
        return { status: 200, body: envelope(null) };
      }
      return undefined;
    });
    const app = await renderApp(`/guard?token=t&redirect=${encodeURIComponent('/dashboard/workbench?from=pwd')}`, fake);
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="user-password-guard"]')).not.toBeNull(), slow);
    expect(window.location.pathname).toBe('/userPwdGuard');
    expect(storedToken()).toBe('entry-session');

    await act(async () => {
      setValue(app.container, '#userPwdGuard_oldpassword', 'Wrong-pass-1');
      setValue(app.container, '#userPwdGuard_password', 'New-Pass-2024');
      setValue(app.container, '#userPwdGuard_confirmpassword', 'New-Pass-2024');
    });
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-password-submit"]')!.click());
    await vi.waitFor(() => expect(app.container.querySelector('#userPwdGuard_oldpassword')?.closest('.ant-form-item')?.textContent).toContain('旧密码不正确'), slow);
    expect(window.location.pathname).toBe('/userPwdGuard');

    await act(async () => setValue(app.container, '#userPwdGuard_oldpassword', 'Old-pass-1'));
    await act(async () => app.container.querySelector<HTMLButtonElement>('[data-testid="user-password-submit"]')!.click());
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/dashboard/workbench?from=pwd'), slow);
    const change = callsTo(fake, '/api/system/user/changePassword').at(-1)!;
    expect(change.body).toEqual({ oldpassword: 'Old-pass-1', password: 'New-Pass-2024', confirmpassword: 'New-Pass-2024' });
    expect(change.headers['X-Access-Token']).toBe('entry-session');
    app.unmount();
  }, 40_000);

  it('without a session it sends the user to login and back; logging out there ends the session', async () => {
    const app = await renderApp('/userPwdGuard', server());
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/index/login?redirect=%2FuserPwdGuard'), slow);
    app.unmount();

    localStore.set('token', 'my-session', tokenLifetimeMs);
    const fake = server((method, path) => (path === '/api/system/logout' ? { status: 200, body: envelope({ ssoLogoutUrl: null }) } : undefined));
    const again = await renderApp('/userPwdGuard', fake);
    await vi.waitFor(() => expect(again.container.querySelector('[data-testid="user-password-logout"]')).not.toBeNull(), slow);
    await act(async () => again.container.querySelector<HTMLButtonElement>('[data-testid="user-password-logout"]')!.click());
    // Marked as the user's own logout, as the user menu's is: no way back to this page for the next user.
    expect(again.services.session.getState().isLoggedOutByUser).toBe(true);
    await vi.waitFor(() => expect(window.location.pathname + window.location.search).toBe('/index/login'), slow);
    expect(storedToken()).toBeUndefined();
    expect(callsTo(fake, '/api/system/logout')[0]!.headers['X-Access-Token']).toBe('my-session');
    again.unmount();
  }, 40_000);
});
