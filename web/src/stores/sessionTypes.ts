/** The user as the login and user-info calls return it (spec §3). */
export interface UserInfo {
  id: string;
  username: string;
  realname?: string;
  avatar?: string;
  orgCode?: string;
  orgId?: string;
  orgName?: string;
  compCode?: string;
  compName?: string;
  tenantId?: string | number;
  backRoleFlg?: string;
  enableVcode?: string;
  forceChangePass?: string;
  forceChangeFlag?: string;
  userExtendInfo?: Record<string, unknown>;
  [extra: string]: unknown;
}

/** POST /api/system/login result (spec §3). */
/** One of the departments a user works in (login result `departs`). */
export interface UserDepartment {
  orgId: string;
  orgCode: string;
  orgName: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  /** The user's departments; with several (`multiDepart` 2) the user chooses one before going on. */
  departs?: UserDepartment[];
  multiDepart?: 0 | 1 | 2;
  columnSetting?: Record<string, unknown>;
  sysAllDictItems?: Record<string, unknown>;
}

/** GET /api/system/getUserPermissionByToken result (spec §3). The menu stays raw here; engine/menus interprets it. */
export interface PermissionResult {
  menu: unknown[];
  portalType?: string | number;
  formOpenType?: string;
  auth?: unknown[];
  allAuth?: unknown[];
  quickMenu?: unknown[];
  permissionQuestion?: unknown;
  userSettings?: Record<string, unknown>;
}

/** POST visitorLogin result (spec §3): the page a visitor may see. */
export interface VisitorLoginResult {
  token: string;
  userInfo: UserInfo;
  customData?: unknown;
  pageCode: string;
  pageType: string;
}
