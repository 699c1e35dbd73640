import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useActions } from '../useActions';
import { usePagedList } from '../usePagedList';
import { PackageMenusModal } from './PackageMenusModal';
import type { ProductPackageApi, ProductPackageInput, ProductPackageRecord } from './productPackageApi';
import { useProductPackageConsole } from './useProductPackageConsole';

const noFilters = {};

/** Adds a package, or edits its code, name, description and duration. */
function PackageFormModal({ api, record, onClose, onSaved }: { api: ProductPackageApi; record?: ProductPackageRecord; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProductPackageInput>();
  const [isSaving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    const input = { ...values, description: values.description || null, duration: values.duration ?? null };
    setSaving(true);
    try {
      await (record ? api.edit({ ...input, id: record.id }) : api.add(input));
      onSaved();
    } catch {
      // The refusal is shown by the HTTP client's reaction; the form stays as typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={t(record ? 'productPackage.editTitle' : 'productPackage.addTitle')} onCancel={onClose} onOk={() => void save()} confirmLoading={isSaving}>
      <Form<ProductPackageInput> form={form} layout="vertical" initialValues={record ?? {}}>
        <Form.Item name="productCode" label={t('productPackage.productCode')} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,64}$/ }]}><Input /></Form.Item>
        <Form.Item name="productName" label={t('productPackage.productName')} rules={[{ required: true, max: 100 }]}><Input /></Form.Item>
        <Form.Item name="description" label={t('productPackage.description')} rules={[{ max: 255 }]}><Input.TextArea rows={2} /></Form.Item>
        <Form.Item name="duration" label={t('productPackage.duration')}><InputNumber min={1} max={1200} precision={0} /></Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The product package page of the console (`system/ProductPackageList`, the platform operator's,
 * beside the tenants): the packages with their menu and tenant counts, add, edit, delete, and the
 * picker of a package's menus and buttons from the menu tree (issue 23).
 */
export function ProductPackageListPage(_props: MenuPageProps) {
  const api = useProductPackageConsole();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const list = usePagedList(api.list, noFilters);
  const [editing, setEditing] = useState<ProductPackageRecord | 'new'>();
  const [picking, setPicking] = useState<ProductPackageRecord>();

  const columns: TableColumnsType<ProductPackageRecord> = [
    { title: t('productPackage.productCode'), dataIndex: 'productCode', key: 'productCode' },
    { title: t('productPackage.productName'), dataIndex: 'productName', key: 'productName' },
    { title: t('productPackage.permissionCount'), dataIndex: 'permissionCount', key: 'permissionCount', width: 120 },
    { title: t('productPackage.tenantCount'), dataIndex: 'tenantCount', key: 'tenantCount', width: 100 },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, record) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid={`package-menus-${record.productCode}`} onClick={() => setPicking(record)}>{t('productPackage.menus')}</Button>
          <Button type="link" size="small" data-testid={`edit-package-${record.productCode}`} onClick={() => setEditing(record)}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger data-testid={`delete-package-${record.productCode}`} onClick={() => confirm(t('productPackage.deleteConfirm', { code: record.productCode }), () => api.remove(record.id), list.reload)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-product-packages">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-package" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<ProductPackageRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      {editing && <PackageFormModal api={api} record={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />}
      {picking && <PackageMenusModal api={api} record={picking} onClose={() => setPicking(undefined)} onSaved={() => { setPicking(undefined); list.reload(); }} />}
    </div>
  );
}
