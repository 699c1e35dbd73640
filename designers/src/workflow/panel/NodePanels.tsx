import type { WorkflowNode } from '@wharf/schemas';
import { Collapse, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApprovalModeEditor, DeadlineEditor, EmptyApproverEditor, RejectAndInitiatorEditor } from './ApprovalSettings';
import { ApproverSourceEditor, type ApproverType } from './ApproverSourceEditor';
import { DirectorySelect } from './DirectorySelect';
import { FieldPermissionTable } from './FieldPermissionTable';
import { PanelField } from './PanelField';
import type { WorkflowDirectory, WorkflowFormField } from './types';

export interface NodePanelProps {
  node: WorkflowNode;
  /** A change of the node's own settings; `coalesce` groups typing in one box into one undo step. */
  onChange(patch: Partial<WorkflowNode>, coalesce?: string): void;
  directory?: WorkflowDirectory;
  formFields: readonly WorkflowFormField[];
  /** The approver types offered (the old designer passes its own). */
  approverTypes?: readonly ApproverType[];
  disabled?: boolean;
}

/** The node's name, edited in place. */
export function NodeNameField({ node, onChange, disabled }: Pick<NodePanelProps, 'node' | 'onChange' | 'disabled'>) {
  const { t } = useTranslation();
  return (
    <PanelField label={t('designer.workflow.node.name')} error={node.name.trim() === '' ? t('designer.workflow.node.nameMissing') : undefined}>
      <Input aria-label={t('designer.workflow.node.name')} maxLength={100} disabled={disabled} value={node.name} onChange={(event) => onChange({ name: event.target.value }, `name:${node.nodeId}`)} />
    </PanelField>
  );
}

/** An approval node: who approves and how, what happens without approvers or past the deadline, what each field allows. */
export function ApprovalNodePanel(props: NodePanelProps) {
  const { t } = useTranslation();
  const { node, onChange, directory, disabled } = props;
  const settings = { node, onChange: (patch: Partial<WorkflowNode>) => onChange(patch), directory, disabled };
  return (
    <div data-panel="approval">
      <NodeNameField node={node} onChange={onChange} disabled={disabled} />
      <ApproverSourceEditor value={node} types={props.approverTypes} directory={directory} disabled={disabled} onChange={(source) => onChange({ approverType: source.approverType, approverIds: source.approverIds, managerLevel: source.managerLevel })} />
      <ApprovalModeEditor {...settings} />
      <EmptyApproverEditor {...settings} />
      <RejectAndInitiatorEditor {...settings} />
      <DeadlineEditor {...settings} />
      <Collapse
        size="small"
        items={[
          {
            key: 'fields',
            label: t('designer.workflow.fields.title'),
            children: <FieldPermissionTable fields={props.formFields} value={node.fieldPermissions} fallback="readOnly" disabled={disabled} onChange={(fieldPermissions) => onChange({ fieldPermissions })} />,
          },
        ]}
      />
    </div>
  );
}

/** A cc node: persons (usernames) or roles to copy. */
export function CcNodePanel(props: NodePanelProps) {
  const { t } = useTranslation();
  const { node, onChange, disabled } = props;
  const ccType = node.ccType ?? 'person';
  return (
    <div data-panel="cc">
      <NodeNameField node={node} onChange={onChange} disabled={disabled} />
      <PanelField label={t('designer.workflow.cc.type')}>
        <Radio.Group aria-label={t('designer.workflow.cc.type')} disabled={disabled} value={ccType} onChange={(event) => onChange({ ccType: event.target.value as 'person' | 'role', ccIds: [] })}>
          <Radio value="person">{t('designer.workflow.cc.person')}</Radio>
          <Radio value="role">{t('designer.workflow.cc.role')}</Radio>
        </Radio.Group>
      </PanelField>
      <PanelField label={t(`designer.workflow.cc.ids.${ccType}`)}>
        <DirectorySelect label={t(`designer.workflow.cc.ids.${ccType}`)} value={node.ccIds} directory={props.directory} source={ccType === 'role' ? 'roles' : 'users'} disabled={disabled} onChange={(ccIds) => onChange({ ccIds })} />
      </PanelField>
    </div>
  );
}
