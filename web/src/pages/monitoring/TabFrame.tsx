import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A monitoring tab's frame: its refresh button, a note when the last load failed, and the figures once loaded. */
export function TabFrame({ testId, isLoading, failed, reload, children }: { testId: string; isLoading: boolean; failed: boolean; reload: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Button icon={<ReloadOutlined />} onClick={reload} loading={isLoading} style={{ marginBottom: 12 }} data-testid={`${testId}-refresh`}>{t('monitoring.refresh')}</Button>
      {failed && <Alert type="error" showIcon title={t('monitoring.loadFailed')} style={{ marginBottom: 12 }} />}
      <Spin spinning={isLoading}>{children}</Spin>
    </div>
  );
}
