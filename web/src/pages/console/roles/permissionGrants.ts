import type { PermissionTreeNode } from '../api/rolesApi';

interface TreeIndex {
  parentOf: Map<string, string | undefined>;
  childrenOf: Map<string, string[]>;
}

export function indexTree(tree: readonly PermissionTreeNode[]): TreeIndex {
  const parentOf = new Map<string, string | undefined>();
  const childrenOf = new Map<string, string[]>();
  const walk = (nodes: readonly PermissionTreeNode[], parent?: string) => {
    for (const node of nodes) {
      parentOf.set(node.key, parent);
      childrenOf.set(node.key, (node.children ?? []).map((child) => child.key));
      walk(node.children ?? [], node.key);
    }
  };
  walk(tree);
  return { parentOf, childrenOf };
}

function descendants(index: TreeIndex, key: string): string[] {
  return (index.childrenOf.get(key) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

function ancestors(index: TreeIndex, key: string): string[] {
  const parent = index.parentOf.get(key);
  return parent ? [parent, ...ancestors(index, parent)] : [];
}

/**
 * The grants after ticking or unticking one node of the permission tree. Each node is its own
 * grant (a menu may be granted without its buttons), so the tree is shown "strict" and this does
 * the cascade: ticking grants the node, everything under it and the menus above it (a page is
 * reachable only through its parents); unticking takes the node and everything under it away.
 */
export function toggleGrant(index: TreeIndex, granted: ReadonlySet<string>, key: string, isTicked: boolean): Set<string> {
  const next = new Set(granted);
  if (isTicked) for (const id of [key, ...descendants(index, key), ...ancestors(index, key)]) next.add(id);
  else for (const id of [key, ...descendants(index, key)]) next.delete(id);
  return next;
}

/** The granted ids that are still in the tree (a menu taken out of the tenant's packages drops out). */
export function grantsInTree(index: TreeIndex, granted: readonly string[]): Set<string> {
  return new Set(granted.filter((id) => index.parentOf.has(id)));
}
