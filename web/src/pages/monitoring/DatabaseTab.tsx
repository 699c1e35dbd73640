import { Alert, Descriptions, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type DatabaseFacts, type MonitoringApi } from './monitoringApi';
import { TabFrame } from './TabFrame';
import { useMonitoringFacts } from './useMonitoringFacts';

const statement = (query: string) => <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{query}</Typography.Text>;

/** The database tab: size, cache hit ratio, connections by state, locks, long-running and slowest statements. */
export function DatabaseTab({ api }: { api: MonitoringApi }) {
  const { t } = useTranslation();
  const { facts, isLoading, failed, reload } = useMonitoringFacts(useCallback(() => api.database(), [api]));
  const connectionColumns: TableColumnsType<DatabaseFacts['connections'][number]> = [
    { title: t('monitoring.database.state'), dataIndex: 'state', key: 'state' },
    { title: t('monitoring.count'), dataIndex: 'count', key: 'count' },
  ];
  const lockColumns: TableColumnsType<DatabaseFacts['locks'][number]> = [
    { title: t('monitoring.database.mode'), dataIndex: 'mode', key: 'mode' },
    { title: t('monitoring.database.granted'), dataIndex: 'granted', key: 'granted' },
    { title: t('monitoring.database.waiting'), dataIndex: 'waiting', key: 'waiting' },
  ];
  const runningColumns: TableColumnsType<DatabaseFacts['longRunning'][number]> = [
    { title: 'pid', dataIndex: 'pid', key: 'pid', width: 80 },
    { title: t('monitoring.database.state'), dataIndex: 'state', key: 'state', width: 140 },
    { title: t('monitoring.database.seconds'), dataIndex: 'seconds', key: 'seconds', width: 110 },
    { title: t('monitoring.database.blockedBy'), dataIndex: 'blockedBy', key: 'blockedBy', width: 110, render: (pids: number[]) => pids.join(', ') },
    { title: t('monitoring.database.query'), dataIndex: 'query', key: 'query', render: statement },
  ];
  const slowColumns: TableColumnsType<DatabaseFacts['slowest']['statements'][number]> = [
    { title: t('monitoring.database.query'), dataIndex: 'query', key: 'query', render: statement },
    { title: t('monitoring.database.calls'), dataIndex: 'calls', key: 'calls', width: 100 },
    { title: t('monitoring.meanMs'), dataIndex: 'meanMs', key: 'meanMs', width: 100 },
    { title: t('monitoring.totalMs'), dataIndex: 'totalMs', key: 'totalMs', width: 110 },
    { title: t('monitoring.database.rows'), dataIndex: 'rows', key: 'rows', width: 90 },
  ];
  return (
    <TabFrame testId="monitoring-database" isLoading={isLoading} failed={failed} reload={reload}>
      {facts && (
        <>
          <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('monitoring.database.name')}>{`${facts.databaseName} · PostgreSQL ${facts.serverVersion}`}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.database.size')}>{formatBytes(facts.sizeBytes)}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.database.cacheHit')}>{facts.cacheHitPercent === null ? '' : `${facts.cacheHitPercent}%`}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.database.transactions')}>{`${facts.transactions.committed} / ${facts.transactions.rolledBack} / ${facts.transactions.deadlocks}`}</Descriptions.Item>
          </Descriptions>
          <h4>{t('monitoring.database.connections', { max: facts.maxConnections })}</h4>
          <Table rowKey="state" size="small" pagination={false} columns={connectionColumns} dataSource={facts.connections} style={{ marginBottom: 16 }} />
          <h4>{t('monitoring.database.locks')}</h4>
          <Table rowKey="mode" size="small" pagination={false} columns={lockColumns} dataSource={facts.locks} style={{ marginBottom: 16 }} />
          <h4>{t('monitoring.database.longRunning')}</h4>
          <Table rowKey="pid" size="small" pagination={false} columns={runningColumns} dataSource={facts.longRunning} style={{ marginBottom: 16 }} data-testid="monitoring-long-running" />
          <h4>{t('monitoring.database.slowest')}</h4>
          {facts.slowest.available
            ? <Table rowKey={(row) => `${row.query}:${row.calls}`} size="small" pagination={false} columns={slowColumns} dataSource={facts.slowest.statements} />
            : <Alert type="info" showIcon title={t(`monitoring.database.slowest.${facts.slowest.reason ?? 'unreadable'}`)} data-testid="monitoring-slowest-unavailable" />}
        </>
      )}
    </TabFrame>
  );
}
