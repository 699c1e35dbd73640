import { CopyOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { hasElementPermission, type PermissionEntry } from '@wharf/engine';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/ServicesContext';
import { notifier } from '../../../http/notifier';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { MenuNode } from '../api/menusApi';
import { hasSingleSelection } from '../selectionGuards';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { useLocalPagination } from '../usePagedList';
import { MenuFormDrawer, type MenuDraft } from './MenuFormDrawer';
import { menuTitle, parentIds } from './menuTitle';

/** The button permission that only the platform operator holds: it is in no product package. */
export const menuEditPermission = 'systemMenu:edit';

/**
 * The menu page of the console (`system/MenuList`): the menu and button tree. Menus are platform
 * records: the platform operator adds, edits, copies and deletes any (only a top-level menu can be
 * copied, spec §5); a tenant's builders (issue 18 §3; the server says who with `ownMenuIds`) add
 * menus, top-level folders too, add under any menu they hold, and edit and delete the ones their
 * tenant made — the operator's menus show no changing actions to them.
 */
export function MenuListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t, i18n } = useTranslation();
  const { run, confirm, modalHolder } = useActions();
  const pagination = useLocalPagination();
  const [tree, setTree] = useState<MenuNode[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [draft, setDraft] = useState<MenuDraft>();
  /** The menus the tenant made itself, or null for a caller who builds no menus (the server said 403). */
  const [ownIds, setOwnIds] = useState<ReadonlySet<string> | null>(null);
  const isOperator = useSession((state) => hasElementPermission(menuEditPermission, { auth: state.permissions?.auth as PermissionEntry[] | undefined, allAuth: state.permissions?.allAuth as PermissionEntry[] | undefined }));
  /** Whether the caller may change this menu: the operator any, a builder their tenant's own. */
  const canChange = (menu: MenuNode) => isOperator || (ownIds?.has(menu.id) ?? false);

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      const [menus, own] = await Promise.all([api.menus.tree(), api.menus.ownIds().catch(() => null)]);
      setTree(menus);
      setOwnIds(own && new Set(own));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setIsLoading(false);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const copySelected = () => {
    if (!hasSingleSelection(selected, t)) return;
    const top = tree.find((menu) => menu.id === selected[0]);
    if (!top) {
      notifier().toast('warning', t('console.menu.copyTopOnly'));
      return;
    }
    void run(() => api.menus.copy(top.id)).then((isDone) => {
      if (!isDone) return;
      setSelected([]);
      void load();
    });
  };

  const columns: TableColumnsType<MenuNode> = [
    { title: t('console.menu.title'), key: 'title', render: (_v, menu) => menuTitle(menu, i18n.language) },
    { title: t('console.menu.menuCode'), dataIndex: 'menuCode', key: 'menuCode' },
    { title: t('console.menu.menuType'), dataIndex: 'menuType', key: 'menuType', width: 100, render: (value: string) => <Tag color={value === '2' ? 'purple' : 'blue'}>{t(`console.menu.type.${value}`)}</Tag> },
    { title: t('console.menu.path'), dataIndex: 'path', key: 'path' },
    { title: t('console.menu.component'), dataIndex: 'component', key: 'component' },
    { title: t('console.menu.perms'), dataIndex: 'perms', key: 'perms' },
    { title: t('console.menu.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 70 },
    { title: t('console.status'), dataIndex: 'status', key: 'status', width: 80, render: (value: string) => <Tag color={value === '0' ? 'green' : 'default'}>{t(value === '0' ? 'console.enabled' : 'console.disabled')}</Tag> },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, menu) => (isOperator || ownIds) && (
        <Space size={0}>
          {canChange(menu) && <Button type="link" size="small" data-testid={`edit-menu-${menu.menuCode}`} onClick={() => setDraft({ menu })}>{t('console.edit')}</Button>}
          {menu.menuType !== '2' && <Button type="link" size="small" data-testid={`add-under-${menu.menuCode}`} onClick={() => setDraft({ parent: menu })}>{t('console.menu.addChild')}</Button>}
          {canChange(menu) && <Button type="link" size="small" danger data-testid={`delete-menu-${menu.menuCode}`} onClick={() => confirm(t('console.menu.confirmDelete', { name: menuTitle(menu, i18n.language) }), () => api.menus.remove(menu.id), () => void load())}>{t('console.delete')}</Button>}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="console-menu-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        {(isOperator || ownIds) && <Button type="primary" icon={<PlusOutlined />} data-testid="add-menu" onClick={() => setDraft({})}>{t('console.add')}</Button>}
        {isOperator && <Button icon={<CopyOutlined />} data-testid="copy-menu" onClick={copySelected}>{t('console.copy')}</Button>}
        <Button onClick={() => setExpanded(parentIds(tree))}>{t('console.expandAll')}</Button>
        <Button onClick={() => setExpanded([])}>{t('console.collapseAll')}</Button>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<MenuNode>
        rowKey="id"
        size="small"
        loading={isLoading}
        columns={columns}
        dataSource={tree}
        pagination={pagination}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as string[]) }}
        rowSelection={{ selectedRowKeys: selected, checkStrictly: true, onChange: (keys) => setSelected(keys as string[]) }}
      />
      {draft && <MenuFormDrawer draft={draft} tree={tree} onClose={() => setDraft(undefined)} onSaved={() => { setDraft(undefined); void load(); }} />}
    </div>
  );
}

