import type { FormLayout, FormLayoutContainer, FormLayoutItem } from '@wharf/schemas';

/** The form grid has 24 columns (spec §9). */
export const gridColumns = 24;

export type Device = 'pc' | 'mobile';

/** Something placed on a layout: a field, a sub-table or a container (group or tab set). */
export type EntryRef = { kind: 'field'; colCode: string } | { kind: 'subTable'; tableName: string } | { kind: 'container'; key: string };

/** Where an entry sits: the form's top level (nothing set), a group (`container`) or one tab of a tab set. */
export interface AreaRef {
  container?: string;
  tab?: string;
}

/** An entry with its rectangle, as read from a layout. */
export interface PlacedEntry {
  ref: EntryRef;
  area: AreaRef;
  x: number;
  y: number;
  w: number;
  h: number;
}

export const rootArea: AreaRef = {};

/** A stable string id for drag-and-drop and React keys. */
export function entryId(ref: EntryRef): string {
  if (ref.kind === 'field') return `field:${ref.colCode}`;
  if (ref.kind === 'subTable') return `subTable:${ref.tableName}`;
  return `container:${ref.key}`;
}

export function parseEntryId(id: string): EntryRef | undefined {
  const [kind, ...rest] = id.split(':');
  const name = rest.join(':');
  if (!name) return undefined;
  if (kind === 'field') return { kind, colCode: name };
  if (kind === 'subTable') return { kind, tableName: name };
  if (kind === 'container') return { kind, key: name };
  return undefined;
}

export function sameEntry(a: EntryRef, b: EntryRef): boolean {
  return entryId(a) === entryId(b);
}

export function areaId(area: AreaRef): string {
  return `area:${area.container ?? ''}:${area.tab ?? ''}`;
}

export function parseAreaId(id: string): AreaRef | undefined {
  const match = /^area:([^:]*):([^:]*)$/.exec(id);
  if (!match) return undefined;
  return normaliseArea({ container: match[1] || undefined, tab: match[2] || undefined });
}

/** Drops undefined keys so areas compare and serialise cleanly. */
export function normaliseArea(area: AreaRef): AreaRef {
  const result: AreaRef = {};
  if (area.container) result.container = area.container;
  if (area.container && area.tab) result.tab = area.tab;
  return result;
}

export function sameArea(a: AreaRef, b: AreaRef): boolean {
  return (a.container ?? '') === (b.container ?? '') && (a.tab ?? '') === (b.tab ?? '');
}

function itemRef(item: FormLayoutItem): EntryRef | undefined {
  if (item.colCode !== undefined) return { kind: 'field', colCode: item.colCode };
  if (item.subTable !== undefined) return { kind: 'subTable', tableName: item.subTable };
  return undefined;
}

function areaOf(placed: { container?: string; tab?: string }): AreaRef {
  return normaliseArea({ container: placed.container, tab: placed.tab });
}

/** Every entry of a layout with its area, in the layout's own order. */
export function placedEntries(layout: FormLayout | undefined): PlacedEntry[] {
  if (!layout) return [];
  const entries: PlacedEntry[] = [];
  for (const item of layout.items) {
    const ref = itemRef(item);
    if (ref) entries.push({ ref, area: areaOf(item), x: item.x, y: item.y, w: item.w, h: item.h });
  }
  for (const box of layout.containers ?? []) {
    entries.push({ ref: { kind: 'container', key: box.key }, area: areaOf(box), x: box.x, y: box.y, w: box.w, h: box.h });
  }
  return entries;
}

/** The entries of one area in reading order (row by row, left to right). */
export function entriesInArea(layout: FormLayout | undefined, area: AreaRef): PlacedEntry[] {
  return placedEntries(layout)
    .filter((entry) => sameArea(entry.area, area))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

export function findEntry(layout: FormLayout | undefined, ref: EntryRef): PlacedEntry | undefined {
  return placedEntries(layout).find((entry) => sameEntry(entry.ref, ref));
}

export function findContainer(layout: FormLayout | undefined, key: string): FormLayoutContainer | undefined {
  return layout?.containers?.find((box) => box.key === key);
}

/** The areas a container offers: one for a group, one per tab for a tab set. */
export function areasOfContainer(box: FormLayoutContainer): AreaRef[] {
  if (box.kind === 'group') return [{ container: box.key }];
  return (box.tabs ?? []).map((tab) => ({ container: box.key, tab: tab.key }));
}

/** True when `area` lies inside the container `key` (at any depth), so the container may not move there. */
export function isInsideContainer(layout: FormLayout | undefined, area: AreaRef, key: string): boolean {
  let current = area.container;
  const seen = new Set<string>();
  while (current !== undefined && !seen.has(current)) {
    if (current === key) return true;
    seen.add(current);
    current = findContainer(layout, current)?.container;
  }
  return false;
}

/**
 * Packs entries in order onto the 24-column grid like text: left to right, wrapping when the next
 * entry would pass column 24. The designer keeps every area packed this way, so moving is a change
 * of order and resizing a change of width, and the stored rectangles never overlap.
 */
export function packEntries(entries: readonly PlacedEntry[]): PlacedEntry[] {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return entries.map((entry) => {
    const w = Math.min(gridColumns, Math.max(1, Math.round(entry.w)));
    if (x > 0 && x + w > gridColumns) {
      y += Math.max(1, rowHeight);
      x = 0;
      rowHeight = 0;
    }
    const packed = { ...entry, x, y, w };
    x += w;
    rowHeight = Math.max(rowHeight, entry.h);
    return packed;
  });
}

/** Writes entries back into layout items and containers; entries not listed are dropped. */
export function writeEntries(layout: FormLayout, entries: readonly PlacedEntry[]): FormLayout {
  const containers = new Map((layout.containers ?? []).map((box) => [box.key, box]));
  const items: FormLayoutItem[] = [];
  const boxes: FormLayoutContainer[] = [];
  for (const entry of entries) {
    const place = { x: entry.x, y: entry.y, w: entry.w, h: entry.h, ...normaliseArea(entry.area) };
    if (entry.ref.kind === 'field') items.push({ ...place, colCode: entry.ref.colCode });
    else if (entry.ref.kind === 'subTable') items.push({ ...place, subTable: entry.ref.tableName });
    else {
      const box = containers.get(entry.ref.key);
      if (box) boxes.push({ key: box.key, kind: box.kind, ...(box.title !== undefined ? { title: box.title } : {}), ...place, ...(box.tabs ? { tabs: box.tabs } : {}) });
    }
  }
  const next: FormLayout = { ...layout, items };
  if (boxes.length > 0) next.containers = boxes;
  else delete next.containers;
  return next;
}
