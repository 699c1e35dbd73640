import { Alert, Button, List, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataSourceUsage } from './types';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Which forms, views and reports use a data source (issue 8 item 1), loaded from the host. */
export function UsageList(props: { code: string; load(code: string): Promise<ReadonlyArray<DataSourceUsage>> }) {
  const { t } = useTranslation();
  const [usage, setUsage] = useState<ReadonlyArray<DataSourceUsage>>();
  const [failure, setFailure] = useState<string>();
  const { load, code } = props;
  const refresh = useCallback(() => {
    setFailure(undefined);
    load(code).then(setUsage, (error: unknown) => setFailure(errorText(error)));
  }, [load, code]);
  useEffect(refresh, [refresh]);
  if (failure) return <Alert type="error" showIcon title={failure} action={<Button size="small" onClick={refresh}>{t('designer.dataSources.usage.retry')}</Button>} />;
  return (
    <List
      size="small"
      loading={usage === undefined}
      locale={{ emptyText: t('designer.dataSources.usage.none') }}
      dataSource={[...(usage ?? [])]}
      renderItem={(item) => (
        <List.Item>
          <Tag>{t(`designer.dataSources.usage.kind.${item.kind}`, { defaultValue: item.kind })}</Tag>
          {item.name ? `${item.name} (${item.code})` : item.code}
        </List.Item>
      )}
    />
  );
}
