import type { MenuItem } from '@wharf/engine';
import { appLanguages } from '../i18n/languages';
import { flattenMenu, menuTitle } from './menuNavigation';

/** Menu pages whose title in any language, name or path contains the text (case-insensitive). */
export function searchMenu(menu: ReadonlyArray<MenuItem>, text: string, limit = 20): MenuItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return flattenMenu(menu)
    .filter((item) => !item.hidden && !(item.children && item.children.length > 0))
    .filter((item) => [item.name, item.path, ...appLanguages.map((lang) => menuTitle(item, lang, ''))].some((value) => value.toLowerCase().includes(needle)))
    .slice(0, limit);
}
