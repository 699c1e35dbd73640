import { processPermissionMenu, resolveMenuComponent, type MenuItem } from '@wharf/engine';
import type { PortalServices, QuickMenuService } from '@wharf/renderer';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createAnnouncementsApi } from '../../api/announcementsApi';
import { createReportsApi } from '../../api/reportsApi';
import { useServices, useSession, useSettings } from '../../app/ServicesContext';
import { menuIcon } from '../../layouts/shell/menuIcons';
import { useMenuOpener } from '../../layouts/shell/useMenuOpener';
import { flattenMenu, menuTitle } from '../../menus/menuNavigation';
import { flowPath } from '../bpm/flowPaths';
import { todoListComponent } from '../workbench/TodoCard';
import { PortalDashboardBlock } from './PortalDashboardBlock';
import { PortalViewBlock } from './PortalViewBlock';

/** The menu component of the done list page (`namedMenuPages`). */
const doneListComponent = 'bpm/DoneList';

const isPage = (item: MenuItem) => !item.hidden && !(item.children && item.children.length > 0);

/** The caller's menu entry opening a definition of this component kind and code, if they have one. */
function entryFor(menu: ReadonlyArray<MenuItem>, kind: string, code: string): MenuItem | undefined {
  return flattenMenu(menu).find((item) => {
    const resolved = resolveMenuComponent(item);
    return resolved.kind === kind && resolved.code === code;
  });
}

/**
 * What the portal runtime needs from the web app: the batched report stream, the quick menu (from
 * the permission list, saved with sysUserSettings/save), the workflow pages, marking announcements
 * read, list view and dashboard blocks (`PortalViewBlock`, `PortalDashboardBlock`), and the pages of dashboards, forms and views (the
 * caller's menu entry when they have one, else the redirect pages of forms and views). Works inside
 * and outside the shell.
 */
export function usePortalServices(): PortalServices {
  const services = useServices();
  const navigate = useNavigate();
  const openMenu = useMenuOpener();
  const permissions = useSession((state) => state.permissions);
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);

  const processed = useMemo(
    () => (permissions ? processPermissionMenu({ menu: permissions.menu, quickMenu: permissions.quickMenu as string[] | undefined, lang: language }) : undefined),
    [permissions, language],
  );
  const menu = useMemo(() => (processed?.ok ? processed.menu : []), [processed]);

  return useMemo<PortalServices>(() => {
    const reports = createReportsApi(services);
    const announcements = createAnnouncementsApi(services.http);
    const pages = flattenMenu(menu);
    const quickList = processed?.ok ? processed.quickList : [];
    const entryOf = (item: MenuItem) => ({ id: item.id, title: menuTitle(item, language, secondLanguage), icon: menuIcon(item.meta.icon) });
    const quickMenu: QuickMenuService = {
      entries: quickList.map(entryOf),
      candidates: pages.filter(isPage).map(entryOf),
      save: async (ids) => {
        const envelope = await services.api.saveQuickMenu(ids);
        const current = services.session.getState().permissions;
        if (!envelope.success) throw new Error(envelope.message);
        if (current) services.session.getState().setPermissions({ ...current, quickMenu: ids });
      },
      open: (id) => {
        const item = pages.find((entry) => entry.id === id);
        if (item) openMenu(item);
      },
    };
    const listPath = (component: string) => pages.find((item) => item.component === component)?.path;
    return {
      loadWidgetData: (items, onLine, signal) => reports.streamWidgetData(items, onLine, signal),
      quickMenu,
      openTask: (task, list) => navigate(flowPath(list, task)),
      openTaskList: (list) => {
        const path = listPath(list === 'todo' ? todoListComponent : doneListComponent);
        if (path) navigate(path);
      },
      markRead: (anntId) => announcements.markRead(anntId),
      openDashboard: (code) => {
        const item = entryFor(menu, 'dashboard', code);
        if (item) openMenu(item);
      },
      openForm: (code) => navigate(entryFor(menu, 'formAddTab', code)?.path ?? `/eform/redirect/FormRedirectAddTab/${encodeURIComponent(code)}`),
      ViewBlock: PortalViewBlock,
      DashboardBlock: PortalDashboardBlock,
      openView: (code) => navigate(entryFor(menu, 'viewLayout', code)?.path ?? `/eform/redirect/ViewLayoutRedirect/${encodeURIComponent(code)}`),
    };
  }, [services, navigate, openMenu, menu, processed, language, secondLanguage]);
}
