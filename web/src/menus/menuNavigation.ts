import type { MenuItem } from '@wharf/engine';
import type { AppLanguage } from '../i18n/languages';

/**
 * Navigation helpers over the processed menu (the processing itself is engine/menus):
 * finding the entry of a path, its chain for the breadcrumb, and its title in a language.
 */

export function flattenMenu(items: ReadonlyArray<MenuItem>): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

const normalisePath = (path: string) => path.replace(/\/+$/, '') || '/';

/** The chain from a top-level entry down to the entry whose path is `path`; empty when none. */
export function findMenuChain(items: ReadonlyArray<MenuItem>, path: string): MenuItem[] {
  const target = normalisePath(path);
  for (const item of items) {
    if (normalisePath(item.path) === target) return [item];
    const below = findMenuChain(item.children ?? [], path);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** The menu entry a page path opens: the deepest entry whose path matches. */
export function findMenuItem(items: ReadonlyArray<MenuItem>, path: string): MenuItem | undefined {
  return findMenuChain(items, path).at(-1);
}

function titleIn(item: MenuItem, language: AppLanguage): string {
  const { meta } = item;
  const byLanguage: Record<AppLanguage, string | undefined> = { zh_CN: meta.zhCn, en_US: meta.enUs, th_TH: meta.thTh, zh_TW: meta.zhTw };
  return byLanguage[language] || meta.title || item.name;
}

/** A menu title in the main language, or 'main|second' when a second display language is set (spec §1). */
export function menuTitle(item: MenuItem, language: AppLanguage, secondLanguage: AppLanguage | ''): string {
  const main = titleIn(item, language);
  if (!secondLanguage || secondLanguage === language) return main;
  const second = titleIn(item, secondLanguage);
  return second && second !== main ? `${main}|${second}` : main;
}

/** Whether clicking the entry opens its url in a new browser tab instead of a page (spec §2 redirect views). */
export function isRedirectView(item: MenuItem): boolean {
  return item.meta.internalOrExternal === true && Boolean(item.meta.url);
}

/** Entries shown in navigation: not hidden, children filtered the same way. */
export function visibleMenu(items: ReadonlyArray<MenuItem>): MenuItem[] {
  return items.filter((item) => !item.hidden).map((item) => (item.children ? { ...item, children: visibleMenu(item.children) } : item));
}
