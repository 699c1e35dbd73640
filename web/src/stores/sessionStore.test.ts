import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, passwordLoginOutcome } from './sessionStore';
import { fakeLoginResult, fakePermissions, fakeUserInfo } from '../test/fakeSession';
import type { OpenedSession } from './sessionTypes';

const login = (extra: Record<string, string> = {}): OpenedSession => ({
  ...fakeLoginResult('tok-1', { username: 'demo', ...extra }),
  sysAllDictItems: { sex: [{ value: '1', text: 'M', title: 'M' }] },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('passwordLoginOutcome', () => {
  it.each([
    [{}, 'stored'],
    [{ enableVcode: 'Y' }, 'needs-verification-code'],
    [{ forceChangePass: 'Y', forceChangeFlag: 'Y' }, 'needs-password-change'],
    [{ forceChangePass: 'Y', forceChangeFlag: 'N' }, 'stored'],
  ])('%o → %s', (extra, outcome) => {
    expect(passwordLoginOutcome(fakeUserInfo({ username: 'x', ...extra }))).toBe(outcome);
  });
});

describe('session store', () => {
  it('stores token in local storage and the rest in session storage', () => {
    const store = createSessionStore();
    expect(store.getState().acceptPasswordLogin(login())).toBe('stored');
    expect(JSON.parse(localStorage.getItem('wharf.token') ?? '{}').value).toBe('tok-1');
    expect(JSON.parse(sessionStorage.getItem('wharf.userInfo') ?? '{}').username).toBe('demo');
    // A new tab (new store) reads the token back; session storage is per tab.
    expect(createSessionStore().getState().token).toBe('tok-1');
  });

  it('stores nothing when a verification code is enabled', () => {
    const store = createSessionStore();
    expect(store.getState().acceptPasswordLogin(login({ enableVcode: 'Y' }))).toBe('needs-verification-code');
    expect(store.getState().token).toBe('');
    expect(localStorage.getItem('wharf.token')).toBeNull();
    expect(sessionStorage.getItem('wharf.userInfo')).toBeNull();
  });

  it('clear forgets token, permissions, dictionaries and the session area', () => {
    const store = createSessionStore();
    store.getState().acceptPasswordLogin(login());
    store.getState().setPermissions(fakePermissions([]));
    store.getState().clear();
    const state = store.getState();
    expect([state.token, state.permissions, state.dictionaries]).toEqual(['', undefined, {}]);
    expect(localStorage.getItem('wharf.token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
