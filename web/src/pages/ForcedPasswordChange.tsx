import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/ServicesContext';
import { NewPasswordFields } from '../components/password/NewPasswordFields';
import { HttpError } from '../http/envelope';
import { notifier } from '../http/notifier';

interface ForcedPasswordChangeProps {
  /** The single-use ticket the login answered with instead of a session token. */
  ticket: string;
  username: string;
  onDone(): void;
}

/**
 * The login step for an expired or reset password (spec §4: forceChangePass and forceChangeFlag
 * both Y, nothing stored): set a new password with the ticket, then log in with it.
 */
export function ForcedPasswordChange({ ticket, username, onDone }: ForcedPasswordChangeProps) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [isSaving, setIsSaving] = useState(false);
  const onFinish = async (values: { password: string; confirmpassword: string }) => {
    setIsSaving(true);
    try {
      const envelope = await http.post<unknown>('/system/user/forceChangePassword', { ticket, ...values });
      if (!envelope.success) {
        notifier().toast('error', envelope.message || t('password.changeFailed'));
        return;
      }
      notifier().toast('success', t('password.changedLogInAgain'));
      onDone();
    } catch (error) {
      if (!(error instanceof HttpError)) notifier().toast('error', t('password.changeFailed'));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Form name="forcedPassword" layout="vertical" onFinish={(values) => void onFinish(values)} requiredMark={false}>
      <p>{t('login.needsPasswordChange')}</p>
      <NewPasswordFields username={username} />
      <Button type="primary" htmlType="submit" block loading={isSaving}>
        {t('password.change')}
      </Button>
    </Form>
  );
}
