import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleRecord } from '../api/rolesApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { roleCodeRules } from './roleCodeRules';

/** Copies a role with everything it grants under a new code and name. */
export function CopyRoleModal({ role, onClose, onSaved }: { role: RoleRecord; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<{ roleCode: string; roleName: string }>();
  const save = async () => {
    const values = await form.validateFields();
    const isDone = await run(async () => {
      try {
        await api.roles.copy(role.id, values);
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  return (
    <Modal open title={t('console.role.copyTitle', { name: role.roleName })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="copyRole" layout="vertical" initialValues={{ roleCode: `${role.roleCode}_copy`, roleName: role.roleName }}>
        <Form.Item name="roleCode" label={t('console.role.roleCode')} validateDebounce={400} rules={roleCodeRules(api, t)}><Input /></Form.Item>
        <Form.Item name="roleName" label={t('console.role.roleName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
      </Form>
    </Modal>
  );
}
