import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppMarketApi, InstalledApp } from '../../api/appMarketApi';
import { messageOf } from '../../api/eformResult';
import { useSettings } from '../../app/ServicesContext';
import { formatTime } from '../eform/formatTime';
import { useAppPackages } from '../appPackages/useAppPackages';

/** The apps the tenant installed from the market (`queryAppList`), read each time the tab is shown; each exports as a package file. */
export function InstalledAppList({ api }: { api: AppMarketApi }) {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const [apps, setApps] = useState<InstalledApp[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<string>();
  const packages = useAppPackages();
  const exportApp = (appCode: string) => {
    setError(undefined);
    packages.exportFile(appCode).catch((failure: unknown) => setError(messageOf(failure)));
  };

  useEffect(() => {
    let isCurrent = true;
    api.installed().then(
      (records) => isCurrent && setApps(records),
      (failure: unknown) => isCurrent && setError(messageOf(failure)),
    ).finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, [api]);

  const columns: TableColumnsType<InstalledApp> = [
    { title: t('appMarket.appName'), dataIndex: 'appName', key: 'appName' },
    { title: t('appMarket.appCode'), dataIndex: 'appCode', key: 'appCode' },
    { title: t('appMarket.appVersion'), dataIndex: 'appVersion', key: 'appVersion', width: 120 },
    { title: t('appMarket.createTime'), dataIndex: 'createTime', key: 'createTime', render: (value: string) => formatTime(value, language) },
    { title: t('appMarket.updateTime'), dataIndex: 'updateTime', key: 'updateTime', render: (value: string) => formatTime(value, language) },
    {
      title: t('appMarket.actions'),
      key: 'actions',
      render: (_, app) => <Button size="small" onClick={() => exportApp(app.appCode)} data-testid={`export-${app.appCode}`}>{t('appPackages.export')}</Button>,
    },
  ];
  return (
    <>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Table<InstalledApp> rowKey="appCode" size="middle" loading={isLoading} columns={columns} dataSource={apps} pagination={false} locale={{ emptyText: t('appMarket.noneInstalled') }} data-testid="installed-apps" />
    </>
  );
}
