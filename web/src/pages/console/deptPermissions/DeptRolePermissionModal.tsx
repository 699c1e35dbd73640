import { Alert, Modal, Spin, type ButtonProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantsInTree, indexTree } from '../roles/permissionGrants';
import { useActions } from '../useActions';
import type { DeptRoleRecord } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';
import type { PermissionTree } from './permissionTree';
import { PermissionTreeEditor } from './PermissionTreeEditor';

/** What a department role grants (spec §7 queryDeptRolePermission/saveDeptRolePermission), beside what its department already gives (greyed). */
export function DeptRolePermissionModal({ role, tree, canEdit, onClose }: { role: DeptRoleRecord; tree: PermissionTree; canEdit: boolean; onClose(): void }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [granted, setGranted] = useState<Set<string>>();
  const [isSaving, setIsSaving] = useState(false);
  const fromDepartment = useMemo(() => new Set(tree.departPermissionIds), [tree.departPermissionIds]);

  useEffect(() => {
    api.deptRolePermissionIds(role.id).then((ids) => setGranted(grantsInTree(indexTree(tree.treeList), ids)), () => setGranted(new Set()));
  }, [api, role.id, tree.treeList]);

  const save = async () => {
    if (!granted) return;
    setIsSaving(true);
    const isDone = await run(() => api.saveDeptRolePermissions(role.id, [...granted]));
    setIsSaving(false);
    if (isDone) onClose();
  };

  return (
    <Modal open width={720} title={t('orgConsole.dept.rolePermissionsOf', { name: role.roleName })} okText={t('common.save')} cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !canEdit || !granted, loading: isSaving, 'data-testid': 'save-dept-role-permissions' } as ButtonProps} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Alert type="info" showIcon title={t('orgConsole.dept.rolePermissionsHint')} style={{ marginBottom: 8 }} />
      {granted ? (
        <PermissionTreeEditor tree={tree.treeList} allIds={tree.ids} granted={granted} onChange={setGranted} canEdit={canEdit} heldElsewhere={fromDepartment} testId="dept-role-permission-tree" />
      ) : (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      )}
    </Modal>
  );
}
