import { Badge, Button, Form, Input, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BpmListQuery } from '../../api/bpmApi';
import type { CcRow, InstanceRow, TaskRow } from '../../api/bpmTypes';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { usePagedList } from '../console/usePagedList';
import { formatTime } from '../eform/formatTime';
import { BatchApproveButton } from './BatchApproveButton';
import { flowPath } from './flowPaths';
import { InstanceStatusTag } from './InstanceStatusTag';
import { runAction, useBpmApi } from './useBpm';

/** Which of the user's lists a page shows (issue 16 "Pages"). */
export type TaskListKind = 'todo' | 'done' | 'cc' | 'started' | 'all';

/** The lists of requests (instances) rather than tasks. */
const isInstanceList = (kind: TaskListKind) => kind === 'started' || kind === 'all';

interface Filters {
  processKey?: string;
  title?: string;
  read?: 'read' | 'unread';
  status?: 'active' | 'suspended' | 'completed';
}

/** The cc list's read filter as the route takes it (`isRead`). */
const isReadOf = (read: Filters['read']) => (read === undefined ? undefined : read === 'read');

type Row = TaskRow | CcRow | InstanceRow;

/**
 * One of the user's workflow lists: to-dos, done, cc (read/unread), the requests they started, or
 * (workflow managers) every request of the tenant;
 * server-paged, filtered by process and title. A row opens the handling page `/flow/{func}/{id}`;
 * the to-do list approves a selection of tasks of the same node of one template (spec §5).
 */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const api = useBpmApi();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const load = useCallback(
    (query: BpmListQuery & Filters): Promise<{ records: Row[]; total: number; current: number; size: number; pages: number }> => {
      const { read, status, ...common } = query;
      if (kind === 'todo') return api.tasks.todo(common);
      if (kind === 'done') return api.tasks.done(common);
      if (kind === 'cc') return api.tasks.cc({ ...common, isRead: isReadOf(read) });
      return api.instances.list({ ...common, status, classify: kind === 'all' ? 'all' : 'start' });
    },
    [api, kind],
  );
  const list = usePagedList<Row, Filters>(load, filters);
  const time = (value: string | null) => formatTime(value, i18n.language);

  const open = (row: Row) => {
    if (kind === 'cc' && !(row as CcRow).isRead) void api.tasks.read(row.id).then(list.reload, () => undefined);
    navigate(flowPath(kind, row));
  };
  const titleColumn = {
    title: t('bpm.list.title'),
    dataIndex: isInstanceList(kind) ? 'title' : 'taskTitle',
    render: (title: string, row: Row) => <Button type="link" size="small" style={{ padding: 0 }} data-testid="flow-open" onClick={() => open(row)}>{title}</Button>,
  };
  const processColumn = { title: t('bpm.list.process'), dataIndex: 'processName' };
  const columns = useMemo<TableColumnsType<Row>>(() => {
    if (isInstanceList(kind)) {
      return [
        titleColumn,
        processColumn,
        ...(kind === 'all' ? [{ title: t('bpm.list.initiator'), dataIndex: 'initiatorName' }] : []),
        { title: t('bpm.list.currentNode'), dataIndex: 'currentNodeName' },
        { title: t('bpm.list.status'), dataIndex: 'status', render: (_: unknown, row) => <InstanceStatusTag row={row as InstanceRow} /> },
        { title: t('bpm.list.startedAt'), dataIndex: 'startTime', render: time },
        { title: t('bpm.list.endedAt'), dataIndex: 'endTime', render: time },
      ];
    }
    if (kind === 'cc') {
      return [
        { title: t('bpm.list.read'), dataIndex: 'isRead', render: (isRead: boolean) => (isRead ? <Tag data-testid="cc-read">{t('bpm.cc.read')}</Tag> : <Badge status="processing" text={t('bpm.cc.unread')} data-testid="cc-unread" />) },
        titleColumn,
        processColumn,
        { title: t('bpm.list.node'), dataIndex: 'taskName' },
        { title: t('bpm.list.from'), dataIndex: 'fromUserName' },
        { title: t('bpm.list.sentAt'), dataIndex: 'sendTimeString', render: time },
      ];
    }
    return [
      titleColumn,
      processColumn,
      { title: t('bpm.list.node'), dataIndex: 'taskName', render: (name: string, row) => <Space size={4}>{name}{(row as TaskRow).taskType === 'resubmit' && <Tag color="orange">{t('bpm.task.resubmit')}</Tag>}</Space> },
      { title: t('bpm.list.initiator'), dataIndex: 'initiatorName' },
      { title: t('bpm.list.from'), dataIndex: 'fromUserName' },
      { title: t('bpm.list.sentAt'), dataIndex: 'sendTimeString', render: time },
      kind === 'todo' ? { title: t('bpm.list.dueAt'), dataIndex: 'dueDateString', render: time } : { title: t('bpm.list.endedAt'), dataIndex: 'endTimeString', render: time },
    ];
    // The column texts follow the language; the handlers read the latest state when clicked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, t, i18n.language]);

  const selectedTasks = (list.records as TaskRow[]).filter((row) => selected.includes(row.id));
  return (
    <div data-testid={`bpm-list-${kind}`}>
      <Form name={`bpm-${kind}-search`} layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={(values: Filters) => setFilters({ ...values })}>
        <Form.Item name="processKey" label={t('bpm.list.process')}>
          <Input allowClear placeholder={t('bpm.list.processKey')} />
        </Form.Item>
        <Form.Item name="title" label={t('bpm.list.title')}>
          <Input allowClear />
        </Form.Item>
        {kind === 'cc' && (
          <Form.Item name="read" label={t('bpm.list.read')}>
            <Select allowClear style={{ width: 120 }} options={[{ value: 'unread', label: t('bpm.cc.unread') }, { value: 'read', label: t('bpm.cc.read') }]} />
          </Form.Item>
        )}
        {isInstanceList(kind) && (
          <Form.Item name="status" label={t('bpm.list.status')}>
            <Select allowClear style={{ width: 120 }} options={(['active', 'suspended', 'completed'] as const).map((status) => ({ value: status, label: t(`bpm.status.${status}`) }))} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit">{t('bpm.search')}</Button>
      </Form>
      <Space style={{ marginBottom: 12 }} wrap>
        {kind === 'todo' && <BatchApproveButton tasks={selectedTasks} onDone={() => { setSelected([]); list.reload(); }} />}
        {kind === 'cc' && (
          <Tooltip title={t('bpm.cc.markReadHint')}>
            <Button
              disabled={selected.length === 0}
              data-testid="cc-mark-read"
              onClick={() => void runAction(() => Promise.all(selected.map((id) => api.tasks.read(id))), t('bpm.cc.marked')).then(() => { setSelected([]); list.reload(); })}
            >
              {t('bpm.cc.markRead')}
            </Button>
          </Tooltip>
        )}
        <Button onClick={list.reload}>{t('bpm.refresh')}</Button>
      </Space>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.records}
        pagination={list.pagination}
        rowSelection={kind === 'todo' || kind === 'cc' ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined}
      />
    </div>
  );
}

/** `bpm/TodoList`: the user's to-dos. */
export const TodoListPage = (_props: MenuPageProps) => <TaskListPage kind="todo" />;
/** `bpm/DoneList`: tasks the user handled. */
export const DoneListPage = (_props: MenuPageProps) => <TaskListPage kind="done" />;
/** `bpm/CcList`: copies sent to the user, read and unread. */
export const CcListPage = (_props: MenuPageProps) => <TaskListPage kind="cc" />;
/** `bpm/StartedList`: the requests the user started. */
export const StartedListPage = (_props: MenuPageProps) => <TaskListPage kind="started" />;
/** `bpm/InstanceList`: every request of the tenant, for workflow managers (the server refuses anyone else). */
export const InstanceListPage = (_props: MenuPageProps) => <TaskListPage kind="all" />;
