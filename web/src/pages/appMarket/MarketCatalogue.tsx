import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Input, Modal, Row, Segmented, Space, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppMarketApi, MarketApp, MarketGroup, MarketGroupCode } from '../../api/appMarketApi';
import { messageOf } from '../../api/eformResult';
import { useServices } from '../../app/ServicesContext';
import { notifier, toastOffsets } from '../../http/notifier';
import { useAppPackages } from '../appPackages/useAppPackages';
import { MarketAppCard } from './MarketAppCard';
import { MarketUpdateDialog } from './MarketUpdateDialog';

const allGroups = 'all';

/**
 * The market's apps as cards, by group and keyword. Installing asks first; updating shows the plan
 * of the newer version and changes nothing until it is applied through the market's update (`MarketUpdateDialog`). A refusal
 * stays on the page with the server's message. After a change the permission menu is read again,
 * so the app's menus appear in the navigation at once.
 */
export function MarketCatalogue({ api }: { api: AppMarketApi }) {
  const { t } = useTranslation();
  const services = useServices();
  const packages = useAppPackages();
  const [modal, modalHolder] = Modal.useModal();
  const [groups, setGroups] = useState<MarketGroup[]>([]);
  const [groupCode, setGroupCode] = useState<MarketGroupCode | typeof allGroups>(allGroups);
  const [keyword, setKeyword] = useState('');
  const [apps, setApps] = useState<MarketApp[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [busyCode, setBusyCode] = useState<string>();
  const [error, setError] = useState<string>();
  const [warning, setWarning] = useState<string>();
  const [updating, setUpdating] = useState<MarketApp>();

  const load = useCallback(async () => {
    setIsLoading(true);
    try {
      setApps(await api.list({ ...(groupCode === allGroups ? {} : { groupCode }), ...(keyword ? { keyword } : {}) }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsLoading(false);
    }
  }, [api, groupCode, keyword]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    api.groups().then(setGroups, (failure: unknown) => setError(messageOf(failure)));
  }, [api]);

  const run = async (app: MarketApp, change: () => Promise<{ appVersion: string; tablesPendingSync?: string[] }>, doneKey: string) => {
    setBusyCode(app.appCode);
    setError(undefined);
    setWarning(undefined);
    try {
      const result = await change();
      notifier().toast('success', t(doneKey, { name: app.appName, version: result.appVersion }));
      if (result.tablesPendingSync?.length) setWarning(t('appMarket.pendingSync', { tables: result.tablesPendingSync.join(', ') }));
      await services.loadPermissions();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusyCode(undefined);
      await load();
    }
  };
  const confirm = (content: string, onOk: () => Promise<void>) =>
    void modal.confirm({ title: t('appMarket.title'), content, okText: t('appMarket.ok'), cancelText: t('appMarket.cancel'), style: { top: toastOffsets.dialog }, onOk });
  const install = (app: MarketApp) => confirm(t('appMarket.confirmInstall', { name: app.appName, version: app.appVersion }), () => run(app, () => api.install(app.appCode), 'appMarket.installDone'));
  const update = (app: MarketApp) => {
    setError(undefined);
    setWarning(undefined);
    setUpdating(app);
  };
  const updated = async (app: MarketApp, version: string) => {
    setUpdating(undefined);
    notifier().toast('success', t('appMarket.updateDone', { name: app.appName, version }));
    await services.loadPermissions();
    await load();
  };

  const groupOptions = [{ value: allGroups, label: t('appMarket.allGroups') }, ...groups.map((group) => ({ value: group.groupCode, label: `${group.groupName} (${group.count})` }))];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {modalHolder}
      {updating ? <MarketUpdateDialog api={packages} app={updating} onClose={() => setUpdating(undefined)} onUpdated={(version) => void updated(updating, version)} /> : null}
      <Space wrap>
        <Segmented value={groupCode} options={groupOptions} onChange={(value) => setGroupCode(value as MarketGroupCode | typeof allGroups)} data-testid="market-groups" />
        <Input.Search allowClear placeholder={t('appMarket.search')} onSearch={(value) => setKeyword(value.trim())} style={{ width: 320 }} data-testid="market-search" />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>{t('appMarket.refresh')}</Button>
      </Space>
      {error ? <Alert type="error" showIcon closable title={error} onClose={() => setError(undefined)} data-testid="market-error" /> : null}
      {warning ? <Alert type="warning" showIcon closable title={warning} onClose={() => setWarning(undefined)} data-testid="market-warning" /> : null}
      <Spin spinning={isLoading}>
        {apps.length === 0 && !isLoading ? (
          <Empty description={t('appMarket.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {apps.map((app) => (
              <Col key={app.appCode} xs={24} md={12} xl={8}>
                <MarketAppCard app={app} isBusy={busyCode === app.appCode} onInstall={install} onUpdate={update} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
    </Space>
  );
}
