import { DeleteOutlined, LockOutlined, PlusOutlined, RestOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageShell } from '../../../components/listPage/ListPageShell';
import { RowActions } from '../../../components/listPage/RowActions';
import { withoutBlanks } from '../../../components/listPage/withoutBlanks';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { UserFilters, UserRecord } from '../api/usersApi';
import { hasSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { useListPage } from '../useListPage';
import { RecycleBinDrawer } from './RecycleBinDrawer';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

/**
 * The user page of the console (`system/UserList`): search, add and edit, freeze and unfreeze in
 * batch, move to the recycle bin (restore or delete for good there), reset a password. Buttons
 * follow the `systemUser:edit` permission; the server refuses the admin account's freezing.
 */
export function UserListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run, confirm, modalHolder } = useActions();
  const page = useListPage<UserRecord, UserFilters>(api.users.list, {});
  const { selected, reload, afterChange } = page;
  const [editing, setEditing] = useState<UserRecord | 'new'>();
  const [resetting, setResetting] = useState<UserRecord>();
  const [isBinOpen, setIsBinOpen] = useState(false);
  const freeze = (ids: string[], status: '1' | '2') => {
    if (!hasSelection(ids, t)) return;
    void run(() => api.users.frozenBatch(ids, status)).then((isDone) => isDone && afterChange());
  };
  const recycle = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    confirm(t('console.user.confirmRecycle', { count: ids.length }), () => api.users.toRecycleBin(ids), afterChange);
  };

  const columns: TableColumnsType<UserRecord> = [
    { title: t('console.user.username'), dataIndex: 'username', key: 'username' },
    { title: t('console.user.realname'), dataIndex: 'realname', key: 'realname' },
    { title: t('console.user.phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('console.user.email'), dataIndex: 'email', key: 'email' },
    { title: t('console.user.userType'), dataIndex: 'userType', key: 'userType', render: (value: string) => t(`console.user.type.${value}`) },
    {
      title: t('console.status'),
      key: 'status',
      render: (_v, user) => (
        <Space size={4}>
          <Tag color={user.status === '1' ? 'green' : 'red'}>{t(user.status === '1' ? 'console.user.normal' : 'console.user.frozen')}</Tag>
          {user.isLocked && <Tag color="orange">{t('console.user.locked')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, user) => (
        <RowActions action="systemUser:edit">
          <Button type="link" size="small" data-testid={`edit-user-${user.username}`} onClick={() => setEditing(user)}>{t('console.edit')}</Button>
          <Button type="link" size="small" onClick={() => setResetting(user)}>{t('console.user.resetPassword')}</Button>
          {user.status === '1' ? (
            <Button type="link" size="small" data-testid={`freeze-user-${user.username}`} onClick={() => freeze([user.id], '2')}>{t('console.user.freeze')}</Button>
          ) : (
            <Button type="link" size="small" data-testid={`unfreeze-user-${user.username}`} onClick={() => freeze([user.id], '1')}>{t('console.user.unfreeze')}</Button>
          )}
          <Button type="link" size="small" danger onClick={() => recycle([user.id])}>{t('console.delete')}</Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ListPageShell<UserRecord, UserFilters>
      testId="console-user-list"
      search={{
        name: 'userSearch',
        fields: (
          <>
            <Form.Item name="username" label={t('console.user.username')}><Input allowClear /></Form.Item>
            <Form.Item name="realname" label={t('console.user.realname')}><Input allowClear /></Form.Item>
            <Form.Item name="phone" label={t('console.user.phone')}><Input allowClear /></Form.Item>
            <Form.Item name="status" label={t('console.status')}>
              <Select allowClear style={{ width: 120 }} options={[{ value: '1', label: t('console.user.normal') }, { value: '2', label: t('console.user.frozen') }]} />
            </Form.Item>
          </>
        ),
        onSearch: (values) => page.setFilters(withoutBlanks(values)),
      }}
      editPermission="systemUser:edit"
      editButtons={
        <>
          <Button type="primary" icon={<PlusOutlined />} data-testid="add-user" onClick={() => setEditing('new')}>{t('console.add')}</Button>
          <Button icon={<LockOutlined />} data-testid="freeze-selected" onClick={() => freeze(selected, '2')}>{t('console.user.freeze')}</Button>
          <Button icon={<UnlockOutlined />} data-testid="unfreeze-selected" onClick={() => freeze(selected, '1')}>{t('console.user.unfreeze')}</Button>
          <Button icon={<DeleteOutlined />} danger data-testid="recycle-selected" onClick={() => recycle(selected)}>{t('console.batchDelete')}</Button>
          <Button icon={<RestOutlined />} data-testid="open-recycle-bin" onClick={() => setIsBinOpen(true)}>{t('console.user.recycleBin')}</Button>
        </>
      }
      page={page}
      columns={columns}
    >
      {modalHolder}
      {editing && <UserFormModal user={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); reload(); }} />}
      {resetting && <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} />}
      <RecycleBinDrawer isOpen={isBinOpen} onClose={() => setIsBinOpen(false)} onRestored={reload} />
    </ListPageShell>
  );
}
