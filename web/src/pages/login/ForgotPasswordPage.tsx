import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { checkNewPassword, formatMessage } from '@wharf/engine';
import { Alert, Button, Form, Input, theme, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpError } from '../../http/envelope';
import { handleEnterToNext } from '../../hooks/enterToNext';
import { loginPath } from '../../routes/routePaths';
import { engineLanguage, serverMessage, showServerIssues } from '../register/registrationRules';
import { useCountdown } from './useCountdown';
import { useLoginFamilyApi } from './useLoginFamily';

/** Seconds before another code may be asked for (the server allows one a minute per account). */
export const resendSeconds = 60;

interface RequestValues {
  username: string;
  email: string;
}

interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * Forgot password (/index/forgot-password): account and email → a code by email → the code and a
 * new password under the §5 rules (the engine's, as the server checks them; the organisation's
 * blacklist is the server's to say). The server's answers never tell whether the account exists.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const api = useLoginFamilyApi();
  const { token } = theme.useToken();
  const [requestForm] = Form.useForm<RequestValues>();
  const [resetForm] = Form.useForm<ResetValues>();
  const [account, setAccount] = useState<RequestValues | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const countdown = useCountdown();
  const language = engineLanguage(i18n.language);
  const required = [{ required: true, whitespace: true, message: t('loginFamily.required') }];

  const sendCode = async (values: RequestValues) => {
    setIsBusy(true);
    setFailure(undefined);
    try {
      const envelope = await api.sendResetCode(values.username.trim(), values.email.trim());
      setAccount(values);
      setNotice(envelope.message);
      countdown.start(resendSeconds);
    } catch (error) {
      setFailure(serverMessage(error) ?? t('login.failed'));
    } finally {
      setIsBusy(false);
    }
  };

  const reset = async (values: ResetValues) => {
    if (!account) return;
    setIsBusy(true);
    setFailure(undefined);
    try {
      await api.resetPassword({ username: account.username.trim(), code: values.code.trim(), password: values.password, confirmPassword: values.confirmPassword });
      setIsDone(true);
    } catch (error) {
      if (!showServerIssues(resetForm, error instanceof HttpError ? error : undefined, ['code', 'password', 'confirmPassword'])) setFailure(serverMessage(error) ?? t('login.failed'));
    } finally {
      setIsBusy(false);
    }
  };

  const passwordRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      const problems = value ? checkNewPassword(value, { username: account?.username.trim() }) : ['register/required'];
      if (problems.length > 0) throw new Error(problems.map((code) => formatMessage(code, language)).join('; '));
    },
  };
  const confirmRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      if (value !== getFieldValue('password')) throw new Error(formatMessage('password/mismatch', language));
    },
  });

  return (
    <section aria-labelledby="forgot-title" style={{ width: '100%', maxWidth: 420, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}>
      <h2 id="forgot-title" style={{ margin: '0 0 8px', fontSize: 20, fontWeight: 600, color: token.colorText }}>
        {t('loginFamily.forgot.title')}
      </h2>
      {isDone ? (
        <Alert type="success" showIcon message={t('loginFamily.forgot.done')} data-testid="forgot-done" style={{ marginBottom: 16 }} />
      ) : (
        <>
          <Form<RequestValues> form={requestForm} name="forgotRequest" layout="vertical" requiredMark={false} onFinish={(values) => void sendCode(values)} onKeyDown={handleEnterToNext}>
            <p style={{ color: token.colorTextSecondary, marginTop: 0 }}>{t('loginFamily.forgot.intro')}</p>
            <Form.Item name="username" label={t('loginFamily.forgot.username')} rules={required}>
              <Input prefix={<UserOutlined />} autoComplete="username" disabled={Boolean(account)} />
            </Form.Item>
            <Form.Item name="email" label={t('loginFamily.forgot.email')} rules={[...required, { type: 'email', message: formatMessage('register/invalid-email', language) }]}>
              <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" disabled={Boolean(account)} />
            </Form.Item>
            <Button htmlType="submit" block loading={isBusy && !account} disabled={countdown.secondsLeft > 0} data-testid="forgot-send">
              {countdown.secondsLeft > 0 ? t('loginFamily.forgot.sendAgainIn', { seconds: countdown.secondsLeft }) : account ? t('loginFamily.forgot.sendAgain') : t('loginFamily.forgot.send')}
            </Button>
          </Form>
          {notice && <Alert type="info" showIcon message={notice} style={{ margin: '16px 0' }} data-testid="forgot-notice" />}
          {account && (
            <Form<ResetValues> form={resetForm} name="forgotReset" layout="vertical" requiredMark={false} onFinish={(values) => void reset(values)} onKeyDown={handleEnterToNext}>
              <Form.Item name="code" label={t('loginFamily.forgot.code')} rules={[...required, { pattern: /^\s*\d{6}\s*$/, message: t('loginFamily.phone.codeInvalid') }]}>
                <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={8} autoFocus />
              </Form.Item>
              <Form.Item name="password" label={t('loginFamily.forgot.newPassword')} rules={[passwordRule]} extra={t('loginFamily.register.passwordHint')}>
                <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="confirmPassword" label={t('loginFamily.forgot.confirmPassword')} dependencies={['password']} rules={[confirmRule]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isBusy} data-testid="forgot-submit">
                {t('loginFamily.forgot.submit')}
              </Button>
            </Form>
          )}
        </>
      )}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 16 }} data-testid="forgot-failure" />}
      <div style={{ marginTop: 12, textAlign: 'center' }}>
        <Link to={loginPath}>{t('loginFamily.toLogin')}</Link>
      </div>
    </section>
  );
}
