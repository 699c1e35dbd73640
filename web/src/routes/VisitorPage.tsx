import type { MenuItem } from '@wharf/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuPageHost } from '../layouts/shell/MenuPageHost';

/**
 * A visitor's one page (spec §2, §4): the form or view the link names, without the frame
 * (no menu, header or tabs), drawn by the same registry as menu pages.
 */
export function VisitorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const item = useMemo<MenuItem>(() => {
    const segments = location.pathname.split('/');
    const component = segments[3] ?? '';
    return { id: `visitor:${location.pathname}`, path: location.pathname, name: 'visitor', component: `eform/${component}`, back: '0', meta: { title: t('page.visitor') } };
  }, [location.pathname, t]);
  return (
    <main style={{ padding: 16 }} data-testid="visitor-page">
      <MenuPageHost item={item} />
    </main>
  );
}
