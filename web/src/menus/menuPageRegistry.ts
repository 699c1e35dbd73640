import type { MenuComponentKind, MenuItem, ResolvedMenuComponent } from '@wharf/engine';
import type { ComponentType } from 'react';

/** What every menu page receives: its menu entry and what engine/menus resolved from it. */
export interface MenuPageProps {
  item: MenuItem;
  resolved: ResolvedMenuComponent;
}

export type MenuPageComponent = ComponentType<MenuPageProps>;

/** One page per component kind; exhaustive, so a new kind in the engine breaks the build until handled. */
export type MenuPageTable = { [K in MenuComponentKind]: MenuPageComponent };

export interface MenuPageRegistry {
  /** The page of a kind; 'unknown' is the fallback for kinds nobody registered. */
  get(kind: MenuComponentKind): MenuPageComponent;
  /** Replaces a kind's page (e.g. when the renderer's real view page lands). */
  register(kind: MenuComponentKind, page: MenuPageComponent, options?: { isOverride?: boolean }): void;
}

/**
 * A registry instance over a complete default table (CONVENTIONS §3): registering a kind twice
 * throws unless marked as an override.
 */
export function createMenuPageRegistry(defaults: MenuPageTable): MenuPageRegistry {
  const pages = new Map<MenuComponentKind, MenuPageComponent>(Object.entries(defaults) as Array<[MenuComponentKind, MenuPageComponent]>);
  const registered = new Set<MenuComponentKind>();
  return {
    get: (kind) => pages.get(kind) ?? defaults.unknown,
    register(kind, page, { isOverride = false } = {}) {
      if (registered.has(kind) && !isOverride) throw new Error(`menu page for kind "${kind}" is already registered`);
      registered.add(kind);
      pages.set(kind, page);
    },
  };
}
