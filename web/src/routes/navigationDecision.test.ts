import { describe, expect, it } from 'vitest';
import { afterLoginTarget, decideNavigation } from './navigationDecision';
import { entryRedirectTarget, isWhitelisted } from './routePaths';

const go = (path: string, hasToken: boolean, isPermissionLoaded = false, search = '') =>
  decideNavigation({ path, search, fullPath: path + search, hasToken, isPermissionLoaded });

describe('decideNavigation', () => {
  it('sends a logged-in user away from the login page', () => {
    expect(go('/index/login', true, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(go('/index/login', true, false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('follows the redirect query when a logged-in user lands on login', () => {
    expect(go('/index/login', true, false, '?redirect=%2Fsystem%2Fuser')).toEqual({ kind: 'redirect', to: '/system/user' });
  });

  it('loads permissions first when the list is empty', () => {
    expect(go('/app/group', true, false)).toEqual({ kind: 'load-permissions' });
    expect(go('/app/group', true, true)).toEqual({ kind: 'pass' });
  });

  it('lets whitelisted paths through without a token', () => {
    for (const path of ['/index/login', '/index/register', '/401', '/marketList', '/wormhole', '/visitor', '/guard']) expect(go(path, false)).toEqual({ kind: 'pass' });
  });

  it('sends other paths to login with a redirect query', () => {
    expect(go('/app/group', false, false, '?tab=2')).toEqual({ kind: 'redirect', to: '/index/login?redirect=%2Fapp%2Fgroup%3Ftab%3D2' });
    expect(go('/', false)).toEqual({ kind: 'redirect', to: '/index/login' });
  });

  it('sends the page a user logged out of to a plain login, so the next user starts at their own home', () => {
    expect(decideNavigation({ path: '/customs/dec_list_view', search: '?page=3', fullPath: '/customs/dec_list_view?page=3', hasToken: false, isPermissionLoaded: false, isLoggedOutByUser: true })).toEqual({ kind: 'redirect', to: '/index/login' });
  });
});

describe('visitor sessions', () => {
  const visit = (path: string) => decideNavigation({ path, search: '', fullPath: path, hasToken: true, isPermissionLoaded: false, isVisitor: true });

  it('see their page without loading permissions', () => {
    expect(visit('/eform/redirect/FormRedirectAddTab/order_form')).toEqual({ kind: 'pass' });
    expect(visit('/eform/redirect/ViewLayoutRedirect/orders')).toEqual({ kind: 'pass' });
  });

  it('end the visit anywhere else', () => {
    expect(visit('/app/group')).toEqual({ kind: 'leave-visitor' });
    expect(visit('/eform/redirect/FormRedirectAddTab/a/b')).toEqual({ kind: 'leave-visitor' });
  });
});

describe('entry redirects', () => {
  it('go to their guard page when the needed parameter is present', () => {
    expect(entryRedirectTarget('/wormhole', '?token=abc')).toBe('/guard?token=abc');
    expect(entryRedirectTarget('/xdoWormhole', '?roleCode=r')).toBe('/xdoGuard?roleCode=r');
    expect(entryRedirectTarget('/portalWormhole', '?code=p1')).toBe('/portalGuard?code=p1');
  });

  it('go to /401 without it', () => {
    expect(entryRedirectTarget('/wormhole', '')).toBe('/401');
    expect(entryRedirectTarget('/portalWormhole', '?token=abc')).toBe('/401');
    expect(entryRedirectTarget('/waizongfuWormhole', '?roleCode=r')).toBe('/401');
  });

  it('ignore other paths', () => {
    expect(entryRedirectTarget('/guard', '?token=1')).toBeUndefined();
    expect(isWhitelisted('/index/login/')).toBe(true);
    expect(isWhitelisted('/app')).toBe(false);
  });
});

describe('afterLoginTarget', () => {
  it('follows same-site redirects only', () => {
    expect(afterLoginTarget('?redirect=%2Fapp%2Fgroup')).toBe('/app/group');
    expect(afterLoginTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(afterLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(afterLoginTarget('')).toBe('/');
  });
});
