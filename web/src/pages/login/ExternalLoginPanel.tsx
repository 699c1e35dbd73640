import { Alert, Button, Flex, Spin, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OpenedSession } from '../../stores/sessionTypes';
import { loginPath } from '../../routes/routePaths';
import { DepartmentChoiceStep } from '../DepartmentChoiceStep';

/** Where an SSO return page stands. */
export type ExternalLoginState = { kind: 'working' } | { kind: 'depart'; login: OpenedSession } | { kind: 'failed'; message: string; retry?: ReactNode };

/**
 * The SSO return pages' panel: a spinner while the login completes, the department choice for a
 * user in several, or the failure (spec §8 "OAuth2 login failure: warning 'login failed' with
 * server message or generic") with the way back to login.
 */
export function ExternalLoginPanel({ state }: { state: ExternalLoginState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <section style={{ width: '100%', maxWidth: 420, boxSizing: 'border-box', padding: 24, borderRadius: token.borderRadiusLG, background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }} data-testid="sso-return">
      {state.kind === 'working' && (
        <Flex vertical align="center" gap={12}>
          <Spin />
          <span>{t('loginFamily.sso.inProgress')}</span>
        </Flex>
      )}
      {state.kind === 'depart' && <DepartmentChoiceStep login={state.login} />}
      {state.kind === 'failed' && (
        <>
          <Alert type="warning" showIcon message={t('login.failed')} description={state.message || undefined} data-testid="sso-failed" />
          <Flex gap={8} style={{ marginTop: 16 }}>
            {state.retry}
            <Button type="primary" onClick={() => navigate(loginPath, { replace: true })}>
              {t('loginFamily.toLogin')}
            </Button>
          </Flex>
        </>
      )}
    </section>
  );
}
