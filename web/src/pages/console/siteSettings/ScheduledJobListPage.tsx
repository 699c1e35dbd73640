import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Typography, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import { createPlatformSettingsApi, type ScheduledJob } from './siteSettingsApi';
import { useFormatting } from '../../../i18n/formatting';

const statusBadge: Record<ScheduledJob['status'], 'success' | 'default' | 'processing'> = { normal: 'success', stopped: 'default', elsewhere: 'processing' };

/**
 * The scheduled-jobs page (`system/ScheduledJobList`, platform operator only): the background
 * worker's recurring tasks as the server runs them (spec §7 `sysJob/queryall`). Read only.
 */
export function ScheduledJobListPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createPlatformSettingsApi(http), [http]);
  const { t } = useTranslation();
  const format = useFormatting();
  const [jobs, setJobs] = useState<ScheduledJob[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const reload = useCallback(() => {
    setIsLoading(true);
    api.scheduledJobs().then(setJobs, () => undefined).finally(() => setIsLoading(false));
  }, [api]);
  useEffect(reload, [reload]);
  const columns: TableColumnsType<ScheduledJob> = [
    { title: t('reference.job.jobName'), dataIndex: 'jobName', key: 'jobName' },
    { title: t('reference.job.jobClassName'), dataIndex: 'jobClassName', key: 'jobClassName' },
    { title: t('reference.job.cronExpression'), dataIndex: 'cronExpression', key: 'cronExpression', render: (cron: string) => <Typography.Text code>{cron}</Typography.Text> },
    { title: t('reference.job.parameter'), dataIndex: 'parameter', key: 'parameter' },
    { title: t('reference.job.status'), dataIndex: 'status', key: 'status', render: (status: ScheduledJob['status']) => <Badge status={statusBadge[status]} text={t(`reference.job.status.${status}`)} /> },
    { title: t('reference.job.lastExecution'), dataIndex: 'lastExecution', key: 'lastExecution', render: (at: string | null) => format.dateTime(at) },
  ];
  return (
    <div data-testid="console-scheduled-job-list">
      <Button icon={<ReloadOutlined />} onClick={reload} style={{ marginBottom: 12 }}>{t('console.refresh')}</Button>
      <ResponsiveTable<ScheduledJob> rowKey="jobName" size="small" loading={isLoading} columns={columns} dataSource={jobs} pagination={false} />
    </div>
  );
}
