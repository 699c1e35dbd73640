import type { RegistrationInput } from '@wharf/engine';
import type { HttpClient } from '../http/httpClient';
import type { OpenedSession } from '../stores/sessionTypes';

/** One SSO entry the login page offers (`GET /api/system/sso/entries`). */
export interface SsoEntry {
  ssoKey: string;
  type: 'oauth2' | 'cas';
  name: string;
  tenantCode: string;
}

/** The public part of an SSO configuration (`GET /api/system/sso/config`). */
export interface PublicSsoConfig {
  ssoKey: string;
  type: 'oauth2' | 'cas';
  oauth2: { paramName: string };
}

/** What an alteration sends (server `auth/alteration.ts`). */
export interface AlterationInput {
  username: string;
  password: string;
  companyName: string;
  compCode?: string;
  socialCreditCode?: string;
  phone: string;
  email?: string;
  /** A solved slider's token, when the server asks for one (as at login). */
  sliderToken?: string;
}

/**
 * The login family's calls beyond password login (spec §7): registration and its log,
 * alteration, forgot password, phone login and SSO. All quiet: each screen shows its own
 * failures (field messages, or the server's message), not the generic toasts.
 */
export function createLoginFamilyApi(http: HttpClient) {
  const quietPost = <T>(path: string, body?: unknown, query?: Record<string, string>) => http.request<T>('POST', path, { body, query, isQuiet: true });
  return {
    register: (input: RegistrationInput) => quietPost<{ username: string; companyName: string }>('/system/user/register', input),
    /** The registration page's visit (spec §7 `user/register/log`, empty body). */
    registerLog: (from: string | null) => quietPost<null>('/system/user/register/log', undefined, from ? { from } : {}),
    alter: (input: AlterationInput) => quietPost<{ companyName: string }>('/system/user/alteration', input),
    sendResetCode: (username: string, email: string) => quietPost<null>('/system/passwordRecovery/sendCode', { username, email }),
    resetPassword: (input: { username: string; code: string; password: string; confirmPassword: string }) => quietPost<null>('/system/passwordRecovery/reset', input),
    sendSmsCode: (mobile: string, sliderToken?: string) => quietPost<null>('/system/sms', { mobile, smsmode: '0', ...(sliderToken ? { sliderToken } : {}) }),
    phoneLogin: (mobile: string, captcha: string, sliderToken?: string) => quietPost<OpenedSession>('/system/phoneLogin', { mobile, captcha, ...(sliderToken ? { sliderToken } : {}) }),
    ssoEntries: () => http.request<SsoEntry[]>('GET', '/system/sso/entries', { isQuiet: true }),
    ssoConfig: (ssoKey: string) => http.request<PublicSsoConfig>('GET', '/system/sso/config', { query: { ssoKey }, isQuiet: true }),
    /** The provider URL of a new OAuth2 attempt; the server binds it to this browser by a cookie. */
    authorizeUrl: (ssoKey: string) => http.request<string>('GET', '/system/oauth2/getAuthorizeUrl', { query: { ssoKey }, isQuiet: true }),
    oauth2Login: (code: string, state: string, iss?: string) => quietPost<OpenedSession>('/system/oauth2/login', { code, state, ...(iss ? { iss } : {}) }),
  };
}

export type LoginFamilyApi = ReturnType<typeof createLoginFamilyApi>;

/** The answer of a CAS ticket check: a login, or where CAS wants the browser to go. */
export type CasLoginAnswer = { kind: 'login'; result: OpenedSession } | { kind: 'failed'; message: string; redirectUrl?: string };

/**
 * `GET /api/system/cas/login` with the ticket, asking for JSON: a browser navigation would be
 * redirected to CAS on failure, which a script cannot follow across origins, so this call
 * bypasses the HTTP client (which cannot set Accept) and reads the envelope itself.
 */
export async function casTicketLogin(apiBaseUrl: string, query: { ssoKey: string; ticket: string; service: string; lang: string }, fetchImpl: typeof fetch = fetch): Promise<CasLoginAnswer> {
  const url = `${apiBaseUrl}/system/cas/login?${new URLSearchParams(query).toString()}`;
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, redirect: 'manual' });
    const body = (await response.json().catch(() => undefined)) as { success?: boolean; message?: string; result?: unknown } | undefined;
    if (response.ok && body?.success) return { kind: 'login', result: body.result as OpenedSession };
    const redirectUrl = (body?.result as { redirectUrl?: unknown } | undefined)?.redirectUrl;
    return { kind: 'failed', message: body?.message ?? '', redirectUrl: typeof redirectUrl === 'string' ? redirectUrl : undefined };
  } catch {
    return { kind: 'failed', message: '' };
  }
}
