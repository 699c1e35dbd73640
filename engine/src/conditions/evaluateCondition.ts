import { orderValues, valuesEqual } from './compareValues';
import { readFieldValue } from './readFieldValue';
import type { ConditionNode, ConditionOperator, ConditionValue, FieldCondition } from './types';

/** Deeper nesting than this is refused by `checkCondition` and reads as false here. */
export const maxConditionDepth = 32;

/**
 * The list an `in`/`notIn` condition tests against. Condition editors store either an array or
 * comma-joined text ('A,B,C'); both mean the same list.
 */
export function conditionList(value: ConditionValue): ReadonlyArray<unknown> {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
}

function contains(fieldValue: unknown, value: ConditionValue): boolean {
  if (Array.isArray(fieldValue)) return fieldValue.some((element) => valuesEqual(element, value));
  if (typeof fieldValue === 'string' || typeof fieldValue === 'number') return String(fieldValue).includes(String(value ?? ''));
  return false;
}

function isIn(fieldValue: unknown, value: ConditionValue): boolean {
  const list = conditionList(value);
  // A multi-select field is "in" the list when any of its choices is.
  const candidates = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
  return candidates.some((candidate) => list.some((element) => valuesEqual(candidate, element)));
}

const operators: { [K in ConditionOperator]: (fieldValue: unknown, value: ConditionValue) => boolean } = {
  equal: (f, v) => valuesEqual(f, v),
  notEqual: (f, v) => !valuesEqual(f, v),
  greater: (f, v) => orderValues(f, v) === 1,
  greaterOrEqual: (f, v) => { const o = orderValues(f, v); return o === 1 || o === 0; },
  less: (f, v) => orderValues(f, v) === -1,
  lessOrEqual: (f, v) => { const o = orderValues(f, v); return o === -1 || o === 0; },
  contains: (f, v) => contains(f, v),
  notContains: (f, v) => !contains(f, v),
  in: (f, v) => isIn(f, v),
  notIn: (f, v) => !isIn(f, v),
};

function evaluateField(condition: FieldCondition, record: unknown): boolean {
  const apply = Object.prototype.hasOwnProperty.call(operators, condition.operator) ? operators[condition.operator] : undefined;
  if (!apply) return false;
  return apply(readFieldValue(record, String(condition.field)), condition.value);
}

function evaluateNode(node: ConditionNode, record: unknown, depth: number): boolean {
  if (depth > maxConditionDepth || node === null || typeof node !== 'object') return false;
  if (node.kind === 'condition') return evaluateField(node, record);
  if (node.kind !== 'group' || !Array.isArray(node.children)) return false;
  // An empty and-group holds (nothing to violate); an empty or-group does not (nothing satisfied).
  return node.match === 'or'
    ? node.children.some((child) => evaluateNode(child, record, depth + 1))
    : node.children.every((child) => evaluateNode(child, record, depth + 1));
}

/**
 * Whether a record satisfies a condition. Pure and total: it never throws and never runs code;
 * malformed parts (unknown operator, too deep) read as false, so an unchecked condition can only
 * hide, never reveal. Use `checkCondition` to report such parts to the builder.
 *
 * Rules: missing values equal null; numbers and numeric text compare as numbers; two texts order by
 * code unit (ISO dates order correctly); `contains` is substring for text and membership for arrays;
 * `in` accepts an array or comma-joined text; the `not…` operators are exact negations.
 */
export function evaluateCondition(node: ConditionNode, record: unknown): boolean {
  return evaluateNode(node, record, 0);
}
