import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../api/usersApi';
import { showServerIssues } from '../serverIssues';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';

/** Sets a new password for a user, who must change it at their next login (server policy checks apply). */
export function ResetPasswordModal({ user, onClose }: { user: UserRecord; onClose(): void }) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run } = useActions();
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const save = async () => {
    const { password } = await form.validateFields();
    const isDone = await run(async () => {
      try {
        await api.users.resetPassword(user.id, password);
      } catch (error) {
        showServerIssues(form, error);
        throw error;
      }
    });
    if (isDone) onClose();
  };
  return (
    <Modal open title={t('console.user.resetPasswordOf', { username: user.username })} okText={t('common.save')} cancelText={t('common.cancel')} onOk={() => void save().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="resetPassword" layout="vertical">
        <Form.Item name="password" label={t('console.user.password')} rules={[{ required: true, message: t('console.required') }, { min: 8, max: 30, message: t('console.user.passwordLength') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('console.user.confirmPassword')} dependencies={['password']} rules={[{ required: true, message: t('console.required') }, ({ getFieldValue }) => ({ validator: async (_r, value) => { if (value && value !== getFieldValue('password')) throw new Error(t('console.user.passwordMismatch')); } })]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
