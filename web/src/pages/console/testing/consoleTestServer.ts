import { permissionListOf } from '../../../test/permissionList';
import { envelope, type FakeServer } from '../../../test/renderApp';

type Handler = (body: unknown) => { status: number; body: unknown };

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });

/** A console menu holding the administration pages, as the permission list would send it. */
export const consoleMenu = [
  {
    id: 'm-system',
    path: '/system',
    name: 'system',
    component: 'layouts/RouteView',
    back: '1',
    meta: { title: '系统管理', zhCn: '系统管理' },
    children: [
      page('system/UserList', '/system/user', '用户管理'),
      page('system/RoleList', '/system/role', '角色管理'),
      page('system/MenuList', '/system/menu', '菜单管理'),
      page('system/DictList', '/system/dict', '数据字典'),
      page('system/FillRuleList', '/system/fillRule', '填值规则'),
      page('system/LocaleManager', '/system/locale', '多语言管理'),
    ],
  },
  page('org/DeptList', '/org/dept', '机构管理'),
];

export interface ConsoleTestServer extends FakeServer {
  /** Bodies received, by "METHOD /path". */
  bodies: Record<string, unknown[]>;
}

/**
 * A fake server for the console pages: a signed-in console user holding the given button
 * permissions (every other seeded button is known to be in force, as the server says), plus the
 * page's own answers by "METHOD /api/path" (404 otherwise).
 */
export function consoleTestServer(buttons: readonly string[], answers: Record<string, Handler>, menu: unknown[] = consoleMenu): ConsoleTestServer {
  const bodies: Record<string, unknown[]> = {};
  const base: Record<string, Handler> = {
    'GET /api/system/getUserPermissionByToken': () => ({ status: 200, body: envelope(permissionListOf(menu, buttons)) }),
  };
  return {
    calls: [],
    bodies,
    handle(method, path, body) {
      const key = `${method} ${path}`;
      (bodies[key] ??= []).push(body);
      const handler = answers[key] ?? base[key];
      return handler?.(body);
    },
  };
}

/** Signs a console user in for the next render (a stored token; the permission list comes from the server). */
export function signIn(): void {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-console', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
}

export const ok = (result: unknown = null) => ({ status: 200, body: envelope(result) });
export const pageOf = <T>(records: T[]) => ok({ records, total: records.length, current: 1, size: 20, pages: 1 });
