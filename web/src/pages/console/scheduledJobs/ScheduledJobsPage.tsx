import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/ServicesContext';
import { useFormatting } from '../../../i18n/formatting';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import { ScheduledJobListPage } from '../siteSettings/ScheduledJobListPage';
import { useActions } from '../useActions';
import { usePagedList } from '../usePagedList';
import { JobRunHistory, runStatusBadge } from './JobRunHistory';
import { ScheduledJobFormModal } from './ScheduledJobFormModal';
import { createScheduledJobsApi, type JobKind, type ScheduledJobRecord } from './scheduledJobsApi';

/**
 * The scheduled-jobs page (`system/ScheduledJobList`, issue 22): the tenant's jobs with add, edit,
 * delete, start, stop and run once, the form's next five firings and each job's run history; and,
 * for the platform operator, the worker's built-in tasks (read only) in a second tab.
 */
export function ScheduledJobsPage(props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createScheduledJobsApi(http), [http]);
  const { t } = useTranslation();
  const format = useFormatting();
  const { confirm, run, modalHolder } = useActions();
  const noFilters = useMemo(() => ({}), []);
  // The worker's built-in tasks are the platform's: only its operator is answered them.
  const isOperator = useSession((state) => (state.userInfo?.extendInfo as { isPlatformOperator?: boolean } | undefined)?.isPlatformOperator === true);
  const list = usePagedList<ScheduledJobRecord, object>(api.list, noFilters);
  const [kinds, setKinds] = useState<JobKind[]>([]);
  const [editing, setEditing] = useState<ScheduledJobRecord | 'new'>();
  const [history, setHistory] = useState<ScheduledJobRecord>();
  useEffect(() => {
    api.kinds().then(setKinds, () => undefined);
  }, [api]);
  const act = (change: () => Promise<unknown>) => void run(change).then((isDone) => isDone && list.reload());
  const columns: TableColumnsType<ScheduledJobRecord> = [
    { title: t('reference.job.jobName'), dataIndex: 'jobName', key: 'jobName' },
    { title: t('reference.job.jobClassName'), dataIndex: 'jobClassName', key: 'jobClassName' },
    { title: t('reference.job.cronExpression'), dataIndex: 'cronExpression', key: 'cronExpression', render: (cron: string) => <Typography.Text code>{cron}</Typography.Text> },
    { title: t('reference.job.status'), dataIndex: 'status', key: 'status', render: (status: ScheduledJobRecord['status']) => <Badge status={status === 'normal' ? 'success' : 'default'} text={t(`reference.job.status.${status}`)} /> },
    { title: t('reference.job.nextFireTime'), dataIndex: 'nextFireTime', key: 'nextFireTime', render: (time: string | null) => format.dateTime(time) },
    {
      title: t('reference.job.lastRun'), dataIndex: 'lastRun', key: 'lastRun',
      render: (last: ScheduledJobRecord['lastRun']) => last && <Badge status={runStatusBadge[last.status]} text={`${t(`reference.job.run.status.${last.status}`)} · ${format.dateTime(last.startTime)}`} />,
    },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, job) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(job)}>{t('console.edit')}</Button>
          {job.status === 'normal'
            ? <Button type="link" size="small" data-testid={`stop-${job.jobName}`} onClick={() => act(() => api.stop(job.id))}>{t('reference.job.stop')}</Button>
            : <Button type="link" size="small" data-testid={`start-${job.jobName}`} onClick={() => act(() => api.start(job.id))}>{t('reference.job.start')}</Button>}
          <Button type="link" size="small" data-testid={`run-${job.jobName}`} onClick={() => act(() => api.runOnce(job.id))}>{t('reference.job.runOnce')}</Button>
          <Button type="link" size="small" data-testid={`history-${job.jobName}`} onClick={() => setHistory(job)}>{t('reference.job.history')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: job.jobName }), () => api.remove(job.id), list.reload)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  const jobs = (
    <div data-testid="console-scheduled-jobs">
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-scheduled-job" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<ScheduledJobRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
    </div>
  );
  return (
    <>
      {modalHolder}
      <Tabs items={[
        { key: 'jobs', label: t('reference.job.tenantJobs'), children: jobs },
        ...(isOperator ? [{ key: 'builtIn', label: t('reference.job.builtInTasks'), children: <ScheduledJobListPage {...props} /> }] : []),
      ]} />
      {editing && (
        <ScheduledJobFormModal api={api} kinds={kinds} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />
      )}
      {history && <JobRunHistory api={api} job={history} onClose={() => setHistory(undefined)} />}
    </>
  );
}
