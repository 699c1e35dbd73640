import { Background, BackgroundVariant, Controls, MiniMap, ReactFlow, useReactFlow, type EdgeChange, type EdgeTypes, type FitViewOptions, type NodeChange, type NodeTypes } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchSummary } from '../../tree/model/nodeSummary';
import type { GraphPoint, WorkflowGraph } from '../model/graphTypes';
import type { DesignIssue } from '../model/nodeIssues';
import type { GraphSelection } from '../store/graphStore';
import { cardNodes, linkColour, linkEdges, selectedColour, type CardNode, type LinkEdge } from './flowElements';
import { GraphLinkEdge } from './GraphLinkEdge';
import { GraphNodeCard, typeColours } from './GraphNodeCard';

// Outside the component: @xyflow/react re-creates every node when these objects change.
const nodeTypes: NodeTypes = { start: GraphNodeCard, approval: GraphNodeCard, condition: GraphNodeCard, cc: GraphNodeCard, end: GraphNodeCard };
const edgeTypes: EdgeTypes = { link: GraphLinkEdge };
/** The whole graph in view, never zoomed in past 100% (a small graph stays at its size). */
const fitViewOptions: FitViewOptions = { padding: 0.15, maxZoom: 1 };

/** Fits the view again each time `request` changes (not when first drawn: the canvas fits on opening itself). */
function FitViewOnRequest({ request }: { request: number }) {
  const { fitView } = useReactFlow();
  const drawnWith = useRef(request);
  useEffect(() => {
    if (request !== drawnWith.current) void fitView(fitViewOptions);
  }, [request, fitView]);
  return null;
}

export interface GraphCanvasProps {
  graph: WorkflowGraph;
  issuesByNode: ReadonlyMap<string, readonly DesignIssue[]>;
  selection: GraphSelection;
  readOnly: boolean;
  onSelect(selection: GraphSelection): void;
  /** A node dropped at a new place; `isKeyboard` for arrow-key moves (which the designer joins into one step). */
  onMove(nodeId: string, position: GraphPoint, isKeyboard?: boolean): void;
  /** A link drawn from `source`'s handle onto `target`'s card. */
  onConnect(source: string, target: string): void;
  /** A link's arrow end dragged onto another card `target`. */
  onRetarget(edgeId: string, target: string): void;
  /** A new value brings the whole graph into view (after arranging). */
  fitRequest?: number;
}

/**
 * The free canvas, drawn by @xyflow/react: node cards at their positions, links as curves with the
 * branch names on them, zoom and pan with the controls, an overview map. Drag a card to move it
 * (stored when the drag ends; arrow keys move the selected card); drag from a card's bottom handle onto
 * another card to link them, or a link's arrow end onto another card to move the link there; click a
 * card or a link to select it, the empty canvas for the process.
 * The designer's store owns the definition and the selection: the canvas only reports what was done.
 */
