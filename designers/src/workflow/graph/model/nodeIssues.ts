import type { WorkflowDefinition } from '@wharf/schemas';

/** A problem found in the definition, as the engine reports it (JSON Pointer path, code, message). */
export interface DesignIssue {
  path: string;
  code: string;
  message: string;
}

/** Issues sorted to where the designer shows them: on a node (by node id), or on the process. */
export interface PlacedIssues {
  byNode: ReadonlyMap<string, DesignIssue[]>;
  process: DesignIssue[];
}

const nodePath = /^\/nodes\/(\d+)(?:\/|$)/;

/**
 * Places each issue on the node its path points into (`/nodes/<index>/…`, the index read against the
 * same definition), or on the process when it names no single node (e.g. `/nodes` for "no start node",
 * `/processKey`). A check that names a node by id rather than by path (`nodeId` on the issue) is placed
 * on that node.
 */
export function placeIssues(definition: WorkflowDefinition, issues: ReadonlyArray<DesignIssue & { nodeId?: string }>): PlacedIssues {
  const byNode = new Map<string, DesignIssue[]>();
  const process: DesignIssue[] = [];
  for (const issue of issues) {
    const index = nodePath.exec(issue.path)?.[1];
    const nodeId = issue.nodeId ?? (index !== undefined ? definition.nodes[Number(index)]?.nodeId : undefined);
    if (nodeId === undefined) {
      process.push(issue);
      continue;
    }
    const list = byNode.get(nodeId) ?? [];
    list.push(issue);
    byNode.set(nodeId, list);
  }
  return { byNode, process };
}
