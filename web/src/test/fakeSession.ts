/**
 * Fake answers of the session routes shaped as the server sends them (login, user info, the
 * permission list), so a test states only what it cares about and the rest is what the server
 * always sends (checked by `fakeAnswerProblems` against `@wharf/schemas` documentedResults).
 */

/**
 * A stable uuid named after `name`: fakes keep readable names in the test while answering ids in the
 * server's format (every id the server sends is a uuid). Not random: the same name gives the same id.
 */
export function fakeId(name: string): string {
  let hex = '';
  for (let round = 0; hex.length < 32; round += 1) {
    // FNV-1a over the name and the round number, eight hex digits a round.
    let hash = 0x811c9dc5 ^ round;
    for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    hex += (hash >>> 0).toString(16).padStart(8, '0');
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

import type { OpenedSession, PermissionResult, UserInfo } from '../stores/sessionTypes';

/** The demo tenant, as the user info names it. */
export const fakeTenant = { tenantId: fakeId('tenant-demo'), tenantCode: 'demo', tenantName: 'Demo' };

/** `GET /api/user/info` (and a login's `userInfo`) with what the server always sends, `overrides` on top. */
export function fakeUserInfo(overrides: Record<string, unknown> = {}): UserInfo {
  const { userExtendInfo, ...rest } = overrides as { userExtendInfo?: Record<string, unknown> };
  return {
    id: fakeId('user-demo_admin'), username: 'demo_admin', realname: 'Demo admin', avatar: null, orgCode: null, orgId: null, orgName: null,
    compCode: null, compName: null, email: null, phone: null, userType: 'admin', backRoleFlg: '1', enableVcode: 'N', forceChangePass: 'N', forceChangeFlag: 'N',
    extendInfo: { isPlatformOperator: false },
    ...rest,
    userExtendInfo: { compCode: null, compName: null, socialCreditCode: null, divisionId: null, divisionCode: null, divisionName: null, ...fakeTenant, ...userExtendInfo },
  } as UserInfo;
}

/** `POST /api/system/login`: a completed login (`departs` empty unless given; `multiDepart` follows them). */
export function fakeLoginResult(token: string, userInfo: Record<string, unknown> = {}, departs: OpenedSession['departs'] = []): OpenedSession {
  return { token, userInfo: fakeUserInfo(userInfo), departs, multiDepart: Math.min(departs.length, 2) as OpenedSession['multiDepart'] };
}

/** One grant of the permission list: a button rule in force (`status` '1'). */
export const grantOf = (action: string) => ({ action, type: '1', status: '1', describe: action });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Menu nodes as the server sends them: an id that is not a uuid (a readable name in the test) becomes `fakeId(name)`. */
function withMenuIds(nodes: unknown[]): unknown[] {
  return nodes.map((node) => {
    const { id, children, ...rest } = node as { id?: unknown; children?: unknown[] };
    const menuId = typeof id === 'string' && !uuidPattern.test(id) ? fakeId(id) : id;
    return { id: menuId, ...rest, ...(Array.isArray(children) ? { children: withMenuIds(children) } : {}) };
  });
}

/**
 * `GET /api/system/getUserPermissionByToken` with what the server always sends; `auth`/`allAuth`
 * default to none held. Menu ids may be given as readable names (see `withMenuIds`).
 */
export function fakePermissions(menu: unknown[], extra: { auth?: unknown[]; allAuth?: unknown[]; [field: string]: unknown } = {}): PermissionResult {
  const { auth = [], allAuth = auth, ...rest } = extra;
  return { menu: withMenuIds(menu), auth, allAuth, portalType: '1', formOpenType: '1', quickMenu: [], permissionQuestion: false, userSettings: {}, ...rest } as PermissionResult;
}
