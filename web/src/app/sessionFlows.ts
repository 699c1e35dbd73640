import type { AuthApi } from '../api/authApi';
import type { SessionStore } from '../stores/sessionStore';
import type { SettingsStore } from '../stores/settingsStore';

export interface SessionFlowPorts {
  api: AuthApi;
  session: SessionStore;
  settings: SettingsStore;
  /** Leaves the app for a single-sign-on provider's logout page. */
  leaveTo?: (url: string) => void;
}

/** The SSO logout address the server answered with, if it is a web address at all. */
export function ssoLogoutUrlOf(result: unknown): string | undefined {
  const url = (result as { ssoLogoutUrl?: unknown } | null | undefined)?.ssoLogoutUrl;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
}

/** Raised when the permission call answers without a menu array (spec §8). */
export class PermissionsInvalidError extends Error {
  constructor() {
    super('guard.permissionsInvalid');
    this.name = 'PermissionsInvalidError';
  }
}

/**
 * Logout (spec §4): the server call starts first so it still carries the token, then token,
 * permissions, dictionary cache, second-language code and the session area are cleared.
 * A failed server call does not keep the user logged in. When the session came from a single
 * sign-on with logout support, the server names the provider's logout page and we go there.
 */
export async function logout({ api, session, settings, leaveTo }: SessionFlowPorts): Promise<void> {
  const pending = session.getState().token ? api.logout() : Promise.resolve(undefined);
  session.getState().clear();
  settings.getState().setSecondLanguage('');
  settings.getState().loadUserTheme('');
  const answer = await pending.catch(() => undefined);
  const ssoLogoutUrl = ssoLogoutUrlOf(answer?.result);
  if (ssoLogoutUrl && leaveTo) leaveTo(ssoLogoutUrl);
}

/**
 * Loads what the console needs after login or on a fresh tab: the user (session storage is per
 * tab) and the permission list, then the user's theme. Throws when either call fails.
 */
export async function loadPermissions({ api, session, settings }: SessionFlowPorts): Promise<void> {
  const state = session.getState();
  const [infoEnvelope, permissionEnvelope] = await Promise.all([state.userInfo ? undefined : api.userInfo(), api.permissions(state.roleCode)]);
  if (infoEnvelope) {
    if (!infoEnvelope.success) throw new Error(infoEnvelope.message);
    session.getState().setUserInfo(infoEnvelope.result);
  }
  if (!permissionEnvelope.success) throw new Error(permissionEnvelope.message);
  const permissions = permissionEnvelope.result;
  if (!permissions || !Array.isArray(permissions.menu)) throw new PermissionsInvalidError();
  const userId = session.getState().userInfo?.id ?? '';
  settings.getState().loadUserTheme(String(userId), permissions.userSettings?.theme);
  session.getState().setPermissions(permissions);
}
