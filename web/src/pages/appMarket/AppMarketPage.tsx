import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { InstalledAppList } from './InstalledAppList';
import { MarketCatalogue } from './MarketCatalogue';
import { useAppMarket } from './useAppMarket';

/**
 * The app market (`appMarket/AppMarketList`: the hidden /app-market entry every menu carries, the
 * console's /app/market, and where /marketList and /appMarketList lead): the market's apps with
 * install and update, and the tenant's installed apps.
 */
export function AppMarketPage(_props: Partial<MenuPageProps>) {
  const api = useAppMarket();
  const { t } = useTranslation();
  const [tab, setTab] = useState('market');
  return (
    <div data-testid="app-market" style={{ padding: 16 }}>
      <Typography.Title level={4}>{t('appMarket.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'market', label: t('appMarket.tab.market'), children: <MarketCatalogue api={api} /> },
          // Drawn only while shown, so it is read again after an install.
          { key: 'installed', label: t('appMarket.tab.installed'), children: tab === 'installed' ? <InstalledAppList api={api} /> : null },
        ]}
      />
    </div>
  );
}
