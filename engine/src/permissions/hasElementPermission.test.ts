import { describe, expect, it } from 'vitest';
import { hasElementPermission } from './hasElementPermission';
import type { PermissionEntry } from './types';

const entry = (action: string, type = '1', status = '1'): PermissionEntry => ({ action, type, status });

describe('hasElementPermission (spec §6 element-level directive)', () => {
  const cases: Array<[string, string, Parameters<typeof hasElementPermission>[1], boolean]> = [
    ['granted by the user auth list', 'order:add', { auth: [entry('order:add')], allAuth: [] }, true],
    ['not in any list', 'order:delete', { auth: [entry('order:add')], allAuth: [entry('order:delete')] }, false],
    ['type 2 in the user list is ignored', 'order:add', { auth: [entry('order:add', '2')], allAuth: [] }, false],
    ['status 0 in the system list allows everyone', 'order:export', { auth: [], allAuth: [entry('order:export', '1', '0')] }, true],
    ['status 1 in the system list does not', 'order:export', { auth: [], allAuth: [entry('order:export', '1', '1')] }, false],
    ['type 2 in the system list is ignored even with status 0', 'order:export', { auth: [], allAuth: [entry('order:export', '2', '0')] }, false],
    ['a form-level list naming the action grants it', 'node:approve', { auth: [], allAuth: [], formAuth: [entry('node:approve')] }, true],
    ['a form-level type 2 entry is ignored', 'node:approve', { auth: [], allAuth: [], formAuth: [entry('node:approve', '2')] }, false],
    ['an empty form-level list falls back to the user list', 'order:add', { auth: [entry('order:add')], allAuth: [], formAuth: [] }, true],
    ['missing lists deny', 'order:add', { auth: null, allAuth: undefined }, false],
    ['an empty action is never allowed', '', { auth: [entry('')], allAuth: [] }, false],
  ];
  for (const [name, action, lists, expected] of cases) {
    it(name, () => expect(hasElementPermission(action, lists)).toBe(expected));
  }
});
