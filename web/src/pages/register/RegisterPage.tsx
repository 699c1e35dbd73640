import { Alert, Button, Form, Input, Radio, theme } from 'antd';
import { proxyTypes } from '@wharf/engine';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../http/envelope';
import { handleEnterToNext } from '../../hooks/enterToNext';
import { loginPath } from '../../routes/routePaths';
import { useLoginFamilyApi } from '../login/useLoginFamily';
import { engineLanguage, engineRule, registrationCheck, registrationInput, serverMessage, showServerIssues, type RegistrationValues } from './registrationRules';

const fieldNames = ['tenantCode', 'username', 'password', 'confirmPassword', 'realname', 'phone', 'email', 'companyName', 'compCode', 'socialCreditCode', 'workNo', 'domain', 'proxyType'] as const;

/** What the result page shows; passed in the navigation state. */
export interface RegistrationOutcome {
  username: string;
  companyName: string;
}

/**
 * Company registration (spec §2 /index/register, §5 rules): every field is checked as it changes
 * by the engine's `checkRegistration`, the function the server runs; duplicates the server finds
 * land on their fields. Customs brokers are told at once that they cannot register.
 */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const api = useLoginFamilyApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<RegistrationValues>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const proxyType = Form.useWatch('proxyType', form);
  const check = useMemo(() => registrationCheck(engineLanguage(i18n.language)), [i18n.language]);
  const query = new URLSearchParams(location.search);
  const from = query.get('from');

  // Every visit is logged; with from=dces the registration gate has logged it already (spec §2).
  useEffect(() => {
    if (from !== 'dces') void api.registerLog(from).catch(() => undefined);
  }, [api, from]);

  const onFinish = async (values: RegistrationValues) => {
    setIsSubmitting(true);
    setFailure(undefined);
    try {
      const envelope = await api.register(registrationInput(values));
      const outcome: RegistrationOutcome = envelope.result ?? { username: values.username, companyName: values.companyName };
      navigate('/index/register-result', { state: outcome });
    } catch (error) {
      const httpError = error instanceof HttpError ? error : undefined;
      if (!showServerIssues(form, httpError, fieldNames)) setFailure(serverMessage(error) ?? t('loginFamily.register.failed'));
    } finally {
      setIsSubmitting(false);
    }
  };

  const rule = (field: (typeof fieldNames)[number]) => [engineRule<RegistrationValues>(field, check)];
  const item = (field: (typeof fieldNames)[number], input: React.ReactNode, extra?: React.ReactNode) => (
    <Form.Item name={field} label={t(`loginFamily.register.${field}`)} rules={rule(field)} extra={extra} dependencies={field === 'confirmPassword' ? ['password'] : field === 'password' ? ['username'] : undefined}>
      {input}
    </Form.Item>
  );

  return (
    <section aria-labelledby="register-title" style={{ width: '100%', maxWidth: 560, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}>
      <h2 id="register-title" style={{ margin: '0 0 16px', fontSize: 20, fontWeight: 600, color: token.colorText }}>
        {t('loginFamily.register.title')}
      </h2>
      <Form<RegistrationValues>
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        initialValues={{ tenantCode: query.get('tenant') ?? '', proxyType: 'none' }}
        onFinish={(values) => void onFinish(values)}
        onKeyDown={handleEnterToNext}
      >
        <h3 style={{ fontSize: 15, margin: '0 0 8px', color: token.colorTextSecondary }}>{t('loginFamily.register.company')}</h3>
        {item('tenantCode', <Input autoComplete="off" />)}
        {item('companyName', <Input autoComplete="organization" />)}
        {item('compCode', <Input autoComplete="off" />)}
        {item('socialCreditCode', <Input autoComplete="off" />)}
        {item('domain', <Input autoComplete="off" placeholder="example.com" />)}
        <Form.Item name="proxyType" label={t('loginFamily.register.proxyType')} rules={rule('proxyType')}>
          <Radio.Group options={[{ value: 'none', label: t('loginFamily.register.proxy.none') }, ...proxyTypes.map((type) => ({ value: type, label: t(`loginFamily.register.proxy.${type}`) }))]} />
        </Form.Item>
        {proxyType === 'customsBroker' && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('loginFamily.register.brokerRefused')} data-testid="broker-refused" />}
        <h3 style={{ fontSize: 15, margin: '8px 0', color: token.colorTextSecondary }}>{t('loginFamily.register.account')}</h3>
        {item('username', <Input autoComplete="username" />)}
        {item('password', <Input.Password autoComplete="new-password" />, t('loginFamily.register.passwordHint'))}
        {item('confirmPassword', <Input.Password autoComplete="new-password" />)}
        {item('realname', <Input autoComplete="name" />)}
        {item('phone', <Input autoComplete="tel" inputMode="numeric" />)}
        {item('email', <Input autoComplete="email" inputMode="email" />)}
        {item('workNo', <Input autoComplete="off" />)}
        {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={failure} data-testid="register-failure" />}
        <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting} disabled={proxyType === 'customsBroker'}>
          {t('loginFamily.register.submit')}
        </Button>
        <div style={{ marginTop: 12, textAlign: 'center' }}>
          <Link to={loginPath}>{t('loginFamily.register.haveAccount')}</Link>
        </div>
      </Form>
    </section>
  );
}
