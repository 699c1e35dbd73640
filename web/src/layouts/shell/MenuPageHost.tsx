import { resolveMenuComponent, type MenuItem } from '@wharf/engine';
import { useMemo } from 'react';
import { menuPages } from '../../menus/menuPages';
import { namedMenuPages } from '../../menus/namedMenuPages';

/**
 * Mounts a menu entry's page: a page the web app owns by component name, else the page the
 * registry holds for the kind engine/menus resolves (with the fallback for unknown kinds).
 */
export function MenuPageHost({ item }: { item: MenuItem }) {
  const resolved = useMemo(() => resolveMenuComponent(item), [item]);
  const Page = namedMenuPages[item.component] ?? menuPages.get(resolved.kind);
  return <Page item={item} resolved={resolved} />;
}
