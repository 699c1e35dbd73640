import { menuEntryOf, menuTitlesOf, type QuickAppPermissionPoint } from '@wharf/engine';
import type { LocalisedText } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { Caller } from '../../auth/authenticate';

/** Where the quick app's menu entry goes: under a menu the tenant holds, or under a new top-level folder. */
export type MenuPlace = { parentId: string } | { newFolderName: string };

export interface QuickAppMenuInput {
  viewCode: string;
  title: string;
  /** The title's translations (the table's); the entry's title in a language falls back to `title`. */
  titleI18n?: LocalisedText;
  place: MenuPlace;
  permissionPoints: ReadonlyArray<QuickAppPermissionPoint>;
}

export interface QuickAppMenus {
  folder: { id: string; menuCode: string } | null;
  menu: { id: string; menuCode: string; path: string };
  permissionPoints: Array<{ id: string; perms: string; name: string }>;
}

/**
 * Menu codes are unique across the platform while view codes are unique per tenant: the quick
 * app's codes start with the tenant's id (8 hex digits, as business tables' physical names do), so
 * two tenants with the same view code never clash.
 */
export function quickAppMenuCodes(tenantId: string, viewCode: string): { entry: string; folder: string; point(key: string): string } {
  const entry = `t${tenantId.replace(/-/g, '').slice(0, 8)}_${viewCode}`;
  return { entry, folder: `${entry}_dir`, point: (key) => `${entry}_${key}` };
}

/** The stored `titles` of a menu: per language from the translations, else the main text (engine `menuTitlesOf`). */
const storedTitles = (title: string, translations?: LocalisedText) => JSON.stringify(menuTitlesOf(title, translations));

/**
 * Writes the quick app's menus (platform records, on the owner's transaction `trx`, after the
 * caller's checks): the new folder if asked, the view's list entry, and one menu button
 * (`menu_type` 2) per permission point under it, so the role editor offers each point; the entry and
 * the buttons are titled in every language their texts are translated into. All of them
 * join the tenant's own product package (`tenant_<tenantCode>`), as `definitionMenu.ts` does for
 * entries a builder places by hand: the tenant's administrators hold them at once, other users
 * once a role is granted them.
 */
export async function writeQuickAppMenus(trx: Knex.Transaction, who: Caller, input: QuickAppMenuInput): Promise<QuickAppMenus> {
  const codes = quickAppMenuCodes(who.tenantId, input.viewCode);
  const audit = { created_by: who.userId, updated_by: who.userId };
  let folder: QuickAppMenus['folder'] = null;
  let parentId: string;
  if ('newFolderName' in input.place) {
    const [row] = await trx('sys_permission')
      .insert({ parent_id: null, name: input.place.newFolderName, menu_code: codes.folder, menu_type: '0', path: `/${codes.folder}`, component: 'layouts/RouteView', back_flag: '0', titles: storedTitles(input.place.newFolderName), ...audit })
      .returning('id');
    folder = { id: row.id as string, menuCode: codes.folder };
    parentId = folder.id;
  } else {
    parentId = input.place.parentId;
  }
  const { component, path } = menuEntryOf('view', input.viewCode);
  const [entry] = await trx('sys_permission')
    .insert({ parent_id: parentId, name: input.title, menu_code: codes.entry, menu_type: '1', path, component, back_flag: '0', titles: storedTitles(input.title, input.titleI18n), ...audit })
    .returning('id');
  const points = input.permissionPoints.length === 0 ? [] : await trx('sys_permission')
    .insert(input.permissionPoints.map((point, order) => ({ parent_id: entry.id, name: point.name, menu_code: codes.point(point.key), menu_type: '2', perms: point.perms, perms_type: '1', sort_no: order, titles: storedTitles(point.name, point.nameI18n), ...audit })))
    .returning(['id', 'perms', 'name']);
  const tenant = (await trx('sys_tenant').where({ id: who.tenantId }).first<{ tenant_code: string; tenant_name: string }>('tenant_code', 'tenant_name'))!;
  const productCode = `tenant_${tenant.tenant_code}`.slice(0, 64);
  await trx('sys_product_package').insert({ product_code: productCode, product_name: tenant.tenant_name, description: `Menus ${tenant.tenant_name} added itself` }).onConflict('product_code').ignore();
  const { id: packageId } = (await trx('sys_product_package').where({ product_code: productCode }).first<{ id: string }>('id'))!;
  const menuIds = [...(folder ? [folder.id] : []), entry.id as string, ...points.map((point: { id: string }) => point.id)];
  await trx('sys_package_permission').insert(menuIds.map((permissionId) => ({ package_id: packageId, permission_id: permissionId })));
  await trx('sys_tenant_package').insert({ tenant_id: who.tenantId, package_id: packageId }).onConflict(['tenant_id', 'package_id']).ignore();
  return {
    folder,
    menu: { id: entry.id as string, menuCode: codes.entry, path },
    permissionPoints: points.map((point: { id: string; perms: string; name: string }) => ({ id: point.id, perms: point.perms, name: point.name })),
  };
}
