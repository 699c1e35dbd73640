import type { DashboardLinkAction, DatasetValue, ItemDrill, WidgetData } from '@wharf/engine';
import type { DashboardItem } from '@wharf/schemas';
import { Alert, Tag } from 'antd';
import { memo, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLanguage } from '../report/themeInputs';
import type { PointValues } from '../report/chartData';
import type { ReportChartProps } from '../report/reportChartTypes';
import { LazyDrillPath } from './lazyParts';
import type { ItemDataState } from './types';

export interface ReportItemProps {
  item: DashboardItem;
  state: ItemDataState | undefined;
  /** The item's clicked values (shown as a tag that clears them). */
  clicked?: Record<string, DatasetValue>;
  drill?: ItemDrill;
  height: number;
  /** Forced dark theme (a large screen); absent: the chart follows the surrounding antd theme. */
  isDark?: boolean;
  Chart: ComponentType<ReportChartProps>;
  dispatch(action: DashboardLinkAction): void;
  onPainted?(itemId: string): void;
}

/** The dimension a click on the chart's category stands for: the drill level reached, else the category field. */
function categoryOf(data: WidgetData): string | undefined {
  if (data.drill) return data.drill.levels[data.drill.path.length];
  return data.widget.xField ?? data.columns.find((column) => column.role === 'dimension')?.key;
}

function labelOf(data: WidgetData | undefined, key: string, value: DatasetValue): string {
  return data?.labels?.[key]?.[String(value)] ?? String(value);
}

/**
 * A report item of a dashboard: its title, where its drill-down stands (a breadcrumb back up), its
 * clicked selection (a tag that clears it), and its chart — drawn as soon as its line arrives, kept on
 * screen (dimmed) while a newer answer is on its way; a failure shows the server's message (above the
 * last data when there is some).
 */
export const ReportItem = memo(function ReportItem({ item, state, clicked, drill, height, isDark, Chart, dispatch, onPainted }: ReportItemProps) {
  const { t, i18n } = useTranslation();
  const language = chartLanguage(i18n.language);
  const data = state?.data;
  const title = item.titleI18n?.[language] || item.title || (data ? data.widget.titleI18n?.[language] || data.widget.title || data.widget.widgetName : item.widgetCode);

  const onPointClick = useCallback(
    (values: PointValues) => {
      if (!data) return;
      const dimension = categoryOf(data);
      if (dimension && dimension in values) dispatch({ type: 'point', itemId: item.itemId, dimension, value: values[dimension] ?? null, drill: data.drill });
    },
    [data, dispatch, item.itemId],
  );

  // Painted: echarts has finished drawing this answer, its first animation included (ReportChart's
  // `onPainted`); an answer without rows is painted as the chart's empty state.
  const [drawn, setDrawn] = useState<WidgetData>();
  const isPainted = Boolean(data) && state?.status === 'ready' && !state.isRefreshing && (drawn === data || data!.rows.length === 0);
  useEffect(() => {
    if (isPainted) onPainted?.(item.itemId);
  }, [isPainted, data, item.itemId, onPainted]);

  // An answer with a drill hierarchy can be drilled into: its path's code is fetched ahead of the click.
  const canDrill = Boolean(data?.drill);
  useEffect(() => {
    if (canDrill) void LazyDrillPath.preload().catch(() => undefined);
  }, [canDrill]);

  const crumbs = drill && drill.path.length > 0
    ? [{ title: <a onClick={() => dispatch({ type: 'drillUp', itemId: item.itemId, depth: 0 })}>{t('dashboard.drillTop')}</a> },
      ...drill.path.map((value, depth) => ({
        title: depth === drill.path.length - 1 ? labelOf(data, drill.levels[depth]!, value) : <a onClick={() => dispatch({ type: 'drillUp', itemId: item.itemId, depth: depth + 1 })}>{labelOf(data, drill.levels[depth]!, value)}</a>,
      }))]
    : undefined;
  const selection = clicked ? Object.entries(clicked) : [];
  const headerHeight = 32;

  return (
    <div data-testid="dashboard-report-item" data-item-id={item.itemId} data-status={state?.status ?? 'loading'} data-painted={isPainted ? 'true' : undefined} style={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <div style={{ height: headerHeight, display: 'flex', alignItems: 'center', gap: 8, padding: '0 8px', fontWeight: 500, overflow: 'hidden', whiteSpace: 'nowrap' }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
        {crumbs ? <LazyDrillPath items={crumbs} data-testid="dashboard-drill-path" /> : null}
        {selection.map(([dimension, value]) => (
          <Tag key={dimension} closable onClose={() => dispatch({ type: 'clearClick', itemId: item.itemId })} data-testid="dashboard-selection">
            {t('dashboard.selected', { dimension: data?.columns.find((column) => column.key === dimension)?.title ?? dimension, value: labelOf(data, dimension, value) })}
          </Tag>
        ))}
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        {state?.status === 'error' && data ? <Alert type="error" showIcon banner title={t('dashboard.loadFailed', { message: state.message ?? '' })} data-testid="dashboard-item-error" /> : null}
        <Chart
          data={data}
          error={state?.status === 'error' && !data ? state.message || t('dashboard.noData') : undefined}
          isLoading={!state || state.status === 'loading' || Boolean(state.isRefreshing)}
          height={Math.max(60, height - headerHeight)}
          theme={{ isDark }}
          language={language}
          onPointClick={onPointClick}
          onPainted={setDrawn}
        />
      </div>
    </div>
  );
});
