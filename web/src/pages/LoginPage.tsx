import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/ServicesContext';
import { notifier, toastDurations } from '../http/notifier';
import { HttpError } from '../http/envelope';
import { debounceClick } from '../hooks/debounceClick';
import { handleEnterToNext } from '../hooks/enterToNext';
import { lazyNamed } from '../routes/lazyWithTimeout';
import { passwordLoginOutcome } from '../stores/sessionStore';
import { isOpenedSession, type OpenedSession } from '../stores/sessionTypes';
import { useSliderGate } from './login/SliderGate';
import type { LoginMethod } from './login/LoginExtras';

interface LoginFormValues {
  username: string;
  password: string;
}

function messageOf(body: unknown): string | undefined {
  const text = (body as { message?: unknown } | undefined)?.message;
  return typeof text === 'string' && text ? text : undefined;
}

// Only users whose password must change need the policy checks; they load on demand.
const ForcedPasswordChange = lazyNamed<{ ticket: string; username: string; onDone(): void }>(() => import('./ForcedPasswordChange'), 'ForcedPasswordChange');
const DepartmentChoiceStep = lazyNamed<{ login: OpenedSession }>(() => import('./DepartmentChoiceStep'), 'DepartmentChoiceStep');
const VerificationCodeStep = lazyNamed<{ ticket: string; onPasswordChange(ticket: string, username: string): void }>(() => import('./VerificationCodeStep'), 'VerificationCodeStep');
// The phone-code tab, the register/forgot-password links and the SSO entries load on demand with their texts.
const LoginMethodSwitch = lazyNamed<{ value: LoginMethod; onChange(method: LoginMethod): void }>(() => import('./login/LoginExtras'), 'LoginMethodSwitch');
const LoginLinks = lazyNamed(() => import('./login/LoginExtras'), 'LoginLinks');
const PhoneLoginForm = lazyNamed(() => import('./login/PhoneLoginForm'), 'PhoneLoginForm');

/** Days left before the password expires, when the login result warns about it. */
function expiryAlertDays(result: unknown): number | undefined {
  const days = (result as { passwordExpireAlert?: { daysLeft?: unknown } } | undefined)?.passwordExpireAlert?.daysLeft;
  return typeof days === 'number' ? days : undefined;
}

/** Account and password login (spec §2, §4). */
export function LoginPage() {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [passwordStep, setPasswordStep] = useState<{ ticket: string; username: string } | undefined>(undefined);
  const [codeStep, setCodeStep] = useState<{ ticket: string } | undefined>(undefined);
  const [departStep, setDepartStep] = useState<OpenedSession | undefined>(undefined);
  const [method, setMethod] = useState<LoginMethod>('password');
  const { token } = theme.useToken();
  const slider = useSliderGate();

  const onFinish = async ({ username, password }: LoginFormValues) => {
    setIsSubmitting(true);
    try {
      // After a failed login (or always, by the site's setting) the server asks for a slider first.
      const envelope = await slider.run((sliderToken) => api.login(username.trim(), password, sliderToken));
      if (!envelope) return;
      if (!envelope.success || !envelope.result?.token) {
        notifier().toast('error', envelope.message || t('login.failed'), toastDurations.singleError);
        return;
      }
      // A user in several departments chooses one before the session is stored.
      if (passwordLoginOutcome(envelope.result.userInfo) === 'stored' && isOpenedSession(envelope.result) && envelope.result.multiDepart === 2) {
        setDepartStep(envelope.result);
        return;
      }
      const outcome = session.getState().acceptPasswordLogin(envelope.result);
      if (outcome === 'needs-verification-code') setCodeStep({ ticket: envelope.result.token });
      else if (outcome === 'needs-password-change') setPasswordStep({ ticket: envelope.result.token, username: envelope.result.userInfo.username });
      else {
        // 'stored': the token is in the session now, and the navigation guard takes the user on.
        const daysLeft = expiryAlertDays(envelope.result);
        if (daysLeft !== undefined) notifier().toast('warning', t('login.passwordExpiresSoon', { days: daysLeft }));
      }
    } catch (error) {
      const serverMessage = error instanceof HttpError ? messageOf(error.body) : undefined;
      notifier().toast('error', serverMessage ? `${t('login.failed')}: ${serverMessage}` : t('login.failed'), toastDurations.singleError);
    } finally {
      setIsSubmitting(false);
    }
  };

  // A double click on "log in" sends one request; the debounced handler lives as long as the page.
  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });
  const submit = useMemo(() => debounceClick((values: LoginFormValues) => void onFinishRef.current(values)), []);

  return (
    // A plain panel rather than antd's Card, whose tab support would weigh on the login chunk.
    <section
      aria-labelledby="login-title"
      style={{ width: '100%', maxWidth: 380, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}
    >
      <h2 id="login-title" style={{ margin: '0 0 16px', fontSize: 20, fontWeight: 600, color: token.colorText }}>
        {t('login.title')}
      </h2>
      {departStep ? (
        <Suspense fallback={null}>
          <DepartmentChoiceStep login={departStep} />
        </Suspense>
      ) : passwordStep ? (
        <Suspense fallback={null}>
          <ForcedPasswordChange ticket={passwordStep.ticket} username={passwordStep.username} onDone={() => setPasswordStep(undefined)} />
        </Suspense>
      ) : codeStep ? (
        <Suspense fallback={null}>
          <VerificationCodeStep
            ticket={codeStep.ticket}
            onPasswordChange={(ticket, username) => {
              setCodeStep(undefined);
              setPasswordStep({ ticket, username });
            }}
          />
        </Suspense>
      ) : (
        <>
          <Suspense fallback={null}>
            <LoginMethodSwitch value={method} onChange={setMethod} />
          </Suspense>
          {method === 'phone' ? (
            <Suspense fallback={null}>
              <PhoneLoginForm />
            </Suspense>
          ) : (
            // Enter in the account field moves to the password; in the password it logs in (spec §5).
            <Form<LoginFormValues> name="login" layout="vertical" size="large" onFinish={submit} requiredMark={false} onKeyDown={handleEnterToNext}>
              <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
                <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isSubmitting}>
                {t('login.submit')}
              </Button>
            </Form>
          )}
          <Suspense fallback={null}>
            <LoginLinks />
          </Suspense>
        </>
      )}
      {slider.modal}
    </section>
  );
}
