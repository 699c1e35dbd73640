import type { FieldState } from '@wharf/engine';
import type { FormField } from '@wharf/schemas';
import type { WidgetProps } from '@rjsf/utils';
import { createElement, memo, useCallback, type ComponentType } from 'react';
import type { FormRuntime } from '../formRuntime';
import { useFieldState, useFieldValue, useFormRuntime } from '../runtimeContext';

/** What every platform widget is given: the element id (for the label) and its field's code. */
export interface FieldWidgetProps {
  id: string;
  colCode: string;
}

export interface FieldBinding {
  runtime: FormRuntime;
  field: FormField;
  value: unknown;
  state: FieldState;
  /** View mode: draw the value as text. */
  viewOnly: boolean;
  /** Disabled by the definition, linkage or because it is computed. */
  disabled: boolean;
  set(value: unknown): void;
  /** Validates the field (on blur). */
  blur(): void;
}

/** A field's definition, linkage state and blur, without its value: the widget re-renders only when its state changes. */
export function useFieldFrame(colCode: string): Omit<FieldBinding, 'value' | 'set'> {
  const runtime = useFormRuntime();
  const state = useFieldState(colCode);
  const blur = useCallback(() => void runtime.validateField(colCode), [runtime, colCode]);
  return { runtime, field: runtime.fieldsByCode.get(colCode)!, state, viewOnly: runtime.mode === 'view', disabled: state.disabled, blur };
}

/** A field's value, state and setters; the widget re-renders only when its own value or state changes. */
export function useFieldBinding(colCode: string): FieldBinding {
  const frame = useFieldFrame(colCode);
  const value = useFieldValue(colCode);
  const { runtime } = frame;
  const set = useCallback((next: unknown) => runtime.setValue(colCode, next), [runtime, colCode]);
  return { ...frame, value, set };
}

/**
 * Registers a platform widget the rjsf way (a `WidgetProps` component in the `widgets` registry). The
 * widget reads and writes its value through the form's store instead of rjsf's `value`/`onChange`,
 * which would re-render the whole form on every keystroke.
 */
export function asRjsfWidget(component: ComponentType<FieldWidgetProps>): ComponentType<WidgetProps> {
  const inner = memo(component);
  function RjsfWidget(props: WidgetProps) {
    return createElement(inner, { id: props.id, colCode: String(props.options['colCode'] ?? props.name) });
  }
  RjsfWidget.displayName = `Rjsf(${component.displayName ?? component.name})`;
  return RjsfWidget;
}

/** Values as text for view mode and list values. */
export function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
