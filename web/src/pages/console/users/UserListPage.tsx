import { DeleteOutlined, LockOutlined, PlusOutlined, RestOutlined, UnlockOutlined } from '@ant-design/icons';
import { batchUserActionRefusal, formatMessage, isLanguage, type UserAction } from '@wharf/engine';
import { Button, Form, Input, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageShell } from '../../../components/listPage/ListPageShell';
import { RowActions } from '../../../components/listPage/RowActions';
import { withoutBlanks } from '../../../components/listPage/withoutBlanks';
import { useSession } from '../../../app/ServicesContext';
import { notifier } from '../../../http/notifier';
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
 * follow the `systemUser:edit` permission. What the server would refuse (freezing or deleting the
 * admin account, deleting oneself: engine `userActionRefusal`) is not offered: the row's button is
 * disabled with the reason as its tooltip, and a batch holding such an account says why it stops.
 */
export function UserListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t, i18n } = useTranslation();
  const actorId = useSession((state) => state.userInfo?.id);
  const { run, confirm, modalHolder } = useActions();
  const page = useListPage<UserRecord, UserFilters>(api.users.list, {});
  const { selected, reload, afterChange } = page;
  const [editing, setEditing] = useState<UserRecord | 'new'>();
  const [resetting, setResetting] = useState<UserRecord>();
  const [isBinOpen, setIsBinOpen] = useState(false);
  /** The reason the server would refuse `action` on these accounts, in the UI language, or undefined. */
  const refusalOf = (action: UserAction, users: readonly UserRecord[]): string | undefined => {
    const code = batchUserActionRefusal(action, users, actorId);
    return code ? formatMessage(code, isLanguage(i18n.language) ? i18n.language : undefined) : undefined;
  };
  const isRefused = (action: UserAction, ids: readonly string[]): boolean => {
    const reason = refusalOf(action, page.list.records.filter((user) => ids.includes(user.id)));
    if (reason) notifier().toast('warning', reason);
    return reason !== undefined;
  };
  /** A row action the server would refuse: shown disabled, its tooltip saying why. */
  const refusable = (action: UserAction, user: UserRecord, button: (isDisabled: boolean) => ReactElement) => {
    const reason = refusalOf(action, [user]);
    // A disabled button gets no mouse events: the span around it carries the tooltip.
    return reason ? <Tooltip title={reason}><span data-refusal={reason}>{button(true)}</span></Tooltip> : button(false);
  };
  const freeze = (ids: string[], status: '1' | '2') => {
    if (!hasSelection(ids, t)) return;
    if (status === '2' && isRefused('freeze', ids)) return;
    void run(() => api.users.frozenBatch(ids, status)).then((isDone) => isDone && afterChange());
  };
  const recycle = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    if (isRefused('delete', ids)) return;
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
            refusable('freeze', user, (isDisabled) => <Button type="link" size="small" disabled={isDisabled} data-testid={`freeze-user-${user.username}`} onClick={() => freeze([user.id], '2')}>{t('console.user.freeze')}</Button>)
          ) : (
            <Button type="link" size="small" data-testid={`unfreeze-user-${user.username}`} onClick={() => freeze([user.id], '1')}>{t('console.user.unfreeze')}</Button>
          )}
          {refusable('delete', user, (isDisabled) => <Button type="link" size="small" danger disabled={isDisabled} data-testid={`delete-user-${user.username}`} onClick={() => recycle([user.id])}>{t('console.delete')}</Button>)}
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
