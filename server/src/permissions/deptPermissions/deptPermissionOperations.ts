import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../../http/errors';
import { grantedPermissions } from '../../platform/access/grantedPermissions';
import { listMenus, menuTree, type MenuNode } from '../menus/menuOperations';

/** A node of a permission tree as the permission editors show it (same shape as `queryTreeList`). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  menuType: string;
  perms: string | null;
  children?: PermissionTreeNode[];
}

const titleKeys: Record<string, string> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

function toTreeNodes(nodes: readonly MenuNode[], lang: Language): PermissionTreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.titles[titleKeys[lang] ?? 'zhCn'] || node.name,
    menuType: node.menuType,
    perms: node.perms,
    ...(node.children ? { children: toTreeNodes(node.children, lang) } : {}),
  }));
}

/** The wanted ids minus duplicates; a 400 naming each one outside `allowed` (its index in the request). */
export function refuseOutside(permissionIds: string[], allowed: ReadonlySet<string>, code: string, lang: Language): string[] {
  const wanted = [...new Set(permissionIds)];
  const refused = permissionIds.map((id, index) => [id, index] as const).filter(([id]) => !allowed.has(id));
  if (refused.length > 0) throw new ValidationFailed(refused.map(([id, index]) => ({ path: `/body/permissionIds/${index}`, code, message: formatMessage(code, lang, [id]) })));
  return wanted;
}

/** The ids among `ids` that the tenant's product packages hold (what anyone in the tenant can be granted). */
export async function grantableIds(trx: Knex.Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set<string>(await grantedPermissions(trx, '', 'tenant-admin').whereIn('p.id', ids).pluck('p.id'));
}

export async function requireOrg(trx: Knex.Transaction, orgId: string): Promise<void> {
  if (!(await trx('sys_org').where({ id: orgId }).first('id'))) throw notFound();
}

/** The permission ids a department holds (spec §7 queryDepartPermission). */
export async function queryDepartPermission(trx: Knex.Transaction, orgId: string): Promise<string[]> {
  await requireOrg(trx, orgId);
  return trx('sys_depart_permission').where({ org_id: orgId }).orderBy('permission_id').pluck('permission_id');
}

/**
 * Replaces what a department holds (spec §7 saveDepartPermission): only permissions in the
 * tenant's product packages. Every user of the department holds them (see `grantedPermissions`).
 */
export async function saveDepartPermission(trx: Knex.Transaction, tenantId: string, orgId: string, permissionIds: string[], lang: Language): Promise<void> {
  await requireOrg(trx, orgId);
  const wanted = refuseOutside(permissionIds, await grantableIds(trx, permissionIds), 'role/permission-not-grantable', lang);
  await trx('sys_depart_permission').where({ org_id: orgId }).delete();
  if (wanted.length > 0) await trx('sys_depart_permission').insert(wanted.map((permissionId) => ({ tenant_id: tenantId, org_id: orgId, permission_id: permissionId })));
}

/**
 * The permission tree a department role chooses from (spec §7 sysDepartPermission
 * queryTreeListForDeptRole): the tenant's grantable tree in the shape of the role editor's
 * `queryTreeList`, with `departPermissionIds`, what every user of the department already holds
 * through the department itself (a department role adds to that for some of its users).
 */
export async function queryTreeListForDeptRole(trx: Knex.Transaction, orgId: string, lang: Language): Promise<{ treeList: PermissionTreeNode[]; ids: string[]; departPermissionIds: string[] }> {
  const departPermissionIds = await queryDepartPermission(trx, orgId);
  const menus = await listMenus(trx, grantedPermissions(trx, '', 'tenant-admin').select('p.id'));
  const ids = new Set(menus.map((menu) => menu.id));
  return { treeList: toTreeNodes(menuTree(menus), lang), ids: [...ids], departPermissionIds: departPermissionIds.filter((id) => ids.has(id)) };
}
