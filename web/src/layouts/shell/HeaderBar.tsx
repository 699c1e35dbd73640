import { BgColorsOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme as antdTheme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { AppBreadcrumb } from './AppBreadcrumb';
import { ThemeDrawer } from './ThemeDrawer';
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
        <LanguageSwitcher />
        <Button type="text" icon={<BgColorsOutlined />} aria-label={t('header.settings')} onClick={() => setIsThemeOpen(true)} data-testid="open-theme" />
        <UserMenu isCompact={isMobile} />
      </Flex>
      <ThemeDrawer isOpen={isThemeOpen} onClose={() => setIsThemeOpen(false)} />
    </Layout.Header>
  );
}
