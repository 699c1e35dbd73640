import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeSummary } from '../../tree/model/nodeSummary';
import { nodeSize } from '../model/canvasGeometry';
import type { GraphNode, GraphPoint } from '../model/graphTypes';
import type { DesignIssue } from '../model/nodeIssues';

/** The colour that tells node types apart at a glance (the type is also written on the card). */
const typeColours: Record<GraphNode['type'], string> = { start: '#52c41a', approval: '#1677ff', condition: '#fa8c16', cc: '#722ed1', end: '#8c8c8c' };

export interface GraphNodeCardProps {
  node: GraphNode;
  /** Where the card is drawn (the node's position while it is being dragged). */
  at: GraphPoint;
  isSelected: boolean;
  issues: readonly DesignIssue[];
  readOnly: boolean;
  onPointerDown(event: PointerEvent<HTMLDivElement>): void;
  onHandlePointerDown(event: PointerEvent<HTMLButtonElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  /** A click that was no drag (also what assistive technology sends): select the node. */
  onClick(): void;
}

/**
 * One node on the canvas: its type and name, a red border and count when it has problems (their
 * messages in the tooltip), and at the bottom the handle links are drawn from (not on end nodes).
 */
export function GraphNodeCard({ node, at, isSelected, issues, readOnly, onPointerDown, onHandlePointerDown, onKeyDown, onClick }: GraphNodeCardProps) {
  const { t } = useTranslation();
  const typeName = t(`designer.workflowGraph.nodeType.${node.type}`);
  const hasIssues = issues.length > 0;
  // Who approves or is copied, as the tree designer's cards say it.
  const summary = node.type === 'start' ? undefined : nodeSummary(node.data.node, t);
  const frame = `2px solid ${hasIssues ? '#ff4d4f' : isSelected ? '#1677ff' : '#d9d9d9'}`;
  return (
    <div
      role="button"
      tabIndex={0}
      data-node-id={node.id}
      aria-label={`${typeName}: ${node.data.node.name}`}
      aria-pressed={isSelected}
      aria-invalid={hasIssues}
      title={hasIssues ? issues.map((issue) => issue.message).join('\n') : undefined}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={onClick}
      style={{
        position: 'absolute',
        left: at.x,
        top: at.y,
        width: nodeSize.width,
        height: nodeSize.height,
        boxSizing: 'border-box',
        padding: '4px 10px',
        background: '#fff',
        borderRadius: node.type === 'start' || node.type === 'end' ? nodeSize.height / 2 : 6,
        // Sides set one by one: React warns when a shorthand and one of its sides change together.
        borderTop: frame,
        borderRight: frame,
        borderBottom: frame,
        borderLeft: `6px solid ${typeColours[node.type]}`,
        boxShadow: isSelected ? '0 0 0 3px rgba(22,119,255,0.25)' : '0 1px 2px rgba(0,0,0,0.08)',
        cursor: readOnly ? 'pointer' : 'move',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <div style={{ fontSize: 12, color: typeColours[node.type] }}>
        {node.type === 'condition' ? '◇ ' : ''}
        {typeName}
        {hasIssues ? <span style={{ float: 'right', color: '#ff4d4f' }} aria-label={t('designer.workflowGraph.nodeIssues', { count: issues.length })}>⚠ {issues.length}</span> : null}
      </div>
      <div style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{node.data.node.name}</div>
      {summary ? <div style={{ fontSize: 12, color: '#8c8c8c', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{summary}</div> : null}
      {node.type !== 'end' && !readOnly ? (
        <button
          type="button"
          aria-label={`${t('designer.workflowGraph.handle.out')}: ${node.data.node.name}`}
          title={t('designer.workflowGraph.handle.out')}
          onPointerDown={onHandlePointerDown}
          onClick={(event) => event.stopPropagation()}
          style={{ position: 'absolute', left: nodeSize.width / 2 - 9, bottom: -9, width: 14, height: 14, padding: 0, borderRadius: 7, border: '2px solid #fff', background: typeColours[node.type], cursor: 'crosshair' }}
        />
      ) : null}
    </div>
  );
}
