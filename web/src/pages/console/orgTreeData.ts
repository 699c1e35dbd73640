import type { OrgNode } from './api/orgsApi';

export interface OrgTreeOption {
  value: string;
  title: string;
  children?: OrgTreeOption[];
}

/** The organisation tree as TreeSelect options. */
export function orgTreeData(nodes: readonly OrgNode[]): OrgTreeOption[] {
  return nodes.map((node) => ({ value: node.id, title: node.orgName, ...(node.children ? { children: orgTreeData(node.children) } : {}) }));
}
