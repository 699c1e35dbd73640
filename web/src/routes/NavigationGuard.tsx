import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PermissionsInvalidError } from '../app/sessionFlows';
import { useServices, useSession } from '../app/ServicesContext';
import { FullPageSpin } from '../components/FullPageSpin';
import { notifier } from '../http/notifier';
import { decideNavigation } from './navigationDecision';

/**
 * Runs `decideNavigation` on every location. When permissions must be loaded it waits for them;
 * if loading fails the user is logged out, and with the token gone the same decision sends them to
 * login with a redirect back (spec §2, §4, §8 "Route load failure after login").
 */
export function NavigationGuard() {
  const { t } = useTranslation();
  const services = useServices();
  const location = useLocation();
  const hasToken = useSession((state) => Boolean(state.token));
  const isPermissionLoaded = useSession((state) => state.permissions !== undefined);
  const isVisitor = useSession((state) => state.isVisitor);
  const isLoggedOutByUser = useSession((state) => state.isLoggedOutByUser);
  const decision = decideNavigation({ path: location.pathname, search: location.search, fullPath: location.pathname + location.search, hasToken, isPermissionLoaded, isVisitor, isLoggedOutByUser });

  useEffect(() => {
    // Leaving a visitor page logs the visitor out; without a token the guard then shows login.
    if (decision.kind === 'leave-visitor') void services.logout();
  }, [decision.kind, services]);

  useEffect(() => {
    if (decision.kind !== 'load-permissions') return;
    services.loadPermissions().catch(async (error: unknown) => {
      if (error instanceof PermissionsInvalidError) notifier().toast('error', t('guard.permissionsInvalid'));
      await services.logout();
    });
  }, [decision.kind, services, t]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load-permissions' || decision.kind === 'leave-visitor') return <FullPageSpin tip={t('guard.loadingPermissions')} />;
  return <Outlet />;
}
