/**
 * The structured condition model (spec §9 condition operators) shared by workflow conditions,
 * button showCondition, form linkage, warnings and permission filters. It is plain JSON so it can
 * be stored in definitions, compiled to SQL by the server and evaluated in the browser alike.
 */

/** The ten condition operators of the specification, spelled out. */
export const conditionOperators = [
  'equal',
  'notEqual',
  'greater',
  'greaterOrEqual',
  'less',
  'lessOrEqual',
  'contains',
  'notContains',
  'in',
  'notIn',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** A JSON value a condition compares against. */
export type ConditionValue = string | number | boolean | null | ReadonlyArray<string | number | boolean | null>;

/** One comparison: the record's `field` against `value` with `operator`. */
export interface FieldCondition {
  kind: 'condition';
  /** A field code (dotted paths reach into nested objects, e.g. `applicant.orgCode`). */
  field: string;
  operator: ConditionOperator;
  value: ConditionValue;
}

/** A group of conditions joined by `and` (all must hold) or `or` (at least one must hold). */
export interface ConditionGroup {
  kind: 'group';
  match: 'and' | 'or';
  children: ReadonlyArray<ConditionNode>;
}

export type ConditionNode = FieldCondition | ConditionGroup;

/** The shape of one problem found while checking or evaluating a condition. */
export interface ConditionError {
  path: string;
  code: string;
  message: string;
}
