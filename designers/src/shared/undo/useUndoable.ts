import { useCallback, useMemo, useReducer } from 'react';

/** Steps kept for undo; older ones are dropped. */
const historyLimit = 200;
/** Edits with the same coalesce key within this time (typing in one box) are one step. */
const coalesceMs = 1000;

interface History<T> {
  past: T[];
  present: T;
  future: T[];
  lastKey?: string;
  lastAt: number;
}

type Action<T> =
  | { type: 'set'; next: (current: T) => T; key?: string; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T };

function reduce<T>(history: History<T>, action: Action<T>): History<T> {
  switch (action.type) {
    case 'set': {
      const next = action.next(history.present);
      if (Object.is(next, history.present)) return history;
      const joins = action.key !== undefined && action.key === history.lastKey && action.at - history.lastAt < coalesceMs && history.past.length > 0;
      const past = joins ? history.past : [...history.past, history.present].slice(-historyLimit);
      return { past, present: next, future: [], lastKey: action.key, lastAt: action.at };
    }
    case 'undo': {
      if (history.past.length === 0) return history;
      return { past: history.past.slice(0, -1), present: history.past[history.past.length - 1]!, future: [history.present, ...history.future], lastAt: 0 };
    }
    case 'redo': {
      if (history.future.length === 0) return history;
      return { past: [...history.past, history.present], present: history.future[0]!, future: history.future.slice(1), lastAt: 0 };
    }
    case 'reset':
      return { past: [], present: action.value, future: [], lastAt: 0 };
  }
}

/** A value with undo and redo over whole values (the grid designers keep their definition in one). */
export interface Undoable<T> {
  present: T;
  canUndo: boolean;
  canRedo: boolean;
  /** One step (or, with the same `coalesceKey` within a second, the same step as the last edit). */
  set(next: (current: T) => T, coalesceKey?: string): void;
  undo(): void;
  redo(): void;
  /** Starts over from `value` with no history (a definition opened or saved). */
  reset(value: T): void;
}

/** Undo/redo state of a designer: `initial` is the first present. */
export function useUndoable<T>(initial: T): Undoable<T> {
  const [history, dispatch] = useReducer(reduce<T>, undefined, () => ({ past: [], present: initial, future: [], lastAt: 0 }));
  const set = useCallback((next: (current: T) => T, key?: string) => dispatch({ type: 'set', next, key, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((value: T) => dispatch({ type: 'reset', value }), []);
  return useMemo(
    () => ({ present: history.present, canUndo: history.past.length > 0, canRedo: history.future.length > 0, set, undo, redo, reset }),
    [history, set, undo, redo, reset],
  );
}
