import type { ValidationIssue } from '@wharf/engine';
import type { WorkflowNode } from '@wharf/schemas';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorColour, headerColours } from './boxStyles';
import { IssueMark } from './NodeCard';

/** The head of a condition group: add a branch, delete the group; its own issues (no default branch…) show here. */
export function GroupHead(props: { node: WorkflowNode; issues: readonly ValidationIssue[]; isReadOnly?: boolean; onAddBranch(): void; onDelete(): void; onSelect(): void }) {
  const { t } = useTranslation();
  return (
    <div data-node-id={props.node.nodeId} data-node-type="condition" data-has-issues={props.issues.length > 0 ? 'true' : undefined} style={{ display: 'flex', justifyContent: 'center' }}>
      <Space.Compact size="small">
        <Button size="small" style={{ color: headerColours.condition, borderColor: props.issues.length > 0 ? errorColour : headerColours.condition }} disabled={props.isReadOnly} onClick={props.onAddBranch}>
          {t('designer.workflow.canvas.addBranch')}
        </Button>
        <Button size="small" aria-label={t('designer.workflow.canvas.groupSettings', { name: props.node.name })} onClick={props.onSelect}>
          ⋯
        </Button>
        {!props.isReadOnly ? (
          <Popconfirm title={t('designer.workflow.canvas.deleteGroupConfirm')} okText={t('designer.workflow.canvas.delete')} cancelText={t('designer.workflow.canvas.cancel')} onConfirm={props.onDelete}>
            <Button size="small" danger aria-label={t('designer.workflow.canvas.deleteGroup', { name: props.node.name })}>
              ×
            </Button>
          </Popconfirm>
        ) : null}
      </Space.Compact>
      <span style={{ position: 'absolute', insetInlineEnd: -20, top: 4 }}>
        <IssueMark issues={props.issues} />
      </span>
    </div>
  );
}
