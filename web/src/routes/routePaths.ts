/** The login page; the guard sends users here with a `redirect` query. */
export const loginPath = '/index/login';

/** Public routes of spec §2: reachable without a token. */
export const publicPaths = [
  '/index/login',
  '/index/register',
  '/index/register-result',
  '/index/alteration',
  // The login family's own pages: forgot password and the SSO return pages.
  '/index/forgot-password',
  '/index/sso/callback',
  '/index/sso/cas',
  '/index/lic',
  '/401',
  '/jyeportlogin',
  '/whetherTrue',
  '/marketList',
  '/appMarketList',
] as const;

/** Entry redirects (spec §2): each needs one of the query parameters, else /401. */
export const entryRedirects: ReadonlyArray<{ path: string; needs: readonly string[]; to: string }> = [
  { path: '/wormhole', needs: ['token'], to: '/guard' },
  { path: '/portalWormhole', needs: ['code'], to: '/portalGuard' },
  { path: '/xdoWormhole', needs: ['token', 'roleCode'], to: '/xdoGuard' },
  { path: '/gw3Wormhole', needs: ['token', 'roleCode'], to: '/gw3Guard' },
  { path: '/medicineWormhole', needs: ['token', 'roleCode'], to: '/medicineGuard' },
  { path: '/waizongfuWormhole', needs: ['token'], to: '/waizongfuGuard' },
];

/** Guard pages the entry redirects lead to, plus the password guard. */
export const guardPaths = ['/guard', '/portalGuard', '/xdoGuard', '/gw3Guard', '/medicineGuard', '/waizongfuGuard', '/userPwdGuard'] as const;

/** Exception pages; reachable by anyone so errors can always be shown. */
export const exceptionPaths = ['/401', '/403', '/404', '/500'] as const;

/** Paths the guard lets through without a token. */
export const whitelist: readonly string[] = [...publicPaths, ...entryRedirects.map((entry) => entry.path), ...guardPaths, ...exceptionPaths, '/visitor'];

export function isWhitelisted(path: string): boolean {
  return whitelist.includes(path.replace(/\/+$/, '') || '/');
}

/** Where an entry redirect goes for a query: its guard page with the same query, or /401. */
export function entryRedirectTarget(path: string, search: string): string | undefined {
  const entry = entryRedirects.find((candidate) => candidate.path === path);
  if (!entry) return undefined;
  const query = new URLSearchParams(search);
  return entry.needs.some((name) => query.get(name)) ? `${entry.to}${search.startsWith('?') ? search : search ? `?${search}` : ''}` : '/401';
}
