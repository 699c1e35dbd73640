import type { ApiResult } from '@wharf/schemas';

/** The user as the login and user-info calls return it (spec §3; `GET /api/user/info`). */
export type UserInfo = ApiResult<'GET /api/user/info'>;

type PasswordLoginAnswer = ApiResult<'POST /api/system/login'>;

/** One of the departments a user works in (login result `departs`). */
export type UserDepartment = OpenedSession['departs'][number];

/**
 * An opened session, as every login entry answers it (password, phone, SSO, password-free): the token, the user
 * and their departments (with several, `multiDepart` 2, the user chooses one before going on). The password login
 * also answers spec §3's `columnSetting` and `sysAllDictItems`; the other entries do not, so they stay optional.
 */
export type OpenedSession = Extract<PasswordLoginAnswer, { departs: unknown }>;

/** A password login that needs one more step first (a verification code, a password change), with a single-use ticket as `token`. */
export type LoginStep = Extract<PasswordLoginAnswer, { step: unknown }>;

/** `POST /api/system/login`: an opened session or the next step. */
export type LoginResult = OpenedSession | LoginStep;

/** True when a login answer opened the session (no further step). */
export function isOpenedSession(result: LoginResult): result is OpenedSession {
  return !('step' in result) || result.step === undefined;
}

/** GET /api/system/getUserPermissionByToken result (spec §3). The menu stays raw here; engine/menus interprets it. */
export type PermissionResult = ApiResult<'GET /api/system/getUserPermissionByToken'>;

/** POST visitorLogin result (spec §3): the page a visitor may see. */
export interface VisitorLoginResult {
  token: string;
  userInfo: UserInfo;
  customData?: unknown;
  pageCode: string;
  pageType: string;
}
