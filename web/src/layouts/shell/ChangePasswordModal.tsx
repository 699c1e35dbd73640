import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/ServicesContext';
import { HttpError } from '../../http/envelope';
import { notifier } from '../../http/notifier';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';

interface ChangePasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * Change password from the user menu: the current password and a new one (see NewPasswordFields).
 */
export function ChangePasswordModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
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
        <NewPasswordFields username={username} />
      </Form>
    </Modal>
  );
}
