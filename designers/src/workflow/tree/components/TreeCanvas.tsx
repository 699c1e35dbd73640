import { BaseEdge, Controls, Handle, Position, ReactFlow, type Edge, type EdgeProps, type Node, type NodeProps, type ReactFlowInstance } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { theme } from 'antd';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedBox, TreeLayout } from '../model/treeLayout';

type BoxNode = Node<{ placed: PlacedBox }, 'box'>;
type LineEdge = Edge<{ toMerge: boolean }, 'line'>;

/** How the boxes are drawn; given by the tree view, read by the one xyflow node type. */
const RenderBoxContext = createContext<(box: PlacedBox) => ReactNode>(() => null);

const hiddenHandle = { opacity: 0, width: 1, height: 1, minWidth: 1, minHeight: 1, border: 'none', pointerEvents: 'none' } as const;

/** One laid-out box as an xyflow node: the box's own content, with a way in on top and out at the bottom. */
function BoxNodeView({ data }: NodeProps<BoxNode>) {
  const renderBox = useContext(RenderBoxContext);
  const { placed } = data;
  return (
    <div data-box={placed.id} className="nodrag nopan" style={{ width: placed.width, height: placed.height, display: 'flex', alignItems: 'center', justifyContent: 'center', position: 'relative' }}>
      <Handle type="target" position={Position.Top} isConnectable={false} style={hiddenHandle} />
      {renderBox(placed)}
      <Handle type="source" position={Position.Bottom} isConnectable={false} style={hiddenHandle} />
    </div>
  );
}

/**
 * An orthogonal line from the bottom middle of one box to the top middle of another: into a branch it
 * turns just below the group head, back to a merge point it turns at the merge point's height, so the
 * branches of a group meet on one horizontal line.
 */
function LineEdgeView({ id, sourceX, sourceY, targetX, targetY, data }: EdgeProps<LineEdge>) {
  const turnAt = data?.toMerge ? targetY : sourceY + Math.min(16, (targetY - sourceY) / 2);
  const path = sourceX === targetX ? `M${sourceX},${sourceY} V${targetY}` : `M${sourceX},${sourceY} V${turnAt} H${targetX} V${targetY}`;
  return <BaseEdge id={id} path={path} style={{ stroke: '#b8b8c0', strokeWidth: 2 }} />;
}

const nodeTypes = { box: BoxNodeView };
const edgeTypes = { line: LineEdgeView };
const top = 40;

/**
 * Draws a laid-out tree on an @xyflow/react surface: each box at its place (nothing is dragged — the
 * layout places everything), the lines between them, pan by dragging or scrolling, zoom with the
 * controls or Ctrl+wheel. The boxes themselves are given by `renderBox`.
 */
export function TreeCanvas(props: { layout: TreeLayout; renderBox(box: PlacedBox): ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const wrapper = useRef<HTMLDivElement>(null);
  const { boxes, lines } = props.layout;
  const nodes = useMemo<BoxNode[]>(
    () =>
      boxes.map((placed) => ({
        id: placed.id,
        type: 'box',
        position: { x: placed.x, y: placed.y },
        data: { placed },
        width: placed.width,
        height: placed.height,
        // Known sizes and handle places: lines are drawn without measuring the page first.
        handles: [
          { type: 'target', position: Position.Top, x: placed.width / 2, y: 0, width: 1, height: 1 },
          { type: 'source', position: Position.Bottom, x: placed.width / 2, y: placed.height, width: 1, height: 1 },
        ],
        // Not draggable nor selectable, so xyflow would let pointer events through to the pane: the cards and "+" take clicks themselves.
        style: { pointerEvents: 'all' },
        draggable: false,
        selectable: false,
        connectable: false,
        focusable: false,
      })),
    [boxes],
  );
  const mergeIds = useMemo(() => new Set(boxes.filter((box) => box.box.kind === 'merge').map((box) => box.id)), [boxes]);
  const edges = useMemo<LineEdge[]>(() => lines.map((line) => ({ id: line.id, source: line.source, target: line.target, type: 'line', data: { toMerge: mergeIds.has(line.target) }, selectable: false, focusable: false })), [lines, mergeIds]);
  // The start card centred at the top, at full size (DingTalk opens there rather than fitting a long process into view).
  const place = (instance: ReactFlowInstance<BoxNode, LineEdge>) => void instance.setViewport({ x: (wrapper.current?.clientWidth || 800) / 2, y: top, zoom: 1 });
  return (
    <div ref={wrapper} data-tree-canvas style={{ height: '100%', minHeight: 480, background: '#f5f5f7', fontFamily: token.fontFamily }}>
      <RenderBoxContext.Provider value={props.renderBox}>
        <ReactFlow<BoxNode, LineEdge>
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          onInit={place}
          minZoom={0.3}
          maxZoom={2}
          panOnScroll
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          ariaLabelConfig={{ 'controls.ariaLabel': t('designer.workflow.canvas.controls'), 'controls.zoomIn.ariaLabel': t('designer.workflow.canvas.zoomIn'), 'controls.zoomOut.ariaLabel': t('designer.workflow.canvas.zoomOut'), 'controls.fitView.ariaLabel': t('designer.workflow.canvas.fitView') }}
        >
          <Controls showInteractive={false} position="top-left" />
        </ReactFlow>
      </RenderBoxContext.Provider>
    </div>
  );
}
