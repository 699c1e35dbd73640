import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { LogKind, LoginLogRecord, LogQuery, VisitLogRecord } from '../api/logsApi';
import type { PageOf } from '../api/types';
import { hasSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { usePagedList } from '../usePagedList';
import { useFormatting } from '../../../i18n/formatting';

/**
 * The log page of the console (`system/LogList`): the tenant's login and visit logs, newest first,
 * with delete and batch delete (the server lets only the tenant administrator remove entries).
 */
export function LogListPage(_props: MenuPageProps) {
  const { t } = useTranslation();
  const format = useFormatting();
  const when = (value: string) => format.dateTime(value);
  const api = useConsoleApi();
  const loginColumns: TableColumnsType<LoginLogRecord> = [
    { title: t('console.log.time'), dataIndex: 'createTime', key: 'createTime', width: 190, render: when },
    { title: t('console.user.username'), dataIndex: 'username', key: 'username' },
    { title: t('console.log.loginKind'), dataIndex: 'loginKind', key: 'loginKind', render: (kind: string) => format.label((code) => `console.log.kind.${code}`, kind) },
    { title: t('console.log.outcome'), dataIndex: 'outcome', key: 'outcome', render: (value: string) => <Tag color={value === 'success' ? 'green' : 'red'}>{format.label((code) => `console.log.outcome.${code}`, value)}</Tag> },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
    { title: t('console.log.userAgent'), dataIndex: 'userAgent', key: 'userAgent', ellipsis: true },
  ];
  const visitColumns: TableColumnsType<VisitLogRecord> = [
    { title: t('console.log.time'), dataIndex: 'createTime', key: 'createTime', width: 190, render: when },
    { title: t('console.user.username'), dataIndex: 'username', key: 'username' },
    { title: t('console.log.request'), key: 'request', render: (_v, visit) => `${visit.method} ${visit.requestUrl}` },
    { title: t('console.status'), dataIndex: 'status', key: 'status', width: 80 },
    { title: t('console.log.costTime'), dataIndex: 'costTime', key: 'costTime', width: 110, render: (ms: number) => format.number(ms) },
    { title: 'IP', dataIndex: 'ip', key: 'ip' },
  ];
  return (
    <div data-testid="console-log-list">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'login', label: t('console.log.logins'), children: <LogTable kind="login" load={api.logs.logins} columns={loginColumns} searchPlaceholder={t('console.user.username')} /> },
          { key: 'visit', label: t('console.log.visits'), children: <LogTable kind="visit" load={api.logs.visits} columns={visitColumns} searchPlaceholder={t('console.log.pathSearch')} /> },
        ]}
      />
    </div>
  );
}

interface LogTableProps<T> {
  kind: LogKind;
  load(query: LogQuery): Promise<PageOf<T>>;
  columns: TableColumnsType<T>;
  searchPlaceholder: string;
}

function LogTable<T extends { id: string }>({ kind, load, columns, searchPlaceholder }: LogTableProps<T>) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [keyword, setKeyword] = useState('');
  const filters = useMemo(() => (keyword ? { keyword } : {}), [keyword]);
  const list = usePagedList<T, { keyword?: string }>(load, filters);
  const [selected, setSelected] = useState<string[]>([]);
  const afterDelete = () => {
    setSelected([]);
    list.reload();
  };
  const removeMany = () => {
    if (!hasSelection(selected, t)) return;
    confirm(t('console.confirmBatchDelete', { count: selected.length }), () => api.logs.removeMany(kind, selected), afterDelete);
  };
  const withDelete: TableColumnsType<T> = [
    ...columns,
    {
      title: t('console.actions'),
      key: 'actions',
      width: 90,
      render: (_v, entry) => <Button type="link" size="small" danger onClick={() => confirm(t('console.log.confirmDeleteOne'), () => api.logs.remove(kind, entry.id), afterDelete)}>{t('console.delete')}</Button>,
    },
  ];
  return (
    <>
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={searchPlaceholder} onSearch={setKeyword} style={{ width: 240 }} />
        <Button danger icon={<DeleteOutlined />} data-testid={`delete-${kind}-logs`} onClick={removeMany}>{t('console.batchDelete')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<T> rowKey="id" size="small" loading={list.isLoading} columns={withDelete} dataSource={list.records} pagination={list.pagination} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} />
    </>
  );
}
