import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../conditions/types';
import { allPermissions, anyPermission, isPermissionGranted } from './combinePermissionResults';

const own: ConditionGroup = { kind: 'group', match: 'and', children: [{ kind: 'condition', field: 'createBy', operator: 'equal', value: 'u1' }] };
const dept: ConditionGroup = { kind: 'group', match: 'or', children: [{ kind: 'condition', field: 'orgCode', operator: 'in', value: ['A', 'B'] }] };

describe('combining boolean | Filter permission results', () => {
  it('all: false wins, true is neutral', () => {
    expect(allPermissions(true, false, own)).toBe(false);
    expect(allPermissions(true, true)).toBe(true);
    expect(allPermissions(true, own)).toBe(own);
    expect(allPermissions()).toBe(true);
  });
  it('all: filters are joined with and, flattening and-groups', () => {
    expect(allPermissions(own, dept)).toEqual({ kind: 'group', match: 'and', children: [...own.children, dept] });
  });
  it('any: true wins, false is neutral', () => {
    expect(anyPermission(false, true, own)).toBe(true);
    expect(anyPermission(false, false)).toBe(false);
    expect(anyPermission(false, dept)).toBe(dept);
    expect(anyPermission()).toBe(false);
  });
  it('any: filters are joined with or, flattening or-groups', () => {
    expect(anyPermission(own, dept)).toEqual({ kind: 'group', match: 'or', children: [own, ...dept.children] });
  });
  it('a filter counts as granted for showing controls', () => {
    expect(isPermissionGranted(own)).toBe(true);
    expect(isPermissionGranted(false)).toBe(false);
  });
});
