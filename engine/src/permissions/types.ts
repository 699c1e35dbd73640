import type { ConditionGroup } from '../conditions/types';

/**
 * One button/element permission as the permission list call returns it (spec §3, §6):
 * `action` is the permission id (for buttons `pageCode:permission`), entries of `type` '2'
 * are ignored and `status` '0' in the all-system list means "allowed for everyone".
 */
export interface PermissionEntry {
  action: string;
  type: string;
  status: string;
  describe?: string;
}

/**
 * The answer of an access decision (CONVENTIONS "permissions return boolean | Filter"):
 * `true` allows everything, `false` nothing, and a condition group allows the records it matches.
 * The server compiles the group into SQL; the renderer evaluates it to hide or disable controls.
 */
export type PermissionResult = boolean | ConditionGroup;
