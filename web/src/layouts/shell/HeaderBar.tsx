import { BgColorsOutlined, BugOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tag, theme as antdTheme } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useServices } from '../../app/ServicesContext';
import type { ShortcutAction } from '../../hooks/shortcuts';
import { GlobalSearch } from './GlobalSearch';
import { useShortcuts } from './useShortcuts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { CodeSearchEntry } from '../../pages/codeSearch/CodeSearchEntry';
import { AppBreadcrumb } from './AppBreadcrumb';
import { ThemeDrawer } from './ThemeDrawer';
import { CurrentTenantTag } from './CurrentTenantTag';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  isMobile: boolean;
  isSiderOpen: boolean;
  onToggleSider?: () => void;
  /** The simple layout puts its navigation here instead of a sidebar. */
  navigation?: ReactNode;
}

/** Top bar: menu toggle, breadcrumb (or navigation), language, theme settings, user. */
export function HeaderBar({ isMobile, isSiderOpen, onToggleSider, navigation }: HeaderBarProps) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const [isThemeOpen, setIsThemeOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [isDebugOn, setIsDebugOn] = useState(false);
  const { bootConfig } = useServices();
  const onShortcut = useCallback((action: ShortcutAction) => {
    if (action === 'open-search') setIsSearchOpen(true);
    if (action === 'enable-debug') setIsDebugOn(true);
    if (action === 'close-overlays') {
      setIsSearchOpen(false);
      setIsDebugOn(false);
    }
  }, []);
  useShortcuts(bootConfig.isDebugAllowed, onShortcut);
  return (
    <Layout.Header style={{ padding: '0 12px', display: 'flex', alignItems: 'center', gap: 8, borderBottom: `1px solid ${token.colorBorderSecondary}`, position: 'sticky', top: 0, zIndex: 10 }}>
      {onToggleSider ? (
        <Button
          type="text"
          aria-label={t('header.toggleMenu')}
          aria-expanded={isSiderOpen}
          icon={isSiderOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={onToggleSider}
          data-testid="toggle-sider"
        />
      ) : null}
      <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{navigation ?? (isMobile ? null : <AppBreadcrumb />)}</div>
      <Flex align="center" gap={4}>
        {isDebugOn ? (
          <Tag icon={<BugOutlined />} color="warning" data-testid="debug-mode">
            {t('header.debug')}
          </Tag>
        ) : null}
        <Button type="text" icon={<SearchOutlined />} aria-label={t('search.title')} onClick={() => setIsSearchOpen(true)} data-testid="open-search" />
        <CodeSearchEntry isDebugOn={isDebugOn} />
        <LanguageSwitcher isCompact={isMobile} />
        <Button type="text" icon={<BgColorsOutlined />} aria-label={t('header.settings')} onClick={() => setIsThemeOpen(true)} data-testid="open-theme" />
        <CurrentTenantTag isCompact={isMobile} />
        <UserMenu isCompact={isMobile} />
      </Flex>
      <ThemeDrawer isOpen={isThemeOpen} onClose={() => setIsThemeOpen(false)} />
      <GlobalSearch isOpen={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </Layout.Header>
  );
}
