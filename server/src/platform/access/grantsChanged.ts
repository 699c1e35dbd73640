/**
 * Answers kept from grants (readable views, form-data grants, views' data-rule filters) are
 * dropped in this process when an administrator changes what someone holds, so this process's
 * next request sees the change at once (other processes within the kept answers' 5 s). The module
 * keeping an answer says how to forget it and the module changing grants announces the change:
 * neither imports the other.
 */
const forgetters = new Set<() => void>();

/** Registers how to drop answers kept from grants (once, beside the kept answers). */
export function onGrantsChanged(forget: () => void): void {
  forgetters.add(forget);
}

/** Drops every answer kept from grants in this process (after a write that changes menus, roles, department permissions or data rules). */
export function grantsChanged(): void {
  for (const forget of forgetters) forget();
}
