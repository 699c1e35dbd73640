import { Badge, Drawer, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../../i18n/formatting';
import { usePagedList } from '../usePagedList';
import type { PageQuery } from '../api/types';
import type { JobRunRecord, RunStatus, ScheduledJobRecord, ScheduledJobsApi } from './scheduledJobsApi';

export const runStatusBadge: Record<RunStatus, 'processing' | 'success' | 'error' | 'default'> = { running: 'processing', success: 'success', failure: 'error', skipped: 'default' };

/** A job's runs, latest first: what started each, its status, when and how long, and its log. */
export function JobRunHistory({ api, job, onClose }: { api: ScheduledJobsApi; job: ScheduledJobRecord; onClose(): void }) {
  const { t } = useTranslation();
  const format = useFormatting();
  const load = useCallback((query: PageQuery) => api.runs(job.id, query), [api, job.id]);
  const noFilters = useMemo(() => ({}), []);
  const list = usePagedList<JobRunRecord, object>(load, noFilters);
  const columns: TableColumnsType<JobRunRecord> = [
    { title: t('reference.job.run.trigger'), dataIndex: 'trigger', key: 'trigger', render: (trigger: JobRunRecord['trigger']) => t(`reference.job.run.trigger.${trigger}`) },
    { title: t('reference.job.run.fireTime'), dataIndex: 'fireTime', key: 'fireTime', render: (time: string) => format.dateTime(time) },
    { title: t('reference.job.status'), dataIndex: 'status', key: 'status', render: (status: RunStatus) => <Badge status={runStatusBadge[status]} text={t(`reference.job.run.status.${status}`)} /> },
    { title: t('reference.job.run.startTime'), dataIndex: 'startTime', key: 'startTime', render: (time: string) => format.dateTime(time) },
    { title: t('reference.job.run.duration'), dataIndex: 'durationMs', key: 'durationMs', render: (ms: number | null) => (ms === null ? '' : `${format.number(ms)} ms`) },
  ];
  return (
    <Drawer open width={760} title={t('reference.job.historyTitle', { name: job.jobName })} onClose={onClose} destroyOnHidden>
      <Table<JobRunRecord>
        rowKey="id" size="small" data-testid="job-run-history" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination}
        expandable={{ expandedRowRender: (run) => <Typography.Paragraph><pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{run.log || t('reference.job.run.noLog')}</pre></Typography.Paragraph> }}
      />
    </Drawer>
  );
}
