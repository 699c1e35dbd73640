/** A menu or button as the console reads and writes it (spec §3 "menu"). */
export interface MenuRecord {
  id: string;
  parentId: string | null;
  name: string;
  menuCode: string;
  /** 0 top-level menu, 1 sub-menu, 2 button. */
  menuType: '0' | '1' | '2';
  path: string | null;
  component: string | null;
  url: string | null;
  perms: string | null;
  /** 1 visible after authorisation, 2 editable. */
  permsType: '1' | '2';
  sortNo: number;
  icon: string | null;
  hidden: boolean;
  keepAlive: boolean;
  /** 0 front (workspace), 1 console. */
  back: '0' | '1';
  visitorAccess: boolean;
  defaultShortcut: boolean;
  /** Spec §3 menu item flags: shown in the top bar, its menu group, a reminder entry. */
  topFlag: boolean;
  groupId: string | null;
  reminderMenu: boolean;
  /** 0 allowed, 1 disabled. */
  status: '0' | '1';
  titles: Record<string, string>;
  componentProps: Array<{ label: string; value: string }>;
}

/** The writable part: everything but the id. */
export type MenuInput = Omit<MenuRecord, 'id'>;

export interface MenuRow {
  id: string;
  parent_id: string | null;
  name: string;
  menu_code: string;
  menu_type: string;
  path: string | null;
  component: string | null;
  url: string | null;
  perms: string | null;
  perms_type: string;
  sort_no: number;
  icon: string | null;
  hidden: boolean;
  keep_alive: boolean;
  back_flag: string;
  visitor_access: boolean;
  default_shortcut: boolean;
  top_flag: boolean;
  group_id: string | null;
  reminder_menu: boolean;
  status: string;
  titles: Record<string, string>;
  component_props: Array<{ label: string; value: string }>;
}

export const menuColumns = [
  'id', 'parent_id', 'name', 'menu_code', 'menu_type', 'path', 'component', 'url', 'perms', 'perms_type', 'sort_no', 'icon',
  'hidden', 'keep_alive', 'back_flag', 'visitor_access', 'default_shortcut', 'status', 'titles', 'component_props',
  'top_flag', 'group_id', 'reminder_menu',
] as const;

export function menuFromRow(row: MenuRow): MenuRecord {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    menuCode: row.menu_code,
    menuType: row.menu_type as MenuRecord['menuType'],
    path: row.path,
    component: row.component,
    url: row.url,
    perms: row.perms,
    permsType: row.perms_type as MenuRecord['permsType'],
    sortNo: row.sort_no,
    icon: row.icon,
    hidden: row.hidden,
    keepAlive: row.keep_alive,
    back: row.back_flag as MenuRecord['back'],
    visitorAccess: row.visitor_access,
    defaultShortcut: row.default_shortcut,
    topFlag: row.top_flag,
    groupId: row.group_id,
    reminderMenu: row.reminder_menu,
    status: row.status as MenuRecord['status'],
    titles: row.titles,
    componentProps: row.component_props,
  };
}

export function rowFromMenu(menu: MenuInput): Omit<MenuRow, 'id'> {
  return {
    parent_id: menu.parentId,
    name: menu.name,
    menu_code: menu.menuCode,
    menu_type: menu.menuType,
    path: menu.path,
    component: menu.component,
    url: menu.url,
    perms: menu.perms,
    perms_type: menu.permsType,
    sort_no: menu.sortNo,
    icon: menu.icon,
    hidden: menu.hidden,
    keep_alive: menu.keepAlive,
    back_flag: menu.back,
    visitor_access: menu.visitorAccess,
    default_shortcut: menu.defaultShortcut,
    top_flag: menu.topFlag,
    group_id: menu.groupId,
    reminder_menu: menu.reminderMenu,
    status: menu.status,
    // jsonb columns take JSON text from knex; an array would be sent as a PostgreSQL array.
    titles: JSON.stringify(menu.titles) as unknown as Record<string, string>,
    component_props: JSON.stringify(menu.componentProps) as unknown as MenuRow['component_props'],
  };
}
