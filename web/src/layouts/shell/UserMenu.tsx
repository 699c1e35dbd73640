import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/ServicesContext';
import { greetingKey } from '../../components/greeting';

/** The user's name with the greeting of the hour, and logout. */
export function UserMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const name = useSession((state) => state.userInfo?.realname || state.userInfo?.username || '');
  const greeting = t('greeting.withName', { greeting: t(greetingKey(new Date().getHours())), name });
  const items: MenuProps['items'] = [
    { key: 'greeting', label: greeting, disabled: true },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    // Clearing the token makes the guard send this page to login.
    if (key === 'logout') void services.logout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" aria-label={t('header.userMenu')} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        {isCompact ? null : <span data-testid="greeting">{greeting}</span>}
      </Button>
    </Dropdown>
  );
}
