import { fillRedirectUrl, redirectContextFromUser, resolveMenuComponent, type MenuItem, type RedirectUserInfo } from '@wharf/engine';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext';
import { isRedirectView } from '../../menus/menuNavigation';

/** The address a menu entry's page opens at: its path plus componentProps as query (spec §2). */
export function menuPagePath(item: MenuItem): string {
  const query = resolveMenuComponent(item).query;
  return query ? `${item.path}?${new URLSearchParams(query).toString()}` : item.path;
}

/**
 * Opens a menu entry: redirect views go to a new browser tab with their placeholders filled (or,
 * with a `systemCode` component prop, to the jump url the server makes for that system, spec §2),
 * everything else navigates to its page.
 */
export function useMenuOpener(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const { session, http } = useServices();
  return useCallback(
    (item: MenuItem) => {
      if (isRedirectView(item)) {
        const { userInfo, token } = session.getState();
        const url = fillRedirectUrl(item.meta.url ?? '', redirectContextFromUser((userInfo ?? {}) as RedirectUserInfo, token));
        const systemCode = item.componentProps?.find((prop) => prop.label === 'systemCode')?.value;
        if (!systemCode) {
          window.open(url, '_blank', 'noopener,noreferrer');
          return;
        }
        // The tab opens now, inside the click (a tab opened after an await is a blocked pop-up), and
        // goes to the system's jump url once the server answers; on any failure, to the menu's own url.
        const tab = window.open('about:blank', '_blank');
        if (tab) tab.opener = null;
        http
          .request<{ jumpUrl: string }>('GET', '/system/config/common/jumpParams/getJumpParams', { query: { baseUrl: url, systemCode }, isQuiet: true })
          .then((answer) => (answer.success && answer.result?.jumpUrl ? answer.result.jumpUrl : url), () => url)
          .then((target) => tab?.location.replace(target));
        return;
      }
      navigate(menuPagePath(item));
    },
    [navigate, session, http],
  );
}
