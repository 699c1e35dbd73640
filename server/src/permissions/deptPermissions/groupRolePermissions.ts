import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../../http/errors';
import { grantableIds, refuseOutside } from './deptPermissionOperations';

/*
 * Group roles. The spec names `queryGroupRolePermission`/`saveGroupRolePermission` beside the
 * role calls and gives menus a `groupId`: a group is a top-level menu (an app group of menus), and
 * a group role is a role's grants within one group. So these calls read and replace only the part
 * of a role's grants under one top-level menu, leaving its grants in other groups as they are —
 * what lets an app group's owner manage access to their app without touching the rest.
 */

async function requireRole(trx: Knex.Transaction, roleId: string): Promise<void> {
  if (!(await trx('sys_role').where({ id: roleId }).first('id'))) throw notFound();
}

/** The ids of a top-level menu and everything below it; a 400 when `groupId` is not a top-level menu the tenant holds. */
async function groupIds(trx: Knex.Transaction, groupId: string, lang: Language, path: string): Promise<Set<string>> {
  const group = await trx('sys_permission').where({ id: groupId }).first<{ parent_id: string | null }>('parent_id');
  if (!group || group.parent_id !== null || (await grantableIds(trx, [groupId])).size === 0) {
    throw new ValidationFailed([{ path, code: 'groupRole/not-a-group', message: formatMessage('groupRole/not-a-group', lang, [groupId]) }]);
  }
  const { rows } = await trx.raw<{ rows: Array<{ id: string }> }>(
    'with recursive below(id) as (select ?::uuid union select p.id from sys_permission p join below b on p.parent_id = b.id) select id from below',
    [groupId],
  );
  return new Set(rows.map((row) => row.id));
}

/** The permission ids a role grants within one group (spec §7 queryGroupRolePermission). */
export async function queryGroupRolePermission(trx: Knex.Transaction, roleId: string, groupId: string, lang: Language): Promise<string[]> {
  await requireRole(trx, roleId);
  const inGroup = [...(await groupIds(trx, groupId, lang, '/query/groupId'))];
  return trx('sys_role_permission').where({ role_id: roleId }).whereIn('permission_id', inGroup).orderBy('permission_id').pluck('permission_id');
}

/**
 * Replaces a role's grants within one group (spec §7 saveGroupRolePermission): each id must lie
 * in the group and in the tenant's packages; grants in other groups stay.
 */
export async function saveGroupRolePermission(trx: Knex.Transaction, tenantId: string, roleId: string, groupId: string, permissionIds: string[], lang: Language): Promise<void> {
  await requireRole(trx, roleId);
  const inGroup = await groupIds(trx, groupId, lang, '/body/groupId');
  const outside = permissionIds.map((id, index) => [id, index] as const).filter(([id]) => !inGroup.has(id));
  if (outside.length > 0) throw new ValidationFailed(outside.map(([id, index]) => ({ path: `/body/permissionIds/${index}`, code: 'groupRole/permission-outside-group', message: formatMessage('groupRole/permission-outside-group', lang, [id]) })));
  const wanted = refuseOutside(permissionIds, await grantableIds(trx, permissionIds), 'role/permission-not-grantable', lang);
  await trx('sys_role_permission').where({ role_id: roleId }).whereIn('permission_id', [...inGroup]).delete();
  if (wanted.length > 0) await trx('sys_role_permission').insert(wanted.map((permissionId) => ({ tenant_id: tenantId, role_id: roleId, permission_id: permissionId })));
}

/** Every role id of the tenant (spec §7 loadAllRoleIds), e.g. for "all roles" in a picker. */
export async function loadAllRoleIds(trx: Knex.Transaction): Promise<string[]> {
  return trx('sys_role').orderBy([{ column: 'role_order' }, { column: 'role_code' }]).pluck('id');
}
