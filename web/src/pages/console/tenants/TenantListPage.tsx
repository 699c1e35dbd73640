import { LogoutOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tag, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import type { TenantRecord } from '../api/tenantsApi';
import { useActions } from '../useActions';
import { useConsoleApi } from '../useConsole';
import { usePagedList } from '../usePagedList';
import { TenantFormModal } from './TenantFormModal';

/** After switching tenant the whole app starts again, so menus and data are the new tenant's. */
function restartApp(): void {
  window.location.assign('/');
}

/**
 * The tenant page of the console (`system/TenantList`, the platform operator's): tenants with their
 * product packages and limits, add (with the first administrator) and edit, and switching into a
 * tenant and back out. Anyone else is answered "no ops permission" by the server.
 */
export function TenantListPage(_props: MenuPageProps) {
  const api = useConsoleApi();
  const { t } = useTranslation();
  const { run, modalHolder } = useActions();
  const [tenantName, setTenantName] = useState('');
  const filters = useMemo(() => (tenantName ? { tenantName } : {}), [tenantName]);
  const list = usePagedList(api.tenants.list, filters);
  const [editing, setEditing] = useState<TenantRecord | 'new'>();
  // Package codes the operator has used so far, offered when editing (any other code is checked by the server).
  const knownPackages = useMemo(() => [...new Set(list.records.flatMap((tenant) => tenant.packageCodes))].sort(), [list.records]);

  const columns: TableColumnsType<TenantRecord> = [
    { title: t('console.tenant.tenantCode'), dataIndex: 'tenantCode', key: 'tenantCode' },
    { title: t('console.tenant.tenantName'), dataIndex: 'tenantName', key: 'tenantName' },
    { title: t('console.tenant.maxUsers'), dataIndex: 'maxUsers', key: 'maxUsers', width: 110, render: (value: number | null) => value ?? '∞' },
    { title: t('console.tenant.packages'), key: 'packages', render: (_v, tenant) => tenant.packageCodes.map((code) => <Tag key={code}>{code}</Tag>) },
    { title: t('console.status'), dataIndex: 'status', key: 'status', width: 90, render: (value: string) => <Tag color={value === '1' ? 'green' : 'red'}>{t(value === '1' ? 'console.user.normal' : 'console.user.frozen')}</Tag> },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, tenant) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid={`edit-tenant-${tenant.tenantCode}`} onClick={() => setEditing(tenant)}>{t('console.edit')}</Button>
          <Button type="link" size="small" data-testid={`switch-tenant-${tenant.tenantCode}`} onClick={() => void run(() => api.tenants.switchInto(tenant.id)).then((isDone) => isDone && restartApp())}>{t('console.tenant.switchInto')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-tenant-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Input.Search allowClear placeholder={t('console.tenant.tenantName')} onSearch={setTenantName} style={{ width: 240 }} />
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-tenant" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button icon={<LogoutOutlined />} data-testid="switch-out" onClick={() => void run(() => api.tenants.switchOut()).then((isDone) => isDone && restartApp())}>{t('console.tenant.switchOut')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      <ResponsiveTable<TenantRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      {editing && <TenantFormModal tenant={editing === 'new' ? undefined : editing} knownPackages={knownPackages} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />}
    </div>
  );
}
