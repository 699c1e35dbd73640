import { menuEntryOf, resolveMenuComponent, type MenuItem } from '@wharf/engine';
import { flattenMenu } from '../../../menus/menuNavigation';

/**
 * The list page of a view with fixed filters, for an openView button that opens a new tab: the
 * caller's menu entry of the view, else the address a builder's menu entry of it has
 * (`/eform/view/<viewCode>`); the list page reads query values naming its columns as fixed filters.
 */
export function viewAddress(viewCode: string, fixedQuery: Readonly<Record<string, string>>, menu: ReadonlyArray<MenuItem>): string {
  const entry = flattenMenu(menu).find((item) => {
    const resolved = resolveMenuComponent(item);
    return resolved.kind === 'viewLayout' && resolved.code === viewCode;
  });
  const path = entry?.path ?? menuEntryOf('view', viewCode).path;
  const query = new URLSearchParams(fixedQuery).toString();
  return query ? `${path}?${query}` : path;
}
