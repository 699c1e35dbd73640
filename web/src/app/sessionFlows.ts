import type { AuthApi } from '../api/authApi';
import type { SessionStore } from '../stores/sessionStore';
import type { SettingsStore } from '../stores/settingsStore';

export interface SessionFlowPorts {
  api: AuthApi;
  session: SessionStore;
  settings: SettingsStore;
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
 * A failed server call does not keep the user logged in.
 */
export async function logout({ api, session, settings }: SessionFlowPorts): Promise<void> {
  const pending = session.getState().token ? api.logout() : Promise.resolve(undefined);
  session.getState().clear();
  settings.getState().setSecondLanguage('');
  settings.getState().loadUserTheme('');
  await pending.catch(() => undefined);
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
