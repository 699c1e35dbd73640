import type { WorkflowDefinition } from '@wharf/schemas';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** How many steps undo can go back. */
export const workflowHistoryLimit = 200;
/** Edits with the same coalesce key closer together than this (typing in one box) are one undo step. */
export const workflowCoalesceMilliseconds = 1000;

/** What the property panel shows: the process settings, a node, or one branch of a condition group. */
export type WorkflowSelection = { kind: 'process' } | { kind: 'node'; nodeId: string } | { kind: 'branch'; conditionId: string; branchIndex: number };

export interface WorkflowDesignerState {
  definition: WorkflowDefinition;
  past: WorkflowDefinition[];
  future: WorkflowDefinition[];
  selection: WorkflowSelection;
  /** The definition last saved (or loaded); unsaved work is any difference from it. */
  saved: WorkflowDefinition;
  /** One undoable step; an edit returning the same object changes nothing. */
  apply(edit: (definition: WorkflowDefinition) => WorkflowDefinition, options?: { coalesce?: string; select?: WorkflowSelection }): void;
  undo(): void;
  redo(): void;
  select(selection: WorkflowSelection): void;
  /**
   * Marks `definition` (as the server returned it) as saved; it also becomes the edited one unless
   * the builder went on editing while the save was under way (`sentFrom` is what was sent).
   */
  markSaved(definition: WorkflowDefinition, sentFrom: WorkflowDefinition): void;
  /** Starts over on another definition (a new one from the host): no history, nothing unsaved. */
  reset(definition: WorkflowDefinition): void;
}

export type WorkflowDesignerStore = StoreApi<WorkflowDesignerState>;

/**
 * One designer's store: the definition with undo/redo over whole definitions (the tree is derived
 * from it on every render), the selection, and the last saved definition for the unsaved-work checks.
 * `saved` may differ from `initial` when a kept draft was taken back.
 */
export function createWorkflowStore(initial: WorkflowDefinition, saved: WorkflowDefinition = initial): WorkflowDesignerStore {
  let lastCoalesce: { key: string; at: number } | undefined;
  return createStore<WorkflowDesignerState>()((set, get) => ({
    definition: initial,
    past: [],
    future: [],
    selection: { kind: 'process' },
    saved,
    apply(edit, options) {
      const { definition, past } = get();
      const next = edit(definition);
      const selection = options?.select ? { selection: options.select } : {};
      if (next === definition) {
        set(selection);
        return;
      }
      const now = Date.now();
      const joins = options?.coalesce !== undefined && lastCoalesce?.key === options.coalesce && now - lastCoalesce.at < workflowCoalesceMilliseconds && past.length > 0;
      lastCoalesce = options?.coalesce !== undefined ? { key: options.coalesce, at: now } : undefined;
      set({ definition: next, past: joins ? past : [...past, definition].slice(-workflowHistoryLimit), future: [], ...selection });
    },
    undo() {
      lastCoalesce = undefined;
      const { definition, past, future } = get();
      const previous = past.at(-1);
      if (!previous) return;
      set({ definition: previous, past: past.slice(0, -1), future: [...future, definition], selection: stillThere(get().selection, previous) });
    },
    redo() {
      lastCoalesce = undefined;
      const { definition, past, future } = get();
      const next = future.at(-1);
      if (!next) return;
      set({ definition: next, past: [...past, definition], future: future.slice(0, -1), selection: stillThere(get().selection, next) });
    },
    select(selection) {
      set({ selection });
    },
    markSaved(definition, sentFrom) {
      set(get().definition === sentFrom ? { saved: definition, definition } : { saved: definition });
    },
    reset(definition) {
      lastCoalesce = undefined;
      set({ definition, saved: definition, past: [], future: [], selection: { kind: 'process' } });
    },
  }));
}

/** The selection if what it names still exists in `definition`, else the process settings. */
function stillThere(selection: WorkflowSelection, definition: WorkflowDefinition): WorkflowSelection {
  if (selection.kind === 'process') return selection;
  const id = selection.kind === 'node' ? selection.nodeId : selection.conditionId;
  const node = definition.nodes.find((each) => each.nodeId === id);
  if (!node) return { kind: 'process' };
  if (selection.kind === 'branch' && !(node.branches ?? [])[selection.branchIndex]) return { kind: 'node', nodeId: id };
  return selection;
}
