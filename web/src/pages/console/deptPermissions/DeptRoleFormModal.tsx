import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import type { DeptRoleInput, DeptRoleRecord } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';

/** Adds or edits a department role (code: letters, digits, underscore, hyphen; unique in the department). */
export function DeptRoleFormModal({ departId, role, onClose, onSaved }: { departId: string; role?: DeptRoleRecord; onClose(): void; onSaved(): void }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<DeptRoleInput>();
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setIsSaving(true);
    const input = { ...values, description: values.description || null };
    const isDone = await run(async () => {
      try {
        await (role ? api.editDeptRole(role.id, input) : api.addDeptRole(departId, input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    setIsSaving(false);
    if (isDone) onSaved();
  };

  return (
    <Modal open title={t(role ? 'orgConsole.dept.editRole' : 'orgConsole.dept.addRole')} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={isSaving} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<DeptRoleInput> form={form} name="deptRoleForm" layout="vertical" initialValues={role ?? {}}>
        <Form.Item name="roleName" label={t('orgConsole.dept.roleName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="roleCode" label={t('orgConsole.dept.roleCode')} rules={[{ required: true, message: t('console.required') }, { max: 100 }, { pattern: /^[A-Za-z0-9_-]+$/, message: t('console.codePattern') }]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="description" label={t('console.description')} rules={[{ max: 255 }]}><Input.TextArea maxLength={255} rows={2} /></Form.Item>
      </Form>
    </Modal>
  );
}
