import { isWhitelisted, loginPath } from './routePaths';

export interface NavigationInput {
  /** pathname of the target location */
  path: string;
  /** search of the target location ('' or '?…') */
  search: string;
  /** pathname + search, kept in the redirect query */
  fullPath: string;
  hasToken: boolean;
  isPermissionLoaded: boolean;
  /** A visitor session (spec §4): it may see its one page and nothing else. */
  isVisitor?: boolean;
  /** The user has just logged out themselves: login without a way back to the page they left. */
  isLoggedOutByUser?: boolean;
}

export type NavigationDecision = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'load-permissions' } | { kind: 'leave-visitor' };

/** The pages a visitor link opens (spec §2 "Visitor mode"). */
export const visitorPagePattern = /^\/eform\/redirect\/(FormRedirectAddTab|ViewLayoutRedirect)\/[^/]+$/;

/** The login url that brings the user back to `fullPath` afterwards. */
export function loginRedirect(fullPath: string): string {
  return fullPath && fullPath !== '/' ? `${loginPath}?redirect=${encodeURIComponent(fullPath)}` : loginPath;
}

/**
 * The navigation guard of spec §2/§4. With a token: the login page goes to / (or its redirect query), and an empty
 * permission list is loaded first. Without: whitelisted paths pass, the rest go to login with
 * a redirect back (none after the user's own logout). A visitor session passes only on its page.
 */
export function decideNavigation({ path, search, fullPath, hasToken, isPermissionLoaded, isVisitor = false, isLoggedOutByUser = false }: NavigationInput): NavigationDecision {
  if (hasToken && isVisitor) {
    // A visitor has no menu to load; leaving the page ends the visit (logout, then login).
    if (visitorPagePattern.test(path) || path === '/visitor' || isWhitelisted(path)) return { kind: 'pass' };
    return { kind: 'leave-visitor' };
  }
  if (hasToken) {
    // The login page itself never navigates after a successful login: storing the token brings
    // the user here, and the redirect query (if any) says where they were going.
    if (path === loginPath) return { kind: 'redirect', to: afterLoginTarget(search) };
    if (!isPermissionLoaded && !isWhitelisted(path)) return { kind: 'load-permissions' };
    return { kind: 'pass' };
  }
  if (isWhitelisted(path)) return { kind: 'pass' };
  // An explicit logout ends the way back: the next user to log in here starts at their own home.
  return { kind: 'redirect', to: isLoggedOutByUser ? loginPath : loginRedirect(fullPath) };
}

/** Where to go after login: the redirect query when it is a same-site path, else /. */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  // Only same-origin paths: an absolute url here would make the login page an open redirect.
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') && redirect !== loginPath ? redirect : '/';
}
