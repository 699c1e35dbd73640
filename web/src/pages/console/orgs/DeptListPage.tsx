import { DeleteOutlined, KeyOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Input, Row, Space, Spin, Tree } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../components/Permitted';
import { notifier } from '../../../http/notifier';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { OrgNode } from '../api/orgsApi';
import { DeptPermissionDrawer } from '../deptPermissions/DeptPermissionDrawer';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { OrgForm, type OrgDraft } from './OrgForm';

interface OrgTreeNode {
  key: string;
  title: string;
  children?: OrgTreeNode[];
}

function toTreeNodes(nodes: readonly OrgNode[], keyword: string): OrgTreeNode[] {
  return nodes.flatMap((node) => {
    const children = toTreeNodes(node.children ?? [], keyword);
    const isMatch = !keyword || node.orgName.toLowerCase().includes(keyword) || node.orgCode.toLowerCase().includes(keyword);
    return isMatch || children.length > 0 ? [{ key: node.id, title: `${node.orgName} (${node.orgCode})`, ...(children.length ? { children } : {}) }] : [];
  });
}

function countOrgs(nodes: readonly OrgNode[]): number {
  return nodes.reduce((total, node) => total + 1 + countOrgs(node.children ?? []), 0);
}

function findOrg(nodes: readonly OrgNode[], id: string): OrgNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findOrg(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The organisation page of the console (`org/DeptList`): the organisation and department tree, and
 * for the picked node its details and login policies (IP whitelist, password expiry and alert
 * days, lock after failures, password blacklist, multiple login), and its permissions and department
 * roles (the `orgDept:permission` button). The last root node cannot be deleted.
 */
export function DeptListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [tree, setTree] = useState<OrgNode[]>();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState<OrgDraft>();
  const [permissionsOf, setPermissionsOf] = useState<OrgNode>();
  // The department permission texts travel with the organisation extras' catalogue.
  useOrgConsoleApi();

  const load = useCallback(async () => {
    try {
      setTree(await api.orgs.tree());
    } catch {
      setTree((current) => current ?? []);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const treeNodes = useMemo(() => toTreeNodes(tree ?? [], keyword.trim().toLowerCase()), [tree, keyword]);
  const selected = draft?.org;

  const remove = (org: OrgNode) => {
    if (org.parentId === null && (tree ?? []).length <= 1) {
      notifier().toast('warning', t('console.org.lastRoot'));
      return;
    }
    confirm(t('console.confirmDeleteOne', { name: org.orgName }), () => api.orgs.remove(org.id), () => {
      setDraft(undefined);
      void load();
    });
  };

  return (
    <div data-testid="console-dept-list">
      {modalHolder}
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <Card size="small">
            <Space style={{ marginBottom: 8 }} wrap>
              <Permitted action="orgDept:edit">
                <Space wrap>
                  <Button type="primary" size="small" icon={<PlusOutlined />} data-testid="add-root-org" onClick={() => setDraft({ parentId: null })}>{t('console.org.addRoot')}</Button>
                  <Button size="small" icon={<PlusOutlined />} data-testid="add-child-org" disabled={!selected} onClick={() => selected && setDraft({ parentId: selected.id })}>{t('console.org.addChild')}</Button>
                  <Button size="small" danger icon={<DeleteOutlined />} data-testid="delete-org" disabled={!selected} onClick={() => selected && remove(selected)}>{t('console.delete')}</Button>
                </Space>
              </Permitted>
              <Permitted action="orgDept:permission">
                <Button size="small" icon={<KeyOutlined />} data-testid="org-permissions" disabled={!selected} onClick={() => selected && setPermissionsOf(selected)}>{t('orgConsole.dept.permissions')}</Button>
              </Permitted>
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void load()}>{t('console.refresh')}</Button>
            </Space>
            <Input.Search allowClear size="small" placeholder={t('console.org.search')} onSearch={setKeyword} style={{ marginBottom: 8 }} />
            {!tree ? (
              <Spin style={{ display: 'block', margin: '24px auto' }} />
            ) : (
              <Tree<OrgTreeNode>
                blockNode
                defaultExpandAll
                // Opened afresh when the search or the number of nodes changes, so a new node shows.
                key={`${keyword}-${countOrgs(tree)}`}
                treeData={treeNodes}
                selectedKeys={selected ? [selected.id] : []}
                onSelect={(keys) => {
                  const org = keys[0] ? findOrg(tree, String(keys[0])) : undefined;
                  setDraft(org ? { org, parentId: org.parentId } : undefined);
                }}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={15}>
          <Card size="small">
            {draft ? <OrgForm key={draft.org?.id ?? `new-${draft.parentId}`} draft={draft} tree={tree ?? []} onSaved={(org) => { setDraft({ org, parentId: org.parentId }); void load(); }} /> : <Empty description={t('console.org.pick')} />}
          </Card>
        </Col>
      </Row>
      {permissionsOf && <DeptPermissionDrawer org={permissionsOf} onClose={() => setPermissionsOf(undefined)} />}
    </div>
  );
}
