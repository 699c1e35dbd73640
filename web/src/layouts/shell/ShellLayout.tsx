import { Activity, Suspense, useEffect, useState } from 'react';
import { Drawer, Layout, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSettings } from '../../app/ServicesContext';
import { useIsMobile } from '../../hooks/useIsMobile';
import { findMenuItem } from '../../menus/menuNavigation';
import { ExceptionPage } from '../../pages/ExceptionPage';
import { Workbench } from '../../pages/Workbench';
import { homePath, portalPath, workbenchPath } from '../../routes/layoutChoice';
import { lazyNamed } from '../../routes/lazyWithTimeout';
import { siderColors } from '../../theme/antdTheme';
import { HeaderBar } from './HeaderBar';
import { MenuPageHost } from './MenuPageHost';
import { closeOtherTabs, closeTab, openTab, type OpenTab } from './openTabs';
import { PageTabs } from './PageTabs';
import { useShellMenu } from './ShellContext';
import { SideMenu } from './SideMenu';

// The portal page loads with the portal runtime, on demand.
const PortalPage = lazyNamed(() => import('../../pages/portal/PortalPage'), 'PortalPage');

function TabPage({ tabKey }: { tabKey: string }) {
  const { menu } = useShellMenu();
  if (tabKey === workbenchPath) return <Workbench />;
  if (tabKey === portalPath) return <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}><PortalPage /></Suspense>;
  const item = findMenuItem(menu, tabKey);
  return item ? <MenuPageHost item={item} /> : null;
}

/**
 * The console, main and simple layouts (spec §2): sidebar menu (a drawer in mobile mode, closed by
 * default below 768 px), header, keep-alive tabs. Kept-alive pages stay mounted but hidden through
 * React's Activity, so their state survives switching tabs.
 */
export function ShellLayout() {
  const { t } = useTranslation();
  const shell = useShellMenu();
  const location = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const themeSettings = useSettings((state) => state.theme);
  const sider = siderColors(themeSettings);

  // The sidebar follows the breakpoint whenever it is crossed; in between the user toggles it.
  const [siderState, setSiderState] = useState({ isMobile, isOpen: !isMobile });
  if (siderState.isMobile !== isMobile) setSiderState({ isMobile, isOpen: !isMobile });
  const isSiderOpen = siderState.isMobile === isMobile ? siderState.isOpen : !isMobile;
  const setSiderOpen = (isOpen: boolean) => setSiderState({ isMobile, isOpen });

  const home = homePath(shell.menu);
  const activeKey = location.pathname.replace(/\/+$/, '') || '/';
  // Another page starts at its top, wherever the one before was scrolled to. A block body: Chromium's
  // scrollTo returns a promise, and an effect returning one makes React call it as a cleanup and crash.
  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
  }, [activeKey]);
  // The web app's own pages (workbench, the caller's portal) are there whatever the menu holds.
  const isOwnPage = activeKey === workbenchPath || activeKey === portalPath;
  const activeItem = isOwnPage ? undefined : findMenuItem(shell.menu, activeKey);
  const isKnownPage = isOwnPage || activeItem !== undefined;
  // The home tab is always there and never closes; it is kept alive like any page that asks to be.
  const [tabs, setTabs] = useState<OpenTab[]>(() => [{ key: home, fullPath: home, isKeptAlive: true, isClosable: false }]);
  const currentTab: OpenTab | undefined = isKnownPage
    ? { key: activeKey, fullPath: location.pathname + location.search, isKeptAlive: activeKey === home || activeItem?.meta.keepAlive === true, isClosable: activeKey !== home }
    : undefined;
  const shownTabs = currentTab ? openTab(tabs, currentTab) : tabs;
  if (shownTabs !== tabs) setTabs(shownTabs);

  const onClose = (key: string) => {
    const { tabs: remaining, next } = closeTab(shownTabs, key, activeKey);
    setTabs(remaining);
    if (next) navigate(next.fullPath);
  };
  const onCloseOthers = (keepKey: string | undefined) => {
    setTabs(closeOtherTabs(shownTabs, keepKey));
    if (!keepKey) navigate(home);
  };

  const isSimple = shell.kind === 'simple';
  const brand = (
    <Typography.Text strong ellipsis style={{ display: 'block', padding: '16px 20px', color: sider.isDark ? '#fff' : undefined }}>
      {t('app.name')}
    </Typography.Text>
  );
  const sideNavigation = isMobile ? (
    <Drawer placement="left" open={isSiderOpen} onClose={() => setSiderOpen(false)} size={260} styles={{ body: { padding: 0, background: sider.background } }} data-testid="mobile-menu">
      {brand}
      <SideMenu mode="inline" isDark={sider.isDark} onOpened={() => setSiderOpen(false)} isSearchShown />
    </Drawer>
  ) : (
    // Sticky with its own scroll: reaching a low menu item never scrolls the page's content away.
    <Layout.Sider width={220} collapsedWidth={64} collapsed={!isSiderOpen} trigger={null} theme={sider.isDark ? 'dark' : 'light'} data-testid="sider" style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', overflowX: 'hidden' }}>
      {isSiderOpen ? brand : null}
      <SideMenu mode="inline" isDark={sider.isDark} isSearchShown={isSiderOpen} />
    </Layout.Sider>
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={shell.kind} data-mobile={isMobile ? 'true' : 'false'}>
      {isSimple ? null : sideNavigation}
      <Layout>
        <HeaderBar
          isMobile={isMobile}
          isSiderOpen={isSiderOpen}
          onToggleSider={isSimple ? undefined : () => setSiderOpen(!isSiderOpen)}
          navigation={isSimple ? <SideMenu mode="horizontal" isDark={false} /> : undefined}
        />
        <Layout.Content>
          {themeSettings.layout.isTabsShown ? <PageTabs tabs={shownTabs} activeKey={activeKey} menu={shell.menu} onSelect={(tab) => navigate(tab.fullPath)} onClose={onClose} onCloseOthers={onCloseOthers} /> : null}
          <div style={{ padding: isMobile ? 8 : 16 }}>
            {isKnownPage ? null : <ExceptionPage code={404} />}
            {shownTabs.map((tab) => {
              const isActive = tab.key === activeKey;
              if (!isActive && !tab.isKeptAlive) return null;
              return (
                <Activity key={tab.key} mode={isActive ? 'visible' : 'hidden'}>
                  <TabPage tabKey={tab.key} />
                </Activity>
              );
            })}
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
