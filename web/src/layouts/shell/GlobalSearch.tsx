import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../app/ServicesContext';
import { menuTitle } from '../../menus/menuNavigation';
import { searchMenu } from '../../menus/searchMenu';
import { useShellMenu } from './ShellContext';
import { useMenuOpener } from './useMenuOpener';

/** Global search over the user's menu pages (Ctrl+Alt+E opens it, Escape closes it). */
export function GlobalSearch({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { menu } = useShellMenu();
  const language = useSettings((state) => state.language);
  const secondLanguage = useSettings((state) => state.secondLanguage);
  const openMenu = useMenuOpener();
  const [text, setText] = useState('');
  const hits = searchMenu(menu, text);
  const open = (index: number) => {
    const item = hits[index];
    if (!item) return;
    openMenu(item);
    setText('');
    onClose();
  };
  return (
    <Modal open={isOpen} onCancel={onClose} footer={null} title={t('search.title')} destroyOnHidden data-testid="global-search">
      <Input autoFocus prefix={<SearchOutlined />} placeholder={t('search.placeholder')} value={text} onChange={(event) => setText(event.target.value)} onPressEnter={() => open(0)} data-testid="global-search-input" />
      {text.trim() && hits.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.noResult')} /> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {hits.map((item, index) => (
          <li key={item.id}>
            <Button type="text" block style={{ justifyContent: 'flex-start' }} onClick={() => open(index)} data-testid="global-search-hit">
              {menuTitle(item, language, secondLanguage)}
              <span style={{ opacity: 0.5, marginInlineStart: 8 }}>{item.path}</span>
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
