import { Handle, Position, useConnection, type NodeProps } from '@xyflow/react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeSummary } from '../../tree/model/nodeSummary';
import type { WorkflowNodeType } from '../model/graphTypes';
import type { CardNode } from './flowElements';

/** The colour that tells node types apart at a glance (the type is also written on the card). */
export const typeColours: Record<WorkflowNodeType, string> = { start: '#52c41a', approval: '#1677ff', condition: '#fa8c16', cc: '#722ed1', end: '#8c8c8c' };

const handleStyle = (colour: string, isShown: boolean): CSSProperties => ({ width: 12, height: 12, border: '2px solid #fff', background: colour, visibility: isShown ? 'visible' : 'hidden' });
/** While a link is being drawn, the whole card takes it (not just the small handle on top). */
const dropZoneStyle: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', transform: 'none', borderRadius: 0, border: 'none', background: 'transparent', opacity: 0 };

/**
 * One node on the canvas (every workflow node type): its type and name, who approves or is copied,
 * a red border and count when it has problems, and the handles links are drawn between — out at the
 * bottom (not on end nodes), in at the top (not on the start). While a link is drawn from another
 * node, the card itself is where it is dropped; dropping on the start is refused with the reason.
 */
export function GraphNodeCard({ id, type, data, selected, isConnectable }: NodeProps<CardNode>) {
  const { t } = useTranslation();
  const isDrawnFromElsewhere = useConnection((connection) => connection.inProgress && connection.fromNode.id !== id);
  const typeName = t(`designer.workflowGraph.nodeType.${type}`);
  const issueCount = data.issues.length;
  // Who approves or is copied, as the tree designer's cards say it.
  const summary = type === 'start' ? undefined : nodeSummary(data.node, t);
  const frame = `2px solid ${issueCount > 0 ? '#ff4d4f' : selected ? '#1677ff' : '#d9d9d9'}`;
  const isRound = type === 'start' || type === 'end';
  return (
    <div
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        padding: '4px 10px',
        background: '#fff',
        borderRadius: isRound ? 36 : 6,
        // Sides set one by one: React warns when a shorthand and one of its sides change together.
        borderTop: frame,
        borderRight: frame,
        borderBottom: frame,
        borderLeft: `6px solid ${typeColours[type]}`,
        boxShadow: selected ? '0 0 0 3px rgba(22,119,255,0.25)' : '0 1px 2px rgba(0,0,0,0.08)',
        cursor: isConnectable ? 'move' : 'pointer',
        textAlign: 'left',
      }}
    >
      <div style={{ fontSize: 12, color: typeColours[type] }}>
        {type === 'condition' ? '◇ ' : ''}
        {typeName}
        {issueCount > 0 ? (
          <span style={{ float: 'right', color: '#ff4d4f' }} aria-label={t('designer.workflowGraph.nodeIssues', { count: issueCount })}>
            ⚠ {issueCount}
          </span>
        ) : null}
      </div>
      <div style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{data.node.name}</div>
      {summary ? <div style={{ fontSize: 12, color: '#8c8c8c', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{summary}</div> : null}
      {/* The first target handle is where links arrive; it is measured before any drop zone shows. */}
      {type !== 'start' ? <Handle type="target" position={Position.Top} isConnectable={isConnectable} isConnectableStart={false} isConnectableEnd={isConnectable} style={handleStyle(typeColours[type], isConnectable)} /> : null}
      {type !== 'end' ? (
        <Handle
          type="source"
          position={Position.Bottom}
          isConnectable={isConnectable}
          isConnectableStart={isConnectable}
          isConnectableEnd={false}
          aria-label={isConnectable ? `${t('designer.workflowGraph.handle.out')}: ${data.node.name}` : undefined}
          title={isConnectable ? t('designer.workflowGraph.handle.out') : undefined}
          style={{ ...handleStyle(typeColours[type], isConnectable), cursor: 'crosshair' }}
        />
      ) : null}
      {isConnectable && isDrawnFromElsewhere ? <Handle id="drop" type="target" position={Position.Top} isConnectableStart={false} aria-label={t('designer.workflowGraph.dropHere', { name: data.node.name })} style={dropZoneStyle} /> : null}
    </div>
  );
}
