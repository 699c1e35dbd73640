import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '../api/rolesApi';
import { grantsInTree, indexTree, toggleGrant } from './permissionGrants';

const node = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({ key, title: key, menuType: children ? '0' : '2', perms: null, ...(children ? { children } : {}) });
const tree = [node('system', [node('user', [node('user:view'), node('user:edit')]), node('role')]), node('workbench')];
const index = indexTree(tree);
const sorted = (set: Set<string>) => [...set].sort();

describe('permission grants', () => {
  it('ticking a node grants it, everything under it and the menus above it', () => {
    expect(sorted(toggleGrant(index, new Set(), 'user', true))).toEqual(['system', 'user', 'user:edit', 'user:view']);
    expect(sorted(toggleGrant(index, new Set(), 'user:edit', true))).toEqual(['system', 'user', 'user:edit']);
  });

  it('unticking takes the node and everything under it away, keeping the parents', () => {
    const all = new Set(['system', 'user', 'user:view', 'user:edit', 'role']);
    expect(sorted(toggleGrant(index, all, 'user', false))).toEqual(['role', 'system']);
  });

  it('keeps a menu granted without its buttons', () => {
    const granted = toggleGrant(index, new Set(['system', 'user', 'user:view']), 'user:view', false);
    expect(sorted(granted)).toEqual(['system', 'user']);
  });

  it('drops granted ids that are no longer in the tree', () => {
    expect(sorted(grantsInTree(index, ['user', 'gone']))).toEqual(['user']);
  });
});
