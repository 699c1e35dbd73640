import type { Knex } from 'knex';

/** How a user's permissions are decided. */
export type GrantBasis = 'platform-operator' | 'tenant-admin' | 'roles';

/**
 * Who the user is for permission purposes: the platform operator (an admin of the platform
 * tenant) holds everything; a tenant administrator (user type admin) holds everything in the
 * tenant's product packages; anyone else holds what their roles, departments and department
 * roles grant within those packages.
 */
export async function grantBasis(trx: Knex.Transaction, userId: string): Promise<GrantBasis> {
  const row = await trx('sys_user as u').join('sys_tenant as t', 't.id', 'u.tenant_id').where('u.id', userId).first<{ user_type: string; is_platform: boolean }>('u.user_type', 't.is_platform');
  if (row?.user_type === 'admin') return row.is_platform ? 'platform-operator' : 'tenant-admin';
  return 'roles';
}

/**
 * A query of the permission rows (menus and buttons) a user holds, for the caller to narrow
 * further. Row-level security keeps package and role tables to the current tenant.
 */
export function grantedPermissions(trx: Knex.Transaction, userId: string, basis: GrantBasis): Knex.QueryBuilder {
  return trx('sys_permission as p')
    .where('p.status', '0')
    .modify((q) => {
      if (basis === 'platform-operator') return;
      q.whereIn('p.id', trx('sys_package_permission as pp')
        .join('sys_tenant_package as tp', 'tp.package_id', 'pp.package_id')
        .where((w) => w.whereNull('tp.expires_at').orWhere('tp.expires_at', '>', trx.fn.now()))
        .select('pp.permission_id'));
      if (basis === 'roles') q.whereIn('p.id', heldThroughGrants(trx, userId));
    });
}

/**
 * The permission ids a user's grants name: their roles, the departments they belong to (the one
 * they work in and every other they are a member of), and the department roles they hold. A
 * department role counts only while its user belongs to its department.
 */
function heldThroughGrants(trx: Knex.Transaction, userId: string): Knex.QueryBuilder {
  const userDepartments = trx('sys_user_depart').where('user_id', userId).select('org_id')
    .union((u) => u.from('sys_user').where('id', userId).whereNotNull('org_id').select('org_id'));
  return trx('sys_role_permission as rp')
    .join('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
    .where('ur.user_id', userId)
    .select('rp.permission_id')
    .union((u) => u.from('sys_depart_permission').whereIn('org_id', userDepartments.clone()).select('permission_id'))
    .union((u) => u.from('sys_depart_role_permission as drp')
      .join('sys_depart_role_user as dru', 'dru.depart_role_id', 'drp.depart_role_id')
      .join('sys_depart_role as dr', 'dr.id', 'drp.depart_role_id')
      .where('dru.user_id', userId)
      // A user who left the department no longer holds its roles.
      .whereIn('dr.org_id', userDepartments.clone())
      .select('drp.permission_id'));
}

/** Whether the user, on the given basis, holds the button or API permission `perms` (e.g. `systemRole:view`). */
export async function holdsPermission(trx: Knex.Transaction, userId: string, perms: string, basis: GrantBasis): Promise<boolean> {
  if (basis === 'platform-operator') return true;
  return Boolean(await grantedPermissions(trx, userId, basis).where('p.perms', perms).first('p.id'));
}
