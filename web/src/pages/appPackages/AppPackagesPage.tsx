import { Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { AppGroupExport } from './AppGroupExport';
import { ImportPackagePanel } from './ImportPackagePanel';
import { InstalledVersions } from './InstalledVersions';
import { useAppPackages } from './useAppPackages';

/**
 * "App packages" (`appPackages/AppPackageList`, the builder's /app/packages; issue 19): upload a
 * package and apply its plan, the installed versions with export and rollback, and an app group's export.
 */
export function AppPackagesPage(_props: Partial<MenuPageProps>) {
  const api = useAppPackages();
  const { t } = useTranslation();
  const [tab, setTab] = useState('import');
  const [appliedCount, setAppliedCount] = useState(0);
  return (
    <div data-testid="app-packages" style={{ padding: 16 }}>
      <Typography.Title level={4}>{t('appPackages.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'import', label: t('appPackages.tab.import'), children: <ImportPackagePanel api={api} onApplied={() => setAppliedCount((count) => count + 1)} /> },
          // Drawn only while shown, so it is read again after an apply.
          { key: 'installed', label: t('appPackages.tab.installed'), children: tab === 'installed' ? <InstalledVersions api={api} refreshKey={appliedCount} /> : null },
          { key: 'export', label: t('appPackages.tab.export'), children: tab === 'export' ? <AppGroupExport api={api} /> : null },
        ]}
      />
    </div>
  );
}
