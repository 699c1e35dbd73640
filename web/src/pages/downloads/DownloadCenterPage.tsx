import { DeleteOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useServices } from '../../app/ServicesContext';
import { useIsMobile } from '../../hooks/useIsMobile';
import { messageOf } from '../../api/eformResult';
import { notifier } from '../../http/notifier';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { createDownloadsApi, type ExportTask, type ExportTaskPage, type ExportTaskStatus } from './downloadsApi';
import { ensureDownloadTexts } from './useDownloadTexts';
import { toastFailure } from '../../http/failureToast';
import { useFormatting } from '../../i18n/formatting';

/** Page sizes of the download list (spec §9): the list pages' options, 10 by default here. */
export const downloadPageSizes = [10, 20, 50, 100, 200, 500];
export const defaultDownloadPageSize = 10;
/** How often the list asks again while the page is shown (spec §9 "export polling 5 s"). */
export const downloadRefreshMs = 5000;
/** Columns left out in mobile mode (spec §4, below 768 px), which keeps the task, its state and its actions. */
const wideOnlyColumns = new Set(['fileName', 'rowCount', 'insertTime', 'insertUserName']);

const statusColours: Record<ExportTaskStatus, string> = { init: 'default', ing: 'processing', success: 'success', failed: 'error' };

/** What the route's query asks for (spec §2): `module` fills the task-name filter, `extraCode` and `limit` go to the list. */
function routeFilters(search: string) {
  const params = new URLSearchParams(search);
  const limit = Number(params.get('limit'));
  return {
    taskName: params.get('module') ?? '',
    extraCode: params.get('extraCode') ?? undefined,
    limit: Number.isInteger(limit) && limit > 0 ? limit : undefined,
  };
}

/** A download failure's text (spec §8): the server's message when it sent one, else the generic one. */
function downloadFailure(error: unknown, generic: string): string {
  const text = messageOf(error);
  return !text || /^HTTP \d+$/.test(text) ? generic : text;
}

/**
 * The download centre (`system/DownloadCenter`, spec §2): the caller's background exports with
 * their state, newest first; a file can be downloaded only once the task stored one. The list asks
 * again every 5 s while the page is shown and whenever its route is entered again.
 */
export function DownloadCenterPage({ item }: MenuPageProps) {
  const services = useServices();
  ensureDownloadTexts(services.i18n);
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const format = useFormatting();
  const api = useMemo(() => createDownloadsApi(services), [services]);
  const location = useLocation();
  // Tabs stay mounted while another page is shown: only this page's own route counts.
  const isShown = location.pathname === item.path;
  const [route, setRoute] = useState(() => routeFilters(isShown ? location.search : ''));
  const [keyword, setKeyword] = useState(route.taskName);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: defaultDownloadPageSize });
  const [page, setPage] = useState<ExportTaskPage>({ records: [], total: 0, current: 1, size: defaultDownloadPageSize, pages: 0 });
  const [isLoading, setIsLoading] = useState(false);
  const [version, setVersion] = useState(0);

  // Entering the route again (or a new query) reloads; the first time, the first load is enough.
  const isFirstVisit = useRef(true);
  useEffect(() => {
    if (!isShown) return;
    const next = routeFilters(location.search);
    setRoute((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    setKeyword(next.taskName);
    if (!isFirstVisit.current) setVersion((v) => v + 1);
    isFirstVisit.current = false;
  }, [isShown, location.key, location.search]);

  const load = useCallback(async (isQuiet: boolean) => {
    if (!isQuiet) setIsLoading(true);
    try {
      setPage(await api.list({ ...paging, ...(route.taskName ? { taskName: route.taskName } : {}), ...(route.extraCode ? { extraCode: route.extraCode } : {}), ...(route.limit ? { limit: route.limit } : {}) }));
    } catch (error) {
      if (!isQuiet) toastFailure('warning', error);
    } finally {
      if (!isQuiet) setIsLoading(false);
    }
  }, [api, paging, route]);

  useEffect(() => {
    void load(false);
  }, [load, version]);

  useEffect(() => {
    if (!isShown) return undefined;
    const timer = setInterval(() => void load(true), downloadRefreshMs);
    return () => clearInterval(timer);
  }, [isShown, load]);

  const download = async (task: ExportTask) => {
    if (!task.fileId) return;
    try {
      await api.download({ ...task, fileId: task.fileId });
    } catch (error) {
      notifier().toast('warning', downloadFailure(error, t('downloads.downloadFailed')));
    }
  };
  const remove = async (task: ExportTask) => {
    try {
      await api.remove(task.id);
      notifier().toast('success', t('downloads.deleted'));
      setVersion((v) => v + 1);
    } catch (error) {
      toastFailure('warning', error);
    }
  };

  const allColumns: TableColumnsType<ExportTask> = [
    { title: t('downloads.taskName'), dataIndex: 'taskName', key: 'taskName' },
    { title: t('downloads.fileName'), dataIndex: 'fileName', key: 'fileName' },
    {
      title: t('downloads.status'),
      dataIndex: 'statusCode',
      key: 'statusCode',
      width: 96,
      render: (status: ExportTaskStatus, task) => {
        const tag = <Tag color={statusColours[status]} data-testid={`status-${task.id}`}>{t(`downloads.status.${status}`)}</Tag>;
        return task.errorMessage ? <Tooltip title={task.errorMessage}>{tag}</Tooltip> : tag;
      },
    },
    { title: t('downloads.rowCount'), dataIndex: 'rowCount', key: 'rowCount', width: 90, render: (count: number | null) => format.number(count) },
    { title: t('downloads.insertTime'), dataIndex: 'insertTime', key: 'insertTime', width: 190, render: (value: string) => format.dateTime(value) },
    { title: t('downloads.insertUserName'), dataIndex: 'insertUserName', key: 'insertUserName' },
    {
      title: t('downloads.actions'),
      key: 'actions',
      width: 170,
      render: (_value, task) => (
        <Space size={0} wrap>
          {task.fileId ? <Button type="link" size="small" icon={<DownloadOutlined />} data-testid={`download-${task.id}`} onClick={() => void download(task)}>{t('downloads.download')}</Button> : null}
          <Popconfirm title={t('downloads.confirmDelete')} okText={t('downloads.ok')} cancelText={t('downloads.cancel')} onConfirm={() => remove(task)}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`delete-${task.id}`}>{t('downloads.delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const columns = isMobile ? allColumns.filter((column) => !wideOnlyColumns.has(String(column.key))) : allColumns;
  const pagination: TablePaginationConfig = {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total: page.total,
    pageSizeOptions: downloadPageSizes,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => t('downloads.total', { total }),
    onChange: (pageNo, pageSize) => setPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
  };
  const search = (value: string) => {
    setRoute((current) => ({ ...current, taskName: value.trim() }));
    setPaging((current) => ({ ...current, pageNo: 1 }));
  };

  return (
    <div data-testid="download-center">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear data-testid="task-name-filter" placeholder={t('downloads.taskName')} value={keyword} onChange={(event) => setKeyword(event.target.value)} onSearch={search} enterButton={t('downloads.search')} style={{ width: 320, maxWidth: '100%' }} />
        <Button icon={<ReloadOutlined />} onClick={() => setVersion((v) => v + 1)}>{t('downloads.refresh')}</Button>
      </Space>
      <Table<ExportTask> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={page.records} pagination={pagination} />
    </div>
  );
}
