import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasFrame, linkPath, nodeAt, nodeSize } from '../model/canvasGeometry';
import type { GraphNode, GraphPoint, WorkflowGraph } from '../model/graphTypes';
import type { DesignIssue } from '../model/nodeIssues';
import type { GraphSelection } from '../store/graphStore';
import { GraphNodeCard } from './GraphNodeCard';

/** How far a keyboard arrow moves the focused node, and how far a pointer must travel to count as a drag. */
const keyboardStep = 10;
const dragThreshold = 3;

type Drag =
  | { kind: 'move'; nodeId: string; startClient: GraphPoint; origin: GraphPoint; delta: GraphPoint }
  | { kind: 'link'; source: string; point: GraphPoint };

export interface GraphCanvasProps {
  graph: WorkflowGraph;
  issuesByNode: ReadonlyMap<string, readonly DesignIssue[]>;
  selection: GraphSelection;
  readOnly: boolean;
  onSelect(selection: GraphSelection): void;
  /** A node dropped at a new place; `isKeyboard` for arrow-key moves (which the designer joins into one step). */
  onMove(nodeId: string, position: GraphPoint, isKeyboard?: boolean): void;
  /** A link drawn from `source`'s handle onto `target`. */
  onConnect(source: string, target: string): void;
}

/**
 * The free canvas: node cards placed at their positions, links drawn as curves with the branch name
 * on them. Drag a card to move it; drag from a card's bottom handle onto another card to link them;
 * click a card or a link to select it. Arrow keys move the focused card. The canvas scrolls; it grows
 * to hold every node.
 */
