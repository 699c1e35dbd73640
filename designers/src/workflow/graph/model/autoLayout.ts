import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import type { GraphPoint } from './graphTypes';

/** Horizontal distance between nodes of one layer, and vertical distance between layers. */
export const layoutSpacing = { column: 240, row: 140 } as const;

/** The ids a node leads to: its `nextNodeId`, then its branches' targets in order. */
export function targetsOf(node: WorkflowNode): string[] {
  const targets = node.nextNodeId !== undefined ? [node.nextNodeId] : [];
  for (const branch of node.branches ?? []) targets.push(branch.nextNodeId);
  return targets;
}

/**
 * Layers nodes by their distance from the start node (breadth first), so a definition written by the
 * tree designer, or by hand, opens as a readable top-to-bottom graph. Nodes no path reaches go in one
 * row below the rest. Each layer is centred on x = 0.
 */
export function layeredPositions(definition: WorkflowDefinition): Map<string, GraphPoint> {
  const byId = new Map(definition.nodes.map((node) => [node.nodeId, node]));
  const layers: string[][] = [];
  const placed = new Set<string>();
  const start = definition.nodes.find((node) => node.nodeType === 'start');
  let frontier = start ? [start.nodeId] : [];
  while (frontier.length > 0) {
    const layer = frontier.filter((id, index) => !placed.has(id) && byId.has(id) && frontier.indexOf(id) === index);
    layer.forEach((id) => placed.add(id));
    if (layer.length > 0) layers.push(layer);
    frontier = layer.flatMap((id) => targetsOf(byId.get(id)!));
  }
  const unreached = definition.nodes.map((node) => node.nodeId).filter((id) => !placed.has(id));
  if (unreached.length > 0) layers.push(unreached);
  const positions = new Map<string, GraphPoint>();
  layers.forEach((layer, depth) => {
    layer.forEach((id, index) => positions.set(id, { x: (index - (layer.length - 1) / 2) * layoutSpacing.column, y: depth * layoutSpacing.row }));
  });
  return positions;
}

/**
 * The definition with a `position` on every node: nodes that have one keep it, the others get the
 * layered layout's. Returns the same object when every node is already placed.
 */
export function withLayout(definition: WorkflowDefinition): WorkflowDefinition {
  if (definition.nodes.every((node) => node.position !== undefined)) return definition;
  const positions = layeredPositions(definition);
  return { ...definition, nodes: definition.nodes.map((node) => (node.position !== undefined ? node : { ...node, position: positions.get(node.nodeId)! })) };
}
