import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useServices } from '../app/ServicesContext';
import { FullPageSpin } from '../components/FullPageSpin';
import { useSiteInfo } from '../hooks/useSiteInfo';
import { loginPath } from './routePaths';

/**
 * Register and alteration pages (spec §2): to login when the site disables registration. On
 * /index/register with from=dces, the visit is logged first.
 */
export function RegistrationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const location = useLocation();
  const site = useSiteInfo();
  const from = new URLSearchParams(location.search).get('from');
  const isRegisterPage = location.pathname === '/index/register';
  useEffect(() => {
    if (isRegisterPage && from === 'dces') void http.request('POST', '/system/user/register/log', { query: { from }, isQuiet: true }).catch(() => undefined);
  }, [isRegisterPage, from, http]);
  if (!site) return <FullPageSpin tip={t('common.loading')} />;
  if (site.disableRegister) return <Navigate to={loginPath} replace />;
  return <>{children}</>;
}
