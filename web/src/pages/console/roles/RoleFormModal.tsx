import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleInput, RoleRecord } from '../api/rolesApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { roleCodeRules } from './roleCodeRules';

/** Adds or edits a role: name, unique code, type back/front/agent, order, description. */
export function RoleFormModal({ role, onClose, onSaved }: { role?: RoleRecord; onClose(): void; onSaved(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<RoleInput>();
  const save = async () => {
    const values = await form.validateFields();
    const input: RoleInput = { ...values, roleOrder: values.roleOrder ?? null, description: values.description || null };
    const isDone = await run(async () => {
      try {
        await (role ? api.roles.edit(role.id, input) : api.roles.add(input));
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onSaved();
  };
  return (
    <Modal open title={t(role ? 'console.role.editTitle' : 'console.role.addTitle')} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form<RoleInput> form={form} name="roleForm" layout="vertical" initialValues={role ?? { roleType: 'back', roleOrder: 0 }}>
        <Form.Item name="roleName" label={t('console.role.roleName')} rules={[{ required: true, whitespace: true, message: t('console.required') }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="roleCode" label={t('console.role.roleCode')} validateDebounce={400} rules={roleCodeRules(api, t, role?.id)}><Input /></Form.Item>
        <Form.Item name="roleType" label={t('console.role.roleType')} rules={[{ required: true, message: t('console.required') }]}>
          <Select options={(['back', 'front', 'agent'] as const).map((type) => ({ value: type, label: t(`console.role.type.${type}`) }))} />
        </Form.Item>
        <Form.Item name="roleOrder" label={t('console.role.roleOrder')}><InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="description" label={t('console.description')} rules={[{ max: 255 }]}><Input.TextArea rows={2} /></Form.Item>
      </Form>
    </Modal>
  );
}
