import { DownOutlined } from '@ant-design/icons';
import type { MenuItem } from '@wharf/engine';
import { Button, Dropdown, Tabs } from 'antd';
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

/** The keep-alive tab strip above the page. */
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
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      items={tabs.map((tab) => ({ key: tab.key, label: label(tab.key), closable: tab.isClosable }))}
      onChange={(key) => {
        const tab = tabs.find((candidate) => candidate.key === key);
        if (tab) onSelect(tab);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') onClose(key);
      }}
      tabBarExtraContent={extra}
      tabBarStyle={{ margin: 0 }}
      data-testid="page-tabs"
    />
  );
}
