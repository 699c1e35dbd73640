import { Alert, Form, Input, Modal, TreeSelect, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuPages, type MenuKind } from '@wharf/engine';
import { unwrap, messageOf } from '../../api/eformResult';
import { useServices } from '../../app/ServicesContext';
import { menuTreeOptions, type MenuTreeNode, type MenuTreeOption } from './menuTreeOptions';

/**
 * Puts a published form (or view) on the tenant's menu: a form-add-tab (or view-layout) entry under
 * a chosen menu the tenant holds (`POST /api/eform/{forms|views}/{code}/menu`). The kinds it takes are the
 * engine's `MenuKind`s (`menuPages`), so the dialog and the server's routes follow the kind registry.
 * The entry belongs to this tenant alone; it
 * reaches users other than administrators once a role is granted it in the role permissions.
 */
export function FormMenuModal({ row, kind = 'form', onClose }: { row?: { code: string; name: string }; kind?: MenuKind; onClose(): void }) {
  const { http, i18n } = useServices();
  const { t } = useTranslation();
  const [form] = Form.useForm<{ parentId: string; title: string; menuCode: string }>();
  const [tree, setTree] = useState<MenuTreeOption[]>([]);
  const [problem, setProblem] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!row) return;
    setProblem('');
    form.setFieldsValue({ title: row.name, menuCode: `${kind}_${row.code}`.slice(0, 100) });
    unwrap(http.request<MenuTreeNode[]>('GET', '/system/permission/list', { isQuiet: true })).then(
      (nodes) => setTree(menuTreeOptions(Array.isArray(nodes) ? nodes : [], i18n.language)),
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, [row, kind, http, form, i18n.language]);

  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields();
    setIsSaving(true);
    setProblem('');
    try {
      await unwrap(http.request('POST', `/eform/${menuPages[kind].collection}/${encodeURIComponent(row.code)}/menu`, {
        isQuiet: true,
        body: { parentId: values.parentId, title: values.title.trim(), menuCode: values.menuCode },
      }));
      onClose();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal open={Boolean(row)} title={t('eform.menu.title', { name: row?.name ?? '' })} okText={t('eform.ok')} cancelText={t('eform.cancel')} confirmLoading={isSaving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('eform.menu.hint')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="parentId" label={t('eform.menu.parent')} rules={[{ required: true, message: t('eform.menu.parentRequired') }]}>
          <TreeSelect treeData={tree} showSearch treeNodeFilterProp="title" data-testid="form-menu-parent" />
        </Form.Item>
        <Form.Item name="title" label={t('eform.menu.name')} rules={[{ required: true, whitespace: true }, { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="menuCode" label={t('eform.menu.code')} rules={[{ required: true }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('eform.form.codeFormat') }, { max: 100 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
