import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../api/authApi';
import type { ServerEnvelope } from '../http/envelope';
import { createSessionStore } from '../stores/sessionStore';
import { createSettingsStore } from '../stores/settingsStore';
import { loadPermissions, logout, PermissionsInvalidError, ssoLogoutUrlOf } from './sessionFlows';
import { fakeLoginResult } from '../test/fakeSession';

const ok = <T,>(result: T): ServerEnvelope<T> => ({ success: true, message: '', code: 200, result, timestamp: 0 });

function ports(overrides: Partial<AuthApi> = {}) {
  const api = {
    login: vi.fn(),
    logout: vi.fn(async () => ok(null)),
    userInfo: vi.fn(async () => ok({ id: 'u9', username: 'demo' })),
    permissions: vi.fn(async () => ok({ menu: [{ path: '/a' }], userSettings: { theme: { mode: 'dark' } } })),
    saveUserSettings: vi.fn(),
    ...overrides,
  } as unknown as AuthApi;
  return { api, session: createSessionStore(), settings: createSettingsStore() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('logout', () => {
  it('calls the server while the token is still held, then clears everything', async () => {
    const p = ports();
    p.session.getState().acceptPasswordLogin(fakeLoginResult('t1', { username: 'x' }));
    p.settings.getState().setSecondLanguage('en_US');
    let tokenDuringCall = '';
    (p.api.logout as ReturnType<typeof vi.fn>).mockImplementation(async () => {
      tokenDuringCall = 'called';
      return ok(null);
    });
    await logout(p);
    expect(tokenDuringCall).toBe('called');
    expect(p.session.getState().token).toBe('');
    expect(p.settings.getState().secondLanguage).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it('still clears the session when the server call fails', async () => {
    const p = ports({ logout: vi.fn(async () => Promise.reject(new Error('down'))) as unknown as AuthApi['logout'] });
    p.session.getState().setToken('t2');
    await logout(p);
    expect(p.session.getState().token).toBe('');
  });
});

describe('single sign-on logout', () => {
  it('goes to the provider logout page the server names', async () => {
    const p = ports({ logout: vi.fn(async () => ok({ ssoLogoutUrl: 'https://sso.example/logout?service=x' })) as unknown as AuthApi['logout'] });
    p.session.getState().setToken('t3');
    const leaveTo = vi.fn();
    await logout({ ...p, leaveTo });
    expect(leaveTo).toHaveBeenCalledWith('https://sso.example/logout?service=x');
  });

  it('ignores missing or non-web addresses', () => {
    expect(ssoLogoutUrlOf({ ssoLogoutUrl: null })).toBeUndefined();
    expect(ssoLogoutUrlOf({ ssoLogoutUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(ssoLogoutUrlOf(undefined)).toBeUndefined();
  });
});

describe('loadPermissions', () => {
  it('loads user info and permissions and the user theme', async () => {
    const p = ports();
    p.session.getState().setToken('t');
    await loadPermissions(p);
    expect(p.session.getState().userInfo?.id).toBe('u9');
    expect(p.session.getState().permissions?.menu).toHaveLength(1);
    expect(p.settings.getState().theme.mode).toBe('dark');
  });

  it('rejects a permission answer without a menu array', async () => {
    const p = ports({ permissions: vi.fn(async () => ok({ menu: null })) as unknown as AuthApi['permissions'] });
    await expect(loadPermissions(p)).rejects.toBeInstanceOf(PermissionsInvalidError);
    expect(p.session.getState().permissions).toBeUndefined();
  });
});
