import { Input, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext';

interface TenantRow {
  id: string;
  tenantCode: string;
  tenantName: string;
}

/**
 * The platform operator's "switch tenant" (spec §6): pick a tenant, the server moves the session
 * into it, and the user and menus are loaded again for that tenant from the home page.
 */
export function TenantSwitchModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [tenants, setTenants] = useState<TenantRow[]>([]);
  const [selected, setSelected] = useState<string | undefined>();
  const [isSwitching, setIsSwitching] = useState(false);

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

  const confirm = async () => {
    if (!selected) return;
    setIsSwitching(true);
    try {
      const envelope = await services.http.post<unknown>('/system/tenant/switch', { tenantId: selected });
      if (envelope.success) {
        onClose();
        reloadSessionFor(services, navigate);
      }
    } catch {
      // The error catalogue already showed the server's message.
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <Modal open={isOpen} title={t('header.switchTenant')} onCancel={onClose} onOk={() => void confirm()} okButtonProps={{ disabled: !selected, loading: isSwitching }} destroyOnHidden>
      <Input.Search allowClear placeholder={t('header.tenantName')} onSearch={setKeyword} style={{ marginBottom: 12 }} />
      <Table<TenantRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={tenants}
        rowSelection={{ type: 'radio', selectedRowKeys: selected ? [selected] : [], onChange: (keys) => setSelected(String(keys[0])) }}
        onRow={(row) => ({ onClick: () => setSelected(row.id) })}
        columns={[
          { key: 'code', dataIndex: 'tenantCode', title: t('header.tenantCode') },
          { key: 'name', dataIndex: 'tenantName', title: t('header.tenantName') },
        ]}
      />
    </Modal>
  );
}

/** After the server changed the session's tenant: forget the user and menus so the guard loads them again, from home. */
export function reloadSessionFor(services: ReturnType<typeof useServices>, navigate: ReturnType<typeof useNavigate>): void {
  services.session.getState().setUserInfo(undefined);
  services.session.getState().setPermissions(undefined);
  navigate('/', { replace: true });
}
