import { createStore, type StoreApi } from 'zustand/vanilla';
import { localStore, sessionArea, tokenLifetimeMs } from './browserStorage';
import { isOpenedSession, type LoginResult, type OpenedSession, type PermissionResult, type UserInfo } from './sessionTypes';

export interface SessionState {
  token: string;
  roleCode: string;
  userInfo: UserInfo | undefined;
  /** Undefined until loaded after login; the navigation guard loads it when empty. */
  permissions: PermissionResult | undefined;
  dictionaries: Record<string, unknown>;
  columnSetting: Record<string, unknown>;
  isVisitor: boolean;
  /**
   * The user logged out themselves (the user menu): the guard then sends them to a plain login,
   * without a redirect back to the page they left, so the next user starts at their own home.
   * Only in memory; a login forgets it.
   */
  isLoggedOutByUser: boolean;
}

export interface SessionActions {
  setToken(token: string): void;
  setRoleCode(roleCode: string): void;
  setUserInfo(userInfo: UserInfo | undefined): void;
  setPermissions(permissions: PermissionResult | undefined): void;
  /** Stores a password login's result unless the spec says not to; returns whether it stored. */
  acceptPasswordLogin(result: LoginResult): PasswordLoginOutcome;
  /** Keeps a login's token (7 days) and info: after every step of the login is done. */
  storeLogin(result: OpenedSession): void;
  setVisitor(isVisitor: boolean): void;
  /** Forgets everything this tab knows about the user (the local half of logout). */
  clear(): void;
  /** Notes that the coming logout is the user's own choice (see `isLoggedOutByUser`). */
  markLogoutByUser(): void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

/** Why a password login was not stored: a verification code or a forced password change comes first. */
export type PasswordLoginOutcome = 'stored' | 'needs-verification-code' | 'needs-password-change';

/**
 * Password login storing rule (spec §4): with enableVcode = Y, or forceChangePass and
 * forceChangeFlag both Y, neither token nor info is stored.
 */
export function passwordLoginOutcome(userInfo: UserInfo): PasswordLoginOutcome {
  if (userInfo.enableVcode === 'Y') return 'needs-verification-code';
  if (userInfo.forceChangePass === 'Y' && userInfo.forceChangeFlag === 'Y') return 'needs-password-change';
  return 'stored';
}

const keys = { token: 'token', roleCode: 'roleCode', userInfo: 'userInfo', dictionaries: 'dictionaries', columnSetting: 'columnSetting', visitor: 'isVisitor' } as const;

function initialState(): SessionState {
  return {
    token: localStore.get<string>(keys.token) ?? '',
    roleCode: sessionArea.get<string>(keys.roleCode) ?? '',
    userInfo: sessionArea.get<UserInfo>(keys.userInfo),
    permissions: undefined,
    dictionaries: sessionArea.get<Record<string, unknown>>(keys.dictionaries) ?? {},
    columnSetting: sessionArea.get<Record<string, unknown>>(keys.columnSetting) ?? {},
    isVisitor: sessionArea.get<boolean>(keys.visitor) ?? false,
    isLoggedOutByUser: false,
  };
}

/** The session (spec §3, §4): token in local storage for 7 days, the rest in session storage. */
export function createSessionStore(): SessionStore {
  return createStore<SessionState & SessionActions>()((set, get) => ({
    ...initialState(),
    setToken(token) {
      localStore.set(keys.token, token, tokenLifetimeMs);
      set({ token, isLoggedOutByUser: false });
    },
    setRoleCode(roleCode) {
      sessionArea.set(keys.roleCode, roleCode);
      set({ roleCode });
    },
    setUserInfo(userInfo) {
      sessionArea.set(keys.userInfo, userInfo);
      set({ userInfo });
    },
    setPermissions(permissions) {
      set({ permissions });
    },
    setVisitor(isVisitor) {
      sessionArea.set(keys.visitor, isVisitor);
      set({ isVisitor });
    },
    acceptPasswordLogin(result) {
      const outcome = passwordLoginOutcome(result.userInfo);
      if (outcome !== 'stored') return outcome;
      // The server answers a step exactly when the user info asks for one; a step is never stored.
      if (!isOpenedSession(result)) return result.step === 'verifyCode' ? 'needs-verification-code' : 'needs-password-change';
      get().storeLogin(result);
      return outcome;
    },
    storeLogin(result) {
      localStore.set(keys.token, result.token, tokenLifetimeMs);
      sessionArea.set(keys.userInfo, result.userInfo);
      sessionArea.set(keys.dictionaries, result.sysAllDictItems ?? {});
      sessionArea.set(keys.columnSetting, result.columnSetting ?? {});
      set({
        token: result.token,
        userInfo: result.userInfo,
        dictionaries: result.sysAllDictItems ?? {},
        columnSetting: result.columnSetting ?? {},
        permissions: undefined,
        isLoggedOutByUser: false,
      });
    },
    clear() {
      localStore.set(keys.token, '');
      sessionArea.clear();
      set({ token: '', roleCode: '', userInfo: undefined, permissions: undefined, dictionaries: {}, columnSetting: {}, isVisitor: false });
    },
    markLogoutByUser() {
      set({ isLoggedOutByUser: true });
    },
  }));
}
