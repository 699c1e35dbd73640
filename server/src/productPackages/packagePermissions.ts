import { formatMessage, type Language } from '@wharf/engine';
import type { Knex } from 'knex';
import { notFound, ValidationFailed } from '../http/errors';

/** The menus and buttons a package holds: what its subscribing tenants may grant (spec §6). */
export interface PackagePermissions {
  permissionIds: string[];
}

async function requirePackage(owner: Knex.Transaction, id: string): Promise<void> {
  if (!(await owner('sys_product_package').where({ id }).first('id'))) throw notFound();
}

/** The ids of the menus and buttons in the package. */
export async function readPackagePermissions(owner: Knex.Transaction, id: string): Promise<PackagePermissions> {
  await requirePackage(owner, id);
  const permissionIds: string[] = await owner('sys_package_permission').where({ package_id: id }).orderBy('permission_id').pluck('permission_id');
  return { permissionIds };
}

/**
 * Sets the package's menus and buttons to exactly `permissionIds` (the operator's pick in the menu
 * tree): ids that are no menu or button are refused by their place in the list, and nothing changes.
 * Tenants that subscribe see the change at their next permission load.
 */
export async function savePackagePermissions(owner: Knex.Transaction, id: string, permissionIds: readonly string[], lang: Language): Promise<PackagePermissions> {
  await requirePackage(owner, id);
  const wanted = [...new Set(permissionIds)];
  const known = new Set<string>(wanted.length > 0 ? await owner('sys_permission').whereIn('id', wanted).pluck('id') : []);
  const unknown = permissionIds.flatMap((permissionId, index) => (known.has(permissionId) ? [] : [index]));
  if (unknown.length > 0) {
    throw new ValidationFailed(unknown.map((index) => ({ path: `/body/permissionIds/${index}`, code: 'tenant/package-permission-unknown', message: formatMessage('tenant/package-permission-unknown', lang) })));
  }
  await owner('sys_package_permission').where({ package_id: id }).whereNotIn('permission_id', wanted).delete();
  if (wanted.length > 0) {
    await owner('sys_package_permission').insert(wanted.map((permissionId) => ({ package_id: id, permission_id: permissionId }))).onConflict(['package_id', 'permission_id']).ignore();
  }
  return readPackagePermissions(owner, id);
}
