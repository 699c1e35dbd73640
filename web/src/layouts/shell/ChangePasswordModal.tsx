import { checkNewPassword } from '@wharf/engine';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/ServicesContext';
import { HttpError } from '../../http/envelope';
import { notifier } from '../../http/notifier';
import { translateMessageCode } from '../../i18n/i18n';

interface ChangePasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * Change password (spec §5: 8–30 characters, three of upper, lower, digit, special; both entries
 * match). The policy is engine's `checkNewPassword`, the same the server applies.
 */
export function ChangePasswordModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const username = useSession((state) => state.userInfo?.username ?? '');
  const [form] = Form.useForm<ChangePasswordValues>();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setIsSaving(true);
    try {
      const envelope = await services.http.put<unknown>('/system/user/changePassword', values);
      if (!envelope.success) {
        notifier().toast('error', envelope.message || t('password.changeFailed'));
        return;
      }
      notifier().toast('success', t('password.changed'));
      form.resetFields();
      onClose();
    } catch (error) {
      // 4xx answers were already shown by the error catalogue; say at least that it failed.
      if (!(error instanceof HttpError)) notifier().toast('error', t('password.changeFailed'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Modal open={isOpen} title={t('password.change')} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={isSaving} okText={t('common.save')} cancelText={t('common.cancel')} destroyOnHidden data-testid="change-password">
      <Form form={form} layout="vertical" name="changePassword">
        <Form.Item name="oldpassword" label={t('password.old')} rules={[{ required: true, message: t('password.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={[
            { required: true, message: t('password.required') },
            {
              validator: async (_rule, value: string) => {
                const problem = value ? checkNewPassword(value, { username })[0] : undefined;
                if (problem) throw new Error(translateMessageCode(i18n, problem) ?? t('password.weak'));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
