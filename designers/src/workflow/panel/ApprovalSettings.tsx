import type { WorkflowNode } from '@wharf/schemas';
import { Checkbox, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DirectorySelect } from './DirectorySelect';
import { PanelField } from './PanelField';
import type { WorkflowDirectory } from './types';

type Patch = (patch: Partial<WorkflowNode>) => void;
interface SettingProps {
  node: WorkflowNode;
  onChange: Patch;
  directory?: WorkflowDirectory;
  disabled?: boolean;
}

const multiModes = ['sequential', 'all', 'any', 'ratio'] as const;
const emptyModes = ['autoPass', 'toAdmin', 'toPerson'] as const;
const rejectModes = ['toInitiator', 'toPrevious', 'toAnyVisited'] as const;
const initiatorRules = ['approve', 'autoApprove', 'toManager'] as const;
const deadlineActions = ['remind', 'autoApprove', 'autoReject', 'escalate'] as const;

/** Several approvers: one after another, all agree, any one agrees, or a share of them (passRatio %). */
export function ApprovalModeEditor({ node, onChange, disabled }: SettingProps) {
  const { t } = useTranslation();
  return (
    <PanelField label={t('designer.workflow.mode.label')}>
      <Radio.Group
        aria-label={t('designer.workflow.mode.label')}
        disabled={disabled}
        value={node.multiMode}
        onChange={(event) => {
          const multiMode = event.target.value as (typeof multiModes)[number];
          onChange({ multiMode, passRatio: multiMode === 'ratio' ? (node.passRatio ?? 50) : undefined });
        }}
      >
        <Space orientation="vertical">
          {multiModes.map((mode) => (
            <Radio key={mode} value={mode}>
              {t(`designer.workflow.mode.${mode}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {node.multiMode === 'ratio' ? (
        <div style={{ marginTop: 8 }}>
          <InputNumber
            aria-label={t('designer.workflow.mode.passRatio')}
            suffix="%"
            min={1}
            max={100}
            precision={0}
            disabled={disabled}
            value={node.passRatio ?? 50}
            onChange={(ratio) => onChange({ passRatio: typeof ratio === 'number' ? ratio : 50 })}
          />
        </div>
      ) : null}
    </PanelField>
  );
}

/** No approver found: pass on, forward to the tenant administrator, or to a named person. */
export function EmptyApproverEditor({ node, onChange, directory, disabled }: SettingProps) {
  const { t } = useTranslation();
  const missingPerson = node.emptyApprover === 'toPerson' && !node.emptyApproverId;
  return (
    <PanelField label={t('designer.workflow.empty.label')} error={missingPerson ? t('designer.workflow.empty.personMissing') : undefined}>
      <Select
        aria-label={t('designer.workflow.empty.label')}
        style={{ width: '100%' }}
        disabled={disabled}
        value={node.emptyApprover}
        options={emptyModes.map((mode) => ({ value: mode, label: t(`designer.workflow.empty.${mode}`) }))}
        onChange={(emptyApprover: (typeof emptyModes)[number]) => onChange({ emptyApprover, emptyApproverId: emptyApprover === 'toPerson' ? node.emptyApproverId : undefined })}
      />
      {node.emptyApprover === 'toPerson' ? (
        <div style={{ marginTop: 8 }}>
          <DirectorySelect
            single
            label={t('designer.workflow.empty.person')}
            value={node.emptyApproverId ? [node.emptyApproverId] : []}
            directory={directory}
            source="users"
            disabled={disabled}
            onChange={(ids) => onChange({ emptyApproverId: ids[0] })}
          />
        </div>
      ) : null}
    </PanelField>
  );
}

/** Initiator among the approvers; where a rejection goes; whether a resubmit returns to the returner. */
export function RejectAndInitiatorEditor({ node, onChange, disabled }: SettingProps) {
  const { t } = useTranslation();
  return (
    <>
      <PanelField label={t('designer.workflow.initiator.label')}>
        <Select
          aria-label={t('designer.workflow.initiator.label')}
          style={{ width: '100%' }}
          disabled={disabled}
          value={node.initiatorIsApprover ?? 'approve'}
          options={initiatorRules.map((rule) => ({ value: rule, label: t(`designer.workflow.initiator.${rule}`) }))}
          onChange={(rule: (typeof initiatorRules)[number]) => onChange({ initiatorIsApprover: rule === 'approve' && node.initiatorIsApprover === undefined ? undefined : rule })}
        />
      </PanelField>
      <PanelField label={t('designer.workflow.reject.label')}>
        <Select
          aria-label={t('designer.workflow.reject.label')}
          style={{ width: '100%' }}
          disabled={disabled}
          value={node.rejectMode}
          options={rejectModes.map((mode) => ({ value: mode, label: t(`designer.workflow.reject.${mode}`) }))}
          onChange={(rejectMode: (typeof rejectModes)[number]) => onChange({ rejectMode })}
        />
        <Checkbox style={{ marginTop: 8 }} disabled={disabled} checked={node.resubmitToReturner === true} onChange={(event) => onChange({ resubmitToReturner: event.target.checked ? true : undefined })}>
          {t('designer.workflow.reject.resubmitToReturner')}
        </Checkbox>
      </PanelField>
    </>
  );
}

/** A deadline in hours (0 off) and what happens when it passes; escalation names a person. */
export function DeadlineEditor({ node, onChange, directory, disabled }: SettingProps) {
  const { t } = useTranslation();
  const hours = node.deadlineHours ?? 0;
  const missingPerson = node.deadlineAction === 'escalate' && !node.escalateToId;
  return (
    <PanelField label={t('designer.workflow.deadline.label')} hint={t('designer.workflow.deadline.hint')} error={missingPerson ? t('designer.workflow.deadline.personMissing') : undefined}>
      <Space wrap>
        <InputNumber
          aria-label={t('designer.workflow.deadline.hours')}
          suffix={t('designer.workflow.deadline.hoursUnit')}
          min={0}
          max={8760}
          precision={0}
          disabled={disabled}
          value={hours}
          onChange={(value) => {
            const deadlineHours = typeof value === 'number' ? value : 0;
            onChange(deadlineHours === 0 ? { deadlineHours, deadlineAction: undefined, escalateToId: undefined } : { deadlineHours, deadlineAction: node.deadlineAction ?? 'remind' });
          }}
        />
        {hours > 0 ? (
          <Select
            aria-label={t('designer.workflow.deadline.action')}
            style={{ minWidth: 160 }}
            disabled={disabled}
            value={node.deadlineAction ?? 'remind'}
            options={deadlineActions.map((action) => ({ value: action, label: t(`designer.workflow.deadline.${action}`) }))}
            onChange={(deadlineAction: (typeof deadlineActions)[number]) => onChange({ deadlineAction, escalateToId: deadlineAction === 'escalate' ? node.escalateToId : undefined })}
          />
        ) : null}
      </Space>
      {hours > 0 && node.deadlineAction === 'escalate' ? (
        <div style={{ marginTop: 8 }}>
          <DirectorySelect single label={t('designer.workflow.deadline.escalateTo')} value={node.escalateToId ? [node.escalateToId] : []} directory={directory} source="users" disabled={disabled} onChange={(ids) => onChange({ escalateToId: ids[0] })} />
        </div>
      ) : null}
    </PanelField>
  );
}
