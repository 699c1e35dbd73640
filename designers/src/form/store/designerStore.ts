import type { FormDefinition } from '@wharf/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ensureLayouts } from '../model/formEdits';
import type { Device } from '../model/layoutAreas';
import type { DesignerSelection } from '../model/selection';

/** How many steps undo can go back; older ones are dropped so a long session stays light. */
export const historyLimit = 200;

export interface DesignerState {
  definition: FormDefinition;
  /** Earlier definitions, the most recent last. */
  past: FormDefinition[];
  /** Undone definitions, the next redo last. */
  future: FormDefinition[];
  selection?: DesignerSelection;
  device: Device;
  /**
   * Applies an edit as one undoable step; an edit that returns the same object changes nothing.
   * `selection` selects (null clears); edits with the same `coalesce` key within a second (typing in
   * one box) make a single step.
   */
  apply(edit: (definition: FormDefinition) => FormDefinition, selection?: DesignerSelection | null, options?: { coalesce?: string }): void;
  undo(): void;
  redo(): void;
  select(selection: DesignerSelection | undefined): void;
  setDevice(device: Device): void;
  /** Replaces the definition without history (a new value from outside, e.g. after loading). */
  reset(definition: FormDefinition): void;
}

export type DesignerStore = StoreApi<DesignerState>;

/** Edits with the same coalesce key closer together than this are one undo step. */
export const coalesceMilliseconds = 1000;

/** A designer's own store (one per mounted designer), with undo/redo over whole definitions. */
export function createDesignerStore(initial: FormDefinition): DesignerStore {
  let lastCoalesce: { key: string; at: number } | undefined;
  return createStore<DesignerState>()((set, get) => ({
    definition: ensureLayouts(initial),
    past: [],
    future: [],
    device: 'pc',
    apply(edit, selection, options) {
      const { definition, past } = get();
      const next = edit(definition);
      const selectionPatch = selection === null ? { selection: undefined } : selection ? { selection } : {};
      if (next === definition) {
        set(selectionPatch);
        return;
      }
      const now = Date.now();
      const joins = options?.coalesce !== undefined && lastCoalesce?.key === options.coalesce && now - lastCoalesce.at < coalesceMilliseconds && past.length > 0;
      lastCoalesce = options?.coalesce !== undefined ? { key: options.coalesce, at: now } : undefined;
      // A joined edit replaces the step it continues: the step before it stays the undo target.
      set({ definition: next, past: joins ? past : [...past, definition].slice(-historyLimit), future: [], ...selectionPatch });
    },
    undo() {
      lastCoalesce = undefined;
      const { definition, past, future } = get();
      const previous = past[past.length - 1];
      if (!previous) return;
      set({ definition: previous, past: past.slice(0, -1), future: [...future, definition] });
    },
    redo() {
      lastCoalesce = undefined;
      const { definition, past, future } = get();
      const next = future[future.length - 1];
      if (!next) return;
      set({ definition: next, past: [...past, definition], future: future.slice(0, -1) });
    },
    select(selection) {
      set({ selection });
    },
    setDevice(device) {
      set({ device });
    },
    reset(definition) {
      set({ definition: ensureLayouts(definition), past: [], future: [], selection: undefined });
    },
  }));
}
