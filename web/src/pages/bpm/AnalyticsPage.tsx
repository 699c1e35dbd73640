import { Card, Col, Empty, Flex, Row, Select, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsLists, type AnalyticsEntry, type AnalyticsList } from '../../api/bpmTypes';
import type { MenuPageProps } from '../../menus/menuPageRegistry';
import { TopListChart } from './analytics/TopListChart';
import { useBpmApi } from './useBpm';

/** How far back the lists look: all time, or the last so many days. */
const windows = [undefined, 7, 30, 90, 365] as const;

/**
 * One top-10 list: an echarts bar chart (largest first) over the same entries as a numbered list
 * with their figures, which screen readers read and which stands alone where no canvas draws.
 */
function TopList({ list, entries }: { list: AnalyticsList; entries: readonly AnalyticsEntry[] | undefined }) {
  const { t } = useTranslation();
  const formatValue = useCallback((entry: AnalyticsEntry) => t(`bpm.analytics.unit.${entry.unit}`, { value: entry.value }), [t]);
  return (
    <Card title={t(`bpm.analytics.${list}`)} size="small" loading={entries === undefined} data-testid="analytics-list" data-list={list}>
      {entries && entries.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {entries && entries.length > 0 && (
        <Flex vertical gap={8}>
          <TopListChart entries={entries} formatValue={formatValue} />
          <ol style={{ margin: 0, paddingInlineStart: 24 }}>
            {entries.map((entry) => (
              <li key={entry.key} data-testid="analytics-entry">
                <Flex justify="space-between" gap={8}>
                  <Typography.Text ellipsis>{entry.name}</Typography.Text>
                  <Typography.Text type="secondary">{formatValue(entry)}</Typography.Text>
                </Flex>
              </li>
            ))}
          </ol>
        </Flex>
      )}
    </Card>
  );
}

/** Process analytics (`bpm/Analytics`, spec §9): the five top-10 lists, over all time or a recent window. */
export function AnalyticsPage(_props: MenuPageProps) {
  const api = useBpmApi();
  const { t } = useTranslation();
  const [days, setDays] = useState<number | undefined>(undefined);
  const [lists, setLists] = useState<Partial<Record<AnalyticsList, AnalyticsEntry[]>>>({});
  useEffect(() => {
    let isCurrent = true;
    setLists({});
    for (const list of analyticsLists) {
      // A refusal (no management permission) already showed its toast; that list stays empty.
      api.analytics.top(list, days).then(
        (records) => isCurrent && setLists((all) => ({ ...all, [list]: records })),
        () => isCurrent && setLists((all) => ({ ...all, [list]: [] })),
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [api, days]);
  return (
    <Flex vertical gap={16} data-testid="bpm-analytics">
      <Flex gap={8} align="center">
        <Typography.Text>{t('bpm.analytics.window')}</Typography.Text>
        <Select
          style={{ width: 160 }}
          value={days ?? 0}
          onChange={(value: number) => setDays(value || undefined)}
          options={windows.map((value) => ({ value: value ?? 0, label: value ? t('bpm.analytics.lastDays', { days: value }) : t('bpm.analytics.allTime') }))}
        />
      </Flex>
      <Row gutter={[16, 16]}>
        {analyticsLists.map((list) => (
          <Col key={list} xs={24} lg={12}>
            <TopList list={list} entries={lists[list]} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
