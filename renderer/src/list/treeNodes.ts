import type { ViewTreeNode } from '@wharf/schemas';

/** One node of a tree view's navigation, as antd's Tree wants it. */
export interface TreeNavNode {
  key: string;
  title: string;
  /** The column the list is filtered by when the node is chosen, and the value. */
  filter?: { colCode: string; value: string };
  /** Children come from this SQL config's options when the node is opened. */
  sqlCode?: string;
  isLeaf?: boolean;
  children?: TreeNavNode[];
}

/**
 * The tree of a tree view from its flat node list (parent by parentKey; spec §3 tree settings).
 * A node filters the list by its filterColCode = its key; a node with an SQL config loads its
 * children from the config's options, which filter by the same column with the option's value.
 */
export function buildTreeNodes(nodes: ReadonlyArray<ViewTreeNode>): TreeNavNode[] {
  const byParent = new Map<string, ViewTreeNode[]>();
  const keys = new Set(nodes.map((node) => node.key));
  for (const node of nodes) {
    const parent = node.parentKey && keys.has(node.parentKey) && node.parentKey !== node.key ? node.parentKey : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  const visited = new Set<string>();
  const build = (parent: string): TreeNavNode[] =>
    (byParent.get(parent) ?? [])
      .filter((node) => !visited.has(node.key) && visited.add(node.key))
      .map((node) => {
        const children = build(node.key);
        return {
          key: node.key,
          title: node.title,
          ...(node.filterColCode ? { filter: { colCode: node.filterColCode, value: node.key } } : {}),
          ...(node.sqlCode ? { sqlCode: node.sqlCode } : {}),
          ...(children.length > 0 ? { children } : {}),
          isLeaf: children.length === 0 && !node.sqlCode,
        };
      });
  return build('');
}

/** The children an SQL-config node gets from the config's options. */
export function optionChildren(parent: TreeNavNode, filterColCode: string | undefined, options: ReadonlyArray<{ value: string; label: string }>): TreeNavNode[] {
  return options.map((option) => ({
    key: `${parent.key}/${option.value}`,
    title: option.label,
    ...(filterColCode ? { filter: { colCode: filterColCode, value: option.value } } : {}),
    isLeaf: true,
  }));
}
