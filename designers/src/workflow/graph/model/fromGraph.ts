import type { WorkflowBranch, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import type { WorkflowGraph } from './graphTypes';

/**
 * The canvas back as a definition: the process settings of `base`, the canvas's nodes in their order
 * with their positions, each node's `nextNodeId` from its `next` edge and a condition node's branches
 * from its branch edges in edge order. Edges of a node that is not a condition are `next` links; a
 * condition node keeps no `nextNodeId` (its ways out are branches).
 */
export function fromGraph(base: WorkflowDefinition, graph: WorkflowGraph): WorkflowDefinition {
  const nodes = graph.nodes.map((graphNode): WorkflowNode => {
    const out = graph.edges.filter((edge) => edge.source === graphNode.id);
    const node: WorkflowNode = { ...graphNode.data.node, nodeId: graphNode.id, nodeType: graphNode.type };
    if (graphNode.type === 'condition') {
      const branches = out.map((edge): WorkflowBranch => ({ ...(edge.data.kind === 'branch' ? edge.data.branch : { name: edge.label ?? edge.target }), nextNodeId: edge.target }));
      if (branches.length > 0) node.branches = branches;
    } else {
      const next = out.find((edge) => edge.data.kind === 'next') ?? out[0];
      if (next) node.nextNodeId = next.target;
    }
    node.position = { x: graphNode.position.x, y: graphNode.position.y };
    return node;
  });
  return { ...base, nodes };
}
