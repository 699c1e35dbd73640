import type { PermissionEntry } from '../permissions/types';

/** A label/value pair a builder attaches to a menu (spec §2 componentProps). */
export interface MenuComponentProp {
  label: string;
  value: string;
}

/** The `meta` block of a menu item (spec §2, §3). */
export interface MenuMeta {
  title: string;
  zhCn?: string;
  enUs?: string;
  thTh?: string;
  zhTw?: string;
  icon?: string;
  /** The address of an external frame or redirect view; may carry placeholders (see `fillRedirectUrl`). */
  url?: string;
  keepAlive?: boolean;
  /** Whether the url opens inside the app (`false`) or in a new browser tab (`true`). */
  internalOrExternal?: boolean;
  /** The button permissions of this page. */
  permissionList?: ReadonlyArray<PermissionEntry>;
  dataEase?: boolean;
}

/**
 * One entry of the permission menu (spec §2 "Menu item", §3 "Menu item (session)").
 * `back` is '0' for a front-end entry and '1' for a console entry.
 */
export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  menuCode?: string;
  hidden?: boolean;
  back: '0' | '1';
  topFlag?: boolean;
  /** The menu group the item belongs to; null when none. */
  groupId?: string | null;
  alwaysShow?: boolean;
  children?: ReadonlyArray<MenuItem>;
  componentProps?: ReadonlyArray<MenuComponentProp>;
  meta: MenuMeta;
  /** Shown in the quick-start menu when the user has not chosen their own. */
  defaultShortcutMenu?: boolean;
  reminderMenu?: boolean;
}

/** A menu row as stored: a menu item without children, pointing at its parent. */
export interface FlatMenuRecord extends Omit<MenuItem, 'children'> {
  parentId?: string | null;
  sortNo?: number | null;
}

/** One problem found in menu data, as data. */
export interface MenuError {
  path: string;
  code: string;
  message: string;
}
