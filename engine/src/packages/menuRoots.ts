import type { MenuItemRecord } from '@wharf/schemas';
import { menuKinds, menuPages, type MenuKind } from '../kinds/menuPages';
import { resolveMenuComponent } from '../menus/resolveMenuComponent';

/** The definition kind whose page a menu component kind opens (`viewLayout` → view), from the kind registry. */
const kindByPage = new Map<string, MenuKind>(menuKinds.map((kind) => [menuPages[kind].component, kind]));

/**
 * The definitions a menu tree's pages open (a view's list page, a form's add tab, a dashboard…),
 * by kind and code: an exported app carries what its menus open. A menu names its page by
 * `componentKind` (packages) or by its stored `component` (the tenant's menus); the code is the
 * path's last segment, as the web resolves it.
 */
export function menuRoots(menus: readonly MenuItemRecord[]): Array<{ kind: MenuKind; code: string }> {
  const roots: Array<{ kind: MenuKind; code: string }> = [];
  const visit = (menu: MenuItemRecord) => {
    const path = menu.path ?? '';
    const pageKind = menu.componentKind ?? resolveMenuComponent({ path, component: menu.component ?? '', componentProps: [], meta: { title: menu.name } }).kind;
    const kind = kindByPage.get(pageKind);
    // Any page kind that takes its code from the path reads it the same way.
    const code = resolveMenuComponent({ path, component: 'ViewLayout', componentProps: [], meta: { title: menu.name } }).code;
    if (kind && code) roots.push({ kind, code });
    (menu.children ?? []).forEach(visit);
  };
  menus.forEach(visit);
  return roots;
}
