/** What a visitor session may reach: one page, named when its token was issued. */
export interface SessionScope {
  pageType: string;
  pageCode: string;
}

/**
 * Calls every visitor page needs whatever its code: who am I, leave, usage tracking, and the
 * read-only dictionary and locale lookups a form or view uses to show labels.
 */
const callsOfEveryPage: ReadonlyArray<readonly [method: string, path: string | RegExp]> = [
  ['GET', '/api/user/info'],
  ['POST', '/api/system/logout'],
  ['POST', '/api/system/log/operationlog'],
  ['GET', /^\/api\/system\/dict\/getDictItems\/[A-Za-z0-9_,-]{1,200}$/],
  ['GET', '/api/eform/dict/init'],
  ['GET', '/api/pcode'],
  ['GET', '/api/eform/manage/localeProvider/getLocales'],
  ['GET', '/api/eform/manage/localeProvider/getSecLocales'],
];

// Dot segments and encoded separators could make a path look like one thing to this check and
// another to a router; a visitor never needs them, so they are refused outright.
const ambiguousPath = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c|\\|\/\//i;

/**
 * Whether a call (method and full path, e.g. `/api/user/info`) is allowed for a scoped session.
 * Besides `callsOfEveryPage`, only the page's own runtime calls pass: everything under
 * `/api/eform/runtime/{pageType}/{pageCode}` — the prefix under which the form and view runtime
 * serve one page (its definition, its data, its submit). Anything else — another page, the
 * definition store, admin APIs — is refused, and so is any scope this code does not know.
 */
export function isCallAllowedForScope(scope: unknown, method: string, path: string): boolean {
  if (ambiguousPath.test(path)) return false;
  const upper = method.toUpperCase();
  const isEveryPageCall = callsOfEveryPage.some(([allowedMethod, allowed]) =>
    allowedMethod === upper && (typeof allowed === 'string' ? allowed === path : allowed.test(path)));
  if (isEveryPageCall) return true;
  if (!isPageScope(scope)) return false;
  const pagePrefix = `/api/eform/runtime/${scope.pageType}/${scope.pageCode}`;
  return path === pagePrefix || path.startsWith(`${pagePrefix}/`);
}

/** A scope this code understands: a form or view page with a plain code. */
export function isPageScope(scope: unknown): scope is SessionScope {
  const { pageType, pageCode } = (scope ?? {}) as Record<string, unknown>;
  return (pageType === 'form' || pageType === 'view') && typeof pageCode === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(pageCode);
}
