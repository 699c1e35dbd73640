import type { PermissionTreeNode } from '../api/rolesApi';

/** A department's permission tree as the drawer loads it once and hands to its panels and dialogs. */
export interface PermissionTree {
  treeList: PermissionTreeNode[];
  ids: string[];
  departPermissionIds: string[];
}
