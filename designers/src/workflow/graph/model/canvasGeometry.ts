import type { GraphNode, GraphPoint } from './graphTypes';

/** Every node card is one size (given to @xyflow/react as the node's width and height), so placing needs no measuring. */
export const nodeSize = { width: 190, height: 72 } as const;

/**
 * A link's curve from the source's handle (bottom middle of its card) to the target's (top middle),
 * and its midpoint for the label. `spread` bows the curve sideways, so several links between the same
 * two nodes (two branches into one node) stay apart.
 */
export function linkPath(from: GraphPoint, to: GraphPoint, spread = 0): { d: string; middle: GraphPoint } {
  // Leave downwards and arrive from above even when the target is higher up (a loop back).
  const bend = Math.max(40, Math.abs(to.y - from.y) / 2);
  return {
    d: `M ${from.x} ${from.y} C ${from.x + spread} ${from.y + bend} ${to.x + spread} ${to.y - bend} ${to.x} ${to.y}`,
    // The cubic curve's point at t = 1/2: the controls' sideways shift counts three quarters.
    middle: { x: (from.x + to.x) / 2 + (3 * spread) / 4, y: (from.y + to.y) / 2 },
  };
}

/** Sideways bows for each edge: 0 for a lone link, spread evenly around 0 for links sharing both ends. */
export function linkSpreads(edges: ReadonlyArray<{ id: string; source: string; target: string }>, step = 60): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const edge of edges) {
    const key = `${edge.source}>${edge.target}`;
    groups.set(key, [...(groups.get(key) ?? []), edge.id]);
  }
  const spreads = new Map<string, number>();
  for (const ids of groups.values()) ids.forEach((id, index) => spreads.set(id, (index - (ids.length - 1) / 2) * step));
  return spreads;
}

/** A free place for a new node: under `near` when given (a selected node), else under the lowest node. */
export function freePlace(nodes: readonly GraphNode[], near?: GraphPoint): GraphPoint {
  const below = (point: GraphPoint) => ({ x: point.x, y: point.y + nodeSize.height + 56 });
  let place = near ? below(near) : nodes.length > 0 ? below(nodes.reduce((low, node) => (node.position.y > low.y ? node.position : low), nodes[0]!.position)) : { x: 0, y: 0 };
  // Step right until the place overlaps no card.
  const overlaps = (point: GraphPoint) => nodes.some((node) => Math.abs(node.position.x - point.x) < nodeSize.width && Math.abs(node.position.y - point.y) < nodeSize.height);
  while (overlaps(place)) place = { x: place.x + nodeSize.width + 40, y: place.y };
  return place;
}
