import type { FormLayout } from '@wharf/schemas';
import {
  entriesInArea,
  findContainer,
  gridColumns,
  isInsideContainer,
  normaliseArea,
  packEntries,
  placedEntries,
  sameArea,
  sameEntry,
  writeEntries,
  type AreaRef,
  type EntryRef,
  type PlacedEntry,
} from './layoutAreas';

/** Re-packs every area of a layout, keeping each area's order. */
function repackAll(layout: FormLayout, entries: readonly PlacedEntry[]): FormLayout {
  const areas: AreaRef[] = [];
  for (const entry of entries) if (!areas.some((area) => sameArea(area, entry.area))) areas.push(entry.area);
  const packed = areas.flatMap((area) => packEntries(entries.filter((entry) => sameArea(entry.area, area))));
  return writeEntries(layout, packed);
}

/** Entries grouped by area in reading order, flattened back into one list (the order `repackAll` keeps). */
function ordered(layout: FormLayout): PlacedEntry[] {
  const all = placedEntries(layout);
  const areas: AreaRef[] = [];
  for (const entry of all) if (!areas.some((area) => sameArea(area, entry.area))) areas.push(entry.area);
  return areas.flatMap((area) => entriesInArea(layout, area));
}

/** True when an entry may be placed in `area`: the area exists and a container never goes inside itself. */
export function canPlace(layout: FormLayout, ref: EntryRef, area: AreaRef): boolean {
  if (area.container !== undefined) {
    const box = findContainer(layout, area.container);
    if (!box) return false;
    if (box.kind === 'tabs' ? !box.tabs?.some((tab) => tab.key === area.tab) : area.tab !== undefined) return false;
  }
  return !(ref.kind === 'container' && isInsideContainer(layout, area, ref.key));
}

/**
 * Puts an entry at position `index` of `area` (appended when index is absent or past the end),
 * taking it out of wherever it was. `w` sets its width (kept when absent; 24 for a new entry).
 * Unplaceable moves leave the layout as it was.
 */
export function placeEntry(layout: FormLayout, ref: EntryRef, area: AreaRef, index?: number, w?: number): FormLayout {
  const target = normaliseArea(area);
  if (!canPlace(layout, ref, target)) return layout;
  const all = ordered(layout);
  const current = all.find((entry) => sameEntry(entry.ref, ref));
  const rest = all.filter((entry) => !sameEntry(entry.ref, ref));
  const moving: PlacedEntry = { ref, area: target, x: 0, y: 0, w: w ?? current?.w ?? gridColumns, h: current?.h ?? 1 };
  const inTarget = rest.filter((entry) => sameArea(entry.area, target));
  const position = Math.max(0, Math.min(index ?? inTarget.length, inTarget.length));
  const anchor = inTarget[position];
  const at = anchor ? rest.indexOf(anchor) : inTarget.length > 0 ? rest.indexOf(inTarget[inTarget.length - 1]!) + 1 : rest.length;
  const next = [...rest.slice(0, at), moving, ...rest.slice(at)];
  return repackAll(layout, next);
}

/** Moves an entry one place earlier (-1) or later (+1) in its area; no change at either end. */
export function nudgeEntry(layout: FormLayout, ref: EntryRef, delta: -1 | 1): FormLayout {
  const current = placedEntries(layout).find((entry) => sameEntry(entry.ref, ref));
  if (!current) return layout;
  const siblings = entriesInArea(layout, current.area);
  const index = siblings.findIndex((entry) => sameEntry(entry.ref, ref));
  const target = index + delta;
  if (target < 0 || target >= siblings.length) return layout;
  return placeEntry(layout, ref, current.area, target);
}

/** Sets an entry's width in columns (clamped to 1..24) and re-packs its area. */
export function resizeEntry(layout: FormLayout, ref: EntryRef, w: number): FormLayout {
  const width = Math.min(gridColumns, Math.max(1, Math.round(w)));
  const all = ordered(layout).map((entry) => (sameEntry(entry.ref, ref) ? { ...entry, w: width } : entry));
  return repackAll(layout, all);
}

/**
 * Takes an entry off the layout. A container's content is not lost: it moves to where the
 * container was (its parent area, at its position).
 */
export function removeEntry(layout: FormLayout, ref: EntryRef): FormLayout {
  const all = ordered(layout);
  const current = all.find((entry) => sameEntry(entry.ref, ref));
  if (!current) return layout;
  if (ref.kind !== 'container') return repackAll(layout, all.filter((entry) => entry !== current));
  const at = all.indexOf(current);
  const inside = all.filter((entry) => entry.area.container === ref.key).map((entry) => ({ ...entry, area: current.area }));
  const others = all.filter((entry) => entry !== current && entry.area.container !== ref.key);
  const before = others.filter((entry) => all.indexOf(entry) < at);
  const after = others.filter((entry) => all.indexOf(entry) > at);
  return repackAll({ ...layout, containers: (layout.containers ?? []).filter((box) => box.key !== ref.key) }, [...before, ...inside, ...after]);
}

/** Moves what sits on a tab onto another tab of the same tab set (used before a tab is deleted). */
export function moveTabContent(layout: FormLayout, container: string, fromTab: string, toTab: string): FormLayout {
  const all = ordered(layout).map((entry) =>
    entry.area.container === container && entry.area.tab === fromTab ? { ...entry, area: { container, tab: toTab } } : entry,
  );
  return repackAll(layout, all);
}

/** Renames a field's layout item (after its colCode changed). */
export function renameFieldEntry(layout: FormLayout, from: string, to: string): FormLayout {
  return { ...layout, items: layout.items.map((item) => (item.colCode === from ? { ...item, colCode: to } : item)) };
}
