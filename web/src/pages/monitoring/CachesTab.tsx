import { Alert, Statistic, Table, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CacheFacts, CachesAndSessions, MonitoringApi } from './monitoringApi';
import { TabFrame } from './TabFrame';
import { useMonitoringFacts } from './useMonitoringFacts';

/** The caches and sessions tab (the Redis screen's equivalent): the process's caches with hit ratios, the sessions alive. */
export function CachesTab({ api }: { api: MonitoringApi }) {
  const { t } = useTranslation();
  const { facts, isLoading, failed, reload } = useMonitoringFacts(useCallback(() => api.caches(), [api]));
  const cacheColumns: TableColumnsType<CacheFacts> = [
    { title: t('monitoring.caches.name'), dataIndex: 'name', key: 'name' },
    { title: t('monitoring.caches.size'), key: 'size', render: (_value, cache) => `${cache.size} / ${cache.max}` },
    { title: t('monitoring.caches.ttl'), dataIndex: 'ttlMs', key: 'ttlMs' },
    { title: t('monitoring.caches.hits'), dataIndex: 'hits', key: 'hits' },
    { title: t('monitoring.caches.misses'), dataIndex: 'misses', key: 'misses' },
    { title: t('monitoring.caches.hitPercent'), dataIndex: 'hitPercent', key: 'hitPercent', render: (percent: number | null) => (percent === null ? '' : `${percent}%`) },
  ];
  const tenantColumns: TableColumnsType<CachesAndSessions['sessions']['aliveByTenant'][number]> = [
    { title: t('monitoring.sessions.tenant'), dataIndex: 'tenantCode', key: 'tenantCode' },
    { title: t('monitoring.count'), dataIndex: 'count', key: 'count' },
  ];
  return (
    <TabFrame testId="monitoring-caches" isLoading={isLoading} failed={failed} reload={reload}>
      {facts && (
        <>
          <Statistic title={t('monitoring.sessions.alive')} value={facts.sessions.alive} style={{ marginBottom: 12 }} />
          {!facts.sessions.cache.listening && <Alert type="warning" showIcon title={t('monitoring.sessions.notListening')} style={{ marginBottom: 12 }} />}
          <Table rowKey="tenantCode" size="small" pagination={false} columns={tenantColumns} dataSource={facts.sessions.aliveByTenant} style={{ marginBottom: 16 }} />
          <Table rowKey="name" size="small" pagination={false} columns={cacheColumns} dataSource={[facts.sessions.cache, ...facts.caches]} />
        </>
      )}
    </TabFrame>
  );
}
