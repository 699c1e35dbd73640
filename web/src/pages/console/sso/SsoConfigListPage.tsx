import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag, type TableColumnsType } from 'antd';
import { ResponsiveTable } from '../../../components/responsiveTable/ResponsiveTable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuPageProps } from '../../../menus/menuPageRegistry';
import { useActions } from '../useActions';
import { usePagedList } from '../usePagedList';
import { SsoConfigFormModal } from './SsoConfigFormModal';
import type { SsoConfigRecord, SsoConnectionTest } from './ssoConfigApi';
import { useSsoConsole } from './useSsoConsole';

const noFilters = {};

/** The display name a configuration shows in `language`, as the login buttons choose it. */
export function shownName(record: Pick<SsoConfigRecord, 'ssoKey' | 'displayName'>, language: string): string {
  const names = (record.displayName ?? {}) as Record<string, string | undefined>;
  return names[language]?.trim() || names.zh_CN?.trim() || Object.values(names).find((name) => name?.trim()) || record.ssoKey;
}

/**
 * The SSO configuration page of the console (`system/SsoConfigList`, the platform operator's):
 * every tenant's OpenID Connect and CAS configurations with their login button names, add, edit,
 * delete, and "test connection", which asks the server to fetch the provider's discovery document
 * and shows what is wrong (issue 23: saving does not check a configuration).
 */
export function SsoConfigListPage(_props: MenuPageProps) {
  const api = useSsoConsole();
  const { t, i18n } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const list = usePagedList(api.list, noFilters);
  const [editing, setEditing] = useState<SsoConfigRecord | 'new'>();
  const [tested, setTested] = useState<{ ssoKey: string; result: SsoConnectionTest }>();

  const test = async (record: SsoConfigRecord) => {
    setTested(undefined);
    const result = await api.test({ ssoKey: record.ssoKey, type: record.type as 'oauth2' | 'cas' });
    setTested({ ssoKey: record.ssoKey, result });
  };

  const columns: TableColumnsType<SsoConfigRecord> = [
    { title: t('ssoConsole.ssoKey'), dataIndex: 'ssoKey', key: 'ssoKey' },
    { title: t('ssoConsole.displayName'), key: 'displayName', render: (_v, record) => shownName(record, i18n.language) },
    { title: t('ssoConsole.type'), dataIndex: 'type', key: 'type', width: 90, render: (value: string) => <Tag>{value === 'cas' ? 'CAS' : 'OpenID'}</Tag> },
    { title: t('ssoConsole.tenantCode'), dataIndex: 'tenantCode', key: 'tenantCode' },
    { title: t('ssoConsole.address'), key: 'address', ellipsis: true, render: (_v, record) => (record.type === 'cas' ? record.cas.url : record.oauth2.url) ?? '' },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, record) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid={`edit-sso-${record.ssoKey}`} onClick={() => setEditing(record)}>{t('console.edit')}</Button>
          <Button type="link" size="small" data-testid={`test-sso-${record.ssoKey}`} onClick={() => void test(record).catch(() => undefined)}>{t('ssoConsole.test')}</Button>
          <Button type="link" size="small" danger data-testid={`delete-sso-${record.ssoKey}`} onClick={() => confirm(t('ssoConsole.deleteConfirm', { ssoKey: record.ssoKey }), () => api.remove(record.ssoKey), list.reload)}>{t('console.delete')}</Button>
        </Space>
      ),
    },
  ];
  return (
    <div data-testid="console-sso-list">
      {modalHolder}
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" icon={<PlusOutlined />} data-testid="add-sso" onClick={() => setEditing('new')}>{t('console.add')}</Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload}>{t('console.refresh')}</Button>
      </Space>
      {tested && (
        <Alert style={{ marginBottom: 12 }} showIcon closable onClose={() => setTested(undefined)} type={tested.result.ok ? 'success' : 'error'}
          title={`${tested.ssoKey}: ${tested.result.message}`} data-testid="sso-test-result" />
      )}
      <ResponsiveTable<SsoConfigRecord> rowKey="id" size="small" loading={list.isLoading} columns={columns} dataSource={list.records} pagination={list.pagination} />
      {editing && <SsoConfigFormModal config={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); list.reload(); }} />}
    </div>
  );
}
