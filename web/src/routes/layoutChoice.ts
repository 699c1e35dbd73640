import type { MenuItem } from '@wharf/engine';
import { flattenMenu } from '../menus/menuNavigation';

export type RootLayoutKind = 'console' | 'simple' | 'main';

/** The console's main page (spec §2). */
export const consoleMainPath = '/app/group';
/** The web app's own home page, present in every layout unless the menu names its own (below). */
export const workbenchPath = '/workbench';
/** The caller's portal inside the frame (spec §2 /index/portal; menu entries with this path stay out of the navigation). */
export const portalPath = '/index/portal';
/** The menu component of the workbench page; its menu entry's path then serves as the home page. */
export const workbenchComponent = 'dashboard/Workbench';

/** The home page's path: the menu's workbench entry when it has one, else /workbench. */
export function homePath(menu: ReadonlyArray<MenuItem>): string {
  return flattenMenu(menu).find((item) => item.component === workbenchComponent)?.path ?? workbenchPath;
}

/** Dynamic root (spec §2): console when backRoleFlg is '1', simple for portal type 2, main otherwise. */
export function chooseRootLayout(backRoleFlg: unknown, portalType: unknown): RootLayoutKind {
  if (String(backRoleFlg ?? '') === '1') return 'console';
  if (String(portalType ?? '') === '2') return 'simple';
  return 'main';
}

/** The entries a layout's navigation shows: back-office entries in the console, front entries elsewhere. */
export function layoutMenu(kind: RootLayoutKind, menu: ReadonlyArray<MenuItem>, menuList: ReadonlyArray<MenuItem>): MenuItem[] {
  if (kind !== 'console') return [...menuList];
  const backOffice = menu.filter((item) => item.back === '1');
  return backOffice.length > 0 ? backOffice : [...menu];
}

function firstPage(items: ReadonlyArray<MenuItem>): MenuItem | undefined {
  return flattenMenu(items).find((item) => !item.hidden && !(item.children && item.children.length > 0));
}

/**
 * Where / leads: in the console the main page /app/group when the menu has it, else the first
 * back-office page; elsewhere the workbench (the main index page).
 */
export function rootRedirectPath(kind: RootLayoutKind, menu: ReadonlyArray<MenuItem>): string {
  if (kind !== 'console') return homePath(menu);
  const all = flattenMenu(menu);
  if (all.some((item) => item.path === consoleMainPath)) return consoleMainPath;
  return firstPage(menu.filter((item) => item.back === '1'))?.path ?? homePath(menu);
}
