import type { FieldState } from '@wharf/engine';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FormRuntime } from './formRuntime';
import type { FormDevice } from './types';

export const FormRuntimeContext = createContext<FormRuntime | null>(null);
/** The device the form is laid out for (mobile: one field per row unless the form has a mobile layout). */
export const FormDeviceContext = createContext<FormDevice>('pc');

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('A form widget was rendered outside FormRenderer');
  return runtime;
}

const shown: FieldState = { visible: true, required: false, disabled: false };

// The hooks below subscribe per key (FormRuntime's keyed listeners), not to the whole store: a
// keystroke wakes the one field it changed instead of running every field's selector.

/** The field's own value: the component re-renders when this value changes, and on nothing else. */
export function useFieldValue(colCode: string): unknown {
  const runtime = useFormRuntime();
  const subscribe = useCallback((listener: () => void) => runtime.subscribeValue(colCode, listener), [runtime, colCode]);
  return useSyncExternalStore(subscribe, () => runtime.store.getState().values[colCode]);
}

export function useFieldState(colCode: string): FieldState {
  const runtime = useFormRuntime();
  const subscribe = useCallback((listener: () => void) => runtime.subscribeState(colCode, listener), [runtime, colCode]);
  return useSyncExternalStore(subscribe, () => runtime.store.getState().states[colCode] ?? shown);
}

export function useIssue(path: string): string | undefined {
  const runtime = useFormRuntime();
  const subscribe = useCallback((listener: () => void) => runtime.subscribeIssue(path, listener), [runtime, path]);
  return useSyncExternalStore(subscribe, () => runtime.store.getState().issues[path]);
}
