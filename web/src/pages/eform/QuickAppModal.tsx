import { Alert, Form, Input, Modal, Radio, TreeSelect, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unwrap, messageOf } from '../../api/eformResult';
import { useServices } from '../../app/ServicesContext';
import { menuTreeOptions, type MenuTreeNode, type MenuTreeOption } from './menuTreeOptions';

/** What `POST /api/eform/tables/{code}/quickApp` answers (the parts the dialog uses). */
interface QuickAppAnswer {
  menu: { id: string; menuCode: string; path: string };
}

interface QuickAppValues {
  place: 'newFolder' | 'existing';
  newFolderName?: string;
  menuParentId?: string;
  formCode: string;
  viewCode: string;
}

/**
 * The quick app of a table (issue 18 §2): one dialog, every answer prefilled — a new folder named
 * after the table (or a menu the tenant holds), the form's and the view's codes from the table's —
 * so a builder confirms with one click. The server makes the published form and list view, the menu
 * entry and its button permission points in one transaction; the dialog then reloads the menus and
 * opens the new list.
 */
export function QuickAppModal({ table, onClose }: { table?: { code: string; name: string }; onClose(): void }) {
  const services = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<QuickAppValues>();
  const place = Form.useWatch('place', form);
  const [tree, setTree] = useState<MenuTreeOption[]>([]);
  const [problem, setProblem] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!table) return;
    setProblem('');
    form.setFieldsValue({ place: 'newFolder', newFolderName: table.name, formCode: `${table.code}_form`.slice(0, 64), viewCode: `${table.code}_list`.slice(0, 64) });
    unwrap(services.http.request<MenuTreeNode[]>('GET', '/system/permission/list', { isQuiet: true })).then(
      (nodes) => setTree(menuTreeOptions(Array.isArray(nodes) ? nodes : [], services.i18n.language)),
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, [table, services, form]);

  const submit = async () => {
    if (!table) return;
    const values = await form.validateFields();
    setIsSaving(true);
    setProblem('');
    try {
      const made = await unwrap(services.http.request<QuickAppAnswer>('POST', `/eform/tables/${encodeURIComponent(table.code)}/quickApp`, {
        isQuiet: true,
        body: {
          formCode: values.formCode,
          viewCode: values.viewCode,
          ...(values.place === 'existing' ? { menuParentId: values.menuParentId } : { newFolderName: values.newFolderName?.trim() }),
        },
      }));
      // The new entry is on the menu once the permissions are read again; then its list opens.
      await services.loadPermissions();
      onClose();
      void navigate(made.menu.path);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal open={Boolean(table)} title={t('eform.quickApp.title', { name: table?.name ?? '' })} okText={t('eform.quickApp.make')} cancelText={t('eform.cancel')} confirmLoading={isSaving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('eform.quickApp.hint')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} data-testid="quick-app-problem" />}
      <Form form={form} layout="vertical">
        <Form.Item name="place" label={t('eform.quickApp.place')}>
          <Radio.Group options={[{ value: 'newFolder', label: t('eform.quickApp.newFolder') }, { value: 'existing', label: t('eform.quickApp.existing') }]} />
        </Form.Item>
        {place === 'existing' ? (
          <Form.Item name="menuParentId" label={t('eform.menu.parent')} rules={[{ required: true, message: t('eform.menu.parentRequired') }]}>
            <TreeSelect treeData={tree} showSearch treeNodeFilterProp="title" data-testid="quick-app-parent" />
          </Form.Item>
        ) : (
          <Form.Item name="newFolderName" label={t('eform.quickApp.folderName')} rules={[{ required: true, whitespace: true, message: t('eform.quickApp.folderNameRequired') }, { max: 100 }]}>
            <Input data-testid="quick-app-folder" />
          </Form.Item>
        )}
        <Form.Item name="formCode" label={t('eform.quickApp.formCode')} rules={[{ required: true, message: t('eform.quickApp.codeRequired') }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('eform.form.codeFormat') }, { max: 64 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="viewCode" label={t('eform.quickApp.viewCode')} rules={[{ required: true, message: t('eform.quickApp.codeRequired') }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('eform.form.codeFormat') }, { max: 64 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
