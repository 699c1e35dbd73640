import type { Knex } from 'knex';

/**
 * The tenant's own product package (`tenant_<tenantCode>`), made and subscribed on first use: the
 * menus and buttons a tenant's builders make join it, so only that tenant holds them (its
 * administrators at once, other users once a role is granted them). Written by the owner, as
 * packages are platform records.
 */
export async function ownPackageId(owner: Knex.Transaction, tenantId: string): Promise<string> {
  const tenant = await owner('sys_tenant').where({ id: tenantId }).first<{ tenant_code: string; tenant_name: string }>('tenant_code', 'tenant_name');
  const productCode = ownPackageCode(tenant!.tenant_code);
  await owner('sys_product_package').insert({ product_code: productCode, product_name: tenant!.tenant_name, description: `Menus ${tenant!.tenant_name} added itself` }).onConflict('product_code').ignore();
  const { id } = (await owner('sys_product_package').where({ product_code: productCode }).first<{ id: string }>('id'))!;
  await owner('sys_tenant_package').insert({ tenant_id: tenantId, package_id: id }).onConflict(['tenant_id', 'package_id']).ignore();
  return id;
}

/** The code of a tenant's own package. */
export function ownPackageCode(tenantCode: string): string {
  return `tenant_${tenantCode}`.slice(0, 64);
}

/**
 * The ids among `menuIds` that the tenant made itself (in its own package): the only menus its
 * builders may rename, move or delete — the operator's menus stay the operator's.
 */
export async function ownMenuIds(trx: Knex | Knex.Transaction, tenantId: string, menuIds?: readonly string[]): Promise<string[]> {
  return trx('sys_package_permission as pp')
    .join('sys_product_package as pk', 'pk.id', 'pp.package_id')
    .where('pk.product_code', trx('sys_tenant').where({ id: tenantId }).select(trx.raw("left('tenant_' || tenant_code, 64)")))
    .modify((q) => {
      if (menuIds) q.whereIn('pp.permission_id', menuIds);
    })
    .pluck('pp.permission_id');
}

/**
 * Puts a new menu or button in every package its parent is in, so whoever holds the parent through
 * a package can be granted it: a button the operator adds under a packaged menu used to belong to
 * no package, and so could not be granted in any tenant's role permissions.
 */
export async function joinParentPackages(owner: Knex.Transaction, permissionId: string, parentId: string | null): Promise<void> {
  if (parentId === null) return;
  await owner.raw(
    `insert into sys_package_permission (package_id, permission_id)
     select package_id, ?::uuid from sys_package_permission where permission_id = ?::uuid
     on conflict do nothing`,
    [permissionId, parentId],
  );
}
