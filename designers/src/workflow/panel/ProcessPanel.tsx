import type { ValidationIssue } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { Checkbox, Collapse, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DirectorySelect } from './DirectorySelect';
import { FieldPermissionTable } from './FieldPermissionTable';
import { PanelField } from './PanelField';
import type { DirectoryOption, DirectorySource, WorkflowDirectory, WorkflowFormField } from './types';

/** The process-level settings (everything of the definition but its nodes). */
export type ProcessSettings = Omit<WorkflowDefinition, 'nodes'>;

export interface ProcessPanelProps {
  definition: WorkflowDefinition;
  onChange(patch: Partial<ProcessSettings>, coalesce?: string): void;
  /** The key may still change (a new definition); a saved one keeps it. */
  isKeyEditable: boolean;
  forms?: readonly DirectoryOption[];
  directory?: WorkflowDirectory;
  formFields: readonly WorkflowFormField[];
  /** Issues of the process settings, shown under the field their path names. */
  issues?: readonly ValidationIssue[];
  disabled?: boolean;
}

type PromoterType = NonNullable<WorkflowDefinition['promoter']>['promoterType'];
const promoterSources: Record<PromoterType, DirectorySource | undefined> = { all: undefined, persons: 'users', division: 'divisions', role: 'roles' };

/**
 * Key, name, business and bill type (all required, spec §5), remark and bound form; who may start it
 * (all or roles) and who the promoters are (all, persons, division, role); whether the initiator may
 * withdraw; what each form field allows when starting.
 */
export function ProcessPanel(props: ProcessPanelProps) {
  const { t } = useTranslation();
  const { definition, onChange, disabled } = props;
  const errorAt = (path: string) => props.issues?.filter((issue) => issue.path === path).map((issue) => issue.message).join(' ') || undefined;
  const text = (key: 'processKey' | 'processName' | 'businessType' | 'billType', max: number) => (
    <PanelField label={t(`designer.workflow.process.${key}`)} error={errorAt(`/${key}`)}>
      <Input
        aria-label={t(`designer.workflow.process.${key}`)}
        maxLength={max}
        disabled={disabled || (key === 'processKey' && !props.isKeyEditable)}
        value={definition[key]}
        onChange={(event) => onChange({ [key]: event.target.value }, `process:${key}`)}
      />
    </PanelField>
  );
  const start = definition.startPermission ?? { scope: 'all' as const };
  const promoter = definition.promoter ?? { promoterType: 'all' as const };
  const promoterSource = promoterSources[promoter.promoterType];
  return (
    <div data-panel="process">
      {text('processKey', 100)}
      {text('processName', 100)}
      {text('businessType', 100)}
      {text('billType', 100)}
      <PanelField label={t('designer.workflow.process.formCode')} error={errorAt('/formCode')}>
        <Select
          aria-label={t('designer.workflow.process.formCode')}
          style={{ width: '100%' }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          disabled={disabled}
          value={definition.formCode}
          options={[...(props.forms ?? []), ...(definition.formCode && !props.forms?.some((form) => form.value === definition.formCode) ? [{ value: definition.formCode, label: definition.formCode }] : [])].map((form) => ({ value: form.value, label: form.label }))}
          onChange={(formCode: string | undefined) => onChange({ formCode: formCode || undefined })}
        />
      </PanelField>
      <PanelField label={t('designer.workflow.process.remark')}>
        <Input.TextArea aria-label={t('designer.workflow.process.remark')} maxLength={1000} rows={2} disabled={disabled} value={definition.remark ?? ''} onChange={(event) => onChange({ remark: event.target.value === '' ? undefined : event.target.value }, 'process:remark')} />
      </PanelField>
      <PanelField label={t('designer.workflow.process.startPermission')}>
        <Radio.Group aria-label={t('designer.workflow.process.startPermission')} disabled={disabled} value={start.scope} onChange={(event) => onChange({ startPermission: event.target.value === 'roles' ? { scope: 'roles', roleCodes: start.roleCodes ?? [] } : { scope: 'all' } })}>
          <Radio value="all">{t('designer.workflow.process.startAll')}</Radio>
          <Radio value="roles">{t('designer.workflow.process.startRoles')}</Radio>
        </Radio.Group>
        {start.scope === 'roles' ? (
          <div style={{ marginTop: 8 }}>
            <DirectorySelect label={t('designer.workflow.process.startRoleCodes')} value={start.roleCodes} directory={props.directory} source="roles" disabled={disabled} onChange={(roleCodes) => onChange({ startPermission: { scope: 'roles', roleCodes } })} />
          </div>
        ) : null}
      </PanelField>
      <PanelField label={t('designer.workflow.process.promoter')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select<PromoterType>
            aria-label={t('designer.workflow.process.promoter')}
            style={{ width: '100%' }}
            disabled={disabled}
            value={promoter.promoterType}
            options={(['all', 'persons', 'division', 'role'] as const).map((type) => ({ value: type, label: t(`designer.workflow.process.promoterTypes.${type}`) }))}
            onChange={(promoterType) => onChange({ promoter: promoterType === 'all' ? { promoterType } : { promoterType, ids: [] } })}
          />
          {promoterSource ? (
            <DirectorySelect label={t(`designer.workflow.process.promoterIds.${promoter.promoterType}`)} value={promoter.ids} directory={props.directory} source={promoterSource} disabled={disabled} onChange={(ids) => onChange({ promoter: { promoterType: promoter.promoterType, ids } })} />
          ) : null}
        </Space>
      </PanelField>
      <PanelField label={t('designer.workflow.process.withdraw')}>
        <Checkbox aria-label={t('designer.workflow.process.withdraw')} disabled={disabled} checked={definition.withdrawAllowed !== false} onChange={(event) => onChange({ withdrawAllowed: event.target.checked })}>
          {t('designer.workflow.process.withdrawHint')}
        </Checkbox>
      </PanelField>
      <Collapse
        size="small"
        items={[
          {
            key: 'fields',
            label: t('designer.workflow.fields.atStart'),
            children: <FieldPermissionTable fields={props.formFields} value={definition.fieldPermissions} fallback="editable" disabled={disabled} onChange={(fieldPermissions) => onChange({ fieldPermissions })} />,
          },
        ]}
      />
    </div>
  );
}
