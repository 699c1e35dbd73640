import type { MenuItem } from '@wharf/engine';
import type { DefinitionKind } from '@wharf/schemas';
import { flattenMenu } from '../../../menus/menuNavigation';

/**
 * The list page (by the menu component that draws it) a group's count of each kind opens, filtered
 * by the group; null for kinds whose list does not filter by group yet (their definitions are
 * counted together as "other"). Exhaustive, so a new kind fails the typecheck until it is decided
 * here; the order of the listed kinds is the order of the group page's tags.
 */
export const groupListComponents = {
  form: 'eform/FormList',
  view: 'eform/ViewList',
  table: 'eform/TableList',
  report: null,
  dataset: null,
  workflow: null,
  warning: null,
  portal: null,
  dashboard: null,
  template: null,
  importTask: null,
} as const satisfies { readonly [K in DefinitionKind]: string | null };

/** The kinds whose list page a group links to, each with its own count and label (`appGroup.kind.<kind>`). */
export type ListedKind = { [K in DefinitionKind]: (typeof groupListComponents)[K] extends null ? never : K }[DefinitionKind];
export const listedKinds = (Object.keys(groupListComponents) as DefinitionKind[]).filter((kind): kind is ListedKind => groupListComponents[kind] !== null);

function isListed(kind: string): kind is ListedKind {
  return (listedKinds as readonly string[]).includes(kind);
}

/**
 * Where a group's forms, views or tables are listed: the caller's menu entry of that list page
 * with the group filter in the query string; undefined when the caller's menu has no such page.
 */
export function groupListPath(menu: ReadonlyArray<MenuItem>, kind: ListedKind, groupId: string): string | undefined {
  const page = flattenMenu(menu).find((item) => item.component === groupListComponents[kind] && item.path);
  return page ? `${page.path}?groupId=${encodeURIComponent(groupId)}` : undefined;
}

/** Definitions of kinds without a list page here (reports, workflows…), counted together. */
export function otherCount(counts: Partial<Record<string, number>>): number {
  return Object.entries(counts).reduce((sum, [kind, count]) => (isListed(kind) ? sum : sum + (count ?? 0)), 0);
}
