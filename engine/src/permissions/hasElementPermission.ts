import type { PermissionEntry } from './types';

/** The permission lists an element check looks at (spec §6 element-level directive). */
export interface ElementPermissionLists {
  /** The user's own button permissions (`auth` of the permission list call). */
  auth: ReadonlyArray<PermissionEntry> | null | undefined;
  /** Every button permission of the system (`allAuth`). */
  allAuth: ReadonlyArray<PermissionEntry> | null | undefined;
  /** The permission list of the form being shown (e.g. of a workflow node), when it has one. */
  formAuth?: ReadonlyArray<PermissionEntry> | null | undefined;
}

// Entries of type '2' are ignored everywhere (spec §3 "type ('2' excluded)").
function usable(list: ReadonlyArray<PermissionEntry> | null | undefined): PermissionEntry[] {
  return Array.isArray(list) ? list.filter((entry) => entry && entry.type !== '2') : [];
}

/**
 * Whether an element guarded by `action` is shown (spec §6).
 *
 * Order of the decision:
 * 1. A form-level list, when present and naming the action, grants it: form lists take precedence.
 * 2. An action that the all-system list marks with status '0' is allowed for everyone.
 * 3. Otherwise the user's own `auth` list must name the action.
 */
export function hasElementPermission(action: string, lists: ElementPermissionLists): boolean {
  if (!action) return false;
  if (usable(lists.formAuth).some((entry) => entry.action === action)) return true;
  if (usable(lists.allAuth).some((entry) => entry.action === action && entry.status === '0')) return true;
  return usable(lists.auth).some((entry) => entry.action === action);
}
