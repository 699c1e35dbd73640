import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../menus/menuPageRegistry';

/** Fallback for a menu component nobody registered: says so and reports the code instead of crashing. */
export function UnknownMenuPage({ item }: MenuPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(`[menu/unknown-component] menu ${item.id} (${item.path}) names component "${item.component}"`);
  }, [item.id, item.path, item.component]);
  return <Result status="warning" title={t('menu.unknownComponent', { component: item.component })} data-testid="unknown-menu-page" />;
}
