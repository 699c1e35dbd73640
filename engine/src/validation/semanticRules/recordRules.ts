import type { DictionaryRecord, MenuItemRecord, ReferenceTableRecord } from '@wharf/schemas';
import type { IssueDraft } from '../types';
import { duplicateIssues } from './helpers';

/** A dictionary's item values are unique (they are what gets stored). */
export function dictionaryRules(dictionary: DictionaryRecord): IssueDraft[] {
  return duplicateIssues(dictionary.items, (item) => item.itemValue, (i) => `/items/${i}/itemValue`, false);
}

/** Menu codes are unique through the whole menu tree. */
export function menuItemRules(menu: MenuItemRecord): IssueDraft[] {
  const flat: Array<{ code: string; path: string }> = [];
  const walk = (item: MenuItemRecord, path: string) => {
    flat.push({ code: item.menuCode, path: `${path}/menuCode` });
    (item.children ?? []).forEach((child, i) => walk(child, `${path}/children/${i}`));
  };
  walk(menu, '');
  return duplicateIssues(flat, (entry) => entry.code, (i) => flat[i]!.path);
}

/** A reference table's codes are unique (they are what declarations store). */
export function referenceTableRules(table: ReferenceTableRecord): IssueDraft[] {
  return duplicateIssues(table.items, (item) => item.code, (i) => `/items/${i}/code`, false);
}
