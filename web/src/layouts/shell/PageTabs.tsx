import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import type { MenuItem } from '@wharf/engine';
import { Button, Dropdown, Flex, Tabs } from 'antd';
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../app/ServicesContext';
import { findMenuItem, menuTitle } from '../../menus/menuNavigation';
import { portalPath, workbenchPath } from '../../routes/layoutChoice';
import type { OpenTab } from './openTabs';

interface PageTabsProps {
  tabs: OpenTab[];
  activeKey: string;
  menu: MenuItem[];
  onSelect(tab: OpenTab): void;
  onClose(key: string): void;
  onCloseOthers(keepKey: string | undefined): void;
}

/** Read by screen readers, not drawn (the usual clip technique). */
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

/** rc-tabs gives each tab the id `<Tabs id>-tab-<key>`; the Delete key reads the key back from it. */
const tabsId = 'page-tabs';
const tabIdPrefix = `${tabsId}-tab-`;

/**
 * The keep-alive tab strip above the page. A `tablist` may hold only tabs (WAI-ARIA), so there is no
 * close button inside it: the × is a mouse target inside the tab's label, hidden from assistive
 * technology, and the Delete key closes the focused tab; "close others / all" sits beside the list.
 */
export function PageTabs({ tabs, activeKey, menu, onSelect, onClose, onCloseOthers }: PageTabsProps) {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);
  const label = (key: string) => {
    if (key === workbenchPath) return t('workbench.title');
    if (key === portalPath) return t('page.portal');
    const item = findMenuItem(menu, key);
    return item ? menuTitle(item, language, secondLanguage) : key;
  };
  const extra = (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'others', label: t('tabs.closeOthers') },
          { key: 'all', label: t('tabs.closeAll') },
        ],
        onClick: ({ key }) => onCloseOthers(key === 'others' ? activeKey : undefined),
      }}
    >
      <Button type="text" size="small" icon={<DownOutlined />} aria-label={t('tabs.closeOthers')} />
    </Dropdown>
  );
  const closeFocused = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Delete' || target.getAttribute('role') !== 'tab' || !target.id.startsWith(tabIdPrefix)) return;
    const tab = tabs.find((candidate) => candidate.key === target.id.slice(tabIdPrefix.length));
    if (tab?.isClosable) onClose(tab.key);
  };
  const closeIcon = (key: string) => (
    <CloseOutlined
      aria-hidden
      title={t('tabs.close')}
      style={{ fontSize: 10, marginInlineStart: 6 }}
      data-close-tab={key}
      onClick={(event: MouseEvent) => {
        // Not a selection of the tab being closed.
        event.stopPropagation();
        onClose(key);
      }}
    />
  );
  return (
    <>
      {/* The page's one h1 (axe page-has-heading-one): the shown tab's title, for screen readers; the tab shows it already. */}
      <h1 style={visuallyHidden} data-testid="page-title">{label(activeKey)}</h1>
      <Flex align="center" onKeyDown={closeFocused} data-testid="page-tabs">
        <Tabs
          id={tabsId}
          type="card"
          size="small"
          style={{ flex: 1, minWidth: 0 }}
          activeKey={activeKey}
          items={tabs.map((tab) => ({ key: tab.key, label: <>{label(tab.key)}{tab.isClosable ? closeIcon(tab.key) : null}</> }))}
          onChange={(key) => {
            const tab = tabs.find((candidate) => candidate.key === key);
            if (tab) onSelect(tab);
          }}
          tabBarStyle={{ margin: 0 }}
        />
        {extra}
      </Flex>
    </>
  );
}
