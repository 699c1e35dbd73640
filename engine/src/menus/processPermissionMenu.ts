import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import { appMarketMenuItem } from './appMarketMenuItem';
import type { MenuError, MenuItem } from './types';

/** At most this many entries in the quick-start menu (spec §5, §9). */
export const quickMenuLimit = 27;

/** The input of `processPermissionMenu`: the `menu` and `quickMenu` of the permission list call. */
export interface PermissionMenuInput {
  menu: unknown;
  /** The user's quick-menu ids: an array, or the JSON text of one as saved by sysUserSettings/save. */
  quickMenu?: ReadonlyArray<string> | string | null;
  lang?: Language;
}

export type PermissionMenuResult =
  | { ok: true; menu: MenuItem[]; menuList: MenuItem[]; quickList: MenuItem[] }
  | { ok: false; error: MenuError };

/**
 * Turns the permission list call's menu into what the session keeps (spec §4 "Permission loading"):
 * - a menu whose children are all hidden becomes hidden (bottom-up, so whole hidden branches fold);
 * - the hidden app-market entry is appended;
 * - `menuList` holds the top-level entries with back '0' whose path is not /index/portal;
 * - `quickList` holds the entries named by the quick-menu ids in their order, at most 27; when the
 *   user never saved a quick menu, the entries flagged `defaultShortcutMenu` are used instead.
 * A menu that is not an array is an error ('permissions must be a non-null array'), returned as data.
 * The input is not modified.
 */
export function processPermissionMenu(input: PermissionMenuInput): PermissionMenuResult {
  const lang = input.lang ?? defaultLanguage;
  if (!Array.isArray(input.menu)) {
    const code = 'menus/permissions-not-array';
    return { ok: false, error: { path: 'menu', code, message: formatMessage(code, lang) } };
  }
  const menu = [...(input.menu as MenuItem[]).map(hideWhenAllChildrenHidden), appMarketMenuItem];
  const menuList = menu.filter((item) => item.back === '0' && item.path !== '/index/portal');
  const quickList = resolveQuickList(menu, input.quickMenu);
  return { ok: true, menu, menuList, quickList };
}

function hideWhenAllChildrenHidden(item: MenuItem): MenuItem {
  if (!item.children || item.children.length === 0) return item;
  const children = item.children.map(hideWhenAllChildrenHidden);
  const isEveryChildHidden = children.every((child) => child.hidden === true);
  return { ...item, children, hidden: item.hidden === true || isEveryChildHidden };
}

function flatten(items: ReadonlyArray<MenuItem>, into: MenuItem[] = []): MenuItem[] {
  for (const item of items) {
    into.push(item);
    if (item.children) flatten(item.children, into);
  }
  return into;
}

function parseQuickMenuIds(quickMenu: PermissionMenuInput['quickMenu']): string[] | undefined {
  if (quickMenu === null || quickMenu === undefined) return undefined;
  if (Array.isArray(quickMenu)) return quickMenu.map(String);
  const text = String(quickMenu).trim();
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // Older settings were saved comma-joined; read them the same way rather than dropping them.
  }
  return text.split(',').map((id) => id.trim()).filter(Boolean);
}

function resolveQuickList(menu: ReadonlyArray<MenuItem>, quickMenu: PermissionMenuInput['quickMenu']): MenuItem[] {
  const all = flatten(menu);
  const ids = parseQuickMenuIds(quickMenu);
  if (ids === undefined) return all.filter((item) => item.defaultShortcutMenu === true).slice(0, quickMenuLimit);
  const byId = new Map(all.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const quickList: MenuItem[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (!item || seen.has(id)) continue;
    seen.add(id);
    quickList.push(item);
    if (quickList.length === quickMenuLimit) break;
  }
  return quickList;
}
