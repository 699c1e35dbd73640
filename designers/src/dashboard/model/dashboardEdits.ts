import type { DashboardDefinition, DashboardFilter, DashboardItem } from '@wharf/schemas';
import { nextBoxId, packBoxes, type GridBox, type GridSize } from '../../grid/gridModel';

/** A dashboard is laid out on 24 columns (spec §9). */
export const dashboardColumns = 24;
/** The row height the designer draws when the dashboard sets none (pixels; the dashboard runtime's, with its 8-pixel gap). */
export const defaultDashboardRowHeight = 40;
/** The large screen's design size when the dashboard sets none (issue 17: 1920×1080). */
export const defaultLargeScreen = { width: 1920, height: 1080, theme: 'dark' as const };

export type DashboardItemType = DashboardItem['itemType'];

/** What the palette offers, in its order, with the size a new item takes. */
export const dashboardItemSizes: Readonly<Record<DashboardItemType, GridSize>> = {
  report: { w: 8, h: 8 },
  filter: { w: 6, h: 2 },
  text: { w: 8, h: 4 },
  image: { w: 6, h: 6 },
};

/** The grid boxes of a dashboard's items. */
export function dashboardBoxes(dashboard: DashboardDefinition): GridBox[] {
  return dashboard.items.map((item) => ({ id: item.itemId, x: item.x, y: item.y, w: item.w, h: item.h }));
}

/**
 * `dashboard` with a new item of `type` at `box` (packed with the others). A filter item declares its
 * own new filter (title `title`, a select on a column still to be chosen); a report item still needs
 * its widget, an image its address: the design check says so until they are set.
 */
export function addDashboardItem(dashboard: DashboardDefinition, type: DashboardItemType, box: Omit<GridBox, 'id'>, title: string): { dashboard: DashboardDefinition; itemId: string } {
  const itemId = nextBoxId(type, dashboard.items.map((item) => item.itemId));
  const item: DashboardItem = { itemId, itemType: type, ...box, title };
  let filters = dashboard.filters ?? [];
  if (type === 'filter') {
    const filterId = nextBoxId('filter', filters.map((filter) => filter.filterId));
    filters = [...filters, { filterId, title, colCode: '', control: 'select' }];
    item.filterId = filterId;
  }
  if (type === 'text') item.content = '';
  if (type === 'image') item.url = '';
  return { dashboard: withBoxes({ ...dashboard, filters, items: [...dashboard.items, item] }), itemId };
}

/**
 * `dashboard` without the item `itemId`: filters no longer target it, and a filter item's filter goes
 * with it unless another item still shows that filter.
 */
export function removeDashboardItem(dashboard: DashboardDefinition, itemId: string): DashboardDefinition {
  const removed = dashboard.items.find((item) => item.itemId === itemId);
  if (!removed) return dashboard;
  const items = dashboard.items.filter((item) => item.itemId !== itemId);
  const orphan = removed.itemType === 'filter' && !items.some((item) => item.filterId === removed.filterId) ? removed.filterId : undefined;
  const filters = (dashboard.filters ?? [])
    .filter((filter) => filter.filterId !== orphan)
    .map((filter) => (filter.targets?.includes(itemId) ? { ...filter, targets: filter.targets.filter((target) => target !== itemId) } : filter));
  return withBoxes({ ...dashboard, filters, items });
}

/** `dashboard` with the items placed as `boxes` say (ids not on the grid keep their place). */
export function layOutDashboard(dashboard: DashboardDefinition, boxes: readonly GridBox[]): DashboardDefinition {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  return {
    ...dashboard,
    items: dashboard.items.map((item) => {
      const box = byId.get(item.itemId);
      return box ? { ...item, x: box.x, y: box.y, w: box.w, h: box.h } : item;
    }),
  };
}

/** `dashboard` with the item `itemId` changed by `patch` (a key set to undefined is removed). */
export function updateDashboardItem(dashboard: DashboardDefinition, itemId: string, patch: Partial<Omit<DashboardItem, 'itemId' | 'itemType' | 'x' | 'y' | 'w' | 'h'>>): DashboardDefinition {
  return { ...dashboard, items: dashboard.items.map((item) => (item.itemId === itemId ? withoutUndefined({ ...item, ...patch }) : item)) };
}

/** `dashboard` with the filter `filterId` changed by `patch` (a key set to undefined is removed). */
export function updateDashboardFilter(dashboard: DashboardDefinition, filterId: string, patch: Partial<Omit<DashboardFilter, 'filterId'>>): DashboardDefinition {
  return { ...dashboard, filters: (dashboard.filters ?? []).map((filter) => (filter.filterId === filterId ? withoutUndefined({ ...filter, ...patch }) : filter)) };
}

/** The dashboard's own settings (name, titles, refresh, row height, large screen) changed by `patch`. */
export function updateDashboardSettings(dashboard: DashboardDefinition, patch: Partial<Omit<DashboardDefinition, 'schemaVersion' | 'items' | 'filters'>>): DashboardDefinition {
  return withoutUndefined({ ...dashboard, ...patch });
}

/** The items a filter may narrow: every report item, by id and title. */
export function filterTargetChoices(dashboard: DashboardDefinition): Array<{ itemId: string; label: string }> {
  return dashboard.items.filter((item) => item.itemType === 'report').map((item) => ({ itemId: item.itemId, label: item.title || item.widgetCode || item.itemId }));
}

function withBoxes(dashboard: DashboardDefinition): DashboardDefinition {
  // Items stay where the builder put them: the runtime and the large screen draw them there.
  return layOutDashboard(dashboard, packBoxes(dashboardBoxes(dashboard), dashboardColumns, 'free'));
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
