import type { ConditionGroup, ConditionNode } from '../conditions/types';
import type { PermissionResult } from './types';

function membersOf(result: ConditionGroup, match: 'and' | 'or'): ReadonlyArray<ConditionNode> {
  // Flatten groups of the same match so repeated combining does not nest deeper and deeper.
  return result.match === match ? result.children : [result];
}

/**
 * Both answers must allow: `false` wins, `true` is neutral, two filters become one `and` group.
 */
export function allPermissions(...results: ReadonlyArray<PermissionResult>): PermissionResult {
  const filters: ConditionGroup[] = [];
  for (const result of results) {
    if (result === false) return false;
    if (result !== true) filters.push(result);
  }
  if (filters.length === 0) return true;
  if (filters.length === 1) return filters[0] as ConditionGroup;
  return { kind: 'group', match: 'and', children: filters.flatMap((f) => membersOf(f, 'and')) };
}

/**
 * Either answer may allow: `true` wins, `false` is neutral, two filters become one `or` group.
 */
export function anyPermission(...results: ReadonlyArray<PermissionResult>): PermissionResult {
  const filters: ConditionGroup[] = [];
  for (const result of results) {
    if (result === true) return true;
    if (result !== false) filters.push(result);
  }
  if (filters.length === 0) return false;
  if (filters.length === 1) return filters[0] as ConditionGroup;
  return { kind: 'group', match: 'or', children: filters.flatMap((f) => membersOf(f, 'or')) };
}

/** True when the answer lets through at least some records (a filter might match none, but may match some). */
export function isPermissionGranted(result: PermissionResult): boolean {
  return result !== false;
}
