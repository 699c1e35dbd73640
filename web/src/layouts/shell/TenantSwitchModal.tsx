import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/ServicesContext';
import { useCurrentTenant } from './currentTenant';
import { SwitchChoiceModal } from './SwitchChoiceModal';

interface TenantRow {
  id: string;
  tenantCode: string;
  tenantName: string;
}

/**
 * The platform operator's "switch tenant" (spec §6): pick a tenant, the server moves the session
 * into it, and the user and menus are loaded again for that tenant from the home page. The current
 * tenant is marked and the switch is confirmed first (issue 20 point 7).
 */
export function TenantSwitchModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  const [keyword, setKeyword] = useState('');
  const [tenants, setTenants] = useState<TenantRow[]>([]);
  const current = useCurrentTenant();

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    services.http.get<{ records: TenantRow[] }>('/system/tenant/list', { pageNo: 1, pageSize: 100, ...(keyword ? { tenantName: keyword } : {}) }).then(
      (envelope) => {
        if (isCurrent && envelope.success) setTenants(envelope.result.records);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isOpen, keyword, services.http]);

  return (
    <SwitchChoiceModal
      title={t('header.switchTenant')}
      codeTitle={t('header.tenantCode')}
      nameTitle={t('header.tenantName')}
      choices={tenants.map((tenant) => ({ id: tenant.id, code: tenant.tenantCode, name: tenant.tenantName }))}
      currentId={current?.id ?? null}
      confirmText={(choice) => t('header.confirmSwitchTenant', { name: choice.name })}
      isOpen={isOpen}
      onClose={onClose}
      send={(tenantId) => services.http.post<unknown>('/system/tenant/switch', { tenantId })}
      header={<Input.Search allowClear placeholder={t('header.tenantName')} onSearch={setKeyword} style={{ marginBottom: 12 }} />}
    />
  );
}
