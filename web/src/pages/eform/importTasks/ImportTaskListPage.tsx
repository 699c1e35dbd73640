import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table, Tabs, Tag, Upload, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAsyncImportApi, type ImportRun, type ImportTaskRecord } from '../../../api/asyncImportApi';
import { uploadSheet } from '../../../api/uploadSheet';
import { Permitted } from '../../../components/Permitted';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { PageOf, PageQuery } from '../../console/api/types';
import { useActions } from '../../console/useActions';
import { usePagedList } from '../../console/usePagedList';
import { BackgroundImportDialog } from './BackgroundImportDialog';
import { ImportRunList } from './ImportRunList';
import { useImportRunStore } from './importRunStore';
import { ImportTaskDrawer } from './ImportTaskDrawer';
import { useImportTaskServices } from './useImportTaskServices';
import { toastFailure } from '../../../http/failureToast';

/**
 * The import-task designer (`eform/ImportTaskList`, spec §3 "Import task labels"): the tenant's
 * tasks with search, and a drawer to add or edit one (`importTask:design`); a task's run takes an
 * .xlsx and shows the background import's dialog (`importTask:run`).
 */
export function ImportTaskListPage(_props: MenuPageProps) {
  const services = useImportTaskServices();
  const api = useMemo(() => createAsyncImportApi(services.http), [services.http]);
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [keyword, setKeyword] = useState('');
  const filters = useMemo(() => (keyword ? { keyword } : {}), [keyword]);
  // The designer's answer lacks the page numbers the console's list hook shows; they follow from the query.
  const load = useMemo(() => async (query: PageQuery & { keyword?: string }): Promise<PageOf<ImportTaskRecord>> => {
    const page = await api.listTasks(query);
    return { ...page, current: query.pageNo, size: query.pageSize, pages: Math.ceil(page.total / query.pageSize) };
  }, [api]);
  const list = usePagedList<ImportTaskRecord, { keyword?: string }>(load, filters);
  const [editing, setEditing] = useState<ImportTaskRecord | 'new'>();
  const startRun = async (task: ImportTaskRecord, file: File) => {
    try {
      const answer = await uploadSheet<ImportRun>(services, `/fyImportBackend/run/upload?taskCode=${encodeURIComponent(task.taskCode)}`, file);
      useImportRunStore.getState().show(answer.result.id);
    } catch (error) {
      toastFailure('warning', error, file.name);
    }
  };
  const columns: TableColumnsType<ImportTaskRecord> = [
    { title: t('importTask.taskName'), dataIndex: 'taskName', key: 'taskName' },
    { title: t('importTask.taskCode'), dataIndex: 'taskCode', key: 'taskCode' },
    { title: t('importTask.formCode'), dataIndex: 'formCode', key: 'formCode' },
    { title: t('importTask.importMode'), dataIndex: 'importMode', key: 'importMode', render: (mode: string) => t(`importTask.mode.${mode}`) },
    { title: t('importTask.importType'), dataIndex: 'importType', key: 'importType', render: (type: string) => <Tag>{t(`importTask.type.${type}`)}</Tag> },
    { title: t('importTask.sheetName'), dataIndex: 'sheetName', key: 'sheetName' },
    {
      title: t('importTask.actions'),
      key: 'actions',
      render: (_value, record) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(record)}>{t('importTask.edit')}</Button>
          <Permitted action="importTask:run">
            <Upload accept=".xlsx,.csv,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv" maxCount={1} showUploadList={false} beforeUpload={(file) => { void startRun(record, file); return false; }}>
              <Button type="link" size="small" data-testid={`import-task-run-${record.taskCode}`}>{t('importTask.run')}</Button>
            </Upload>
          </Permitted>
          <Button type="link" size="small" danger onClick={() => confirm(t('importTask.confirmDelete', { name: record.taskName }), () => api.removeTask(record.id), list.reload)}>{t('importTask.delete')}</Button>
        </Space>
      ),
    },
  ];
  const tasks = (
    <div data-testid="import-task-list">
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('importTask.search')} onSearch={(value) => setKeyword(value.trim())} style={{ width: 240 }} />
        <Button type="primary" icon={<PlusOutlined />} data-testid="import-task-add" onClick={() => setEditing('new')}>{t('importTask.add')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('importTask.refresh')}</Button>
      </Space>
      <Table<ImportTaskRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
    </div>
  );
  return (
    <div>
      {modalHolder}
      <Tabs destroyOnHidden items={[
        { key: 'tasks', label: t('importTask.tasks'), children: tasks },
        { key: 'runs', label: <span data-testid="import-runs-tab">{t('importRun.myRuns')}</span>, children: <ImportRunList api={api} /> },
      ]} />
      <BackgroundImportDialog />
      {editing && (
        <ImportTaskDrawer
          {...(editing === 'new' ? {} : { record: editing })}
          save={(input) => (editing === 'new' ? api.addTask(input) : api.editTask(editing.id, input))}
          onClose={() => setEditing(undefined)}
          onSaved={() => { setEditing(undefined); list.reload(); }}
        />
      )}
    </div>
  );
}
