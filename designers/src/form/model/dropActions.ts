import type { FormDefinition } from '@wharf/schemas';
import { addFromPalette, addSubTableField, moveEntry, resize } from './formEdits';
import { entriesInArea, gridColumns, sameEntry, type AreaRef, type Device, type EntryRef } from './layoutAreas';
import { isFieldKind, subTableFieldTypes, type FieldType, type PaletteKind, type ScaffoldTexts } from './paletteItems';
import type { DesignerSelection } from './selection';

/** What a draggable carries (dnd-kit `data`). */
export type DragSource =
  | { source: 'palette'; kind: PaletteKind }
  | { source: 'entry'; ref: EntryRef }
  | { source: 'resize'; ref: EntryRef; startWidth: number; columnPixels: number };

/** What a droppable stands for. */
export type DropTarget = { target: 'area'; area: AreaRef } | { target: 'entry'; ref: EntryRef; area: AreaRef } | { target: 'columns'; tableName: string };

export type DropAction =
  | { action: 'add'; kind: PaletteKind; area: AreaRef; index?: number }
  | { action: 'addColumn'; tableName: string; type: FieldType }
  | { action: 'move'; ref: EntryRef; area: AreaRef; index?: number }
  | { action: 'resize'; ref: EntryRef; w: number };

/**
 * Decides what a finished drag means, from the drag source, what it was dropped on and how far the
 * pointer moved: add from the palette (before the entry dropped on, or at the end of an area), add
 * a sub-table column, move an entry, or resize by whole columns. Undefined when it means nothing.
 */
export function resolveDrop(form: FormDefinition, device: Device, source: DragSource | undefined, target: DropTarget | undefined, deltaX: number): DropAction | undefined {
  if (!source) return undefined;
  if (source.source === 'resize') {
    const columns = source.columnPixels > 0 ? Math.round(deltaX / source.columnPixels) : 0;
    const w = Math.min(gridColumns, Math.max(1, source.startWidth + columns));
    return w === source.startWidth ? undefined : { action: 'resize', ref: source.ref, w };
  }
  if (!target) return undefined;
  if (target.target === 'columns') {
    if (source.source !== 'palette' || !isFieldKind(source.kind) || !subTableFieldTypes.includes(source.kind)) return undefined;
    return { action: 'addColumn', tableName: target.tableName, type: source.kind };
  }
  const layout = form.layout?.[device];
  if (source.source === 'palette') {
    if (target.target === 'area') return { action: 'add', kind: source.kind, area: target.area };
    const index = entriesInArea(layout, target.area).findIndex((entry) => sameEntry(entry.ref, target.ref));
    return { action: 'add', kind: source.kind, area: target.area, index: Math.max(0, index) };
  }
  if (target.target === 'area') return { action: 'move', ref: source.ref, area: target.area };
  if (sameEntry(source.ref, target.ref)) return undefined;
  // The index counts the siblings without the moved entry: dropped on an earlier sibling it goes
  // before it, on a later sibling of the same area after it (where the pointer shows it).
  const over = entriesInArea(layout, target.area).findIndex((entry) => sameEntry(entry.ref, target.ref));
  const index = over;
  return { action: 'move', ref: source.ref, area: target.area, index: Math.max(0, index) };
}

/** Applies a drop action to the form; returns the new form and what to select. */
export function applyDrop(form: FormDefinition, device: Device, action: DropAction, texts: Parameters<typeof addFromPalette>[5] & ScaffoldTexts): { form: FormDefinition; selection?: DesignerSelection } {
  switch (action.action) {
    case 'add': {
      const added = addFromPalette(form, action.kind, device, action.area, action.index, texts);
      return { form: added.form, selection: added.selection };
    }
    case 'addColumn': {
      const added = addSubTableField(form, action.tableName, action.type, texts);
      return { form: added.form, ...(added.colCode ? { selection: { kind: 'subField', tableName: action.tableName, colCode: added.colCode } } : {}) };
    }
    case 'move':
      return { form: moveEntry(form, device, action.ref, action.area, action.index) };
    case 'resize':
      return { form: resize(form, device, action.ref, action.w) };
  }
}
