import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/ServicesContext';
import { greetingKey } from '../../components/greeting';
import { ChangePasswordModal } from './ChangePasswordModal';

/** The user's name with the greeting of the hour, and logout. */
export function UserMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const name = useSession((state) => state.userInfo?.realname || state.userInfo?.username || '');
  const greeting = t('greeting.withName', { greeting: t(greetingKey(new Date().getHours())), name });
  const items: MenuProps['items'] = [
    { key: 'greeting', label: greeting, disabled: true },
    { type: 'divider' },
    { key: 'password', icon: <KeyOutlined />, label: t('password.change') },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setIsPasswordOpen(true);
    // Clearing the token makes the guard send this page to login.
    if (key === 'logout') void services.logout();
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" aria-label={t('header.userMenu')} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          {isCompact ? null : <span data-testid="greeting">{greeting}</span>}
        </Button>
      </Dropdown>
      <ChangePasswordModal isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
    </>
  );
}
