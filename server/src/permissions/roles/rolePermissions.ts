import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../../http/errors';
import { grantedPermissions } from '../../platform/access/grantedPermissions';

/** The permission ids a role grants. */
export async function queryRolePermission(trx: Knex.Transaction, roleId: string): Promise<string[]> {
  if (!(await trx('sys_role').where({ id: roleId }).first('id'))) throw notFound();
  return trx('sys_role_permission').where({ role_id: roleId }).orderBy('permission_id').pluck('permission_id');
}

/**
 * Replaces what a role grants. Only permissions inside the tenant's product packages can be
 * granted: anything else is refused with its id, so a tenant cannot hand itself menus it has
 * not subscribed to.
 */
export async function saveRolePermission(trx: Knex.Transaction, tenantId: string, roleId: string, permissionIds: string[], lang: Language): Promise<void> {
  if (!(await trx('sys_role').where({ id: roleId }).first('id'))) throw notFound();
  const wanted = [...new Set(permissionIds)];
  const grantable = new Set<string>(await grantedPermissions(trx, '', 'tenant-admin').whereIn('p.id', wanted).pluck('p.id'));
  const refused = wanted.filter((id) => !grantable.has(id));
  if (refused.length > 0) {
    throw new ValidationFailed(refused.map((id) => ({ path: `/body/permissionIds/${wanted.indexOf(id)}`, code: 'role/permission-not-grantable', message: formatMessage('role/permission-not-grantable', lang, [id]) })));
  }
  await trx('sys_role_permission').where({ role_id: roleId }).delete();
  if (wanted.length > 0) await trx('sys_role_permission').insert(wanted.map((permissionId) => ({ tenant_id: tenantId, role_id: roleId, permission_id: permissionId })));
}

/** The role ids a user holds. */
export async function queryUserRole(trx: Knex.Transaction, userId: string): Promise<string[]> {
  if (!(await trx('sys_user').where({ id: userId }).first('id'))) throw notFound();
  return trx('sys_user_role').where({ user_id: userId }).pluck('role_id');
}
