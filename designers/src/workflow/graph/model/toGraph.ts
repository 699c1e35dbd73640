import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { layeredPositions } from './autoLayout';
import type { GraphEdge, GraphNode, NodeBody, WorkflowGraph } from './graphTypes';

/** The edge id of a node's `nextNodeId` link. */
export const nextEdgeId = (nodeId: string) => `next:${nodeId}`;
/** The edge id of a condition node's branch, by its place in `branches`. */
export const branchEdgeId = (nodeId: string, index: number) => `branch:${nodeId}:${index}`;

function bodyOf(node: WorkflowNode): NodeBody {
  const { position: _position, nextNodeId: _next, branches: _branches, ...body } = node;
  return body;
}

/**
 * The definition as a canvas: one node per definition node (at its `position`, or where the layered
 * layout puts it when it has none), one edge per `nextNodeId`, one edge per branch of a condition
 * node carrying the branch itself. `fromGraph` turns it back into the same definition.
 */
export function toGraph(definition: WorkflowDefinition): WorkflowGraph {
  const needsLayout = definition.nodes.some((node) => node.position === undefined);
  const layout = needsLayout ? layeredPositions(definition) : undefined;
  const nodes: GraphNode[] = definition.nodes.map((node) => ({
    id: node.nodeId,
    type: node.nodeType,
    position: node.position ? { x: node.position.x, y: node.position.y } : layout!.get(node.nodeId)!,
    data: { node: bodyOf(node) },
  }));
  const edges: GraphEdge[] = [];
  for (const node of definition.nodes) {
    if (node.nextNodeId !== undefined) edges.push({ id: nextEdgeId(node.nodeId), source: node.nodeId, target: node.nextNodeId, data: { kind: 'next' } });
    (node.branches ?? []).forEach((branch, index) => {
      const { nextNodeId, ...body } = branch;
      edges.push({ id: branchEdgeId(node.nodeId, index), source: node.nodeId, target: nextNodeId, label: branch.name, data: { kind: 'branch', branch: body } });
    });
  }
  return { nodes, edges };
}

/** The link an edge id names: its source node and, for a branch, the branch's place. Undefined for an id not made by `toGraph`. */
export function parseEdgeId(edgeId: string): { source: string; branchIndex?: number } | undefined {
  const next = /^next:([A-Za-z0-9_-]+)$/.exec(edgeId);
  if (next) return { source: next[1]! };
  const branch = /^branch:([A-Za-z0-9_-]+):(\d+)$/.exec(edgeId);
  return branch ? { source: branch[1]!, branchIndex: Number(branch[2]) } : undefined;
}
