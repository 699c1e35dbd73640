import type { GraphNode, GraphPoint } from './graphTypes';

/** Every node card is one size, so links and hit tests need no measuring. */
export const nodeSize = { width: 190, height: 72 } as const;
/** Empty room around the drawing inside the scrolled canvas. */
export const canvasPadding = 48;

/** Where the canvas's origin sits inside the scrolled area, and how large the scrolled area is. */
export interface CanvasFrame {
  offset: GraphPoint;
  width: number;
  height: number;
}

/** The frame that shows every node with `canvasPadding` around them (nodes may have negative coordinates). */
export function canvasFrame(nodes: readonly GraphNode[]): CanvasFrame {
  if (nodes.length === 0) return { offset: { x: canvasPadding, y: canvasPadding }, width: 2 * canvasPadding, height: 2 * canvasPadding };
  const xs = nodes.map((node) => node.position.x);
  const ys = nodes.map((node) => node.position.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return {
    offset: { x: canvasPadding - minX, y: canvasPadding - minY },
    width: Math.max(...xs) - minX + nodeSize.width + 2 * canvasPadding,
    height: Math.max(...ys) - minY + nodeSize.height + 2 * canvasPadding,
  };
}

/** The node whose card covers `point` (canvas coordinates), the topmost (last drawn) first. */
export function nodeAt(nodes: readonly GraphNode[], point: GraphPoint, positionOf: (node: GraphNode) => GraphPoint = (node) => node.position): GraphNode | undefined {
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const node = nodes[i]!;
    const at = positionOf(node);
    if (point.x >= at.x && point.x <= at.x + nodeSize.width && point.y >= at.y && point.y <= at.y + nodeSize.height) return node;
  }
  return undefined;
}

/**
 * A link's curve from the bottom of the source card to the top of the target card, and its midpoint
 * for the label. `spread` bows the curve sideways, so several links between the same two nodes (two
 * branches into one node) stay apart.
 */
export function linkPath(source: GraphPoint, target: GraphPoint, spread = 0): { d: string; middle: GraphPoint } {
  const from = { x: source.x + nodeSize.width / 2, y: source.y + nodeSize.height };
  const to = { x: target.x + nodeSize.width / 2, y: target.y };
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
