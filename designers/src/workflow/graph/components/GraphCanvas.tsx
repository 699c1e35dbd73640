import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasFrame, nodeAt, nodeSize } from '../model/canvasGeometry';
import type { GraphNode, GraphPoint, WorkflowGraph } from '../model/graphTypes';
import type { DesignIssue } from '../model/nodeIssues';
import type { GraphSelection } from '../store/graphStore';
import { GraphLinks } from './GraphLinks';
import { GraphNodeCard } from './GraphNodeCard';

/** How far a keyboard arrow moves the focused node, and how far a pointer must travel to count as a drag. */
const keyboardStep = 10;
const dragThreshold = 3;
const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5] as const;

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
  const [zoomIndex, setZoomIndex] = useState(2);
  const zoom = zoomSteps[zoomIndex]!;
  const frame = canvasFrame(props.graph.nodes);
  const latest = useRef({ props, frame, drag, zoom });
  latest.current = { props, frame, drag, zoom };

  /** A pointer's place in canvas coordinates: past the scroller's corner and scroll, undone the zoom and the frame's offset. */
  const toCanvas = (clientX: number, clientY: number): GraphPoint => {
    const element = scroller.current;
    const rect = element?.getBoundingClientRect();
    const { offset } = latest.current.frame;
    const scale = latest.current.zoom;
    return {
      x: (clientX - (rect?.left ?? 0) + (element?.scrollLeft ?? 0)) / scale - offset.x,
      y: (clientY - (rect?.top ?? 0) + (element?.scrollTop ?? 0)) / scale - offset.y,
    };
  };
  const dragDelta = (current: { startClient: GraphPoint }, event: { clientX: number; clientY: number }): GraphPoint => ({
    x: (event.clientX - current.startClient.x) / latest.current.zoom,
    y: (event.clientY - current.startClient.y) / latest.current.zoom,
  });

  useEffect(() => {
    if (!drag) return;
    const onMove = (event: globalThis.PointerEvent) => {
      const current = latest.current.drag;
      if (current?.kind === 'move') setDrag({ ...current, delta: dragDelta(current, event) });
      if (current?.kind === 'link') setDrag({ ...current, point: toCanvas(event.clientX, event.clientY) });
    };
    const onUp = (event: globalThis.PointerEvent) => {
      const current = latest.current.drag;
      const { props: now } = latest.current;
      setDrag(undefined);
      if (current?.kind === 'move') {
        const delta = dragDelta(current, event);
        now.onSelect({ kind: 'node', nodeId: current.nodeId });
        if (Math.abs(event.clientX - current.startClient.x) + Math.abs(event.clientY - current.startClient.y) >= dragThreshold) now.onMove(current.nodeId, { x: current.origin.x + delta.x, y: current.origin.y + delta.y });
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
  const preview = linkSource && drag?.kind === 'link' ? { from: shift(linkSource.position), to: shift({ x: drag.point.x - nodeSize.width / 2, y: drag.point.y }) } : undefined;
  const background = { background: '#fafafa', backgroundImage: 'radial-gradient(#d9d9d9 1px, transparent 1px)', backgroundSize: '16px 16px' };
  return (
    <div style={{ position: 'relative', height: '100%', minHeight: 480 }}>
      <div ref={scroller} role="group" aria-label={t('designer.workflowGraph.canvas')} data-graph-canvas style={{ position: 'absolute', inset: 0, overflow: 'auto', ...background }}>
        <div style={{ width: frame.width * zoom, height: frame.height * zoom }}>
          <div style={{ position: 'relative', width: frame.width, height: frame.height, transform: `scale(${zoom})`, transformOrigin: '0 0' }}>
            <GraphLinks graph={props.graph} width={frame.width} height={frame.height} drawnAt={(node) => shift(positionOf(node))} selection={props.selection} onSelect={props.onSelect} preview={preview} />
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
      </div>
      <Space.Compact style={{ position: 'absolute', right: 12, bottom: 12 }}>
        <Button size="small" aria-label={t('designer.workflowGraph.zoomOut')} icon={<MinusOutlined />} disabled={zoomIndex === 0} onClick={() => setZoomIndex(zoomIndex - 1)} />
        <Button size="small" disabled>
          {Math.round(zoom * 100)}%
        </Button>
        <Button size="small" aria-label={t('designer.workflowGraph.zoomIn')} icon={<PlusOutlined />} disabled={zoomIndex === zoomSteps.length - 1} onClick={() => setZoomIndex(zoomIndex + 1)} />
      </Space.Compact>
    </div>
  );
}
