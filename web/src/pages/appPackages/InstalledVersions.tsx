import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSettings } from '../../app/ServicesContext';
import { notifier } from '../../http/notifier';
import { formatTime } from '../eform/formatTime';
import type { AppPackagesApi } from './appPackagesApi';
import type { InstalledAppPackage, InstalledVersion } from './appPackageTypes';
import { FailureAlert, failureOf, type Failure } from './FailureAlert';
import { RollbackDialog } from './RollbackDialog';

/** Every apply of one app, newest as the server lists them. */
function VersionHistory({ app }: { app: InstalledAppPackage }) {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const columns: TableColumnsType<InstalledVersion> = [
    { title: t('appPackages.installed.version'), dataIndex: 'version', key: 'version' },
    { title: t('appPackages.installed.appliedAt'), dataIndex: 'appliedAt', key: 'appliedAt', render: (value: string) => formatTime(value, language) },
    { title: t('appPackages.installed.appliedBy'), dataIndex: 'appliedBy', key: 'appliedBy' },
    { title: t('appPackages.installed.summary'), key: 'summary', render: (_, entry) => t('appPackages.appliedCounts', entry.planSummary) },
  ];
  return <Table<InstalledVersion> rowKey={(entry) => `${entry.version}@${entry.appliedAt}`} size="small" columns={columns} dataSource={app.history} pagination={false} data-testid={`installed-history-${app.appCode}`} />;
}

/**
 * The tenant's installed app packages (`GET /api/eform/apps/installed`): version, the one before and
 * who applied it, each app's history, "Export" (its package as a file) and "Roll back".
 */
export function InstalledVersions({ api, refreshKey }: { api: AppPackagesApi; refreshKey: number }) {
  const { t } = useTranslation();
  const services = useServices();
  const language = useSettings((state) => state.language);
  const [apps, setApps] = useState<InstalledAppPackage[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [failure, setFailure] = useState<Failure>();
  const [rollingBack, setRollingBack] = useState<InstalledAppPackage>();

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      setApps(await api.installed());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setIsLoading(false);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const exportApp = async (app: InstalledAppPackage) => {
    setFailure(undefined);
    try {
      await api.exportFile(app.appCode);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  const columns: TableColumnsType<InstalledAppPackage> = [
    { title: t('appPackages.installed.appName'), dataIndex: 'appName', key: 'appName' },
    { title: t('appPackages.installed.appCode'), dataIndex: 'appCode', key: 'appCode' },
    { title: t('appPackages.installed.version'), dataIndex: 'version', key: 'version', width: 100 },
    { title: t('appPackages.installed.previous'), dataIndex: 'previousVersion', key: 'previousVersion', width: 100, render: (value: string | null) => value ?? '—' },
    { title: t('appPackages.installed.installedAt'), dataIndex: 'installedAt', key: 'installedAt', render: (value: string) => formatTime(value, language) },
    { title: t('appPackages.installed.installedBy'), dataIndex: 'installedBy', key: 'installedBy' },
    {
      title: t('appPackages.installed.actions'),
      key: 'actions',
      render: (_, app) => (
        <Space>
          <Button size="small" onClick={() => void exportApp(app)} data-testid={`export-${app.appCode}`}>{t('appPackages.export')}</Button>
          {app.canRollback ? <Button size="small" danger onClick={() => setRollingBack(app)} data-testid={`rollback-${app.appCode}`}>{t('appPackages.rollback.action')}</Button> : null}
        </Space>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('appPackages.refresh')}</Button>
      <FailureAlert failure={failure} testId="installed-error" onClose={() => setFailure(undefined)} />
      <Table<InstalledAppPackage>
        rowKey="appCode"
        size="middle"
        loading={isLoading}
        columns={columns}
        dataSource={apps}
        pagination={false}
        expandable={{ expandedRowRender: (app) => <VersionHistory app={app} /> }}
        locale={{ emptyText: t('appPackages.installed.none') }}
        data-testid="installed-packages"
      />
      {rollingBack ? (
        <RollbackDialog
          api={api}
          app={rollingBack}
          onClose={() => setRollingBack(undefined)}
          onRolledBack={(result) => {
            setRollingBack(undefined);
            notifier().toast('success', t('appPackages.rollback.done', { appCode: result.appCode, version: result.version }));
            void load();
            void services.loadPermissions();
          }}
        />
      ) : null}
    </Space>
  );
}
