import type { WorkflowDefinition, WorkflowFieldPermissions } from '@wharf/schemas';
import type { FieldPermission, WorkflowIssue } from './types';

/**
 * The field permissions in force at a node: at the start node (starting, resubmitting) the process-level
 * permissions with the start node's own on top; at any other node that node's own.
 */
export function nodeFieldPermissions(definition: WorkflowDefinition, nodeId: string): WorkflowFieldPermissions {
  const node = definition.nodes.find((candidate) => candidate.nodeId === nodeId);
  if (node?.nodeType === 'start') return { ...(definition.fieldPermissions ?? {}), ...(node.fieldPermissions ?? {}) };
  return { ...(node?.fieldPermissions ?? {}) };
}

/** One field's permission: as named, else editable at the start and read-only at approval nodes. */
export function fieldPermission(permissions: WorkflowFieldPermissions | undefined, fieldKey: string, atStart: boolean): FieldPermission {
  const named = permissions !== undefined && Object.prototype.hasOwnProperty.call(permissions, fieldKey) ? permissions[fieldKey] : undefined;
  return named ?? (atStart ? 'editable' : 'readOnly');
}

/** Deep equality of stored field values; a missing value and null are the same (an empty field). */
function sameValue(a: unknown, b: unknown): boolean {
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/**
 * The changed fields a node does not allow, one issue each (`workflow/field-not-editable`, path `/<field>`):
 * a field may change only when it is editable there — named `editable`, or not named at the start
 * (`atStart`); read-only and hidden fields, and fields not named at approval nodes, must keep their value.
 * The server calls it on every save made while handling a task (and on start/resubmit with atStart).
 */
export function fieldPermissionIssues(
  permissions: WorkflowFieldPermissions | undefined,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  atStart: boolean,
): WorkflowIssue[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !sameValue(before[key], after[key]) && fieldPermission(permissions, key, atStart) !== 'editable')
    .map((key) => ({ path: `/${key}`, code: 'workflow/field-not-editable', args: [key] }));
}

/** The fields a node shows (all but the hidden ones), in the given order. */
export function visibleFields(permissions: WorkflowFieldPermissions | undefined, fieldKeys: readonly string[]): string[] {
  return fieldKeys.filter((key) => permissions?.[key] !== 'hidden');
}

/** A record without the node's hidden fields (what the server sends to the page at that node). */
export function withoutHiddenFields<T extends Readonly<Record<string, unknown>>>(permissions: WorkflowFieldPermissions | undefined, record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => permissions?.[key] !== 'hidden')) as Partial<T>;
}
