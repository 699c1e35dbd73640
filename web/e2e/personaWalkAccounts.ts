import { api } from './eformSupport';

/** A persona's own account, made through the API for this run (the shared demo users stay as they are). */
export interface WalkAccount {
  username: string;
  password: string;
}

const runCode = Date.now().toString(36).slice(-5);

/** Logs in a new user through the API once, changing the first password as the login demands. */
async function settledPassword(baseUrl: string, username: string, first: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: first }) });
  const step = ((await response.json()) as { result: { token: string; step?: string } }).result;
  if (step.step !== 'changePassword') return first;
  const chosen = `${first}-2`;
  await api(baseUrl, '', 'POST', '/system/user/forceChangePassword', { ticket: step.token, password: chosen, confirmpassword: chosen });
  return chosen;
}

/** A user added by `adminToken` in the administrator's tenant, ready to log in. */
export async function newUser(baseUrl: string, adminToken: string, persona: string, profile: Record<string, unknown>): Promise<WalkAccount> {
  const username = `walk_${persona}_${runCode}`.slice(0, 20);
  const first = 'Walk-Persona-2026!';
  await api(baseUrl, adminToken, 'POST', '/system/user/add', { username, realname: `Walk ${persona}`.slice(0, 10), password: first, ...profile });
  return { username, password: await settledPassword(baseUrl, username, first) };
}

interface MenuNode {
  id: string;
  url?: string | null;
  path?: string | null;
  children?: MenuNode[];
}

/**
 * The ids of the menus at these paths, with their ancestors (so the menu shows them) and everything
 * under them (their buttons), from the tenant's menu tree.
 */
export function grantedMenuIds(tree: readonly MenuNode[], paths: readonly string[]): string[] {
  const ids = new Set<string>();
  const addAll = (node: MenuNode) => {
    ids.add(node.id);
    for (const child of node.children ?? []) addAll(child);
  };
  const visit = (node: MenuNode, ancestors: readonly string[]) => {
    if (paths.includes(node.url ?? '') || paths.includes(node.path ?? '')) {
      for (const id of ancestors) ids.add(id);
      addAll(node);
      return;
    }
    for (const child of node.children ?? []) visit(child, [...ancestors, node.id]);
  };
  for (const node of tree) visit(node, []);
  return [...ids];
}

/**
 * A user of a new front role granted exactly the menus at `paths` in the administrator's tenant, also
 * holding the existing roles `alsoRoleCodes`.
 */
export async function newUserOfMenus(baseUrl: string, adminToken: string, persona: string, paths: readonly string[], alsoRoleCodes: readonly string[] = []): Promise<WalkAccount> {
  const roleCode = `walk_${persona}_${runCode}`;
  const role = await api<{ id: string }>(baseUrl, adminToken, 'POST', '/system/role/add', { roleCode, roleName: `Walk ${persona} ${runCode}`, roleType: 'front' });
  const tree = await api<MenuNode[]>(baseUrl, adminToken, 'GET', '/system/permission/list');
  const permissionIds = grantedMenuIds(tree, paths);
  if (permissionIds.length === 0) throw new Error(`no menu of the tenant is at ${paths.join(', ')}`);
  await api(baseUrl, adminToken, 'POST', '/system/permission/saveRolePermission', { roleId: role.id, permissionIds });
  const roles = await api<Array<{ id: string; roleCode: string }>>(baseUrl, adminToken, 'GET', '/system/role/queryall');
  const also = alsoRoleCodes.map((code) => roles.find((entry) => entry.roleCode === code)?.id ?? '');
  if (also.includes('')) throw new Error(`the tenant lacks a role of ${alsoRoleCodes.join(', ')}`);
  return newUser(baseUrl, adminToken, persona, { roleIds: [role.id, ...also] });
}
