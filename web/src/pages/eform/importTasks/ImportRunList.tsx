import { ReloadOutlined } from '@ant-design/icons';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsyncImportApi, ImportRun } from '../../../api/asyncImportApi';
import type { PageOf, PageQuery } from '../../console/api/types';
import { usePagedList } from '../../console/usePagedList';
import { formatTime } from '../formatTime';
import { useImportRunStore } from './importRunStore';

const noFilters = {};

/** The caller's own background imports, newest first; one opens in the run dialog (to confirm it, or for its details). */
export function ImportRunList({ api }: { api: AsyncImportApi }) {
  const { t, i18n } = useTranslation();
  const load = useMemo(() => async (query: PageQuery): Promise<PageOf<ImportRun>> => {
    const page = await api.listRuns(query);
    return { ...page, current: query.pageNo, size: query.pageSize, pages: Math.ceil(page.total / query.pageSize) };
  }, [api]);
  const list = usePagedList<ImportRun, object>(load, noFilters);
  const columns: TableColumnsType<ImportRun> = [
    { title: t('importRun.fileName'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('importRun.source'), key: 'source', render: (_value, run) => run.taskCode ?? run.viewCode },
    { title: t('importRun.statusColumn'), dataIndex: 'statusCode', key: 'statusCode', render: (code: string) => <Tag>{t(`importRun.status.${code}`)}</Tag> },
    { title: t('importRun.total'), dataIndex: 'totalCount', key: 'totalCount' },
    { title: t('importRun.wrong'), dataIndex: 'wrongCount', key: 'wrongCount' },
    { title: t('importRun.imported'), dataIndex: 'importedCount', key: 'importedCount' },
    { title: t('importRun.createTime'), dataIndex: 'createTime', key: 'createTime', render: (time: string) => formatTime(time, i18n.language) },
    { title: t('importTask.actions'), key: 'actions', render: (_value, run) => <Button type="link" size="small" data-testid={`import-run-open-${run.id}`} onClick={() => useImportRunStore.getState().show(run.id, list.reload)}>{t('importRun.open')}</Button> },
  ];
  return (
    <div data-testid="import-run-list">
      <Button icon={<ReloadOutlined />} style={{ marginBottom: 12 }} onClick={list.reload}>{t('importTask.refresh')}</Button>
      <Table<ImportRun> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
    </div>
  );
}