export function GraphCanvas(props: GraphCanvasProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag>();
  const frame = canvasFrame(props.graph.nodes);
  const latest = useRef({ props, frame, drag });
  latest.current = { props, frame, drag };

  const toCanvas = (clientX: number, clientY: number): GraphPoint => {
    const element = scroller.current;
    const rect = element?.getBoundingClientRect();
    const { offset } = latest.current.frame;
    return { x: clientX - (rect?.left ?? 0) + (element?.scrollLeft ?? 0) - offset.x, y: clientY - (rect?.top ?? 0) + (element?.scrollTop ?? 0) - offset.y };
  };

  useEffect(() => {
    if (!drag) return;
    const onMove = (event: globalThis.PointerEvent) => {
      const current = latest.current.drag;
      if (current?.kind === 'move') setDrag({ ...current, delta: { x: event.clientX - current.startClient.x, y: event.clientY - current.startClient.y } });
      if (current?.kind === 'link') setDrag({ ...current, point: toCanvas(event.clientX, event.clientY) });
    };
    const onUp = (event: globalThis.PointerEvent) => {
      const current = latest.current.drag;
      const { props: now } = latest.current;
      setDrag(undefined);
      if (current?.kind === 'move') {
        const delta = { x: event.clientX - current.startClient.x, y: event.clientY - current.startClient.y };
        now.onSelect({ kind: 'node', nodeId: current.nodeId });
        if (Math.abs(delta.x) + Math.abs(delta.y) >= dragThreshold) now.onMove(current.nodeId, { x: current.origin.x + delta.x, y: current.origin.y + delta.y });
      }
      if (current?.kind === 'link') {
        const target = nodeAt(now.graph.nodes, toCanvas(event.clientX, event.clientY));
        if (target && target.id !== current.source) now.onConnect(current.source, target.id);
      }
    };
    const onCancel = (event: globalThis.KeyboardEvent | globalThis.PointerEvent) => {
      if (event.type === 'pointercancel' || (event as globalThis.KeyboardEvent).key === 'Escape') setDrag(undefined);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onCancel);
    };
    // The listeners read the latest drag and props through the ref; they are set up once per drag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drag === undefined]);

  const positionOf = (node: GraphNode): GraphPoint =>
    drag?.kind === 'move' && drag.nodeId === node.id ? { x: drag.origin.x + drag.delta.x, y: drag.origin.y + drag.delta.y } : node.position;
  const byId = new Map(props.graph.nodes.map((node) => [node.id, node]));
  const shift = (point: GraphPoint) => ({ x: point.x + frame.offset.x, y: point.y + frame.offset.y });

  const startMove = (node: GraphNode) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    if (props.readOnly) {
      props.onSelect({ kind: 'node', nodeId: node.id });
      return;
    }
    setDrag({ kind: 'move', nodeId: node.id, startClient: { x: event.clientX, y: event.clientY }, origin: node.position, delta: { x: 0, y: 0 } });
  };
  const startLink = (node: GraphNode) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    setDrag({ kind: 'link', source: node.id, point: toCanvas(event.clientX, event.clientY) });
  };
  const keyMove = (node: GraphNode) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onSelect({ kind: 'node', nodeId: node.id });
      return;
    }
    const steps: Record<string, GraphPoint> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };
    const step = steps[event.key];
    if (!step || props.readOnly) return;
    event.preventDefault();
    props.onMove(node.id, { x: node.position.x + step.x * keyboardStep, y: node.position.y + step.y * keyboardStep }, true);
  };

  const linkSource = drag?.kind === 'link' ? byId.get(drag.source) : undefined;
  return (
    <div ref={scroller} role="group" aria-label={t('designer.workflowGraph.canvas')} data-graph-canvas style={{ position: 'relative', overflow: 'auto', height: '100%', minHeight: 480, background: '#fafafa', backgroundImage: 'radial-gradient(#d9d9d9 1px, transparent 1px)', backgroundSize: '16px 16px' }}>
      <div style={{ position: 'relative', width: frame.width, height: frame.height }}>
        <svg width={frame.width} height={frame.height} style={{ position: 'absolute', left: 0, top: 0, overflow: 'visible' }}>
          <defs>
            <marker id="wf-graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" fill="#8c8c8c" />
            </marker>
          </defs>
          {props.graph.edges.map((edge) => {
            const source = byId.get(edge.source);
            const target = byId.get(edge.target);
            if (!source || !target) return null;
            const { d, middle } = linkPath(shift(positionOf(source)), shift(positionOf(target)));
            const isSelected = props.selection.kind === 'edge' && props.selection.edgeId === edge.id;
            const select = () => props.onSelect({ kind: 'edge', edgeId: edge.id });
            return (
              <g key={edge.id} role="button" tabIndex={0} data-edge-id={edge.id} aria-label={`${t('designer.workflowGraph.edge.title')}: ${source.data.node.name} → ${target.data.node.name}${edge.label ? ` (${edge.label})` : ''}`} aria-pressed={isSelected} onClick={select} onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && select()} style={{ cursor: 'pointer' }}>
                <path d={d} fill="none" stroke="transparent" strokeWidth={12} />
                <path d={d} fill="none" stroke={isSelected ? '#1677ff' : '#8c8c8c'} strokeWidth={isSelected ? 2.5 : 1.5} markerEnd="url(#wf-graph-arrow)" />
                {edge.label ? (
                  <text x={middle.x} y={middle.y} textAnchor="middle" fontSize={12} fill="#595959" stroke="#fafafa" strokeWidth={4} paintOrder="stroke">
                    {edge.label}
                  </text>
                ) : null}
              </g>
            );
          })}
          {linkSource && drag?.kind === 'link' ? <path d={linkPath(shift(linkSource.position), shift({ x: drag.point.x - nodeSize.width / 2, y: drag.point.y })).d} fill="none" stroke="#1677ff" strokeDasharray="4 4" /> : null}
        </svg>
        {props.graph.nodes.map((node) => (
          <GraphNodeCard
            key={node.id}
            node={node}
            at={shift(positionOf(node))}
            isSelected={props.selection.kind === 'node' && props.selection.nodeId === node.id}
            issues={props.issuesByNode.get(node.id) ?? []}
            readOnly={props.readOnly}
            onPointerDown={startMove(node)}
            onHandlePointerDown={startLink(node)}
            onKeyDown={keyMove(node)}
            onClick={() => props.onSelect({ kind: 'node', nodeId: node.id })}
          />
        ))}
      </div>
    </div>
  );
}
