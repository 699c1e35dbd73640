import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlterationInput } from '../../api/loginFamilyApi';
import { HttpError } from '../../http/envelope';
import { handleEnterToNext } from '../../hooks/enterToNext';
import { loginPath } from '../../routes/routePaths';
import { useSliderGate } from '../login/SliderGate';
import { useLoginFamilyApi } from '../login/useLoginFamily';
import { alterationCheck, alterationInput } from './alterationRules';
import { engineLanguage, engineRule, serverMessage, showServerIssues } from './registrationRules';

const fieldNames = ['username', 'password', 'companyName', 'compCode', 'socialCreditCode', 'phone', 'email'] as const;

/**
 * /index/alteration (spec §2): the account holder of a registered company proves who they are
 * with username and password and changes the company's registration details. The fields follow
 * the §5 rules live (the engine's, as the server runs them); wrong credentials get the server's
 * one message, which does not say whether the account exists.
 */
export function AlterationPage() {
  const { t, i18n } = useTranslation();
  const api = useLoginFamilyApi();
  const { token } = theme.useToken();
  const [form] = Form.useForm<AlterationInput>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [isDone, setIsDone] = useState(false);
  // After a failed guess the server asks for a solved slider, as at login.
  const slider = useSliderGate();
  const check = useMemo(() => alterationCheck(engineLanguage(i18n.language)), [i18n.language]);
  const required = [{ required: true, whitespace: true, message: t('loginFamily.required') }];
  const rule = (field: (typeof fieldNames)[number]) => [engineRule<AlterationInput>(field, check)];

  const onFinish = async (values: AlterationInput) => {
    setIsSubmitting(true);
    setFailure(undefined);
    try {
      const envelope = await slider.run((sliderToken) => api.alter({ ...alterationInput(values), ...(sliderToken ? { sliderToken } : {}) }));
      if (envelope) setIsDone(true);
    } catch (error) {
      if (!showServerIssues(form, error instanceof HttpError ? error : undefined, fieldNames)) setFailure(serverMessage(error) ?? t('login.failed'));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="alteration-title" style={{ width: '100%', maxWidth: 520, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}>
      {slider.modal}
      <h2 id="alteration-title" style={{ margin: '0 0 8px', fontSize: 20, fontWeight: 600, color: token.colorText }}>
        {t('loginFamily.alteration.title')}
      </h2>
      {isDone ? (
        <>
          <Alert type="success" showIcon message={t('loginFamily.alteration.done')} data-testid="alteration-done" style={{ marginBottom: 16 }} />
          <Link to={loginPath}>{t('loginFamily.toLogin')}</Link>
        </>
      ) : (
        <Form<AlterationInput> form={form} name="alteration" layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)} onKeyDown={handleEnterToNext}>
          <p style={{ color: token.colorTextSecondary, marginTop: 0 }}>{t('loginFamily.alteration.note')}</p>
          <h3 style={{ fontSize: 15, margin: '0 0 8px', color: token.colorTextSecondary }}>{t('loginFamily.alteration.identity')}</h3>
          <Form.Item name="username" label={t('loginFamily.register.username')} rules={required}>
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('loginFamily.register.password')} rules={required}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <h3 style={{ fontSize: 15, margin: '8px 0', color: token.colorTextSecondary }}>{t('loginFamily.alteration.details')}</h3>
          <Form.Item name="companyName" label={t('loginFamily.register.companyName')} rules={rule('companyName')}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item name="compCode" label={t('loginFamily.register.compCode')} rules={rule('compCode')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="socialCreditCode" label={t('loginFamily.register.socialCreditCode')} rules={rule('socialCreditCode')}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="phone" label={t('loginFamily.register.phone')} rules={rule('phone')}>
            <Input autoComplete="tel" inputMode="numeric" />
          </Form.Item>
          <Form.Item name="email" label={t('loginFamily.register.email')} rules={rule('email')}>
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
          {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failure} data-testid="alteration-failure" />}
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            {t('loginFamily.alteration.submit')}
          </Button>
          <div style={{ marginTop: 12, textAlign: 'center' }}>
            <Link to={loginPath}>{t('loginFamily.toLogin')}</Link>
          </div>
        </Form>
      )}
    </section>
  );
}
