import type { WorkflowBranch, WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalNodePanel, BranchPanel, CcNodePanel, graphApproverTypes, NodeNameField, PanelField, type ApproverType, type WorkflowDirectory, type WorkflowFormField } from '../../panel';
import type { DesignIssue } from '../model/nodeIssues';
import { LinkTargetSelect } from './LinkTargetSelect';
import { SectionTitle } from '../../../shared/headings/SectionTitle';

export interface NodeInspectorProps {
  definition: WorkflowDefinition;
  node: WorkflowNode;
  issues: readonly DesignIssue[];
  directory?: WorkflowDirectory;
  formFields: readonly WorkflowFormField[];
  readOnly: boolean;
  onChange(patch: Partial<WorkflowNode>, coalesce?: string): void;
  /** Sets (or with undefined clears) the node's `nextNodeId`. */
  onNext(target: string | undefined): void;
  onBranchChange(index: number, branch: WorkflowBranch, coalesce?: string): void;
  onBranchTarget(index: number, target: string): void;
  onBranchRemove(index: number): void;
  /** A new branch into `target` (the keyboard way of drawing a link out of the condition node). */
  onBranchAdd(target: string): void;
  onRemove(): void;
}

/** The old designer's approver selections, plus the node's own type when another designer chose one outside them. */
function approverTypesFor(node: WorkflowNode): readonly ApproverType[] {
  return node.approverType && !graphApproverTypes.includes(node.approverType) ? [...graphApproverTypes, node.approverType] : graphApproverTypes;
}

/**
 * The selected node's settings: the shared property panels (approver selection by user, department,
 * role, position or relation; modes; empty approver; rejection; deadline; field permissions; cc), where
 * the node leads (next node, or a condition node's branches with their conditions and targets) and
 * its problems.
 */
export function NodeInspector(props: NodeInspectorProps) {
  const { t } = useTranslation();
  const { node, readOnly } = props;
  const panelProps = { node, onChange: props.onChange, directory: props.directory, formFields: props.formFields, disabled: readOnly };
  return (
    <div data-inspector={`node:${node.nodeId}`}>
      <SectionTitle style={{ marginTop: 0 }}>
        {t(`designer.workflowGraph.nodeType.${node.nodeType}`)} <Typography.Text type="secondary">{node.nodeId}</Typography.Text>
      </SectionTitle>
      {props.issues.length > 0 ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('designer.workflowGraph.nodeIssues', { count: props.issues.length })} description={<ul style={{ margin: 0, paddingLeft: 16 }}>{props.issues.map((issue, i) => <li key={i}>{issue.message}</li>)}</ul>} /> : null}
      {node.nodeType === 'approval' ? <ApprovalNodePanel {...panelProps} approverTypes={approverTypesFor(node)} /> : null}
      {node.nodeType === 'cc' ? <CcNodePanel {...panelProps} /> : null}
      {node.nodeType === 'start' || node.nodeType === 'condition' || node.nodeType === 'end' ? <NodeNameField node={node} onChange={props.onChange} disabled={readOnly} /> : null}
      {node.nodeType !== 'condition' && node.nodeType !== 'end' ? (
        <PanelField label={t('designer.workflowGraph.node.next')}>
          <LinkTargetSelect label={t('designer.workflowGraph.node.next')} definition={props.definition} source={node.nodeId} value={node.nextNodeId} allowClear disabled={readOnly} onChange={props.onNext} />
        </PanelField>
      ) : null}
      {node.nodeType === 'condition' ? <BranchList {...props} /> : null}
      {node.nodeType !== 'start' && !readOnly ? (
        <Button danger onClick={props.onRemove} style={{ marginTop: 8 }}>
          {t('designer.workflowGraph.remove')}
        </Button>
      ) : null}
    </div>
  );
}

/** A condition node's branches, in priority order as stored: each one's settings, target and removal. */
function BranchList(props: NodeInspectorProps) {
  const { t } = useTranslation();
  const branches = props.node.branches ?? [];
  return (
    <PanelField label={t('designer.workflowGraph.branch.title')} hint={t('designer.workflowGraph.branch.drawHint')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {branches.map((branch, index) => (
          <Card key={index} size="small" data-branch={index} title={branch.name || `#${index + 1}`}>
            <BranchPanel branch={branch} branchKey={`${props.node.nodeId}:${index}`} formFields={props.formFields} disabled={props.readOnly} onChange={(next, coalesce) => props.onBranchChange(index, next, coalesce)} />
            <PanelField label={t('designer.workflowGraph.branch.target')}>
              <LinkTargetSelect label={`${t('designer.workflowGraph.branch.target')}: ${branch.name}`} definition={props.definition} source={props.node.nodeId} value={branch.nextNodeId} disabled={props.readOnly} onChange={(target) => target && props.onBranchTarget(index, target)} />
            </PanelField>
            {!props.readOnly ? (
              <Button size="small" danger onClick={() => props.onBranchRemove(index)}>
                {t('designer.workflowGraph.branch.remove')}
              </Button>
            ) : null}
          </Card>
        ))}
        {!props.readOnly ? <LinkTargetSelect label={t('designer.workflowGraph.branch.addTo')} definition={props.definition} source={props.node.nodeId} value={undefined} onChange={(target) => target && props.onBranchAdd(target)} /> : null}
      </Space>
    </PanelField>
  );
}
