import type { FormDefinition } from '@wharf/schemas';
import { resolveDrop, type DragSource, type DropTarget } from './dropActions';
import { entriesInArea, sameEntry, type Device } from './layoutAreas';

/** Where the canvas draws the line that shows where a dragged item will land. */
export type InsertionSide = 'before' | 'after' | 'end';

/**
 * The insertion marker of a drag hovering `target`: the side of the hovered entry (or the end of
 * the hovered area or sub-table) where the drop would put the item. It asks the same `resolveDrop`
 * the drop performs, so marker and result agree; undefined when the drop would do nothing (an entry
 * over itself, a resize, a kind a sub-table cannot take).
 */
export function insertionMarker(form: FormDefinition, device: Device, source: DragSource | undefined, target: DropTarget | undefined): InsertionSide | undefined {
  if (!source || source.source === 'resize' || !target) return undefined;
  if (!resolveDrop(form, device, source, target, 0)) return undefined;
  if (target.target !== 'entry') return 'end';
  if (source.source !== 'entry') return 'before';
  // A move onto a later sibling of the same area lands after it (resolveDrop counts without the moved entry).
  const entries = entriesInArea(form.layout?.[device], target.area);
  const from = entries.findIndex((entry) => sameEntry(entry.ref, source.ref));
  const to = entries.findIndex((entry) => sameEntry(entry.ref, target.ref));
  return from >= 0 && from < to ? 'after' : 'before';
}
