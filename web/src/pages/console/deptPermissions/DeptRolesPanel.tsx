import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrgNode } from '../api/orgsApi';
import { hasSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useLocalPagination } from '../usePagedList';
import type { DeptRoleRecord } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';
import type { PermissionTree } from './permissionTree';
import { DeptRoleFormModal } from './DeptRoleFormModal';
import { DeptRolePermissionModal } from './DeptRolePermissionModal';
import { DeptRoleUsersModal } from './DeptRoleUsersModal';

type Dialog = { kind: 'form'; role?: DeptRoleRecord } | { kind: 'permissions'; role: DeptRoleRecord } | { kind: 'users'; role: DeptRoleRecord };

/** The roles defined inside a department: add, edit, delete (one or a selection), their permissions and their users. */
export function DeptRolesPanel({ org, tree, canEdit }: { org: OrgNode; tree: PermissionTree; canEdit: boolean }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const pagination = useLocalPagination();
  const [roles, setRoles] = useState<DeptRoleRecord[]>();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>();

  const load = useCallback(() => {
    api.deptRoles(org.id).then((page) => setRoles(page.records), () => setRoles((current) => current ?? []));
  }, [api, org.id]);
  useEffect(load, [load]);
  const afterChange = () => {
    setSelected([]);
    load();
  };
  const remove = (ids: string[]) => {
    if (!hasSelection(ids, t)) return;
    confirm(t('console.confirmBatchDelete', { count: ids.length }), () => api.removeDeptRoles(ids), afterChange);
  };

  const columns: TableColumnsType<DeptRoleRecord> = [
    { title: t('orgConsole.dept.roleName'), dataIndex: 'roleName', key: 'roleName' },
    { title: t('orgConsole.dept.roleCode'), dataIndex: 'roleCode', key: 'roleCode' },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, role) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid={`dept-role-permissions-${role.roleCode}`} onClick={() => setDialog({ kind: 'permissions', role })}>{t('orgConsole.dept.rolePermissions')}</Button>
          <Button type="link" size="small" data-testid={`dept-role-users-${role.roleCode}`} onClick={() => setDialog({ kind: 'users', role })}>{t('orgConsole.dept.roleUsers')}</Button>
          {canEdit && <Button type="link" size="small" onClick={() => setDialog({ kind: 'form', role })}>{t('console.edit')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="dept-roles">
      {modalHolder}
      {canEdit && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Button type="primary" size="small" icon={<PlusOutlined />} data-testid="add-dept-role" onClick={() => setDialog({ kind: 'form' })}>{t('console.add')}</Button>
          <Button size="small" danger icon={<DeleteOutlined />} data-testid="delete-dept-roles" onClick={() => remove(selected)}>{t('console.batchDelete')}</Button>
        </Space>
      )}
      <Table<DeptRoleRecord> rowKey="id" size="small" loading={!roles} columns={columns} dataSource={roles ?? []} pagination={pagination}
        rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined} />
      {dialog?.kind === 'form' && <DeptRoleFormModal departId={org.id} role={dialog.role} onClose={() => setDialog(undefined)} onSaved={() => { setDialog(undefined); afterChange(); }} />}
      {dialog?.kind === 'permissions' && <DeptRolePermissionModal role={dialog.role} tree={tree} canEdit={canEdit} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'users' && <DeptRoleUsersModal role={dialog.role} departId={org.id} canEdit={canEdit} onClose={() => setDialog(undefined)} />}
    </div>
  );
}
