import type { Knex } from 'knex';
import { formatMessage } from '@wharf/engine';
import { ValidationFailed } from '../http/errors';
import { grantBasis, grantedPermissions } from '../platform/access/grantedPermissions';
import { portalTypeOf } from '../portal/portalType';
import { buildMenuTree, type FlatMenuRecord, type Language, type MenuItem, type PermissionEntry } from '@wharf/engine';

interface PermissionRow {
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
  always_show: boolean;
  internal_or_external: boolean;
  back_flag: '0' | '1';
  default_shortcut: boolean;
  top_flag: boolean;
  group_id: string | null;
  reminder_menu: boolean;
  status: string;
  titles: Record<string, string>;
  component_props: Array<{ label: string; value: string }>;
}

/** The permission list of spec §3: menu tree, button permissions and the user's own settings. */
export interface PermissionList {
  menu: MenuItem[];
  portalType: string;
  formOpenType: string;
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
  quickMenu: string[];
  permissionQuestion: boolean;
  userSettings: Record<string, unknown>;
}

/**
 * The `status` of a permission entry is the spec's (§3, §6): '1' is a rule in force (only holders of
 * the button see it), '0' a rule switched off (everyone sees it). The menu table's own `status`
 * means something else: '0' enabled, '1' disabled (migration 0004, the menu console's
 * enabled/disabled switch). An enabled button is enforced by the server (`requirePermission`
 * answers 403 to anyone who does not hold it), so it goes out as '1'. A disabled button is held by
 * nobody (`grantedPermissions` keeps status '0' rows only) and the server refuses it to all but the
 * platform operator, so it is left out of both lists and stays hidden; sending it as '0' would show
 * everyone a button the server refuses. No stored state means "open to all" today, so no entry is '0'.
 */
const enforcedRule = '1';

const titleKeys: Record<Language, string> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

function toFlatRecord(row: PermissionRow, lang: Language): FlatMenuRecord {
  return {
    id: row.id,
    parentId: row.parent_id,
    sortNo: row.sort_no,
    path: row.path ?? '',
    name: row.name,
    component: row.component ?? '',
    menuCode: row.menu_code,
    hidden: row.hidden,
    back: row.back_flag,
    alwaysShow: row.always_show,
    componentProps: row.component_props,
    defaultShortcutMenu: row.default_shortcut,
    // Spec §3 menu item flags: every item carries them (migration 0100), unset ones as false/null.
    topFlag: row.top_flag,
    groupId: row.group_id,
    reminderMenu: row.reminder_menu,
    meta: {
      title: row.titles[titleKeys[lang]] ?? row.titles.zhCn ?? row.name,
      zhCn: row.titles.zhCn,
      enUs: row.titles.enUs,
      thTh: row.titles.thTh,
      // Without it a zh_TW user read the zh_CN title (报关, 下载中心): the web falls back to zhCn.
      zhTw: row.titles.zhTw,
      icon: row.icon ?? undefined,
      url: row.url ?? undefined,
      keepAlive: row.keep_alive,
      internalOrExternal: row.internal_or_external,
    },
  };
}

/**
 * The id of the caller's role `roleCode`; a 400 at `/query/roleCode` when the tenant has no such
 * role or the user does not hold it (a role code must not show what another role grants).
 */
async function heldRoleId(trx: Knex.Transaction, userId: string, roleCode: string, lang: Language): Promise<string> {
  const held = await trx('sys_role as r').join('sys_user_role as ur', 'ur.role_id', 'r.id')
    .where({ 'ur.user_id': userId, 'r.role_code': roleCode }).first<{ id: string } | undefined>('r.id');
  if (!held) throw new ValidationFailed([{ path: '/query/roleCode', code: 'role/not-held', message: formatMessage('role/not-held', lang, [roleCode]) }]);
  return held.id;
}

/**
 * Builds a user's permission list from what they hold (see `grantedPermissions`): the menu tree,
 * the buttons they may press (`auth`), every button the tenant's packages know (`allAuth`), and
 * their own settings. With `roleCode` (one of the user's roles) menus and buttons are narrowed to
 * that role's grants; `allAuth` stays every known button, so the screens still know what to hide.
 */
export async function loadPermissionList(trx: Knex.Transaction, userId: string, lang: Language, roleCode?: string): Promise<PermissionList> {
  const basis = await grantBasis(trx, userId);
  const roleId = roleCode ? await heldRoleId(trx, userId, roleCode, lang) : undefined;
  const rows: PermissionRow[] = await grantedPermissions(trx, userId, basis)
    .modify((q) => {
      // Spec §6, §7: a roleCode narrows the menus and buttons to what that one role grants.
      if (roleId) q.whereIn('p.id', trx('sys_role_permission').where('role_id', roleId).select('permission_id'));
    })
    .select('p.*').orderBy([{ column: 'p.sort_no' }, { column: 'p.menu_code' }]);
  const everyButton: PermissionRow[] = await grantedPermissions(trx, userId, basis === 'roles' ? 'tenant-admin' : basis).where('p.menu_type', '2').select('p.*');
  const buttons = rows.filter((row) => row.menu_type === '2' && row.perms);
  const menus = rows.filter((row) => row.menu_type !== '2');
  const toEntry = (row: PermissionRow): PermissionEntry => ({ action: row.perms!, type: row.perms_type, status: enforcedRule, describe: row.name });

  const settings = await trx('sys_user_settings').where({ user_id: userId }).first<{ quick_menu: string[]; settings: Record<string, unknown> }>('quick_menu', 'settings');
  const quickMenu = settings?.quick_menu.length ? settings.quick_menu : menus.filter((row) => row.default_shortcut).map((row) => row.id);
  return {
    menu: buildMenuTree(menus.map((row) => toFlatRecord(row, lang)), lang).tree,
    portalType: await portalTypeOf(trx, userId),
    formOpenType: '1',
    auth: buttons.map(toEntry),
    allAuth: everyButton.filter((row) => row.perms).map(toEntry),
    quickMenu,
    permissionQuestion: false,
    userSettings: settings?.settings ?? {},
  };
}
