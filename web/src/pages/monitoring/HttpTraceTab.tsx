import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/formatting';
import type { MonitoringApi, TracedRequest, TracePage, TraceQuery } from './monitoringApi';

const statusColour = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warning' : 'success');
const emptyPage: TracePage = { records: [], total: 0, current: 1, size: 20, pages: 0 };

/** What the filter boxes hold; blank boxes are not sent. */
interface Filters {
  status: string;
  path: string;
  user: string;
  minDurationMs: number | null;
}

function queryOf(filters: Filters, pageNo: number, pageSize: number): TraceQuery {
  return {
    pageNo,
    pageSize,
    ...(filters.status.trim() ? { status: filters.status.trim() } : {}),
    ...(filters.path.trim() ? { path: filters.path.trim() } : {}),
    ...(filters.user.trim() ? { user: filters.user.trim() } : {}),
    ...(filters.minDurationMs !== null ? { minDurationMs: filters.minDurationMs } : {}),
  };
}

/** The HTTP trace tab: the server process's last requests, newest first, with filters. */
export function HttpTraceTab({ api }: { api: MonitoringApi }) {
  const { t } = useTranslation();
  const format = useFormatting();
  const [filters, setFilters] = useState<Filters>({ status: '', path: '', user: '', minDurationMs: null });
  const [query, setQuery] = useState<TraceQuery>({ pageNo: 1, pageSize: 20 });
  const [page, setPage] = useState<TracePage>(emptyPage);
  const [isLoading, setIsLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    setIsLoading(true);
    api.trace(query).then(setPage, () => undefined).finally(() => setIsLoading(false));
  }, [api, query]);
  useEffect(load, [load, version]);
  const search = () => setQuery(queryOf(filters, 1, query.pageSize));
  const columns: TableColumnsType<TracedRequest> = [
    { title: t('monitoring.trace.at'), dataIndex: 'at', key: 'at', width: 170, render: (at: string) => format.dateTime(at) },
    { title: t('monitoring.trace.method'), dataIndex: 'method', key: 'method', width: 80 },
    { title: t('monitoring.trace.path'), key: 'path', render: (_value, row) => (row.queryNames.length > 0 ? `${row.path}?${row.queryNames.join('&')}` : row.path) },
    { title: t('monitoring.trace.status'), dataIndex: 'status', key: 'status', width: 90, render: (status: number) => <Tag color={statusColour(status)}>{status}</Tag> },
    { title: t('monitoring.trace.duration'), dataIndex: 'durationMs', key: 'durationMs', width: 110 },
    { title: t('monitoring.trace.user'), key: 'user', width: 160, render: (_value, row) => (row.username ? `${row.username}${row.tenantCode ? ` (${row.tenantCode})` : ''}` : '') },
    { title: t('monitoring.trace.requestId'), dataIndex: 'requestId', key: 'requestId', width: 300 },
  ];
  return (
    <div data-testid="monitoring-trace">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input aria-label={t('monitoring.trace.statusFilter')} placeholder={t('monitoring.trace.statusFilter')} value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value })} onPressEnter={search} style={{ width: 180 }} data-testid="trace-status" />
        <Input aria-label={t('monitoring.trace.pathFilter')} placeholder={t('monitoring.trace.pathFilter')} value={filters.path} onChange={(event) => setFilters({ ...filters, path: event.target.value })} onPressEnter={search} style={{ width: 220 }} data-testid="trace-path" />
        <Input aria-label={t('monitoring.trace.userFilter')} placeholder={t('monitoring.trace.userFilter')} value={filters.user} onChange={(event) => setFilters({ ...filters, user: event.target.value })} onPressEnter={search} style={{ width: 180 }} data-testid="trace-user" />
        <InputNumber aria-label={t('monitoring.trace.minDuration')} placeholder={t('monitoring.trace.minDuration')} min={0} value={filters.minDurationMs} onChange={(value) => setFilters({ ...filters, minDurationMs: value })} style={{ width: 150 }} data-testid="trace-min-duration" />
        <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="trace-search">{t('monitoring.trace.search')}</Button>
        <Button icon={<ReloadOutlined />} onClick={() => setVersion((current) => current + 1)}>{t('monitoring.refresh')}</Button>
      </Space>
      <Table<TracedRequest>
        rowKey={(row) => `${row.requestId}:${row.at}`}
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={page.records}
        scroll={{ x: 1100 }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t('monitoring.trace.total', { total }),
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo: pageSize === query.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </div>
  );
}
