import { MarkerType, type Edge, type Node } from '@xyflow/react';
import type { HTMLAttributes } from 'react';
import { linkSpreads, nodeSize } from '../model/canvasGeometry';
import type { GraphEdge, GraphEdgeData, GraphNode, GraphPoint, NodeBody, WorkflowGraph, WorkflowNodeType } from '../model/graphTypes';
import type { DesignIssue } from '../model/nodeIssues';
import type { GraphSelection } from '../store/graphStore';

/** What a card on the canvas shows: the node's settings and its problems. */
export type CardData = { node: NodeBody; issues: readonly DesignIssue[] };
/** A node as @xyflow/react draws it, typed by the workflow node type (each type is one of `nodeTypes`). */
export type CardNode = Node<CardData, WorkflowNodeType>;

/** What a link carries: its meaning, its sideways bow (links sharing both ends stay apart) and the branch's condition in words. */
export type LinkData = { link: GraphEdgeData; spread: number; summary?: string };
/** A link as @xyflow/react draws it (the custom edge type `link`). */
export type LinkEdge = Edge<LinkData, 'link'>;

/** The arrow at the end of every link, and the colours of a link. */
export const linkColour = '#8c8c8c';
export const selectedColour = '#1677ff';

export interface CardOptions {
  selection: GraphSelection;
  issuesByNode: ReadonlyMap<string, readonly DesignIssue[]>;
  /** Where nodes being dragged are drawn now (their stored position changes when the drag ends). */
  dragged: ReadonlyMap<string, GraphPoint>;
  /** Sizes @xyflow/react measured, handed back so it keeps the handles it measured. */
  measured: ReadonlyMap<string, { width: number; height: number }>;
  /** The card's accessible name (type and name). */
  label(node: GraphNode): string;
}

/**
 * The graph's nodes as @xyflow/react nodes: fixed card size, selected as the designer's selection
 * says (the designer keeps the selection, not the canvas), and the stable hooks tests and assistive
 * technology use (`data-node-id`, `aria-pressed`, `aria-invalid`, the problems as a tooltip).
 */
export function cardNodes(graph: WorkflowGraph, options: CardOptions): CardNode[] {
  return graph.nodes.map((node) => {
    const issues = options.issuesByNode.get(node.id) ?? [];
    const isSelected = options.selection.kind === 'node' && options.selection.nodeId === node.id;
    const attributes = { 'data-node-id': node.id, 'aria-pressed': isSelected, 'aria-invalid': issues.length > 0, title: issues.length > 0 ? issues.map((issue) => issue.message).join('\n') : undefined };
    const measured = options.measured.get(node.id);
    return {
      id: node.id,
      type: node.type,
      position: options.dragged.get(node.id) ?? node.position,
      data: { node: node.data.node, issues },
      width: nodeSize.width,
      height: nodeSize.height,
      ...(measured ? { measured } : {}),
      selected: isSelected,
      ariaRole: 'button',
      ariaLabel: options.label(node),
      // `data-*` keys are valid DOM attributes the React type does not list.
      domAttributes: attributes as HTMLAttributes<HTMLDivElement>,
    };
  });
}

export interface LinkOptions {
  selection: GraphSelection;
  /** The link's accessible name (from, to, branch name). */
  label(edge: GraphEdge): string;
  /** A branch's condition in words (the link's tooltip). */
  summary(edge: GraphEdge): string | undefined;
}

/** The graph's edges as @xyflow/react edges of the `link` type, with the branch name as the label. */
export function linkEdges(graph: WorkflowGraph, options: LinkOptions): LinkEdge[] {
  const spreads = linkSpreads(graph.edges);
  return graph.edges.map((edge) => {
    const isSelected = options.selection.kind === 'edge' && options.selection.edgeId === edge.id;
    const attributes = { 'data-edge-id': edge.id, 'aria-pressed': isSelected };
    return {
      id: edge.id,
      type: 'link',
      source: edge.source,
      target: edge.target,
      ...(edge.label !== undefined ? { label: edge.label } : {}),
      selected: isSelected,
      // Only the arrow end moves: a link leaves the node it belongs to.
      reconnectable: 'target',
      ariaRole: 'button',
      ariaLabel: options.label(edge),
      domAttributes: attributes as LinkEdge['domAttributes'],
      markerEnd: { type: MarkerType.ArrowClosed, color: isSelected ? selectedColour : linkColour, width: 12, height: 12 },
      data: { link: edge.data, spread: spreads.get(edge.id) ?? 0, summary: options.summary(edge) },
    };
  });
}
