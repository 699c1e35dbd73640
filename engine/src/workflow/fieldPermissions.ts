import type { WorkflowFieldPermissions } from '@wharf/schemas';
import type { WorkflowIssue } from './types';

/**
 * The changed fields a node does not allow: a field is editable when named `editable`, or not named at
 * the start (`atStart`); read-only and hidden fields, and fields not named at approval nodes, must not change.
 */
export function fieldPermissionIssues(
  permissions: WorkflowFieldPermissions | undefined,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  atStart: boolean,
): WorkflowIssue[] {
  void permissions;
  void before;
  void after;
  void atStart;
  return [];
}

/** The fields a node shows (all but the hidden ones), in the given order. */
export function visibleFields(permissions: WorkflowFieldPermissions | undefined, fieldKeys: readonly string[]): string[] {
  return fieldKeys.filter((key) => permissions?.[key] !== 'hidden');
}
