import type { ValidationIssue } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalNodePanel, BranchPanel, CcNodePanel, FieldPermissionTable, NodeNameField, PanelField, ProcessPanel, patchNode, patchProcess, type DirectoryOption, type WorkflowDirectory, type WorkflowFormField } from '../../panel';
import { branchIndexOf, type DesignIssues } from '../model/designIssues';
import { updateBranch, updateNode } from '../model/treeEdits';
import type { WorkflowSelection } from '../model/workflowStore';
import { SectionTitle } from '../../../shared/headings/SectionTitle';

export interface PropertyPanelProps {
  definition: WorkflowDefinition;
  selection: WorkflowSelection;
  issues: DesignIssues;
  formFields: readonly WorkflowFormField[];
  forms: readonly DirectoryOption[];
  directory?: WorkflowDirectory;
  isKeyEditable: boolean;
  isReadOnly?: boolean;
  apply(edit: (definition: WorkflowDefinition) => WorkflowDefinition, coalesce?: string): void;
}

/** Process settings whose problems the process panel shows beside the field itself. */
const fieldPaths = new Set(['/processKey', '/processName', '/businessType', '/billType', '/formCode']);

function IssueList({ issues }: { issues: readonly ValidationIssue[] }) {
  if (issues.length === 0) return null;
  return <Alert type="error" showIcon style={{ marginBottom: 12 }} title={issues.map((issue) => <div key={`${issue.path}|${issue.code}|${issue.message}`}>{issue.message}</div>)} />;
}

/** The settings of what is selected: the process, an approval or cc node, the start node, a condition group or one of its branches. */
export function PropertyPanel(props: PropertyPanelProps) {
  const { t } = useTranslation();
  const { definition, selection, apply } = props;
  const disabled = props.isReadOnly;
  if (selection.kind === 'process') {
    return (
      <>
        <SectionTitle>{t('designer.workflow.panel.process')}</SectionTitle>
        <IssueList issues={props.issues.process.filter((issue) => !fieldPaths.has(issue.path))} />
        <ProcessPanel definition={definition} isKeyEditable={props.isKeyEditable} forms={props.forms} directory={props.directory} formFields={props.formFields} issues={props.issues.process} disabled={disabled} onChange={(patch, coalesce) => apply((current) => patchProcess(current, patch), coalesce)} />
      </>
    );
  }
  const nodeId = selection.kind === 'node' ? selection.nodeId : selection.conditionId;
  const node = definition.nodes.find((each) => each.nodeId === nodeId);
  if (!node) return null;
  const nodeIssues = props.issues.byNode.get(nodeId) ?? [];
  const onNodeChange = (patch: Parameters<typeof patchNode>[1], coalesce?: string) => apply((current) => updateNode(current, nodeId, (each) => patchNode(each, patch)), coalesce);
  if (selection.kind === 'branch') {
    const branch = node.branches?.[selection.branchIndex];
    if (!branch) return null;
    return (
      <>
        <SectionTitle>{t('designer.workflow.panel.branch', { group: node.name })}</SectionTitle>
        <IssueList issues={nodeIssues.filter((issue) => branchIndexOf(issue.path) === selection.branchIndex)} />
        <BranchPanel branch={branch} branchKey={`${nodeId}.${selection.branchIndex}`} formFields={props.formFields} disabled={disabled} onChange={(next, coalesce) => apply((current) => updateBranch(current, nodeId, selection.branchIndex, () => next), coalesce)} />
      </>
    );
  }
  const common = { node, onChange: onNodeChange, directory: props.directory, formFields: props.formFields, disabled };
  return (
    <>
      <SectionTitle>{t(`designer.workflow.nodeTypes.${node.nodeType}`)}</SectionTitle>
      <IssueList issues={nodeIssues} />
      {node.nodeType === 'approval' ? <ApprovalNodePanel {...common} /> : null}
      {node.nodeType === 'cc' ? <CcNodePanel {...common} /> : null}
      {node.nodeType === 'condition' ? <NodeNameField node={node} onChange={onNodeChange} disabled={disabled} /> : null}
      {node.nodeType === 'start' ? (
        <>
          <NodeNameField node={node} onChange={onNodeChange} disabled={disabled} />
          <PanelField label={t('designer.workflow.fields.atStart')}>
            <FieldPermissionTable fields={props.formFields} value={definition.fieldPermissions} fallback="editable" disabled={disabled} onChange={(fieldPermissions) => apply((current) => patchProcess(current, { fieldPermissions }))} />
          </PanelField>
        </>
      ) : null}
      {node.nodeType === 'end' ? <NodeNameField node={node} onChange={onNodeChange} disabled={disabled} /> : null}
      <PanelField label={t('designer.workflow.node.id')}>
        <Input aria-label={t('designer.workflow.node.id')} value={node.nodeId} disabled />
      </PanelField>
    </>
  );
}
