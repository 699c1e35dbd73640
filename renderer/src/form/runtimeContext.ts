import type { FieldState } from '@wharf/engine';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
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

/** The field's own value: the component re-renders when this value changes, and on nothing else. */
export function useFieldValue(colCode: string): unknown {
  return useStore(useFormRuntime().store, (state) => state.values[colCode]);
}

export function useFieldState(colCode: string): FieldState {
  return useStore(useFormRuntime().store, (state) => state.states[colCode] ?? shown);
}

export function useIssue(path: string): string | undefined {
  return useStore(useFormRuntime().store, (state) => state.issues[path]);
}
