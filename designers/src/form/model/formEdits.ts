import type { FormDefinition, FormField, FormLayout, FormLayoutContainer, FormSubTable } from '@wharf/schemas';
import { nextCode } from './fieldCodes';
import {
  areasOfContainer,
  entriesInArea,
  findContainer,
  findEntry,
  gridColumns,
  normaliseArea,
  placedEntries,
  rootArea,
  sameEntry,
  type AreaRef,
  type Device,
  type EntryRef,
} from './layoutAreas';
import { moveTabContent, nudgeEntry, placeEntry, removeEntry, renameFieldEntry, resizeEntry } from './layoutEdits';
import { isFieldKind, scaffoldField, scaffoldSubTable, type FieldType, type PaletteKind, type ScaffoldTexts } from './paletteItems';
import type { DesignerSelection } from './selection';

const devices: readonly Device[] = ['pc', 'mobile'];

function layoutOf(form: FormDefinition, device: Device): FormLayout {
  return form.layout?.[device] ?? { items: [] };
}

function withLayout(form: FormDefinition, device: Device, layout: FormLayout): FormDefinition {
  return { ...form, layout: { ...form.layout, [device]: layout } };
}

function mapLayouts(form: FormDefinition, edit: (layout: FormLayout, device: Device) => FormLayout): FormDefinition {
  return devices.reduce((next, device) => withLayout(next, device, edit(layoutOf(next, device), device)), form);
}

/** Width of a new entry: the pc grid splits into `rowCount` fields per row (spec §9: 2, 3 or 4); mobile is one per row. */
export function defaultWidth(form: FormDefinition, device: Device): number {
  if (device === 'mobile') return gridColumns;
  return gridColumns / (form.layout?.pc?.rowCount ?? 2);
}

/**
 * Makes sure both layouts exist and place every field and sub-table (appended at the top level when
 * missing), so the canvas shows the whole form. Layout-only containers stay as they are.
 */
export function ensureLayouts(form: FormDefinition): FormDefinition {
  const refs: EntryRef[] = [
    ...form.fields.map((field): EntryRef => ({ kind: 'field', colCode: field.colCode })),
    ...(form.subTables ?? []).map((sub): EntryRef => ({ kind: 'subTable', tableName: sub.tableName })),
  ];
  let next = form;
  for (const device of devices) {
    let layout = layoutOf(next, device);
    const before = layout;
    for (const ref of refs) {
      if (!findEntry(layout, ref)) layout = placeEntry(layout, ref, rootArea, undefined, ref.kind === 'subTable' ? gridColumns : defaultWidth(next, device));
    }
    if (layout !== before || !next.layout?.[device]) next = withLayout(next, device, layout);
  }
  return next;
}

function takenCodes(form: FormDefinition): string[] {
  return form.fields.map((field) => field.colCode);
}

function takenContainerKeys(form: FormDefinition): string[] {
  return devices.flatMap((device) => [...(layoutOf(form, device).containers ?? []).flatMap((box) => [box.key, ...(box.tabs ?? []).map((tab) => tab.key)])]);
}

/** The area of the other device that matches `area`, or the top level when it does not exist there. */
function matchingArea(layout: FormLayout, area: AreaRef): AreaRef {
  if (area.container === undefined) return rootArea;
  const box = findContainer(layout, area.container);
  if (!box) return rootArea;
  return areasOfContainer(box).find((candidate) => candidate.tab === area.tab) ?? rootArea;
}

function newTabs(key: string, taken: string[], texts: { tabTitle(n: number): string }): Array<{ key: string; title: string }> {
  const first = nextCode(`${key}_tab`, taken);
  const second = nextCode(`${key}_tab`, [...taken, first]);
  return [
    { key: first, title: texts.tabTitle(1) },
    { key: second, title: texts.tabTitle(2) },
  ];
}

export interface AddResult {
  form: FormDefinition;
  selection: DesignerSelection;
}

/**
 * Adds what a palette item stands for at `index` of `area` on `device`; the other device gets it at
 * the end of the matching area. Codes are generated unique (`input_1`, `sub_1`, `group_1`…).
 */