export function GraphCanvas(props: GraphCanvasProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Where dragged nodes are drawn until the drag ends, and the sizes @xyflow/react measured.
  const [dragged, setDragged] = useState<ReadonlyMap<string, GraphPoint>>(new Map());
  const [measured, setMeasured] = useState<ReadonlyMap<string, { width: number; height: number }>>(new Map());
  const draggedNow = useRef(dragged);

  const nodes = useMemo(
    () => cardNodes(props.graph, { selection: props.selection, issuesByNode: props.issuesByNode, dragged, measured, label: (node) => `${t(`designer.workflowGraph.nodeType.${node.type}`)}: ${node.data.node.name}` }),
    [props.graph, props.selection, props.issuesByNode, dragged, measured, t],
  );
  const edges = useMemo(() => {
    const names = new Map(props.graph.nodes.map((node) => [node.id, node.data.node.name]));
    return linkEdges(props.graph, {
      selection: props.selection,
      label: (edge) => `${t('designer.workflowGraph.edge.title')}: ${names.get(edge.source) ?? edge.source} → ${names.get(edge.target) ?? edge.target}${edge.label ? ` (${edge.label})` : ''}`,
      summary: (edge) => (edge.data.kind === 'branch' ? (branchSummary({ ...edge.data.branch, nextNodeId: edge.target }, t) ?? edge.label) : undefined),
    });
  }, [props.graph, props.selection, t]);
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('designer.workflowGraph.a11y.node'),
      // @xyflow/react shows this one while keyboard moves are on (the arrow keys move a selected node).
      'node.a11yDescription.keyboardDisabled': t(props.readOnly ? 'designer.workflowGraph.a11y.node' : 'designer.workflowGraph.a11y.nodeKeys'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) => t('designer.workflowGraph.a11y.moved', { direction: t(`designer.workflowGraph.a11y.direction.${direction}`), x, y }),
      'edge.a11yDescription.default': t('designer.workflowGraph.a11y.edge'),
      'controls.ariaLabel': t('designer.workflowGraph.controls'),
      'controls.zoomIn.ariaLabel': t('designer.workflowGraph.zoomIn'),
      'controls.zoomOut.ariaLabel': t('designer.workflowGraph.zoomOut'),
      'controls.fitView.ariaLabel': t('designer.workflowGraph.fitView'),
      'minimap.ariaLabel': t('designer.workflowGraph.minimap'),
      'handle.ariaLabel': t('designer.workflowGraph.handle.out'),
    }),
    [t, props.readOnly],
  );

  const onNodesChange = (changes: NodeChange<CardNode>[]) => {
    const drawn = new Map(draggedNow.current);
    const sizes: [string, { width: number; height: number }][] = [];
    for (const change of changes) {
      if (change.type === 'dimensions' && change.dimensions) sizes.push([change.id, change.dimensions]);
      if (change.type === 'position' && change.position) {
        if (change.dragging) {
          drawn.set(change.id, change.position);
        } else {
          // The end of a drag, or an arrow-key step (no drag before it).
          const wasDragged = drawn.delete(change.id);
          props.onMove(change.id, change.position, !wasDragged);
        }
      }
      if (change.type === 'select' && change.selected) props.onSelect({ kind: 'node', nodeId: change.id });
    }
    if (sizes.length > 0) setMeasured((current) => new Map([...current, ...sizes]));
    if (changes.some((change) => change.type === 'position')) {
      draggedNow.current = drawn;
      setDragged(drawn);
    }
  };
  const onEdgesChange = (changes: EdgeChange<LinkEdge>[]) => {
    for (const change of changes) if (change.type === 'select' && change.selected) props.onSelect({ kind: 'edge', edgeId: change.id });
  };

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', minHeight: 480, fontFamily: token.fontFamily }}>
      <ReactFlow<CardNode, LinkEdge>
        aria-label={t('designer.workflowGraph.canvas')}
        data-graph-canvas
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onNodeClick={(_event, node) => props.onSelect({ kind: 'node', nodeId: node.id })}
        onEdgeClick={(_event, edge) => props.onSelect({ kind: 'edge', edgeId: edge.id })}
        onPaneClick={() => props.onSelect({ kind: 'process' })}
        onConnect={(connection) => props.onConnect(connection.source, connection.target)}
        // Each link's arrow end can be moved (`reconnectable: 'target'`) while there is a handler: not when read-only.
        onReconnect={props.readOnly ? undefined : (edge, connection) => connection.source === edge.source && props.onRetarget(edge.id, connection.target)}
        nodesDraggable={!props.readOnly}
        nodesConnectable={!props.readOnly}
        elementsSelectable
        // The designer's keys remove (undoably) and there is one selection at a time.
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        zoomOnDoubleClick={false}
        minZoom={0.25}
        maxZoom={2}
        fitView
        fitViewOptions={fitViewOptions}
        connectionLineStyle={{ stroke: selectedColour, strokeDasharray: '4 4' }}
        ariaLabelConfig={ariaLabelConfig}
        style={{ background: '#fafafa' }}
      >
        <Background variant={BackgroundVariant.Dots} gap={16} color="#d9d9d9" />
        <Controls showInteractive={false} position="bottom-right" />
        <FitViewOnRequest request={props.fitRequest ?? 0} />
        <MiniMap pannable zoomable position="bottom-left" nodeColor={(node) => typeColours[node.type as keyof typeof typeColours] ?? linkColour} />
      </ReactFlow>
    </div>
  );
}
