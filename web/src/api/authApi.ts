import type { HttpClient } from '../http/httpClient';
import type { LoginResult, VisitorLoginResult, PermissionResult, UserInfo } from '../stores/sessionTypes';

/** The login family and session calls of spec §7. */
export function createAuthApi(http: HttpClient) {
  return {
    /** Quiet: a wrong password answers 401, which the login page explains itself (not 'unauthorized'). */
    login: (username: string, password: string, sliderToken?: string) => http.request<LoginResult>('POST', '/system/login', { body: { username, password, ...(sliderToken ? { sliderToken } : {}) }, isQuiet: true }),
    /** Quiet: a logout whose token already expired must not trigger the 401 reload. */
    /** Quiet: a failed visitor login goes to /401 rather than toasting (spec §8). */
    visitorLogin: (token: string) => http.request<VisitorLoginResult>('POST', '/system/visitorLogin', { body: { token }, isQuiet: true }),
    logout: () => http.request<unknown>('POST', '/system/logout', { isQuiet: true }),
    userInfo: () => http.get<UserInfo>('/user/info'),
    permissions: (roleCode: string) => http.get<PermissionResult>('/system/getUserPermissionByToken', roleCode ? { roleCode } : {}),
    /** Display settings merge key by key on the server; quiet, the browser copy stays the fallback. */
    saveUserSettings: (settings: Record<string, unknown>) => http.request<unknown>('POST', '/system/sysUserSettings/save', { body: { settings }, isQuiet: true }),
    /** The tenant's own wording for the main language (the `lang` every request carries; spec §7 getLocales). Quiet: the built-in texts stay. */
    remoteLocales: () => http.request<Record<string, string>>('GET', '/eform/manage/localeProvider/getLocales', { query: { enableRemoteLocale: 'true' }, isQuiet: true }),
    /** The same for the second display language (spec §7 getSecLocales). */
    remoteSecLocales: (secLang: string) => http.request<Record<string, string>>('GET', '/eform/manage/localeProvider/getSecLocales', { query: { secLang }, isQuiet: true }),
    /** Chooses the department to work in, with the login's token before the session keeps it; answers the updated user. */
    selectDepart: (orgId: string, token: string) => http.request<UserInfo>('PUT', '/system/selectDepart', { body: { orgId }, token }),
    /** The quick-start menu as a list of menu ids (spec §7: quickSettings). */
    saveQuickMenu: (menuIds: string[]) => http.request<unknown>('POST', '/system/sysUserSettings/save', { body: { quickSettings: menuIds } }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
