import type { WorkflowNode } from '@wharf/schemas';
import { InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DirectorySelect } from './DirectorySelect';
import { PanelField } from './PanelField';
import type { DirectorySource, WorkflowDirectory } from './types';

export type ApproverType = NonNullable<WorkflowNode['approverType']>;

/** The new designer's approver sources (spec §6); the old designer passes its own list. */
export const treeApproverTypes: readonly ApproverType[] = ['person', 'member', 'role', 'division', 'department', 'position', 'manager', 'selfSelect'];
/** The old designer's selections: user, department, role, position, relation (spec §6). */
export const graphApproverTypes: readonly ApproverType[] = ['person', 'department', 'role', 'position', 'relation'];

/** The directory list each approver type picks codes from (relation codes are fixed; manager and selfSelect pick none). */
export const approverSourceOf: Readonly<Partial<Record<ApproverType, DirectorySource>>> = {
  member: 'users',
  person: 'users',
  role: 'roles',
  division: 'divisions',
  department: 'departments',
  position: 'positions',
};

export const relationCodes = ['initiatorDeptHead', 'initiatorParentDeptHead'] as const;

/** The part of a node the approver source editor changes. */
export type ApproverSource = Pick<WorkflowNode, 'approverType' | 'approverIds' | 'managerLevel'>;

export interface ApproverSourceEditorProps {
  value: ApproverSource;
  onChange(next: ApproverSource): void;
  directory?: WorkflowDirectory;
  /** The approver types offered (default: the new designer's). */
  types?: readonly ApproverType[];
  disabled?: boolean;
}

/**
 * Who approves: the type (persons, members, role, division, department, position, the initiator's
 * manager N levels up, the initiator's own choice, or a relation) and the codes of that type.
 * Changing the type clears codes of the old type, since a role code is no username.
 */
export function ApproverSourceEditor(props: ApproverSourceEditorProps) {
  const { t } = useTranslation();
  const type = props.value.approverType;
  const types = props.types ?? treeApproverTypes;
  const source = type ? approverSourceOf[type] : undefined;
  const change = (next: ApproverType) => {
    if (next === type) return;
    props.onChange({ approverType: next, approverIds: next === 'manager' || next === 'selfSelect' ? undefined : [], managerLevel: next === 'manager' ? (props.value.managerLevel ?? 1) : undefined });
  };
  return (
    <>
      <PanelField label={t('designer.workflow.approver.type')}>
        <Select<ApproverType>
          aria-label={t('designer.workflow.approver.type')}
          style={{ width: '100%' }}
          disabled={props.disabled}
          value={type}
          options={types.map((each) => ({ value: each, label: t(`designer.workflow.approver.types.${each}`) }))}
          onChange={change}
        />
      </PanelField>
      {type === 'manager' ? (
        <PanelField label={t('designer.workflow.approver.managerLevel')} hint={t('designer.workflow.approver.managerLevelHint')}>
          <InputNumber
            aria-label={t('designer.workflow.approver.managerLevel')}
            min={1}
            max={10}
            precision={0}
            disabled={props.disabled}
            value={props.value.managerLevel ?? 1}
            onChange={(level) => props.onChange({ ...props.value, managerLevel: typeof level === 'number' ? level : 1 })}
          />
        </PanelField>
      ) : null}
      {type === 'selfSelect' ? <Typography.Paragraph type="secondary">{t('designer.workflow.approver.selfSelectHint')}</Typography.Paragraph> : null}
      {type && type !== 'manager' && type !== 'selfSelect' ? (
        <PanelField label={t(`designer.workflow.approver.ids.${type}`)}>
          <DirectorySelect
            label={t(`designer.workflow.approver.ids.${type}`)}
            value={props.value.approverIds}
            directory={props.directory}
            source={source}
            options={type === 'relation' ? relationCodes.map((code) => ({ value: code, label: t(`designer.workflow.approver.relations.${code}`) })) : undefined}
            disabled={props.disabled}
            onChange={(approverIds) => props.onChange({ ...props.value, approverIds })}
          />
        </PanelField>
      ) : null}
    </>
  );
}
