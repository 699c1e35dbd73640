import type { FormDefinition, FormField, FormSubTable } from '@wharf/schemas';
import { evaluateCondition } from '../conditions/evaluateCondition';
import type { ConditionNode } from '../conditions/types';
import { conditionFields } from './referencedFields';
import { rowScopeBuilder } from './rowScope';

/** What linkage makes of a field for the current values. */
export interface FieldState {
  visible: boolean;
  required: boolean;
  disabled: boolean;
}

function holds(condition: FormField['showCondition'], record: Record<string, unknown>): boolean {
  return condition !== undefined && evaluateCondition(condition as ConditionNode, record);
}

/**
 * One field's state (spec §3, §5 linkage): shown unless `hidden` is Y or its `showCondition` is not
 * met; required when `required` is Y or its `requiredCondition` holds (a field that is not shown is
 * never required); read-only when `disabled` is Y, its `disabledCondition` holds, or it is computed.
 */
export function resolveFieldState(field: FormField, record: Record<string, unknown>): FieldState {
  const visible = field.hidden !== 'Y' && (field.showCondition === undefined || holds(field.showCondition, record));
  const required = visible && (field.required === 'Y' || holds(field.requiredCondition, record));
  const disabled = field.disabled === 'Y' || field.computed !== undefined || holds(field.disabledCondition, record);
  return { visible, required, disabled };
}

/** The state of every field of the form (not its sub-tables), by colCode. */
export function resolveFieldStates(form: FormDefinition, values: Record<string, unknown>): Record<string, FieldState> {
  const states: Record<string, FieldState> = {};
  for (const field of form.fields) states[field.colCode] = resolveFieldState(field, values);
  return states;
}

/** The fields a field's linkage conditions read: when one of them changes, its state may change. */
export function linkageFields(field: FormField): string[] {
  return [...new Set([...conditionFields(field.showCondition), ...conditionFields(field.requiredCondition), ...conditionFields(field.disabledCondition)])];
}

/**
 * The state of every field of one sub-table row, by colCode. Conditions read the row, and the master
 * record for names the sub-table does not have.
 */
export function resolveRowFieldStates(subTable: FormSubTable, row: Record<string, unknown>, master: Record<string, unknown> = {}): Record<string, FieldState> {
  const scope = rowScopeBuilder(new Set(subTable.fields.map((f) => f.colCode)), subTable.fields.flatMap(linkageFields))(row, master);
  const states: Record<string, FieldState> = {};
  for (const field of subTable.fields) states[field.colCode] = resolveFieldState(field, scope);
  return states;
}
