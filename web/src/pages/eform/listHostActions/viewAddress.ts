import { resolveMenuComponent, type MenuItem } from '@wharf/engine';
import { flattenMenu } from '../../../menus/menuNavigation';

/**
 * The caller's list page of a view with fixed filters, for an openView button that opens a new tab:
 * the caller's menu entry of the view (the list page reads query values naming its columns as fixed
 * filters), or undefined when the caller's menu has none — the shell shows only its menu's pages, so
 * such a tab would open on "not found".
 */
export function viewAddress(viewCode: string, fixedQuery: Readonly<Record<string, string>>, menu: ReadonlyArray<MenuItem>): string | undefined {
  const entry = flattenMenu(menu).find((item) => {
    const resolved = resolveMenuComponent(item);
    return resolved.kind === 'viewLayout' && resolved.code === viewCode;
  });
  if (!entry) return undefined;
  const query = new URLSearchParams(fixedQuery).toString();
  return query ? `${entry.path}?${query}` : entry.path;
}