export function addFromPalette(form: FormDefinition, kind: PaletteKind, device: Device, area: AreaRef, index: number | undefined, texts: ScaffoldTexts & { groupTitle(): string; tabTitle(n: number): string }): AddResult {
  const base = ensureLayouts(form);
  const place = (next: FormDefinition, ref: EntryRef, fullWidth: boolean) =>
    mapLayouts(next, (layout, each) => {
      const target = each === device ? normaliseArea(area) : matchingArea(layout, area);
      const w = fullWidth ? gridColumns : defaultWidth(next, each);
      return placeEntry(layout, ref, target, each === device ? index : undefined, w);
    });
  if (isFieldKind(kind)) {
    const field = scaffoldField(kind, nextCode(kind, takenCodes(base)), texts);
    const fullWidth = kind === 'divider' || kind === 'editor' || kind === 'textarea';
    return { form: place({ ...base, fields: [...base.fields, field] }, { kind: 'field', colCode: field.colCode }, fullWidth), selection: { kind: 'field', colCode: field.colCode } };
  }
  if (kind === 'subTable') {
    const tableName = nextCode('sub', (base.subTables ?? []).map((sub) => sub.tableName));
    const next = { ...base, subTables: [...(base.subTables ?? []), scaffoldSubTable(tableName, texts)] };
    return { form: place(next, { kind: 'subTable', tableName }, true), selection: { kind: 'subTable', tableName } };
  }
  const taken = takenContainerKeys(base);
  const key = nextCode(kind, taken);
  const box: FormLayoutContainer =
    kind === 'group'
      ? { key, kind: 'group', title: texts.groupTitle(), x: 0, y: 0, w: gridColumns, h: 1 }
      : { key, kind: 'tabs', x: 0, y: 0, w: gridColumns, h: 1, tabs: newTabs(key, [...taken, key], texts) };
  const withBox = mapLayouts(base, (layout) => {
    const target = matchingArea(layout, area);
    return { ...layout, containers: [...(layout.containers ?? []), { ...box, ...target }] };
  });
  return { form: place(withBox, { kind: 'container', key }, true), selection: { kind: 'container', key, ...(box.tabs?.[0] ? { tab: box.tabs[0].key } : {}) } };
}

/** Moves an entry to `index` of `area` on one device (drag and drop, or the "move to" control). */
export function moveEntry(form: FormDefinition, device: Device, ref: EntryRef, area: AreaRef, index?: number): FormDefinition {
  const layout = layoutOf(form, device);
  const next = placeEntry(layout, ref, area, index);
  return next === layout ? form : withLayout(form, device, next);
}

/** One place earlier or later in its area on one device (the keyboard and arrow-button way to move). */
export function nudge(form: FormDefinition, device: Device, ref: EntryRef, delta: -1 | 1): FormDefinition {
  const layout = layoutOf(form, device);
  const next = nudgeEntry(layout, ref, delta);
  return next === layout ? form : withLayout(form, device, next);
}

/** Width in columns (1..24) on one device. */
export function resize(form: FormDefinition, device: Device, ref: EntryRef, w: number): FormDefinition {
  return withLayout(form, device, resizeEntry(layoutOf(form, device), ref, w));
}

/** Deletes a field, sub-table or container everywhere; a container's content moves up to its parent. */
export function removeFromForm(form: FormDefinition, ref: EntryRef): FormDefinition {
  const next = mapLayouts(form, (layout) => removeEntry(layout, ref));
  if (ref.kind === 'field') return { ...next, fields: next.fields.filter((field) => field.colCode !== ref.colCode) };
  if (ref.kind === 'subTable') {
    const subTables = (next.subTables ?? []).filter((sub) => sub.tableName !== ref.tableName);
    const result: FormDefinition = { ...next, subTables };
    if (subTables.length === 0) delete result.subTables;
    return result;
  }
  return next;
}

/** Replaces a top-level field; a new colCode is carried into both layouts. The caller checks the code first. */
export function updateField(form: FormDefinition, colCode: string, field: FormField): FormDefinition {
  const fields = form.fields.map((each) => (each.colCode === colCode ? field : each));
  const next = { ...form, fields };
  return field.colCode === colCode ? next : mapLayouts(next, (layout) => renameFieldEntry(layout, colCode, field.colCode));
}

/** Replaces a sub-table's settings (not its fields); a new tableName is carried into the layouts. */
export function updateSubTable(form: FormDefinition, tableName: string, sub: FormSubTable): FormDefinition {
  const next = { ...form, subTables: (form.subTables ?? []).map((each) => (each.tableName === tableName ? sub : each)) };
  if (sub.tableName === tableName) return next;
  return mapLayouts(next, (layout) => ({ ...layout, items: layout.items.map((item) => (item.subTable === tableName ? { ...item, subTable: sub.tableName } : item)) }));
}

/** Adds a column of `type` to a sub-table (a code unique within it). */
export function addSubTableField(form: FormDefinition, tableName: string, type: FieldType, texts: ScaffoldTexts): { form: FormDefinition; colCode?: string } {
  const sub = form.subTables?.find((each) => each.tableName === tableName);
  if (!sub) return { form };
  const field = scaffoldField(type, nextCode(type, sub.fields.map((f) => f.colCode)), texts);
  return { form: updateSubTable(form, tableName, { ...sub, fields: [...sub.fields, field] }), colCode: field.colCode };
}

/** Replaces one field of a sub-table. */
export function updateSubTableField(form: FormDefinition, tableName: string, colCode: string, field: FormField): FormDefinition {
  const sub = form.subTables?.find((each) => each.tableName === tableName);
  if (!sub) return form;
  return updateSubTable(form, tableName, { ...sub, fields: sub.fields.map((each) => (each.colCode === colCode ? field : each)) });
}

