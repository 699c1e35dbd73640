import type { WorkflowBranch, WorkflowNode } from '@wharf/schemas';

/** A node type of the workflow definition; each has its own look on the canvas. */
export type WorkflowNodeType = WorkflowNode['nodeType'];

/** A point on the canvas, in the canvas's own units (the definition's `position`). */
export interface GraphPoint {
  x: number;
  y: number;
}

/** What a canvas node carries: the definition node without its links and place (those are the edges and `position`). */
export type NodeBody = Omit<WorkflowNode, 'position' | 'nextNodeId' | 'branches'>;

/** What a branch edge carries: the branch without its target (that is the edge's `target`). */
export type BranchBody = Omit<WorkflowBranch, 'nextNodeId'>;

/**
 * One node on the canvas. The shape is the one @xyflow/react draws (`id`, `type`, `position`, `data`),
 * kept free of the library so the model is plain data tested without React.
 */
export interface GraphNode {
  id: string;
  type: WorkflowNodeType;
  position: GraphPoint;
  data: { node: NodeBody };
}

/** An edge's meaning: a node's `nextNodeId`, or one branch of a condition node (exclusive gateway). */
export type GraphEdgeData = { kind: 'next' } | { kind: 'branch'; branch: BranchBody };

/** One edge on the canvas (@xyflow/react's `id`, `source`, `target`, `label`, `data`). */
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
  data: GraphEdgeData;
}

/** The whole canvas: nodes in the definition's order, edges in link order (a condition's branches in theirs). */
export interface WorkflowGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}
