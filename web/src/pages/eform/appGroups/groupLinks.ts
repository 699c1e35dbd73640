import type { MenuItem } from '@wharf/engine';
import { flattenMenu } from '../../../menus/menuNavigation';

/** The list pages a group opens, by the menu component that draws them. */
export const listComponents = { form: 'eform/FormList', view: 'eform/ViewList', table: 'eform/TableList' } as const;
export type ListedKind = keyof typeof listComponents;
export const listedKinds = Object.keys(listComponents) as ListedKind[];

/**
 * Where a group's forms, views or tables are listed: the caller's menu entry of that list page
 * with the group filter in the query string; undefined when the caller's menu has no such page.
 */
export function groupListPath(menu: ReadonlyArray<MenuItem>, kind: ListedKind, groupId: string): string | undefined {
  const page = flattenMenu(menu).find((item) => item.component === listComponents[kind] && item.path);
  return page ? `${page.path}?groupId=${encodeURIComponent(groupId)}` : undefined;
}

/** Definitions of kinds without a list page here (reports, workflows…), counted together. */
export function otherCount(counts: Partial<Record<string, number>>): number {
  return Object.entries(counts).reduce((sum, [kind, count]) => (kind in listComponents ? sum : sum + (count ?? 0)), 0);
}
