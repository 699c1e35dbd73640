import { defaultLanguage, type Language } from '../i18n/types';
import { formatMessage } from '../i18n/formatMessage';
import type { FlatMenuRecord, MenuError, MenuItem } from './types';

export interface MenuTreeResult {
  tree: MenuItem[];
  /** Rows that could not be placed: duplicate ids and rows caught in a parent cycle. */
  errors: MenuError[];
}

function compareSortNo(a: FlatMenuRecord, b: FlatMenuRecord): number {
  // Rows without a sortNo go last; Array.prototype.sort is stable, so ties keep their input order.
  const left = typeof a.sortNo === 'number' ? a.sortNo : Number.POSITIVE_INFINITY;
  const right = typeof b.sortNo === 'number' ? b.sortNo : Number.POSITIVE_INFINITY;
  return left === right ? 0 : left < right ? -1 : 1;
}

function toItem(record: FlatMenuRecord): MenuItem {
  const { parentId: _parentId, sortNo: _sortNo, ...item } = record;
  return item;
}

/**
 * Nests flat menu rows (each with `parentId`) into the menu tree, siblings in `sortNo` order.
 * A row whose parent is empty or absent from the rows is a root (a user may hold a child menu without
 * its parent). Duplicate ids and rows whose parent chain loops are reported as errors, not dropped silently.
 * Leaves have no `children` property, as the permission call returns them.
 */
export function buildMenuTree(records: ReadonlyArray<FlatMenuRecord>, lang: Language = defaultLanguage): MenuTreeResult {
  const errors: MenuError[] = [];
  const byId = new Map<string, FlatMenuRecord>();
  records.forEach((record, index) => {
    if (byId.has(record.id)) {
      const code = 'menus/duplicate-id';
      errors.push({ path: `[${index}].id`, code, message: formatMessage(code, lang, [record.id]) });
      return;
    }
    byId.set(record.id, record);
  });
  const childrenOf = new Map<string, FlatMenuRecord[]>();
  const roots: FlatMenuRecord[] = [];
  for (const record of byId.values()) {
    const parentId = record.parentId ?? '';
    if (parentId === '' || !byId.has(parentId)) {
      roots.push(record);
      continue;
    }
    const siblings = childrenOf.get(parentId) ?? [];
    siblings.push(record);
    childrenOf.set(parentId, siblings);
  }
  const placed = new Set<string>();
  const build = (record: FlatMenuRecord): MenuItem => {
    placed.add(record.id);
    const item = toItem(record);
    const children = [...(childrenOf.get(record.id) ?? [])].sort(compareSortNo);
    return children.length > 0 ? { ...item, children: children.map(build) } : item;
  };
  const tree = [...roots].sort(compareSortNo).map(build);
  records.forEach((record, index) => {
    if (byId.get(record.id) === record && !placed.has(record.id)) {
      const code = 'menus/parent-cycle';
      errors.push({ path: `[${index}].parentId`, code, message: formatMessage(code, lang, [record.id]) });
    }
  });
  return { tree, errors };
}
