import { Alert, Button, Col, Drawer, Empty, Row, Select, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/ServicesContext';
import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import type { PermissionTreeNode, RoleRecord } from '../api/rolesApi';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { grantsInTree, indexTree, toggleGrant } from './permissionGrants';
import { RoleDataRules } from './RoleDataRules';

interface SelectedMenu {
  id: string;
  title: string;
}

/**
 * What a role grants: the tenant's menu and button tree with the role's grants ticked, saved as a
 * whole, or one group (a top-level menu) at a time through the group-role calls, which leave the
 * role's other groups alone; and for the menu picked in the tree, the data rules the role applies there.
 */
export function RolePermissionDrawer({ role, onClose }: { role: RoleRecord; onClose(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const canEdit = useSession((state) => hasElementPermission('systemRole:edit', { auth: state.permissions?.auth as PermissionEntry[] | undefined, allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined }));
  const [tree, setTree] = useState<PermissionTreeNode[]>();
  const [allIds, setAllIds] = useState<string[]>([]);
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [menu, setMenu] = useState<SelectedMenu>();
  const [isSaving, setIsSaving] = useState(false);
  const [fullTree, setFullTree] = useState<PermissionTreeNode[]>();
  const [groupId, setGroupId] = useState<string>();
  const index = useMemo(() => indexTree(tree ?? []), [tree]);

  useEffect(() => {
    let isCurrent = true;
    setTree(undefined);
    const load = async () => {
      const { treeList } = await api.roles.permissionTree();
      const group = groupId ? treeList.filter((node) => node.key === groupId) : treeList;
      const roleIds = groupId ? await api.roles.groupPermissionIds(role.id, groupId) : await api.roles.rolePermissionIds(role.id);
      if (!isCurrent) return;
      const groupIndex = indexTree(group);
      setFullTree(treeList);
      setTree(group);
      setAllIds([...groupIndex.parentOf.keys()]);
      setGranted(grantsInTree(groupIndex, roleIds));
      // Open down to the buttons: a grant is seen without digging for it.
      setExpanded([...groupIndex.childrenOf].filter(([, children]) => children.length > 0).map(([key]) => key));
    };
    load().catch(() => isCurrent && setTree([]));
    return () => {
      isCurrent = false;
    };
  }, [api, role.id, groupId]);

  const save = async () => {
    setIsSaving(true);
    await run(() => (groupId ? api.roles.saveGroupPermissions(role.id, groupId, [...granted]) : api.roles.saveRolePermissions(role.id, [...granted])));
    setIsSaving(false);
  };

  const findNode = (nodes: readonly PermissionTreeNode[], key: string): PermissionTreeNode | undefined => {
    for (const node of nodes) {
      if (node.key === key) return node;
      const found = findNode(node.children ?? [], key);
      if (found) return found;
    }
    return undefined;
  };

  return (
    <Drawer open title={t('console.role.permissionsOf', { name: role.roleName })} size="large" onClose={onClose} destroyOnHidden
      extra={canEdit && <Button type="primary" loading={isSaving} disabled={!tree} data-testid="save-role-permissions" onClick={() => void save()}>{t('common.save')}</Button>}>
      {!tree ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Space style={{ marginBottom: 8 }} wrap>
              <Select
                size="small"
                style={{ minWidth: 160 }}
                aria-label={t('console.role.group')}
                data-testid="permission-group"
                value={groupId ?? ''}
                onChange={(value: string) => setGroupId(value || undefined)}
                options={[{ value: '', label: t('console.role.allGroups') }, ...(fullTree ?? []).map((node) => ({ value: node.key, label: node.title }))]}
              />
              <Button size="small" disabled={!canEdit} onClick={() => setGranted(new Set(allIds))}>{t('console.role.grantAll')}</Button>
              <Button size="small" disabled={!canEdit} onClick={() => setGranted(new Set())}>{t('console.role.grantNone')}</Button>
              <Button size="small" onClick={() => setExpanded([...index.parentOf.keys()])}>{t('console.expandAll')}</Button>
              <Button size="small" onClick={() => setExpanded([])}>{t('console.collapseAll')}</Button>
            </Space>
            <Alert type="info" showIcon title={t(groupId ? 'console.role.groupHint' : 'console.role.treeHint')} style={{ marginBottom: 8 }} />
            <Tree<PermissionTreeNode>
              checkable
              checkStrictly
              disabled={!canEdit}
              data-testid="permission-tree"
              treeData={tree}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys as string[])}
              checkedKeys={{ checked: [...granted], halfChecked: [] }}
              onCheck={(_keys, info) => setGranted(toggleGrant(index, granted, String(info.node.key), info.checked))}
              selectedKeys={menu ? [menu.id] : []}
              onSelect={(_keys, info) => {
                const node = findNode(tree, String(info.node.key));
                setMenu(node && node.menuType !== '2' ? { id: node.key, title: node.title } : undefined);
              }}
            />
          </Col>
          <Col xs={24} md={12}>
            {menu ? <RoleDataRules key={menu.id} roleId={role.id} menuId={menu.id} menuTitle={menu.title} canEdit={canEdit} /> : <Empty description={t('console.role.pickMenuForRules')} />}
          </Col>
        </Row>
      )}
    </Drawer>
  );
}
