import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Space, TreeSelect, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useReferenceHttp } from '../../messages/useReferenceHttp';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { createCategoriesApi, type CategoryInput, type CategoryNode } from './categoriesApi';

/** antd's tree table draws an expander for any `children` array, so leaves carry none. */
type CategoryRow = Omit<CategoryNode, 'children'> & { children?: CategoryRow[] };
const asRows = (nodes: CategoryNode[]): CategoryRow[] => nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: asRows(children) } : node));

/** The category ids at and below `id` (a node cannot move under itself or its descendants). */
function selfAndBelow(nodes: CategoryNode[], id: string): Set<string> {
  const found = new Set<string>();
  const walk = (list: CategoryNode[], isInside: boolean) => {
    for (const node of list) {
      const inside = isInside || node.id === id;
      if (inside) found.add(node.id);
      walk(node.children, inside);
    }
  };
  walk(nodes, false);
  return found;
}

type Editing = { category?: CategoryNode; parentId: string | null };

/**
 * The category page of the console (`system/CategoryList`): the tenant's category tree (spec §7
 * `category/loadAllData`) as an expandable table; add a root or a child, edit, move under another
 * parent, delete a leaf. Changing needs `systemCategory:edit`, as the server's writes do.
 */
export function CategoryListPage(_props: MenuPageProps) {
  const http = useReferenceHttp();
  const api = useMemo(() => createCategoriesApi(http), [http]);
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>();

  const reload = useCallback(() => {
    setIsLoading(true);
    // A failure already showed the HTTP client's toast; the last tree stays.
    api.tree().then(setTree, () => undefined).finally(() => setIsLoading(false));
  }, [api]);
  useEffect(reload, [reload]);

  const columns: TableColumnsType<CategoryRow> = [
    { title: t('reference.category.name'), dataIndex: 'name', key: 'name' },
    { title: t('reference.category.code'), dataIndex: 'code', key: 'code' },
    { title: t('reference.category.sortOrder'), dataIndex: 'sortOrder', key: 'sortOrder', width: 100 },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ parentId: row.id })}>{t('reference.category.addChild')}</Button>
          <Button type="link" size="small" onClick={() => setEditing({ category: { ...row, children: [] }, parentId: row.pid || null })}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: row.name }), () => api.remove(row.id), reload)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-category-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-category" onClick={() => setEditing({ parentId: null })}>{t('reference.category.addRoot')}</Button>
        <Button icon={<ReloadOutlined />} onClick={reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<CategoryRow> rowKey="id" size="small" loading={isLoading} columns={columns} dataSource={asRows(tree)} pagination={false} expandable={{ defaultExpandAllRows: true }} key={tree.length} />
      {editing && <CategoryFormModal editing={editing} tree={tree} save={(input) => (editing.category ? api.edit(editing.category.id, input) : api.add(input))} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); reload(); }} />}
    </div>
  );
}

type TreeOption = { value: string; title: string; disabled?: boolean; children: TreeOption[] };

function CategoryFormModal({ editing, tree, save, onClose, onSaved }: { editing: Editing; tree: CategoryNode[]; save(input: CategoryInput): Promise<unknown>; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<CategoryInput>();
  const excluded = useMemo(() => (editing.category ? selfAndBelow(tree, editing.category.id) : new Set<string>()), [editing, tree]);
  const options = useMemo(() => {
    const toOptions = (nodes: CategoryNode[]): TreeOption[] => nodes.map((node) => ({ value: node.id, title: `${node.name} (${node.code})`, disabled: excluded.has(node.id), children: toOptions(node.children) }));
    return toOptions(tree);
  }, [tree, excluded]);
  const submit = async () => {
    const values = await form.validateFields();
    const isDone = await run(async () => {
      try {
        await save({ name: values.name, code: values.code, parentId: values.parentId ?? null, sortOrder: values.sortOrder ?? 0 });
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  const initial = editing.category ? { name: editing.category.name, code: editing.category.code, sortOrder: editing.category.sortOrder, parentId: editing.parentId } : { parentId: editing.parentId, sortOrder: 0 };
  return (
    <Modal open title={t(editing.category ? 'reference.category.editTitle' : 'reference.category.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<CategoryInput> form={form} name="category" layout="vertical" initialValues={initial}>
        <Form.Item name="parentId" label={t('reference.category.parent')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={options} placeholder={t('reference.category.noParent')} />
        </Form.Item>
        <Form.Item name="name" label={t('reference.category.name')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="code" label={t('reference.category.code')} rules={[{ required: true, message: t('console.required') }, { max: 64 }, { pattern: /^[A-Za-z0-9_.-]+$/, message: t('console.codePattern') }]}><Input /></Form.Item>
        <Form.Item name="sortOrder" label={t('reference.category.sortOrder')}><InputNumber precision={0} style={{ width: '100%' }} /></Form.Item>
      </Form>
    </Modal>
  );
}
