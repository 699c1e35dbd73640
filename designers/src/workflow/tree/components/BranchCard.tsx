import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ValidationIssue } from '@wharf/engine';
import type { WorkflowBranch } from '@wharf/schemas';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchSummary } from '../model/nodeSummary';
import { cardBody, cardFrame, cardHeader, headerColours } from './boxStyles';
import { IssueMark } from './NodeCard';

export interface BranchCardProps {
  branch: WorkflowBranch;
  branchIndex: number;
  branchCount: number;
  isSelected: boolean;
  issues: readonly ValidationIssue[];
  labelOf(fieldKey: string): string;
  isReadOnly?: boolean;
  onSelect(): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** One branch of a condition group: its name and priority, its conditions in short, move left/right and remove. */
export function BranchCard(props: BranchCardProps) {
  const { t } = useTranslation();
  const { branch, branchIndex, branchCount } = props;
  const summary = branchSummary(branch, t, props.labelOf);
  const small = { height: 18, width: 18, minWidth: 18 };
  const stop = (action: () => void) => (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    action();
  };
  return (
    <div
      // A group, not a button: it holds buttons of its own (delete, move), and a button may not contain
      // others (axe nested-interactive). Focusable, Enter or Space selects it; aria-current marks the selected one.
      role="group"
      tabIndex={0}
      aria-label={t('designer.workflow.canvas.branchLabel', { name: branch.name, priority: branchIndex + 1 })}
      aria-current={props.isSelected ? true : undefined}
      data-branch={`${branchIndex}`}
      data-has-issues={props.issues.length > 0 ? 'true' : undefined}
      style={cardFrame(props.isSelected, props.issues.length > 0)}
      onClick={props.onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          props.onSelect();
        }
      }}
    >
      <div style={cardHeader(headerColours.condition!)}>
        {!props.isReadOnly && branchIndex > 0 ? <Button size="small" type="text" style={small} aria-label={t('designer.workflow.canvas.moveLeft', { name: branch.name })} icon={<LeftOutlined style={{ color: '#fff' }} />} onClick={stop(() => props.onMove(branchIndex - 1))} /> : null}
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{branch.name}</span>
        <span>{t('designer.workflow.canvas.priority', { priority: branchIndex + 1 })}</span>
        <IssueMark issues={props.issues} />
        {!props.isReadOnly && branchIndex < branchCount - 1 ? <Button size="small" type="text" style={{ ...small, marginInlineStart: props.issues.length > 0 ? 0 : 'auto' }} aria-label={t('designer.workflow.canvas.moveRight', { name: branch.name })} icon={<RightOutlined style={{ color: '#fff' }} />} onClick={stop(() => props.onMove(branchIndex + 1))} /> : null}
        {!props.isReadOnly ? <Button size="small" type="text" style={small} aria-label={t('designer.workflow.canvas.removeBranch', { name: branch.name })} icon={<CloseOutlined style={{ color: '#fff' }} />} onClick={stop(props.onRemove)} /> : null}
      </div>
      <div style={cardBody}>{summary === undefined ? <Typography.Text type="danger">{t('designer.workflow.summary.choose.condition')}</Typography.Text> : <Typography.Text>{summary}</Typography.Text>}</div>
    </div>
  );
}
