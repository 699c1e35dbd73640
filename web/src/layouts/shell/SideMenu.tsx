import type { MenuItem } from '@wharf/engine';
import { Input, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../app/ServicesContext';
import { findMenuChain, flattenMenu, menuTitle, visibleMenu } from '../../menus/menuNavigation';
import { searchMenu } from '../../menus/searchMenu';
import type { AppLanguage } from '../../i18n/languages';
import { useShellMenu } from './ShellContext';
import { menuIcon } from './menuIcons';
import { useMenuOpener } from './useMenuOpener';

type AntdMenuItems = NonNullable<MenuProps['items']>;

function toAntdItems(items: ReadonlyArray<MenuItem>, language: AppLanguage, secondLanguage: AppLanguage | '', isTop: boolean): AntdMenuItems {
  return items.map((item) => {
    const hasChildren = Boolean(item.children && item.children.length > 0);
    return {
      key: item.path,
      icon: isTop ? menuIcon(item.meta.icon) : undefined,
      label: menuTitle(item, language, secondLanguage),
      children: hasChildren ? toAntdItems(item.children ?? [], language, secondLanguage, false) : undefined,
    };
  });
}

/**
 * The navigation menu of the shell: inline in the sidebar (with menu search), horizontal in the
 * simple layout's header. While searching, the matching pages replace the tree as a flat list.
 */
export function SideMenu({ mode, isDark, onOpened, isSearchShown = false }: { mode: 'inline' | 'horizontal'; isDark: boolean; onOpened?: () => void; isSearchShown?: boolean }) {
  const { t } = useTranslation();
  const { navigation } = useShellMenu();
  const [searchText, setSearchText] = useState('');
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);
  const location = useLocation();
  const openMenu = useMenuOpener();
  const shown = useMemo(() => visibleMenu(navigation), [navigation]);
  const hits = useMemo(() => searchMenu(shown, searchText), [shown, searchText]);
  const isSearching = searchText.trim() !== '';
  const items = useMemo(() => toAntdItems(isSearching ? hits : shown, language, secondLanguage, true), [isSearching, hits, shown, language, secondLanguage]);
  const byPath = useMemo(() => new Map(flattenMenu(shown).map((item) => [item.path, item])), [shown]);
  const chain = findMenuChain(shown, location.pathname).map((item) => item.path);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const item = byPath.get(key);
    if (!item) return;
    openMenu(item);
    onOpened?.();
  };

  const menu = (
    <Menu
      mode={mode}
      theme={isDark ? 'dark' : 'light'}
      items={items}
      selectedKeys={chain.slice(-1)}
      defaultOpenKeys={mode === 'inline' ? chain.slice(0, -1) : undefined}
      onClick={onClick}
      style={{ borderInlineEnd: 0, background: 'transparent' }}
      data-testid="side-menu"
    />
  );
  if (!isSearchShown) return menu;
  return (
    <>
      <div style={{ padding: '0 12px 8px' }}>
        <Input.Search allowClear size="small" placeholder={t('search.menuPlaceholder')} value={searchText} onChange={(event) => setSearchText(event.target.value)} data-testid="menu-search" />
      </div>
      {menu}
    </>
  );
}
