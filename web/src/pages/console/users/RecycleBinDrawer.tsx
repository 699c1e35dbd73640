import { Button, Drawer, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageQuery } from '../api/types';
import type { UserRecord } from '../api/usersApi';
import { hasSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { usePagedList } from '../usePagedList';

/** The users' recycle bin: restore them, or delete them for good after a confirmation with the count. */
export function RecycleBinDrawer({ isOpen, onClose, onRestored }: { isOpen: boolean; onClose(): void; onRestored(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run, confirm, modalHolder } = useActions();
  const [selected, setSelected] = useState<string[]>([]);
  const noFilters = useMemo(() => ({}), []);
  const load = useCallback((query: PageQuery) => (isOpen ? api.users.recycleBin(query) : Promise.resolve({ records: [], total: 0, current: 1, size: query.pageSize, pages: 0 })), [api, isOpen]);
  const list = usePagedList<UserRecord, object>(load, noFilters);
  const done = () => {
    setSelected([]);
    list.reload();
  };
  const restore = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    void run(() => api.users.restore(ids)).then((isDone) => {
      if (!isDone) return;
      done();
      onRestored();
    });
  };
  const purge = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    confirm(t('console.user.confirmPurge', { count: ids.length }), () => api.users.purge(ids), done);
  };
  const columns: TableColumnsType<UserRecord> = [
    { title: t('console.user.username'), dataIndex: 'username', key: 'username' },
    { title: t('console.user.realname'), dataIndex: 'realname', key: 'realname' },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, user) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => restore([user.id])}>{t('console.user.restore')}</Button>
          <Button type="link" size="small" danger onClick={() => purge([user.id])}>{t('console.user.purge')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <Drawer open={isOpen} title={t('console.user.recycleBin')} size="large" onClose={onClose} destroyOnHidden>
      {modalHolder}
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => restore(selected)}>{t('console.user.restore')}</Button>
        <Button danger onClick={() => purge(selected)}>{t('console.user.purge')}</Button>
      </Space>
      <Table<UserRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} />
    </Drawer>
  );
}
