import { useTranslation } from 'react-i18next';
import { branchSummary } from '../../tree/model/nodeSummary';
import { linkPath, linkSpreads } from '../model/canvasGeometry';
import type { GraphNode, GraphPoint, WorkflowGraph } from '../model/graphTypes';
import type { GraphSelection } from '../store/graphStore';

export interface GraphLinksProps {
  graph: WorkflowGraph;
  width: number;
  height: number;
  /** Where a node is drawn (moved while dragged, shifted by the canvas frame). */
  drawnAt(node: GraphNode): GraphPoint;
  selection: GraphSelection;
  onSelect(selection: GraphSelection): void;
  /** The link being drawn: from a node's card to the pointer. */
  preview?: { from: GraphPoint; to: GraphPoint };
}

/** The links as curves with arrows and the branch names on them; each one selectable by click or keyboard. */
export function GraphLinks(props: GraphLinksProps) {
  const { t } = useTranslation();
  const byId = new Map(props.graph.nodes.map((node) => [node.id, node]));
  const spreads = linkSpreads(props.graph.edges);
  return (
    <svg width={props.width} height={props.height} style={{ position: 'absolute', left: 0, top: 0, overflow: 'visible' }}>
      <defs>
        <marker id="wf-graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#8c8c8c" />
        </marker>
      </defs>
      {props.graph.edges.map((edge) => {
        const source = byId.get(edge.source);
        const target = byId.get(edge.target);
        if (!source || !target) return null;
        const { d, middle } = linkPath(props.drawnAt(source), props.drawnAt(target), spreads.get(edge.id));
        const isSelected = props.selection.kind === 'edge' && props.selection.edgeId === edge.id;
        const select = () => props.onSelect({ kind: 'edge', edgeId: edge.id });
        const label = `${t('designer.workflowGraph.edge.title')}: ${source.data.node.name} → ${target.data.node.name}${edge.label ? ` (${edge.label})` : ''}`;
        return (
          <g key={edge.id} role="button" tabIndex={0} data-edge-id={edge.id} aria-label={label} aria-pressed={isSelected} onClick={select} onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && select()} style={{ cursor: 'pointer' }}>
            {edge.data.kind === 'branch' ? <title>{branchSummary({ ...edge.data.branch, nextNodeId: edge.target }, t) ?? edge.label}</title> : null}
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
      {props.preview ? <path d={linkPath(props.preview.from, props.preview.to).d} fill="none" stroke="#1677ff" strokeDasharray="4 4" /> : null}
    </svg>
  );
}