/** Removes one field of a sub-table; its last field stays (a sub-table needs at least one). */
export function removeSubTableField(form: FormDefinition, tableName: string, colCode: string): FormDefinition {
  const sub = form.subTables?.find((each) => each.tableName === tableName);
  if (!sub || sub.fields.length <= 1) return form;
  return updateSubTable(form, tableName, { ...sub, fields: sub.fields.filter((each) => each.colCode !== colCode) });
}

/** Moves a sub-table field one column earlier or later. */
export function nudgeSubTableField(form: FormDefinition, tableName: string, colCode: string, delta: -1 | 1): FormDefinition {
  const sub = form.subTables?.find((each) => each.tableName === tableName);
  if (!sub) return form;
  const index = sub.fields.findIndex((each) => each.colCode === colCode);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= sub.fields.length) return form;
  const fields = [...sub.fields];
  [fields[index], fields[target]] = [fields[target]!, fields[index]!];
  return updateSubTable(form, tableName, { ...sub, fields });
}

/** Renames a container (title) in both layouts. */
export function retitleContainer(form: FormDefinition, key: string, title: string): FormDefinition {
  return mapLayouts(form, (layout) => ({ ...layout, containers: (layout.containers ?? []).map((box) => (box.key === key ? { ...box, title } : box)) }));
}

/** Adds a tab to a tab set in both layouts; returns its key. */
export function addTab(form: FormDefinition, key: string, title: string): { form: FormDefinition; tab: string } {
  const tab = nextCode(`${key}_tab`, takenContainerKeys(form));
  const next = mapLayouts(form, (layout) => ({
    ...layout,
    containers: (layout.containers ?? []).map((box) => (box.key === key && box.kind === 'tabs' ? { ...box, tabs: [...(box.tabs ?? []), { key: tab, title }] } : box)),
  }));
  return { form: next, tab };
}

export function retitleTab(form: FormDefinition, key: string, tab: string, title: string): FormDefinition {
  return mapLayouts(form, (layout) => ({
    ...layout,
    containers: (layout.containers ?? []).map((box) => (box.key === key ? { ...box, tabs: (box.tabs ?? []).map((each) => (each.key === tab ? { ...each, title } : each)) } : box)),
  }));
}

/** Deletes a tab; what sat on it moves to the first remaining tab. The last tab stays. */
export function removeTab(form: FormDefinition, key: string, tab: string): FormDefinition {
  const box = findContainer(layoutOf(form, 'pc'), key);
  const remaining = (box?.tabs ?? []).filter((each) => each.key !== tab);
  if (!box || remaining.length === 0) return form;
  return mapLayouts(form, (layout) => {
    const moved = moveTabContent(layout, key, tab, remaining[0]!.key);
    return { ...moved, containers: (moved.containers ?? []).map((each) => (each.key === key ? { ...each, tabs: (each.tabs ?? []).filter((t) => t.key !== tab) } : each)) };
  });
}

/** Sets the pc row-count option (spec §9: 2, 3 or 4 fields per row), which sets the width of new fields. */
export function setRowCount(form: FormDefinition, rowCount: 2 | 3 | 4): FormDefinition {
  const pc = layoutOf(form, 'pc');
  return withLayout(form, 'pc', { ...pc, rowCount });
}

/** Gives every field on the top level of the pc layout the row-count width (the "apply to all" of the row-count option). */
export function applyRowCountWidths(form: FormDefinition): FormDefinition {
  const pc = layoutOf(form, 'pc');
  const width = defaultWidth(form, 'pc');
  let layout = pc;
  for (const entry of placedEntries(pc)) if (entry.ref.kind === 'field') layout = resizeEntry(layout, entry.ref, width);
  return withLayout(form, 'pc', layout);
}

/** Where a palette click adds: into the selected group or active tab, after the selected entry, or at the end of the form. */
export function insertionPoint(form: FormDefinition, device: Device, selection: DesignerSelection | undefined): { area: AreaRef; index?: number } {
  const layout = layoutOf(form, device);
  if (selection?.kind === 'container') {
    const box = findContainer(layout, selection.key);
    if (box?.kind === 'group') return { area: { container: box.key } };
    const tab = box?.tabs?.find((each) => each.key === selection.tab) ?? box?.tabs?.[0];
    if (box && tab) return { area: { container: box.key, tab: tab.key } };
  }
  const ref: EntryRef | undefined =
    selection?.kind === 'field' ? { kind: 'field', colCode: selection.colCode } : selection?.kind === 'subTable' ? { kind: 'subTable', tableName: selection.tableName } : undefined;
  const entry = ref ? findEntry(layout, ref) : undefined;
  if (!entry || !ref) return { area: rootArea };
  const siblings = entriesInArea(layout, entry.area);
  return { area: entry.area, index: siblings.findIndex((each) => sameEntry(each.ref, ref)) + 1 };
}
