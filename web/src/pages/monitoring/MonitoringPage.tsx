import { Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { CachesTab } from './CachesTab';
import { DatabaseTab } from './DatabaseTab';
import { HttpTraceTab } from './HttpTraceTab';
import { ProcessTab, ServerTab } from './MachineTabs';
import { createMonitoringApi } from './monitoringApi';
import { ensureMonitoringTexts } from './useMonitoringTexts';

const tabs = ['server', 'process', 'database', 'caches', 'trace'] as const;
type Tab = (typeof tabs)[number];

/**
 * The monitoring page (`system/Monitoring`, platform operator only; spec §1 monitoring: server, JVM,
 * Redis and HTTP trace screens): one tab each for the machine, the server process, the database,
 * the caches and sessions, and the HTTP trace. Only the chosen tab is mounted, so each asks the
 * server when it is opened (and on its refresh button), not all five at once.
 */
export function MonitoringPage(_props: MenuPageProps) {
  const services = useServices();
  ensureMonitoringTexts(services.i18n);
  const { t } = useTranslation();
  const api = useMemo(() => createMonitoringApi(services.http), [services]);
  const [active, setActive] = useState<Tab>('server');
  const content: Record<Tab, () => ReactNode> = {
    server: () => <ServerTab api={api} />,
    process: () => <ProcessTab api={api} />,
    database: () => <DatabaseTab api={api} />,
    caches: () => <CachesTab api={api} />,
    trace: () => <HttpTraceTab api={api} />,
  };
  return (
    <div data-testid="monitoring-page">
      <Tabs
        activeKey={active}
        onChange={(key) => setActive(key as Tab)}
        items={tabs.map((tab) => ({ key: tab, label: t(`monitoring.tab.${tab}`), children: tab === active ? content[tab]() : null }))}
      />
    </div>
  );
}
