import type { WarningDefinition, WarningRule } from '@wharf/schemas';
import { Alert, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleWorkflowTriggers } from './RuleWorkflowTriggers';
import type { WarningDesignerOption, WarningDesignerServices } from './types';

const frequencies: ReadonlyArray<WarningRule['dispatchFrequency']> = ['hourly', 'daily', 'weekly', 'monthly'];
const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** A firing time as the builder reads it: date and time on the tenant's clock. */
function onClock(iso: string, timeZone: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language.replace('_', '-'), { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso;
  }
}

/** The next firings of the cron as the server reads it (on the tenant's clock), asked a moment after typing stops. */
function useCronPreview(cronExpr: string, ask: WarningDesignerServices['cronNextTimes']) {
  const [preview, setPreview] = useState<{ times: string[]; timeZone: string; problem?: string }>();
  useEffect(() => {
    if (!ask || cronExpr.trim() === '') return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      ask(cronExpr).then(
        (answer) => isCurrent && setPreview(answer),
        (error: unknown) => isCurrent && setPreview({ times: [], timeZone: '', problem: error instanceof Error ? error.message : String(error) }),
      );
    }, 400);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [cronExpr, ask]);
  return preview;
}

export interface RuleSchedulePanelProps {
  warning: WarningDefinition;
  rule: WarningRule;
  forms: WarningDesignerOption[];
  cronNextTimes?: WarningDesignerServices['cronNextTimes'];
  listWorkflows?: WarningDesignerServices['listWorkflows'];
  listWorkflowNodes?: WarningDesignerServices['listWorkflowNodes'];
  onChange(patch: Partial<WarningRule>): void;
}

/**
 * When a rule is evaluated (spec §3 rule, §9 dispatch slots 0:00–23:00): a platform warning's
 * hourly slots or its cron (Quartz style, with seconds) with the next five firings on the tenant's
 * clock; a business warning's forms whose saved records trigger it and the workflow nodes whose
 * arrivals do; whether it runs at all and how long a record must stay in breach before it fires.
 */
export function RuleSchedulePanel({ warning, rule, forms, cronNextTimes, listWorkflows, listWorkflowNodes, onChange }: RuleSchedulePanelProps) {
  const { t, i18n } = useTranslation();
  const l = (key: string) => t(`designer.warning.schedule.${key}`);
  const usesSlots = rule.dispatchFrequency === 'hourly' && (rule.dispatchHours?.length ?? 0) > 0;
  const preview = useCronPreview(rule.cronExpr, cronNextTimes);
  return (
    <Form layout="vertical" style={{ maxWidth: 720 }}>
      <Form.Item label={l('isEnabled')} extra={l('isEnabledHint')}>
        <Switch aria-label={l('isEnabled')} checked={rule.isEnabled !== false} onChange={(isEnabled) => onChange({ isEnabled: isEnabled ? undefined : false })} />
      </Form.Item>
      {warning.triggerMode === 'business' ? (
        <Form.Item label={l('triggerForms')} extra={l('triggerFormsHint')}>
          <Select aria-label={l('triggerForms')} mode="tags" value={rule.triggerFormCodes ?? []} options={forms} onChange={(codes: string[]) => onChange({ triggerFormCodes: codes.length > 0 ? codes : undefined })} />
        </Form.Item>
      ) : null}
      {warning.triggerMode === 'business' || (rule.triggerWorkflowNodes?.length ?? 0) > 0 ? (
        <RuleWorkflowTriggers nodes={rule.triggerWorkflowNodes ?? []} listWorkflows={listWorkflows} listWorkflowNodes={listWorkflowNodes} onChange={(triggerWorkflowNodes) => onChange({ triggerWorkflowNodes })} />
      ) : null}
      <Form.Item label={l('frequency')}>
        <Select aria-label={l('frequency')} value={rule.dispatchFrequency} style={{ width: 200 }} options={frequencies.map((value) => ({ value, label: t(`designer.warning.frequency.${value}`) }))}
          onChange={(dispatchFrequency: WarningRule['dispatchFrequency']) => onChange(dispatchFrequency === 'hourly' ? { dispatchFrequency } : { dispatchFrequency, dispatchHours: undefined })} />
      </Form.Item>
      {rule.dispatchFrequency === 'hourly' ? (
        <Form.Item label={l('hours')} extra={l('hoursHint')}>
          <Select aria-label={l('hours')} mode="multiple" value={rule.dispatchHours ?? []} options={hours.map((hour) => ({ value: hour, label: `${hour}:00` }))}
            onChange={(chosen: number[]) => onChange({ dispatchHours: chosen.length > 0 ? [...chosen].sort((a, b) => a - b) : undefined })} />
        </Form.Item>
      ) : null}
      <Form.Item label={l('cronExpr')} extra={usesSlots ? l('cronUnusedHint') : l('cronHint')}>
        <Input aria-label={l('cronExpr')} value={rule.cronExpr} onChange={(event) => onChange({ cronExpr: event.target.value })} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      {usesSlots ? (
        <Typography.Paragraph data-testid="warning-schedule-summary">{t('designer.warning.schedule.slotsSummary', { hours: (rule.dispatchHours ?? []).map((hour) => `${hour}:00`).join(', ') })}</Typography.Paragraph>
      ) : preview?.problem ? (
        <Alert type="error" showIcon title={preview.problem} />
      ) : preview ? (
        <div data-testid="warning-cron-preview">
          <Typography.Text strong>{t('designer.warning.schedule.nextTimes', { timeZone: preview.timeZone })}</Typography.Text>
          <ol style={{ margin: '4px 0 12px', paddingInlineStart: 20 }}>{preview.times.map((time) => <li key={time}>{onClock(time, preview.timeZone, i18n.language)}</li>)}</ol>
        </div>
      ) : null}
      <Form.Item label={l('pendingSeconds')} extra={l('pendingHint')}>
        <InputNumber aria-label={l('pendingSeconds')} min={0} max={2678400} value={rule.pendingSeconds} onChange={(value) => onChange({ pendingSeconds: value ?? undefined })} />
      </Form.Item>
    </Form>
  );
}
