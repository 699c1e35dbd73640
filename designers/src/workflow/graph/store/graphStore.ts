import type { WorkflowDefinition } from '@wharf/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { withLayout } from '../model/autoLayout';

/** How many steps undo can go back; older ones are dropped so a long session stays light. */
export const graphHistoryLimit = 200;
/** Edits with the same coalesce key closer together than this are one undo step (typing in one box). */
export const graphCoalesceMilliseconds = 1000;

/** What the side panel shows: the process settings, one node, or one link. */
export type GraphSelection = { kind: 'process' } | { kind: 'node'; nodeId: string } | { kind: 'edge'; edgeId: string };

export interface GraphDesignerState {
  definition: WorkflowDefinition;
  /** Earlier definitions, the most recent last. */
  past: WorkflowDefinition[];
  /** Undone definitions, the next redo last. */
  future: WorkflowDefinition[];
  selection: GraphSelection;
  /** The definition as last saved (or opened, laid out): unsaved work is what differs from it. */
  saved: WorkflowDefinition;
  /**
   * Applies an edit as one undoable step and marks the definition as written by this designer
   * (`designer: 'graph'`). An edit that returns the same object changes nothing. Edits with the same
   * `coalesce` key within a second make a single step.
   */
  apply(edit: (definition: WorkflowDefinition) => WorkflowDefinition, options?: { coalesce?: string; select?: GraphSelection }): void;
  undo(): void;
  redo(): void;
  select(selection: GraphSelection): void;
  /** Replaces the definition without history (a new value from outside). */
  reset(definition: WorkflowDefinition): void;
  /** Records a save: `stored` (what the server kept) becomes the saved and the current definition, history stays. */
  markSaved(stored: WorkflowDefinition): void;
}

export type GraphDesignerStore = StoreApi<GraphDesignerState>;

/**
 * The old designer's store, one per mounted designer: the definition (every node placed — a
 * definition without positions gets the layered layout when it is opened), undo/redo over whole
 * definitions, and the selection.
 */
export function createGraphStore(initial: WorkflowDefinition): GraphDesignerStore {
  let lastCoalesce: { key: string; at: number } | undefined;
  const opened = withLayout(initial);
  return createStore<GraphDesignerState>()((set, get) => ({
    definition: opened,
    saved: opened,
    past: [],
    future: [],
    selection: { kind: 'process' },
    apply(edit, options) {
      const { definition, past } = get();
      const edited = edit(definition);
      const selectionPatch = options?.select ? { selection: options.select } : {};
      if (edited === definition) {
        set(selectionPatch);
        return;
      }
      const next = edited.designer === 'graph' ? edited : { ...edited, designer: 'graph' as const };
      const now = Date.now();
      const joins = options?.coalesce !== undefined && lastCoalesce?.key === options.coalesce && now - lastCoalesce.at < graphCoalesceMilliseconds && past.length > 0;
      lastCoalesce = options?.coalesce !== undefined ? { key: options.coalesce, at: now } : undefined;
      // A joined edit replaces the step it continues: the step before it stays the undo target.
      set({ definition: next, past: joins ? past : [...past, definition].slice(-graphHistoryLimit), future: [], ...selectionPatch });
    },
    undo() {
      lastCoalesce = undefined;
      const { definition, past, future } = get();
      const previous = past[past.length - 1];
      if (!previous) return;
      set({ definition: previous, past: past.slice(0, -1), future: [...future, definition], selection: keptSelection(get().selection, previous) });
    },
    redo() {
      lastCoalesce = undefined;
      const { definition, past, future } = get();
      const next = future[future.length - 1];
      if (!next) return;
      set({ definition: next, past: [...past, definition], future: future.slice(0, -1), selection: keptSelection(get().selection, next) });
    },
    select(selection) {
      set({ selection });
    },
    reset(definition) {
      lastCoalesce = undefined;
      const laidOut = withLayout(definition);
      set({ definition: laidOut, saved: laidOut, past: [], future: [], selection: { kind: 'process' } });
    },
    markSaved(stored) {
      const kept = withLayout(stored);
      const current = get().definition;
      const next = JSON.stringify(kept) === JSON.stringify(current) ? current : kept;
      set({ saved: next, definition: next });
    },
  }));
}

/** The selection still valid in `definition`, else the process (a node undone away is no longer selected). */
function keptSelection(selection: GraphSelection, definition: WorkflowDefinition): GraphSelection {
  if (selection.kind === 'node' && !definition.nodes.some((node) => node.nodeId === selection.nodeId)) return { kind: 'process' };
  return selection;
}
