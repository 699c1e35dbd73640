import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../menus/menuPageRegistry';

/**
 * Kinds whose real pages come from `renderer` (views, reports, forms, workflow, plugins): until it
 * registers them, the tab says which page and code it would open.
 */
export function PendingModulePage({ item, resolved }: MenuPageProps) {
  const { t } = useTranslation();
  const detail = [resolved.code, resolved.query ? new URLSearchParams(resolved.query).toString() : ''].filter(Boolean).join(' · ');
  return <Result status="info" title={t('menu.pageNotBuilt', { component: item.component })} subTitle={detail} data-testid="pending-menu-page" />;
}
