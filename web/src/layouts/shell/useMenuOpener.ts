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
 * Opens a menu entry: redirect views go to a new browser tab with their placeholders filled,
 * everything else navigates to its page.
 */
export function useMenuOpener(): (item: MenuItem) => void {
  const navigate = useNavigate();
  const { session } = useServices();
  return useCallback(
    (item: MenuItem) => {
      if (isRedirectView(item)) {
        const { userInfo, token } = session.getState();
        const url = fillRedirectUrl(item.meta.url ?? '', redirectContextFromUser((userInfo ?? {}) as RedirectUserInfo, token));
        window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
      navigate(menuPagePath(item));
    },
    [navigate, session],
  );
}
