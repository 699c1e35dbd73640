import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issuesOf } from '../../../api/eformResult';
import { useFormatting } from '../../../i18n/formatting';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import type { JobKind, ScheduledJobInput, ScheduledJobRecord, ScheduledJobsApi } from './scheduledJobsApi';

/** The form's values: the parameter is edited as JSON text. */
interface JobFormValues {
  jobName: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  description?: string;
}

/** The next five firings of what the cron field holds, asked of the server as it is typed; or why it does not read. */
function NextFireTimes({ api, cronExpression }: { api: ScheduledJobsApi; cronExpression: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatting();
  const [answer, setAnswer] = useState<{ times: string[] } | { problem: string }>();
  useEffect(() => {
    const expression = cronExpression?.trim();
    if (!expression) return setAnswer(undefined);
    let isCurrent = true;
    const timer = setTimeout(() => {
      api.nextTimes(expression).then(
        (result) => isCurrent && setAnswer(result),
        (error: unknown) => isCurrent && setAnswer({ problem: issuesOf(error)?.[0]?.message ?? String(error) }),
      );
    }, 300);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [api, cronExpression]);
  if (!answer) return null;
  if ('problem' in answer) return <Alert type="warning" showIcon message={answer.problem} data-testid="cron-problem" />;
  return (
    <div data-testid="next-fire-times">
      <Typography.Text type="secondary">{t('reference.job.nextFireTimes')}</Typography.Text>
      <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>{answer.times.map((time) => <li key={time}>{format.dateTime(time)}</li>)}</ol>
    </div>
  );
}

/** Add or edit a job: name, job class (one of the kinds), Quartz cron with its next five firings, parameter as JSON. */
export function ScheduledJobFormModal({ api, kinds, record, onClose, onSaved }: { api: ScheduledJobsApi; kinds: JobKind[]; record?: ScheduledJobRecord; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<JobFormValues>();
  const cronExpression = Form.useWatch('cronExpression', form);
  const initialValues: Partial<JobFormValues> = record
    ? { jobName: record.jobName, jobClassName: record.jobClassName, cronExpression: record.cronExpression, parameter: JSON.stringify(record.parameter, null, 2), description: record.description ?? undefined }
    : { cronExpression: '0 0 2 * * ?', parameter: '{}' };
  const submit = async () => {
    const values = await form.validateFields();
    const input: ScheduledJobInput = { jobName: values.jobName, jobClassName: values.jobClassName, cronExpression: values.cronExpression, parameter: JSON.parse(values.parameter) as Record<string, unknown>, description: values.description || null };
    const isDone = await run(async () => {
      try {
        await (record ? api.edit(record.id, input) : api.add(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  const isJsonObject = (text: string) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  };
  return (
    <Modal open width={640} title={t(record ? 'reference.job.editTitle' : 'reference.job.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<JobFormValues> form={form} name="scheduledJob" layout="vertical" initialValues={initialValues}>
        <Form.Item name="jobName" label={t('reference.job.jobName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="jobClassName" label={t('reference.job.jobClassName')} rules={[{ required: true, message: t('console.required') }]}>
          <Select options={kinds.map((kind) => ({ value: kind.name, label: kind.name }))} data-testid="job-class" />
        </Form.Item>
        <Form.Item name="cronExpression" label={t('reference.job.cronExpression')} extra={t('reference.job.cronHint')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 120 }]}><Input data-testid="job-cron" /></Form.Item>
        <NextFireTimes api={api} cronExpression={cronExpression} />
        <Form.Item name="parameter" label={t('reference.job.parameter')} style={{ marginTop: 12 }} rules={[{ validator: (_rule, value: string) => (isJsonObject(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('reference.job.parameterJson')))) }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} style={{ fontFamily: 'monospace' }} data-testid="job-parameter" />
        </Form.Item>
        <Form.Item name="description" label={t('reference.job.description')} rules={[{ max: 500 }]}><Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} /></Form.Item>
      </Form>
    </Modal>
  );
}
