import { Descriptions, Progress, Table, type TableColumnsType } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatUptime, type MonitoringApi, type ProcessFacts } from './monitoringApi';
import { TabFrame } from './TabFrame';
import { useMonitoringFacts } from './useMonitoringFacts';

/** The server tab: the machine, its CPU, load and memory, and the disk of the data folder. */
export function ServerTab({ api }: { api: MonitoringApi }) {
  const { t } = useTranslation();
  const { facts, isLoading, failed, reload } = useMonitoringFacts(useCallback(() => api.server(), [api]));
  return (
    <TabFrame testId="monitoring-server" isLoading={isLoading} failed={failed} reload={reload}>
      {facts && (
        <Descriptions bordered size="small" column={1}>
          <Descriptions.Item label={t('monitoring.server.host')}>{facts.hostname}</Descriptions.Item>
          <Descriptions.Item label={t('monitoring.server.system')}>{`${facts.platform} ${facts.release} (${facts.arch})`}</Descriptions.Item>
          <Descriptions.Item label={t('monitoring.server.uptime')}>{formatUptime(facts.uptimeSeconds)}</Descriptions.Item>
          <Descriptions.Item label={t('monitoring.server.cpu')}>
            <Progress percent={facts.cpu.usagePercent} size="small" />
            {t('monitoring.server.cpuCount', { count: facts.cpu.count, model: facts.cpu.model })}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitoring.server.load')}>{`${facts.loadAverage.one} / ${facts.loadAverage.five} / ${facts.loadAverage.fifteen}`}</Descriptions.Item>
          <Descriptions.Item label={t('monitoring.server.memory')}>
            <Progress percent={facts.memory.usagePercent} size="small" />
            {t('monitoring.usedOf', { used: formatBytes(facts.memory.usedBytes), total: formatBytes(facts.memory.totalBytes) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitoring.server.disk')}>
            {facts.disk.unavailable !== null
              ? t('monitoring.server.diskUnavailable', { path: facts.disk.path, reason: facts.disk.unavailable })
              : (
                <>
                  <Progress percent={facts.disk.usagePercent ?? 0} size="small" />
                  {`${facts.disk.path} · ${t('monitoring.usedOf', { used: formatBytes((facts.disk.totalBytes ?? 0) - (facts.disk.freeBytes ?? 0)), total: formatBytes(facts.disk.totalBytes) })}`}
                </>
              )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </TabFrame>
  );
}

/** The process tab (the JVM screen's equivalent): memory, event-loop delay, GC and active handles. */
export function ProcessTab({ api }: { api: MonitoringApi }) {
  const { t } = useTranslation();
  const { facts, isLoading, failed, reload } = useMonitoringFacts(useCallback(() => api.process(), [api]));
  const gcColumns: TableColumnsType<ProcessFacts['gc'][number]> = [
    { title: t('monitoring.process.gcKind'), dataIndex: 'kind', key: 'kind' },
    { title: t('monitoring.count'), dataIndex: 'count', key: 'count' },
    { title: t('monitoring.totalMs'), dataIndex: 'totalMs', key: 'totalMs' },
    { title: t('monitoring.maxMs'), dataIndex: 'maxMs', key: 'maxMs' },
  ];
  const resourceColumns: TableColumnsType<ProcessFacts['activeResources'][number]> = [
    { title: t('monitoring.type'), dataIndex: 'type', key: 'type' },
    { title: t('monitoring.count'), dataIndex: 'count', key: 'count' },
  ];
  return (
    <TabFrame testId="monitoring-process" isLoading={isLoading} failed={failed} reload={reload}>
      {facts && (
        <>
          <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('monitoring.process.runtime')}>{`Node ${facts.nodeVersion} · pid ${facts.pid} · ${formatUptime(facts.uptimeSeconds)}`}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.process.heap')}>
              <Progress percent={Math.round((facts.memory.heapUsedBytes / facts.memory.heapTotalBytes) * 100)} size="small" />
              {t('monitoring.usedOf', { used: formatBytes(facts.memory.heapUsedBytes), total: formatBytes(facts.memory.heapTotalBytes) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('monitoring.process.rss')}>{formatBytes(facts.memory.rssBytes)}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.process.external')}>{formatBytes(facts.memory.externalBytes)}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.process.cpu')}>{`${Math.round(facts.cpu.userMs)} / ${Math.round(facts.cpu.systemMs)} ms`}</Descriptions.Item>
            <Descriptions.Item label={t('monitoring.process.loopDelay', { seconds: facts.eventLoopDelay.windowSeconds })}>
              {`p50 ${facts.eventLoopDelay.p50Ms} ms · p99 ${facts.eventLoopDelay.p99Ms} ms · max ${facts.eventLoopDelay.maxMs} ms`}
            </Descriptions.Item>
          </Descriptions>
          <h4>{t('monitoring.process.gc')}</h4>
          <Table rowKey="kind" size="small" pagination={false} columns={gcColumns} dataSource={facts.gc} style={{ marginBottom: 16 }} />
          <h4>{t('monitoring.process.resources')}</h4>
          <Table rowKey="type" size="small" pagination={false} columns={resourceColumns} dataSource={facts.activeResources} />
        </>
      )}
    </TabFrame>
  );
}
