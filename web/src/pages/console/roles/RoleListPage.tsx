import { CopyOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../components/Permitted';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { RoleRecord } from '../api/rolesApi';
import { hasSingleSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { usePagedList } from '../usePagedList';
import { CopyRoleModal } from './CopyRoleModal';
import { RoleFormModal } from './RoleFormModal';
import { RolePermissionDrawer } from './RolePermissionDrawer';

/**
 * The role page of the console (`system/RoleList`): roles with add, edit, copy (exactly one
 * selected) and delete, and the permission editor: the menu and button tree a role grants and,
 * per menu, the data rules it applies. Buttons follow `systemRole:edit`.
 */
export function RoleListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [roleName, setRoleName] = useState('');
  const filters = useMemo(() => (roleName ? { roleName } : {}), [roleName]);
  const list = usePagedList(api.roles.list, filters);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<RoleRecord | 'new'>();
  const [copying, setCopying] = useState<RoleRecord>();
  const [granting, setGranting] = useState<RoleRecord>();

  const copySelected = () => {
    if (!hasSingleSelection(selected, t)) return;
    setCopying(list.records.find((role) => role.id === selected[0]));
  };
  const columns: TableColumnsType<RoleRecord> = [
    { title: t('console.role.roleCode'), dataIndex: 'roleCode', key: 'roleCode' },
    { title: t('console.role.roleName'), dataIndex: 'roleName', key: 'roleName' },
    { title: t('console.role.roleType'), dataIndex: 'roleType', key: 'roleType', render: (value: string) => t(`console.role.type.${value}`) },
    { title: t('console.role.roleOrder'), dataIndex: 'roleOrder', key: 'roleOrder', width: 90 },
    { title: t('console.description'), dataIndex: 'description', key: 'description' },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, role) => (
        <Space size={0}>
          <Permitted action="systemRole:view">
            <Button type="link" size="small" data-testid={`grant-role-${role.roleCode}`} onClick={() => setGranting(role)}>{t('console.role.permissions')}</Button>
          </Permitted>
          <Permitted action="systemRole:edit">
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing(role)}>{t('console.edit')}</Button>
              <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: role.roleName }), () => api.roles.remove(role.id), list.reload)}>{t('console.delete')}</Button>
            </Space>
          </Permitted>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-role-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('console.role.roleName')} onSearch={setRoleName} data-testid="role-search" style={{ width: 240 }} />
        <Permitted action="systemRole:edit">
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined />} data-testid="add-role" onClick={() => setEditing('new')}>{t('console.add')}</Button>
            <Button icon={<CopyOutlined />} data-testid="copy-role" onClick={copySelected}>{t('console.copy')}</Button>
          </Space>
        </Permitted>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<RoleRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }} />
      {editing && <RoleFormModal role={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />}
      {copying && <CopyRoleModal role={copying} onClose={() => setCopying(undefined)} onSaved={() => { setCopying(undefined); setSelected([]); list.reload(); }} />}
      {granting && <RolePermissionDrawer role={granting} onClose={() => setGranting(undefined)} />}
    </div>
  );
}
