import type { DefinitionKind } from '@wharf/schemas';
import { menuComponentNames, type MenuComponentKind } from '../menus/resolveMenuComponent';

/** What a menu entry made for a published definition opens, and where a builder asks for one. */
export interface MenuPage {
  /** The page the entry mounts (`menuComponentNames` gives its component name). */
  component: Exclude<MenuComponentKind, 'unknown'>;
  /** The entry's route, before the definition's code: `/eform/form` gives `/eform/form/<code>`. */
  route: string;
  /** The API collection a builder places it through: `POST /api/eform/<collection>/<code>/menu`. */
  collection: string;
}

/**
 * Which kinds a builder can put on the tenant's menu (a published form's add tab, a view's list
 * page, a dashboard's page), or null for kinds whose definitions open no page of their own. Exhaustive, so a new kind
 * decides here; a kind given a page becomes a `MenuKind`, which the server's placement routes and
 * the web's menu dialog take from here.
 */
export const menuPages = {
  table: null,
  form: { component: 'formAddTab', route: '/eform/form', collection: 'forms' },
  view: { component: 'viewLayout', route: '/eform/view', collection: 'views' },
  report: { component: 'reportWidgetCard', route: '/report/card', collection: 'reports' },
  dataset: null,
  workflow: null,
  warning: null,
  portal: null,
  dashboard: { component: 'dashboard', route: '/report/dashboard', collection: 'dashboards' },
  template: null,
  importTask: null,
} as const satisfies { readonly [K in DefinitionKind]: MenuPage | null };

/** The kinds a builder can put on a menu. */
export type MenuKind = { [K in DefinitionKind]: (typeof menuPages)[K] extends null ? never : K }[DefinitionKind];

/** The kinds a builder can put on a menu, in the registry's order. */
export const menuKinds: readonly MenuKind[] = (Object.keys(menuPages) as DefinitionKind[]).filter((kind): kind is MenuKind => menuPages[kind] !== null);

/** The menu entry of a definition: its component (as stored in `sys_permission.component`) and path. */
export function menuEntryOf(kind: MenuKind, code: string): { component: string; path: string } {
  const page: MenuPage = menuPages[kind];
  return { component: `eform/${menuComponentNames[page.component][0]}`, path: `${page.route}/${code}` };
}
