import type { FormDefinition, FormLayout, FormLayoutContainer } from '@wharf/schemas';
import type { FormDevice } from './types';

/** A placed thing on a 24-column grid: a field or sub-table (`name`) or a container. */
export interface GridCell {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedItem extends GridCell {
  kind: 'item';
  /** colCode or sub-table tableName: the rjsf property it draws. */
  name: string;
}

export interface PlacedContainer extends GridCell {
  kind: 'group' | 'tabs';
  key: string;
  title?: string;
  /** Children of a group. */
  children: Placed[];
  /** Children per tab of a tab set. */
  tabs: Array<{ key: string; title: string; children: Placed[] }>;
}

export type Placed = PlacedItem | PlacedContainer;

export interface ResolvedLayout {
  labelAlign: 'left' | 'right' | 'top';
  labelWidth?: number;
  items: Placed[];
}

const byPosition = (a: GridCell, b: GridCell) => a.y - b.y || a.x - b.x;

/** Every name the definition can place: its fields, then its sub-tables. */
function placeableNames(definition: FormDefinition): string[] {
  return [...definition.fields.map((f) => f.colCode), ...(definition.subTables ?? []).map((s) => s.tableName)];
}

function clampCell(cell: GridCell): GridCell {
  const x = Math.min(Math.max(0, cell.x), 23);
  return { x, y: Math.max(0, cell.y), w: Math.min(Math.max(1, cell.w), 24 - x), h: Math.max(1, cell.h) };
}

/**
 * The tree of placed items for one device: the device's own layout if the form has one; on mobile
 * without one, the pc layout with every item and container one per row (full width, in pc order).
 * Fields and sub-tables the layout does not mention come after it, full width, so nothing a builder
 * added is ever lost from the screen. Items naming an unknown container go to the top level.
 */
export function resolveLayout(definition: FormDefinition, device: FormDevice): ResolvedLayout {
  const own: FormLayout | undefined = device === 'mobile' ? definition.layout?.mobile : definition.layout?.pc;
  const source = own ?? definition.layout?.pc;
  const oneColumn = device === 'mobile' && !own;
  const known = new Set(placeableNames(definition));
  const containers = new Map<string, FormLayoutContainer>((source?.containers ?? []).map((c) => [c.key, c]));
  const placedContainers = new Map<string, PlacedContainer>();
  for (const c of containers.values()) {
    placedContainers.set(c.key, {
      kind: c.kind,
      key: c.key,
      ...(c.title === undefined ? {} : { title: c.title }),
      ...clampCell(c),
      children: [],
      tabs: (c.tabs ?? []).map((tab) => ({ key: tab.key, title: tab.title, children: [] })),
    });
  }
  const top: Placed[] = [];
  const parentList = (container: string | undefined, tab: string | undefined): Placed[] => {
    const parent = container === undefined ? undefined : placedContainers.get(container);
    if (!parent) return top;
    if (parent.kind === 'group') return parent.children;
    const pane = parent.tabs.find((t) => t.key === tab) ?? parent.tabs[0];
    return pane ? pane.children : top;
  };
  // Containers nest through container/tab; one that names itself or an unknown parent sits at the top.
  for (const c of containers.values()) {
    const placed = placedContainers.get(c.key)!;
    const list = c.container === undefined || c.container === c.key ? top : parentList(c.container, c.tab);
    list.push(placed);
  }
  const seen = new Set<string>();
  for (const item of source?.items ?? []) {
    const name = item.colCode ?? item.subTable;
    if (name === undefined || !known.has(name) || seen.has(name)) continue;
    seen.add(name);
    parentList(item.container, item.tab).push({ kind: 'item', name, ...clampCell(item) });
  }
  let nextY = Math.max(0, ...top.map((p) => p.y + p.h));
  for (const name of placeableNames(definition)) {
    if (seen.has(name)) continue;
    top.push({ kind: 'item', name, x: 0, y: nextY, w: 24, h: 1 });
    nextY += 1;
  }
  const arrange = (list: Placed[]): Placed[] => {
    const sorted = [...list].sort(byPosition);
    sorted.forEach((placed, index) => {
      if (oneColumn) Object.assign(placed, { x: 0, w: 24, y: index, h: 1 });
      if (placed.kind !== 'item') {
        placed.children = arrange(placed.children);
        for (const tab of placed.tabs) tab.children = arrange(tab.children);
      }
    });
    return sorted;
  };
  return {
    labelAlign: device === 'mobile' ? 'top' : (source?.labelAlign ?? 'right'),
    ...(source?.labelWidth === undefined ? {} : { labelWidth: source.labelWidth }),
    items: arrange(top),
  };
}

/** Every field or sub-table name inside a placed container (to open the tab that holds a field). */
export function namesInside(placed: Placed): string[] {
  if (placed.kind === 'item') return [placed.name];
  return [...placed.children.flatMap(namesInside), ...placed.tabs.flatMap((tab) => tab.children.flatMap(namesInside))];
}
