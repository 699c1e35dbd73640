/** Request timeout of spec §7 and §9. */
export const requestTimeoutMs = 600_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

// Dictionary items are cached by the server with an etag; a cache-busting _t would defeat that.
const dictionaryItemPaths = [/\/system\/dict\/getDictItems\//, /\/system\/dict\/getDictItemMap\//, /\/pcode(\?|$)/];
const trackingLogPaths = [/\/system\/log\/operationlog(\?|$)/];

export function isDictionaryItemUrl(path: string): boolean {
  return dictionaryItemPaths.some((pattern) => pattern.test(path));
}

/** Usage-tracking posts are batched and retried in the background; their failures never reach the user. */
export function isTrackingLogUrl(path: string): boolean {
  return trackingLogPaths.some((pattern) => pattern.test(path));
}

export interface RequestUrlInput {
  baseUrl: string;
  path: string;
  method: HttpMethod;
  query?: Record<string, QueryValue>;
  language: string;
  now: number;
}

/**
 * The full url of a call: base + path, the caller's query, `lang` always, and `_t` on GETs
 * except dictionary item fetches (spec §7).
 */
export function buildRequestUrl({ baseUrl, path, method, query = {}, language, now }: RequestUrlInput): string {
  const isAbsolute = /^https?:\/\//.test(path);
  const joined = isAbsolute ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const [pathPart = '', existingQuery = ''] = joined.split('?', 2);
  const params = new URLSearchParams(existingQuery);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  if (method === 'GET' && !isDictionaryItemUrl(joined)) params.set('_t', String(now));
  params.set('lang', language);
  return `${pathPart}?${params.toString()}`;
}

export interface RequestHeadersInput {
  token: string;
  secondLanguage: string;
  isDeclarePage: boolean;
  hasJsonBody: boolean;
}

/** Headers every call carries: token, second language, and the declare server selector (spec §7). */
export function buildRequestHeaders({ token, secondLanguage, isDeclarePage, hasJsonBody }: RequestHeadersInput): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  if (token) headers['X-Access-Token'] = token;
  if (secondLanguage) headers.secLang = secondLanguage;
  if (isDeclarePage) headers['X-Server-Select'] = 'declare';
  return headers;
}

/** True when the current page is one of the menu map's declare pages (exact path or a sub-path of it). */
export function isDeclarePage(pagePath: string, declarePagePaths: readonly string[]): boolean {
  return declarePagePaths.some((declared) => pagePath === declared || pagePath.startsWith(`${declared.replace(/\/+$/, '')}/`));
}
