import { anyPermission } from './combinePermissionResults';
import type { PermissionResult } from './types';

/** How a role user reaches the views of a tenant: through menus of their own, and through links between views they reach. */
export interface ViewReach {
  /** Views a menu the caller holds opens, each with the rows those menus' data rules show. */
  ownFilters: ReadonlyMap<string, PermissionResult>;
  /** For each view, the reached views that link to it (a button's linkView, a nested table, a combination part). */
  linkedFrom: ReadonlyMap<string, readonly string[]>;
  /** Each view's business table; absent for a view over none (a report SQL view). */
  tableOf: ReadonlyMap<string, string>;
}

/** A chain of links deeper than this is a builder's loop, not a way anyone opens a view. */
const maxLinkDepth = 10;

/**
 * The rows a role user sees through a view (spec §6 data rules), over the ways they reach it, any
 * way sufficing (OR, as `dataRulePermission` combines roles): a menu of the view's own they hold
 * gives its menus' rules; a link from a reached view over the SAME table gives that view's rows
 * (the rule's columns exist there, so a link does not open what the linking view's rule hides).
 * A link from a view over another table carries no rule (its columns need not exist here), so it
 * keeps the older reading: a view no menu and no same-table link narrows is not narrowed.
 */
export function linkedViewRowFilter(reach: ViewReach, viewCode: string): PermissionResult {
  return rowsThrough(reach, viewCode, new Set([viewCode])) ?? true;
}

/** The rows through the view's ways that do not run back into `path`; undefined when it has no such way. */
function rowsThrough(reach: ViewReach, viewCode: string, path: ReadonlySet<string>): PermissionResult | undefined {
  const ways: PermissionResult[] = [];
  const own = reach.ownFilters.get(viewCode);
  if (own !== undefined) ways.push(own);
  const table = reach.tableOf.get(viewCode);
  let isLinkedFromOtherTable = false;
  for (const from of reach.linkedFrom.get(viewCode) ?? []) {
    // A link back into the path is a loop: the views on it are reached by their other ways.
    if (path.has(from)) continue;
    if (table === undefined || reach.tableOf.get(from) !== table) isLinkedFromOtherTable = true;
    else if (path.size <= maxLinkDepth) {
      const through = rowsThrough(reach, from, new Set([...path, from]));
      if (through !== undefined) ways.push(through);
    }
  }
  if (ways.length > 0) return anyPermission(...ways);
  return isLinkedFromOtherTable ? true : undefined;
}
