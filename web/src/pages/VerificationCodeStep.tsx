import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/ServicesContext';
import { HttpError } from '../http/envelope';
import { notifier, toastDurations } from '../http/notifier';
import { isOpenedSession, type LoginResult } from '../stores/sessionTypes';

interface VerificationCodeStepProps {
  /** The single-use ticket the password step answered with instead of a session token. */
  ticket: string;
  /** The server asks for a forced password change next (its ticket and the user). */
  onPasswordChange(ticket: string, username: string): void;
}

/**
 * The second login step for accounts with enableVcode (spec §4): the code the server sent to
 * the user's phone, with the ticket. Success stores the session, and the navigation guard
 * takes the user on; a forced password change may come next.
 */
export function VerificationCodeStep({ ticket, onPasswordChange }: VerificationCodeStepProps) {
  const { t } = useTranslation();
  const { http, session } = useServices();
  const [isChecking, setIsChecking] = useState(false);
  const onFinish = async ({ captcha }: { captcha: string }) => {
    setIsChecking(true);
    try {
      const envelope = await http.request<LoginResult>('POST', '/system/login/verifyCode', { body: { ticket, captcha: captcha.trim() }, isQuiet: true });
      const result = envelope.result;
      if (!envelope.success || !result?.token) notifier().toast('error', envelope.message || t('login.failed'), toastDurations.singleError);
      // After the code only a password change can still come (a step); otherwise the session opened.
      else if (!isOpenedSession(result)) onPasswordChange(result.token, result.userInfo.username);
      else session.getState().storeLogin(result);
    } catch (error) {
      const message = error instanceof HttpError ? (error.body as { message?: string } | undefined)?.message : undefined;
      notifier().toast('error', message || t('login.failed'), toastDurations.singleError);
    } finally {
      setIsChecking(false);
    }
  };
  return (
    <Form name="verificationCode" layout="vertical" size="large" onFinish={(values) => void onFinish(values)} requiredMark={false}>
      <p>{t('login.needsVerificationCode')}</p>
      <Form.Item name="captcha" label={t('login.verificationCode')} rules={[{ required: true, pattern: /^\s*\d{4,8}\s*$/, message: t('login.verificationCodeRequired') }]}>
        <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={8} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isChecking}>
        {t('login.verify')}
      </Button>
    </Form>
  );
}
