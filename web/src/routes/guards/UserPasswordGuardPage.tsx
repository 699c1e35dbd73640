import { Button, Flex, Form, Input, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useServices, useSession } from '../../app/ServicesContext';
import { NewPasswordFields } from '../../components/password/NewPasswordFields';
import { HttpError } from '../../http/envelope';
import { notifier } from '../../http/notifier';
import { afterLoginTarget, loginRedirect } from '../navigationDecision';
import { loginPath } from '../routePaths';
import { ensureGuardTexts } from './guardTexts';

interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

const formFields: ReadonlyArray<keyof PasswordValues> = ['oldpassword', 'password', 'confirmpassword'];

/** A 400's field issues (`/body/<field>`) as form errors; empty when the refusal is not about fields. */
export function fieldErrorsOf(error: unknown): Array<{ name: keyof PasswordValues; errors: string[] }> {
  const issues = error instanceof HttpError && error.status === 400 ? (error.body as { result?: { errors?: unknown } } | undefined)?.result?.errors : undefined;
  if (!Array.isArray(issues)) return [];
  return formFields.flatMap((name) => {
    const messages = issues.filter((issue: { path?: unknown }) => issue.path === `/body/${name}`).map((issue: { message?: unknown }) => String(issue.message ?? ''));
    return messages.length > 0 ? [{ name, errors: messages }] : [];
  });
}

/**
 * /userPwdGuard. Spec §2 names this guard page and nothing more, so this is our reading of it:
 * the page that makes a logged-in user change their password before going on. Spec §4 makes a
 * password login with an expired or reset password change it first (ForcedPasswordChange, with
 * the login's ticket), and §8 lists "password about to expire (click OK to change)"; a session
 * opened another way (the password-free entries of the guard pages) would otherwise skip that
 * rule, so the guards send a user whose account says forceChangePass = Y here first, and the
 * about-to-expire reminder can link here too. The user changes the password with the current
 * one (`PUT /api/system/user/changePassword`, which keeps this session and ends the others) and
 * then continues to the `redirect` query (a same-origin path) or the dynamic root; or logs out.
 * Without a session it sends the user to login and back here. It is a screen, not a lock: the
 * server does not refuse other calls of a user who skips it.
 */
export function UserPasswordGuardPage() {
  const services = useServices();
  ensureGuardTexts(services.i18n);
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hasToken = useSession((state) => Boolean(state.token));
  const userInfo = useSession((state) => state.userInfo);
  const { token } = theme.useToken();
  const [form] = Form.useForm<PasswordValues>();
  const [isSaving, setIsSaving] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);

  useEffect(() => {
    // Session storage is per tab: a new tab knows the token but not yet who it belongs to.
    if (!hasToken || userInfo) return;
    services.api.userInfo().then((envelope) => envelope.success && services.session.getState().setUserInfo(envelope.result), () => undefined);
  }, [hasToken, services, userInfo]);

  if (!hasToken) return <Navigate to={isLeaving ? loginPath : loginRedirect(location.pathname + location.search)} replace />;

  const onFinish = async (values: PasswordValues) => {
    setIsSaving(true);
    try {
      const envelope = await services.http.request<unknown>('PUT', '/system/user/changePassword', { body: values, showsFieldIssues: true });
      if (!envelope.success) {
        notifier().toast('error', envelope.message || t('password.changeFailed'));
        return;
      }
      notifier().toast('success', t('password.changed'));
      // The account no longer demands a change: the stored user says so too.
      const info = await services.api.userInfo().catch(() => undefined);
      if (info?.success) services.session.getState().setUserInfo(info.result);
      navigate(afterLoginTarget(location.search), { replace: true });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else if (!(error instanceof HttpError)) notifier().toast('error', t('password.changeFailed'));
    } finally {
      setIsSaving(false);
    }
  };

  // The user's own logout, as from the user menu: the next login starts at its own home, not here.
  const leave = () => {
    setIsLeaving(true);
    services.session.getState().markLogoutByUser();
    void services.logout();
  };

  return (
    <Flex justify="center" style={{ padding: '10vh 16px' }}>
      <section style={{ width: '100%', maxWidth: 420, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }} data-testid="user-password-guard">
        <h2 style={{ margin: '0 0 8px', fontSize: 20, fontWeight: 600, color: token.colorText }}>{t('entryGuard.password.title')}</h2>
        <p style={{ margin: '0 0 16px', color: token.colorTextSecondary }}>{t('entryGuard.password.reason')}</p>
        <Form<PasswordValues> form={form} name="userPwdGuard" layout="vertical" onFinish={(values) => void onFinish(values)} requiredMark={false}>
          <Form.Item name="oldpassword" label={t('password.old')} rules={[{ required: true, message: t('password.required') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields username={userInfo?.username ?? ''} />
          <Flex vertical gap={8}>
            <Button type="primary" htmlType="submit" block loading={isSaving} data-testid="user-password-submit">
              {t('entryGuard.password.submit')}
            </Button>
            <Button block onClick={leave} data-testid="user-password-logout">
              {t('entryGuard.password.logout')}
            </Button>
          </Flex>
        </Form>
      </section>
    </Flex>
  );
}
