import { processPermissionMenu } from '@wharf/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession, useSettings } from '../app/ServicesContext';
import { FullPageSpin } from '../components/FullPageSpin';
import { ShellContext, type ShellMenu } from '../layouts/shell/ShellContext';
import { ShellLayout } from '../layouts/shell/ShellLayout';
import { ExceptionPage } from '../pages/ExceptionPage';
import { chooseRootLayout, layoutMenu, rootRedirectPath } from './layoutChoice';

/**
 * The dynamic root of spec §2: the permission menu, processed by engine/menus, decides the layout
 * (console, simple or main) and which paths exist; / redirects to the layout's main page.
 */
export function DynamicRoot() {
  const { t } = useTranslation();
  const location = useLocation();
  const permissions = useSession((state) => state.permissions);
  const backRoleFlg = useSession((state) => state.userInfo?.backRoleFlg);
  const language = useSettings((state) => state.language);

  const processed = useMemo(
    () => (permissions ? processPermissionMenu({ menu: permissions.menu, quickMenu: permissions.quickMenu as string[] | undefined, lang: language }) : undefined),
    [permissions, language],
  );
  const shell = useMemo<ShellMenu | undefined>(() => {
    if (!processed?.ok) return undefined;
    const kind = chooseRootLayout(backRoleFlg, permissions?.portalType);
    return { kind, menu: processed.menu, navigation: layoutMenu(kind, processed.menu, processed.menuList), quickList: processed.quickList };
  }, [processed, backRoleFlg, permissions?.portalType]);

  // The guard loads permissions before this renders; the spinner only covers a logout in progress.
  if (!processed) return <FullPageSpin tip={t('guard.loadingPermissions')} />;
  if (!processed.ok || !shell) return <ExceptionPage code={500} detail={processed.ok ? undefined : processed.error.message} />;
  if (location.pathname === '/') return <Navigate to={rootRedirectPath(shell.kind, shell.menu)} replace />;
  return (
    <ShellContext.Provider value={shell}>
      <ShellLayout />
    </ShellContext.Provider>
  );
}
