import { Alert, Button, Drawer, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import { useSession } from '../../../app/ServicesContext';
import type { OrgNode } from '../api/orgsApi';
import { grantsInTree, indexTree } from '../roles/permissionGrants';
import { useActions } from '../useActions';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';
import { DeptRolesPanel } from './DeptRolesPanel';
import { PermissionTreeEditor } from './PermissionTreeEditor';
import type { PermissionTree } from './permissionTree';


/** Whether the signed-in user holds a button (the same answer the `Permitted` wrapper gives). */
export function useHoldsButton(action: string): boolean {
  return useSession((state) => hasElementPermission(action, { auth: state.permissions?.auth as PermissionEntry[] | undefined, allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined }));
}

/**
 * A department's permissions (spec §7 queryDepartPermission/saveDepartPermission): the tenant's
 * menu and button tree with what every user of the department holds ticked, saved as a whole;
 * and the department's roles, which give more to some of its users.
 */
export function DeptPermissionDrawer({ org, onClose }: { org: OrgNode; onClose(): void }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const canEdit = useHoldsButton('orgDept:permission');
  const [tree, setTree] = useState<PermissionTree>();
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    api.deptRoleTree(org.id).then((loaded) => {
      if (!isCurrent) return;
      setTree(loaded);
      setGranted(grantsInTree(indexTree(loaded.treeList), loaded.departPermissionIds));
    }, () => isCurrent && setTree({ treeList: [], ids: [], departPermissionIds: [] }));
    return () => {
      isCurrent = false;
    };
  }, [api, org.id]);

  const save = async () => {
    setIsSaving(true);
    if (await run(() => api.saveDepartPermissions(org.id, [...granted]))) setTree((current) => current && { ...current, departPermissionIds: [...granted] });
    setIsSaving(false);
  };

  return (
    <Drawer open title={t('orgConsole.dept.permissionsOf', { name: org.orgName })} size="large" onClose={onClose} destroyOnHidden>
      {!tree ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Tabs
          items={[
            {
              key: 'permissions',
              label: t('orgConsole.dept.tabPermissions'),
              children: (
                <>
                  <Alert type="info" showIcon title={t('orgConsole.dept.permissionsHint')} style={{ marginBottom: 8 }}
                    action={canEdit && <Button type="primary" size="small" loading={isSaving} data-testid="save-dept-permissions" onClick={() => void save()}>{t('common.save')}</Button>} />
                  <PermissionTreeEditor tree={tree.treeList} allIds={tree.ids} granted={granted} onChange={setGranted} canEdit={canEdit} testId="dept-permission-tree" />
                </>
              ),
            },
            { key: 'roles', label: t('orgConsole.dept.tabRoles'), children: <DeptRolesPanel org={org} tree={tree} canEdit={canEdit} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
