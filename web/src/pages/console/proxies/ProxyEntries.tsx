import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActions } from '../useActions';
import type { ProxyRecord } from '../orgExtras/orgConsoleApi';
import { useOrgConsoleApi } from '../orgExtras/useOrgConsole';
import { ProxyEntryModal } from './ProxyEntryModal';

/** A proxy user's proxy entries (spec §7 queryUserRelation): whom they act for and as what; added, edited and deleted at once. */
export function ProxyEntries({ userId }: { userId: string }) {
  const api = useOrgConsoleApi();
  const { t } = useTranslation();
  const { confirm, modalHolder } = useActions();
  const [entries, setEntries] = useState<ProxyRecord[]>();
  const [editing, setEditing] = useState<ProxyRecord | 'new'>();

  const load = useCallback(() => {
    api.proxies(userId).then(setEntries, () => setEntries((current) => current ?? []));
  }, [api, userId]);
  useEffect(load, [load]);

  const columns: TableColumnsType<ProxyRecord> = [
    { title: t('orgConsole.proxy.compName'), key: 'comp', render: (_v, entry) => `${entry.compName ?? ''} (${entry.compCode})` },
    { title: t('orgConsole.proxy.proxyType'), dataIndex: 'proxyType', key: 'proxyType', render: (type: string) => t(`orgConsole.proxy.type.${type}`) },
    { title: t('orgConsole.proxy.proxyCode'), dataIndex: 'proxyCode', key: 'proxyCode' },
    {
      title: t('console.actions'),
      key: 'actions',
      render: (_v, entry) => (
        <>
          <Button type="link" size="small" onClick={() => setEditing(entry)}>{t('console.edit')}</Button>
          <Button type="link" size="small" danger onClick={() => confirm(t('console.confirmDeleteOne', { name: entry.proxyCode }), () => api.removeProxy(entry.id), load)}>{t('console.delete')}</Button>
        </>
      ),
    },
  ];

  return (
    <div data-testid="proxy-entries">
      {modalHolder}
      <Button size="small" icon={<PlusOutlined />} style={{ marginBottom: 8 }} data-testid="add-proxy-entry" onClick={() => setEditing('new')}>{t('orgConsole.proxy.add')}</Button>
      <Table<ProxyRecord> rowKey="id" size="small" pagination={false} loading={!entries} columns={columns} dataSource={entries ?? []} />
      {editing && <ProxyEntryModal userId={userId} entry={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); load(); }} />}
    </div>
  );
}
