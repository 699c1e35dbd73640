import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import type { ValidationIssue } from '@wharf/engine';
import type { WorkflowNode } from '@wharf/schemas';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeSummary } from '../model/nodeSummary';
import { cardBody, cardFrame, cardHeader, errorColour, headerColours } from './boxStyles';

export interface NodeCardProps {
  node: WorkflowNode;
  isSelected: boolean;
  issues: readonly ValidationIssue[];
  isReadOnly?: boolean;
  onSelect(): void;
  onDelete?(): void;
}

/** The issues of a box as a red mark with their messages (hover, and read by screen readers). */
export function IssueMark({ issues }: { issues: readonly ValidationIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  const text = issues.map((issue) => issue.message).join('\n');
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}>
      <span role="img" aria-label={t('designer.workflow.canvas.issues', { count: issues.length, messages: text })} style={{ color: errorColour, marginInlineStart: 'auto' }}>
        <ExclamationCircleFilled />
      </span>
    </Tooltip>
  );
}

/**
 * A node on the tree: a coloured header with the type, the node's name, and who approves or is
 * copied (in red while still to be chosen). Start and end are small and cannot be deleted.
 */
export function NodeCard({ node, isSelected, issues, isReadOnly, onSelect, onDelete }: NodeCardProps) {
  const { t } = useTranslation();
  const summary = nodeSummary(node, t);
  const needsChoice = (node.nodeType === 'approval' || node.nodeType === 'cc') && summary === undefined;
  if (node.nodeType === 'end') {
    return (
      <div data-node-id={node.nodeId} data-node-type="end" style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#595959', gap: 6 }}>
        <span style={{ width: 10, height: 10, borderRadius: 5, background: '#bfbfbf' }} />
        {node.name}
        <IssueMark issues={issues} />
      </div>
    );
  }
  return (
    <div
      // A group, not a button: it holds buttons of its own (delete, move), and a button may not contain
      // others (axe nested-interactive). Focusable, Enter or Space selects it; aria-current marks the selected one.
      role="group"
      tabIndex={0}
      aria-label={t('designer.workflow.canvas.nodeLabel', { type: t(`designer.workflow.nodeTypes.${node.nodeType}`), name: node.name })}
      aria-current={isSelected ? true : undefined}
      data-node-id={node.nodeId}
      data-node-type={node.nodeType}
      data-has-issues={issues.length > 0 ? 'true' : undefined}
      style={cardFrame(isSelected, issues.length > 0)}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
    >
      <div style={cardHeader(headerColours[node.nodeType] ?? '#8c8c8c')}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{node.name}</span>
        <IssueMark issues={issues} />
        {onDelete && !isReadOnly ? (
          <Button
            size="small"
            type="text"
            aria-label={t('designer.workflow.canvas.deleteNode', { name: node.name })}
            icon={<CloseOutlined style={{ color: '#fff' }} />}
            style={{ marginInlineStart: issues.length > 0 ? 0 : 'auto', height: 18, width: 18, minWidth: 18 }}
            onClick={(event) => {
              event.stopPropagation();
              onDelete();
            }}
          />
        ) : null}
      </div>
      <div style={cardBody}>
        {needsChoice ? <Typography.Text type="danger">{t(`designer.workflow.summary.choose.${node.nodeType}`)}</Typography.Text> : <Typography.Text>{summary ?? ''}</Typography.Text>}
      </div>
    </div>
  );
}
