import type { WorkflowBranch } from '@wharf/schemas';
import { Checkbox, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchConditionEditor } from './BranchConditionEditor';
import { PanelField } from './PanelField';
import type { WorkflowFormField } from './types';

export interface BranchPanelProps {
  branch: WorkflowBranch;
  onChange(next: WorkflowBranch, coalesce?: string): void;
  formFields: readonly WorkflowFormField[];
  /** Distinguishes typing in two branches' name boxes. */
  branchKey: string;
  disabled?: boolean;
}

/** One branch of a condition group: its name, whether it is the default, its conditions. */
export function BranchPanel({ branch, onChange, formFields, branchKey, disabled }: BranchPanelProps) {
  const { t } = useTranslation();
  return (
    <div data-panel="branch">
      <PanelField label={t('designer.workflow.branch.name')} error={branch.name.trim() === '' ? t('designer.workflow.node.nameMissing') : undefined}>
        <Input aria-label={t('designer.workflow.branch.name')} maxLength={100} disabled={disabled} value={branch.name} onChange={(event) => onChange({ ...branch, name: event.target.value }, `branch:${branchKey}`)} />
      </PanelField>
      <PanelField label={t('designer.workflow.branch.default')} hint={t('designer.workflow.branch.defaultHint')}>
        <Checkbox
          aria-label={t('designer.workflow.branch.default')}
          disabled={disabled}
          checked={branch.isDefault === true}
          onChange={(event) => {
            const { isDefault: _was, conditionGroups, ...rest } = branch;
            onChange(event.target.checked ? { ...rest, isDefault: true } : { ...rest, conditionGroups: conditionGroups ?? [] });
          }}
        />
      </PanelField>
      {branch.isDefault === true ? (
        <Typography.Paragraph type="secondary">{t('designer.workflow.branch.defaultTaken')}</Typography.Paragraph>
      ) : (
        <PanelField label={t('designer.workflow.branch.conditions')}>
          <BranchConditionEditor value={branch.conditionGroups} fields={formFields} disabled={disabled} onChange={(conditionGroups) => onChange({ ...branch, conditionGroups })} />
        </PanelField>
      )}
    </div>
  );
}
