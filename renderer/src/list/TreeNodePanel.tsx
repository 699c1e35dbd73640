import { Tree } from 'antd';
import type { ViewTree } from '@wharf/schemas';
import { useMemo, useState } from 'react';
import { buildTreeNodes, optionChildren, type TreeNavNode } from './treeNodes';
import type { ListServices } from './types';

export interface TreeNodePanelProps {
  tree: ViewTree;
  sqlOptions?: ListServices['sqlOptions'];
  onFilter(filter: { colCode: string; value: string } | undefined): void;
  onError(error: unknown): void;
}

function replaceChildren(nodes: TreeNavNode[], key: string, children: TreeNavNode[]): TreeNavNode[] {
  return nodes.map((node) => (node.key === key ? { ...node, children, isLeaf: children.length === 0 } : node.children ? { ...node, children: replaceChildren(node.children, key, children) } : node));
}

/** The navigation tree of a tree view; choosing a node filters the list beside it. */
export function TreeNodePanel(props: TreeNodePanelProps) {
  const initial = useMemo(() => buildTreeNodes(props.tree.nodes), [props.tree]);
  const [nodes, setNodes] = useState(initial);
  const filterColumnOf = useMemo(() => new Map(props.tree.nodes.map((node) => [node.key, node.filterColCode])), [props.tree]);
  const find = (list: TreeNavNode[], key: string): TreeNavNode | undefined => {
    for (const node of list) {
      if (node.key === key) return node;
      const inner = node.children ? find(node.children, key) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return (
    <Tree<TreeNavNode>
      treeData={nodes}
      defaultExpandAll
      fieldNames={{ key: 'key', title: 'title', children: 'children' }}
      loadData={async (event) => {
        const node = find(nodes, String(event.key));
        if (!node?.sqlCode || node.children || !props.sqlOptions) return;
        try {
          const options = await props.sqlOptions(node.sqlCode);
          setNodes((current) => replaceChildren(current, node.key, optionChildren(node, filterColumnOf.get(node.key), options)));
        } catch (error) {
          props.onError(error);
        }
      }}
      onSelect={(_keys, info) => props.onFilter(info.selected ? find(nodes, String(info.node.key))?.filter : undefined)}
    />
  );
}
