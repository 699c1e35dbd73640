import { Button, Result, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../routes/routePaths';
import { useLoginFamilyApi } from '../login/useLoginFamily';
import type { RegistrationOutcome } from './RegisterPage';

function outcomeOf(state: unknown): RegistrationOutcome | undefined {
  const candidate = state as Partial<RegistrationOutcome> | null | undefined;
  return typeof candidate?.username === 'string' && typeof candidate.companyName === 'string' ? { username: candidate.username, companyName: candidate.companyName } : undefined;
}

/**
 * /index/register-result (spec §2): what the registration just did, and the way to log in. Opened
 * without a registration (a bookmark, a reload in another tab), it says so and offers both ways.
 */
export function RegisterResultPage() {
  const { t } = useTranslation();
  useLoginFamilyApi();
  const navigate = useNavigate();
  const outcome = outcomeOf(useLocation().state);
  const { token } = theme.useToken();
  const toLogin = (
    <Button type="primary" key="login" onClick={() => navigate(loginPath)} data-testid="result-to-login">
      {t('loginFamily.result.toLogin')}
    </Button>
  );
  return (
    <section style={{ width: '100%', maxWidth: 560, background: token.colorBgContainer, borderRadius: token.borderRadiusLG }} data-testid="register-result">
      {outcome ? (
        <Result status="success" title={t('loginFamily.result.title')} subTitle={t('loginFamily.result.description', { ...outcome })} extra={[toLogin]} />
      ) : (
        <Result status="info" title={t('loginFamily.result.empty')} extra={[toLogin, <Button key="register" onClick={() => navigate('/index/register')}>{t('loginFamily.result.toRegister')}</Button>]} />
      )}
    </section>
  );
}
