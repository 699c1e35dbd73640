import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FormRuntime } from '../formRuntime';
import { useFormRuntime } from '../runtimeContext';

interface Shown {
  runtime: FormRuntime;
  /** The value the input shows: the store's, or what was last typed into it. */
  value: unknown;
  /** Changes only when the value changes from outside the input; the input is drawn afresh from `value` then. */
  generation: number;
  /** Whether the input had the focus when an outside change replaced it (the new one takes it back). */
  focused: boolean;
}

export interface TypedValue {
  value: unknown;
  generation: number;
  focused: boolean;
  /** Stores what the user typed, without re-rendering the widget. */
  typed(value: unknown): void;
}

/**
 * The value of a field whose input holds what is typed (text boxes). React leaves such an input
 * uncontrolled between outside changes: a keystroke updates the input's own state and the store,
 * and re-renders no field component — not the widget, not antd's Input wrapper with its style
 * hooks. When the store's value changes from elsewhere (a computed or linked value, a new record),
 * `generation` moves on and the widget draws the input afresh from `value` (as `key`/`defaultValue`).
 * `element` gives the input element, to keep the focus across such a change.
 */
export function useTypedValue(colCode: string, element: () => Element | null | undefined): TypedValue {
  const runtime = useFormRuntime();
  const shown = useRef<Shown | null>(null);
  if (shown.current === null || shown.current.runtime !== runtime) {
    // A new runtime (another record, or the same one in another language) starts from its own value.
    shown.current = { runtime, value: runtime.store.getState().values[colCode], generation: (shown.current?.generation ?? 0) + 1, focused: false };
  }
  const subscribe = useCallback(
    (listener: () => void) =>
      runtime.subscribeValue(colCode, () => {
        const value = runtime.store.getState().values[colCode];
        const current = shown.current!;
        if (Object.is(value, current.value)) return;
        const focused = document.activeElement !== null && document.activeElement === element();
        shown.current = { runtime, value, generation: current.generation + 1, focused };
        listener();
      }),
    // `element` is read when a change arrives: a new function each render must not resubscribe.
    [runtime, colCode],
  );
  const snapshot = useSyncExternalStore(subscribe, () => shown.current!);
  const typed = useCallback(
    (value: unknown) => {
      // Updated in place: the snapshot stays the same object, so this change re-renders nothing.
      shown.current!.value = value;
      runtime.setValue(colCode, value);
    },
    [runtime, colCode],
  );
  return { value: snapshot.value, generation: snapshot.generation, focused: snapshot.focused, typed };
}
