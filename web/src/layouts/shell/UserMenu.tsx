import { ApartmentOutlined, BankOutlined, KeyOutlined, LogoutOutlined, RollbackOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../../app/ServicesContext';
import { greetingKey } from '../../components/greeting';
import { useNavigate } from 'react-router';
import { ChangePasswordModal } from './ChangePasswordModal';
import { useCurrentTenant } from './currentTenant';
import { CompanySwitchModal, useMyDeparts } from './CompanySwitchModal';
import { DivisionSwitchModal, useMyDivisions } from './DivisionSwitchModal';
import { reloadSessionFor } from './SwitchChoiceModal';
import { TenantSwitchModal } from './TenantSwitchModal';

/** The user's name with the greeting of the hour, change password, the operator's tenant switch, the company and division switches, and logout. */
export function UserMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const name = useSession((state) => state.userInfo?.realname || state.userInfo?.username || '');
  const extendInfo = useSession((state) => state.userInfo?.extendInfo as { isPlatformOperator?: boolean; isSwitched?: boolean } | undefined);
  const navigate = useNavigate();
  const tenant = useCurrentTenant();
  const [modal, modalHolder] = Modal.useModal();
  const divisions = useMyDivisions();
  const departs = useMyDeparts();
  const greeting = t('greeting.withName', { greeting: t(greetingKey(new Date().getHours())), name });
  const items: MenuProps['items'] = [
    { key: 'greeting', label: greeting, disabled: true },
    ...(tenant ? [{ key: 'tenant', icon: <BankOutlined />, label: <span data-testid="user-menu-tenant">{t('header.currentTenant', { name: tenant.name })}</span>, disabled: true }] : []),
    { type: 'divider' },
    { key: 'password', icon: <KeyOutlined />, label: t('password.change') },
    ...(extendInfo?.isPlatformOperator ? [{ key: 'switchTenant', icon: <SwapOutlined />, label: t('header.switchTenant') }] : []),
    ...(extendInfo?.isSwitched ? [{ key: 'switchOut', icon: <RollbackOutlined />, label: t('header.switchOut') }] : []),
    ...(departs ? [{ key: 'switchCompany', icon: <BankOutlined />, label: t('header.switchCompany') }] : []),
    ...(divisions ? [{ key: 'switchDivision', icon: <ApartmentOutlined />, label: t('header.switchDivision') }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const [isTenantSwitchOpen, setIsTenantSwitchOpen] = useState(false);
  const [isDivisionSwitchOpen, setIsDivisionSwitchOpen] = useState(false);
  const [isCompanySwitchOpen, setIsCompanySwitchOpen] = useState(false);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') setIsPasswordOpen(true);
    if (key === 'switchTenant') setIsTenantSwitchOpen(true);
    if (key === 'switchDivision') setIsDivisionSwitchOpen(true);
    if (key === 'switchCompany') setIsCompanySwitchOpen(true);
    if (key === 'switchOut') {
      // Leaving a tenant is confirmed like entering one: the operator sees whose data they leave.
      void modal.confirm({ title: t('header.switchOut'), content: t('header.confirmSwitchOut', { name: tenant?.name ?? '' }), okText: t('header.confirm'), cancelText: t('header.cancel') }).then((isConfirmed) => {
        if (!isConfirmed) return;
        services.http.post<unknown>('/system/tenant/switchOut').then((envelope) => envelope.success && reloadSessionFor(services, navigate), () => undefined);
      }, () => undefined);
    }
    // Clearing the token makes the guard send this page to login; marked as the user's own logout,
    // without a redirect back here (the next user to log in starts at their own home).
    if (key === 'logout') {
      services.session.getState().markLogoutByUser();
      void services.logout();
    }
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        {/* The name holds the greeting it shows (axe: label-content-name-mismatch). */}
        <Button type="text" aria-label={isCompact ? t('header.userMenu') : `${t('header.userMenu')}: ${greeting}`} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          {isCompact ? null : <span data-testid="greeting">{greeting}</span>}
        </Button>
      </Dropdown>
      {modalHolder}
      <ChangePasswordModal isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
      {extendInfo?.isPlatformOperator ? <TenantSwitchModal isOpen={isTenantSwitchOpen} onClose={() => setIsTenantSwitchOpen(false)} /> : null}
      {departs ? <CompanySwitchModal mine={departs} isOpen={isCompanySwitchOpen} onClose={() => setIsCompanySwitchOpen(false)} /> : null}
      {divisions ? <DivisionSwitchModal mine={divisions} isOpen={isDivisionSwitchOpen} onClose={() => setIsDivisionSwitchOpen(false)} /> : null}
    </>
  );
}
