import type { AppLanguage } from '../../../i18n/languages';
import type { MenuRecord } from '../api/menusApi';

const titleKeys: Record<AppLanguage, keyof MenuRecord['titles']> = { zh_CN: 'zhCn', en_US: 'enUs', th_TH: 'thTh', zh_TW: 'zhTw' };

/** A menu's title in the language on screen, else its Chinese title, else its name. */
export function menuTitle(menu: Pick<MenuRecord, 'titles' | 'name'>, language: string): string {
  return menu.titles[titleKeys[language as AppLanguage] ?? 'zhCn'] || menu.titles.zhCn || menu.name;
}

/** The ids of a menu tree's nodes that have children (to expand them all). */
export function parentIds(nodes: ReadonlyArray<{ id: string; children?: unknown[] }>): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...parentIds(node.children as typeof nodes)] : []));
}
