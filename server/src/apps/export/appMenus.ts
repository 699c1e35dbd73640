import { resolveMenuComponent } from '@wharf/engine';
import type { MenuItemRecord } from '@wharf/schemas';
import type { Knex } from 'knex';

/** A stored menu (`sys_permission`) as the package side reads it. */
export interface MenuRow {
  id: string;
  parent_id: string | null;
  name: string;
  menu_code: string;
  menu_type: '0' | '1' | '2';
  path: string | null;
  component: string | null;
  url: string | null;
  perms: string | null;
  perms_type: '1' | '2';
  sort_no: number;
  icon: string | null;
  hidden: boolean;
  keep_alive: boolean;
  back_flag: '0' | '1';
  titles: MenuItemRecord['titles'] | null;
  component_props: MenuItemRecord['componentProps'] | null;
}

/** The columns of a `MenuRow`. */
export const menuRowColumns = ['id', 'parent_id', 'name', 'menu_code', 'menu_type', 'path', 'component', 'url', 'perms', 'perms_type', 'sort_no', 'icon', 'hidden', 'keep_alive', 'back_flag', 'titles', 'component_props'] as const;

/**
 * A stored menu as a package menu: a page it opens by its component kind when the component is
 * one the web knows (the installer derives the component again), else by the component itself.
 */
export function toMenuItem(row: Omit<MenuRow, 'id' | 'parent_id'>, children: MenuItemRecord[]): MenuItemRecord {
  const resolved = row.component ? resolveMenuComponent({ path: row.path ?? '', component: row.component, componentProps: [], meta: { title: row.name } }).kind : 'unknown';
  return {
    menuCode: row.menu_code,
    name: row.name,
    menuType: row.menu_type,
    ...(row.path ? { path: row.path } : {}),
    ...(resolved !== 'unknown' ? { componentKind: resolved } : row.component ? { component: row.component } : {}),
    ...(row.component_props && row.component_props.length > 0 ? { componentProps: row.component_props } : {}),
    ...(row.url ? { url: row.url } : {}),
    ...(row.perms ? { perms: row.perms } : {}),
    permsType: row.perms_type,
    sortNo: row.sort_no,
    ...(row.icon ? { icon: row.icon } : {}),
    hidden: row.hidden,
    keepAlive: row.keep_alive,
    back: row.back_flag,
    ...(row.titles && Object.keys(row.titles).length > 0 ? { titles: row.titles } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}

/**
 * The menu trees an installed app brought: the menus of its product package (`app_<packageCode>`,
 * which the installer gives the tenant), as trees by parent, each page with its button permission
 * points (its children of menu type 2), children by sort number then code. Menus are platform
 * records; the product package must be one given to the caller's tenant.
 */
export async function readAppMenus(trx: Knex.Transaction, packageCode: string): Promise<MenuItemRecord[]> {
  const productCode = `app_${packageCode}`.slice(0, 64);
  const rows: MenuRow[] = await trx('sys_permission as p')
    .join('sys_package_permission as pp', 'pp.permission_id', 'p.id')
    .join('sys_product_package as pk', 'pk.id', 'pp.package_id')
    .join('sys_tenant_package as tp', 'tp.package_id', 'pk.id')
    .where('pk.product_code', productCode)
    .distinct(...menuRowColumns.map((column) => `p.${column}`));
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    // A menu whose parent is not the app's own is a root of the app's trees.
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: string | null): MenuItemRecord[] => (byParent.get(parent) ?? [])
    .sort((a, b) => a.sort_no - b.sort_no || (a.menu_code < b.menu_code ? -1 : a.menu_code > b.menu_code ? 1 : 0))
    .map((row) => toMenuItem(row, build(row.id)));
  return build(null);
}
