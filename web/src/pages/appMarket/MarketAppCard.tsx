import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MarketApp } from '../../api/appMarketApi';
import { Permitted } from '../../components/Permitted';
import { useSettings } from '../../app/ServicesContext';
import { formatTime } from '../eform/formatTime';

interface MarketAppCardProps {
  app: MarketApp;
  isBusy: boolean;
  onInstall(app: MarketApp): void;
  onUpdate(app: MarketApp): void;
}

/** One market app: name, code, version, description, and its state for the tenant (install, update or installed). */
export function MarketAppCard({ app, isBusy, onInstall, onUpdate }: MarketAppCardProps) {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const action = app.canUpdate ? (
    <Permitted action="appMarket:update">
      <Button type="primary" loading={isBusy} onClick={() => onUpdate(app)} data-testid={`update-${app.appCode}`}>{t('appMarket.update', { version: app.appVersion })}</Button>
    </Permitted>
  ) : app.isInstalled ? (
    <Tag color="success" data-testid={`installed-${app.appCode}`}>{t('appMarket.installed', { version: app.installedVersion })}</Tag>
  ) : (
    <Permitted action="appMarket:install">
      <Button type="primary" loading={isBusy} onClick={() => onInstall(app)} data-testid={`install-${app.appCode}`}>{t('appMarket.install')}</Button>
    </Permitted>
  );
  return (
    <Card title={app.appName} extra={<Tag>{app.appVersion}</Tag>} actions={[<span key="action">{action}</span>]} data-testid={`market-app-${app.appCode}`}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('appMarket.appCode')}: <Typography.Text code>{app.appCode}</Typography.Text></Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>{app.description || t('appMarket.noDescription')}</Typography.Paragraph>
        <Typography.Text type="secondary">{t('appMarket.publishedTime')}: {formatTime(app.createTime, language)}</Typography.Text>
      </Space>
    </Card>
  );
}
