import { currentFilterValue, type DashboardFilterValue } from '@wharf/engine';
import type { DashboardDefinition, DashboardFilter } from '@wharf/schemas';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Empty, Space, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadEcharts } from '../report/echartsLoader';
import { LazyReportChart } from '../report/LazyReportChart';
import { chartLanguage } from '../report/themeInputs';
import { DashboardGrid, gridMargin } from './DashboardGrid';
import { filterOptions } from './filterOptions';
import { LazyFilterControl, LazyTextItem } from './lazyParts';
import { defaultDesignSize, LargeScreenFrame } from './LargeScreenFrame';
import type { DashboardOption, DashboardRendererProps, DashboardServices } from './types';
import { useDashboardData } from './useDashboardData';
import { useRefreshTimers } from './useRefreshTimers';

// The chart code and echarts are fetched as soon as the dashboard's own code runs, in parallel with its
// first render and its data, rather than one after the other (the chart component asks for echarts
// only once it has data to draw). A failed fetch shows where the chart would render.
void LazyReportChart.preload().catch(() => undefined);
void loadEcharts().catch(() => undefined);

/** A page dashboard's row height when its definition sets none. */
export const defaultRowHeight = 40;

/** The row height that fills a large screen's design height with the rows the items use. */
export function fittedRowHeight(definition: DashboardDefinition, designHeight: number): number {
  const rows = Math.max(1, ...definition.items.map((item) => item.y + item.h));
  return Math.max(10, Math.floor((designHeight - (rows - 1) * gridMargin) / rows));
}

function useDictionaries(definition: DashboardDefinition, services: DashboardServices): Record<string, DashboardOption[]> {
  const [dictionaries, setDictionaries] = useState<Record<string, DashboardOption[]>>({});
  useEffect(() => {
    let isCurrent = true;
    const codes = [...new Set((definition.filters ?? []).map((filter) => filter.dictCode).filter((code): code is string => Boolean(code)))];
    for (const code of codes) {
      services.dictItems?.(code).then(
        (options) => isCurrent && setDictionaries((previous) => ({ ...previous, [code]: options })),
        () => undefined, // a dictionary that cannot be read leaves the select empty; the data still loads
      );
    }
    return () => {
      isCurrent = false;
    };
  }, [definition, services]);
  return dictionaries;
}

/**
 * The dashboard runtime (issue 17): report widgets, filter controls, text and images on a static
 * 24-column grid (`DashboardGrid`). Every report item's data comes in ONE batched request and each is
 * painted as its line arrives; a filter, a click on a chart or a drill asks again only for the items it
 * changes (engine `dashboardLinks`), cancelling answers that became stale; refresh intervals pause while
 * the tab is hidden. `mode="largeScreen"`: full screen, scaled to the design size, dark by default.
 */
export function DashboardRenderer({ definition, services, mode = 'page', isDark: pageDark, Chart = LazyReportChart, onItemPainted }: DashboardRendererProps) {
  const { t, i18n } = useTranslation();
  const language = chartLanguage(i18n.language);
  const isLargeScreen = mode === 'largeScreen';
  const isDark = isLargeScreen ? definition.largeScreen?.theme !== 'light' : pageDark;
  const { links, dispatch, items, optionData, reload } = useDashboardData(definition, services);
  useRefreshTimers(definition, isLargeScreen, reload);
  const dictionaries = useDictionaries(definition, services);

  const answers = useMemo(() => Object.values(items).map((state) => state.data), [items]);
  const optionsOf = useCallback(
    (filter: DashboardFilter) => filterOptions(filter, { dictionary: filter.dictCode ? dictionaries[filter.dictCode] : undefined, optionsFrom: optionData[filter.filterId], answers }),
    [dictionaries, optionData, answers],
  );
  const placed = useMemo(() => new Set(definition.items.filter((item) => item.itemType === 'filter').map((item) => item.filterId)), [definition]);
  const hasSelection = Object.keys(links.clicks).length > 0 || Object.keys(links.drills).length > 0;
  // The parts this dashboard has beyond charts are fetched while its data is on its way.
  useEffect(() => {
    if ((definition.filters ?? []).length > 0) void LazyFilterControl.preload().catch(() => undefined);
    if (definition.items.some((item) => item.itemType === 'text')) void LazyTextItem.preload().catch(() => undefined);
  }, [definition]);
  // The first commit is an empty frame, so the effects above (useDashboardData's) send the data request at once; the grid,
  // the toolbar and the first chart renders (the costly part) follow while the answer is on its way.
  const [isFirstCommitDone, setFirstCommitDone] = useState(false);
  useEffect(() => setFirstCommitDone(true), []);

  const toolbar = (
    <Space wrap data-testid="dashboard-toolbar" style={{ width: '100%', justifyContent: 'space-between' }}>
      <Space wrap>
        <strong>{definition.titleI18n?.[language] || definition.dashboardName}</strong>
        {(definition.filters ?? []).filter((filter) => !placed.has(filter.filterId)).map((filter) => (
          <Space key={filter.filterId} size={4}>
            <span>{filter.titleI18n?.[language] || filter.title}</span>
            <div style={{ minWidth: 180 }} data-filter-wrapper={filter.filterId}>
              <LazyFilterControl filter={filter} value={currentFilterValue(filter, links)} options={optionsOf(filter)} onChange={(value: DashboardFilterValue) => dispatch({ type: 'setFilter', filterId: filter.filterId, value })} />
            </div>
          </Space>
        ))}
      </Space>
      <Space>
        {hasSelection ? <Button onClick={() => dispatch({ type: 'clearAll' })} data-testid="dashboard-clear">{t('dashboard.clearSelection')}</Button> : null}
        <Button icon={<ReloadOutlined />} onClick={() => reload()} data-testid="dashboard-refresh">{t('dashboard.refresh')}</Button>
      </Space>
    </Space>
  );

  const design = { width: definition.largeScreen?.width ?? defaultDesignSize.width, height: definition.largeScreen?.height ?? defaultDesignSize.height };
  const rowHeight = definition.rowHeight ?? (isLargeScreen ? fittedRowHeight(definition, design.height) : defaultRowHeight);
  const grid =
    definition.items.length === 0 ? (
      <Empty description={t('dashboard.empty')} />
    ) : (
      <DashboardGrid definition={definition} rowHeight={rowHeight} links={links} items={items} optionsOf={optionsOf} isDark={isDark} Chart={Chart} dispatch={dispatch} onItemPainted={onItemPainted} />
    );

  if (isLargeScreen) {
    const background = definition.largeScreen?.background ?? (isDark ? '#0d1117' : '#f0f2f5');
    return (
      <ConfigProvider theme={{ algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
        <ItemBackground>
          <LargeScreenFrame width={design.width} height={design.height} background={background} header={isFirstCommitDone ? toolbar : null}>
            {isFirstCommitDone ? grid : null}
          </LargeScreenFrame>
        </ItemBackground>
      </ConfigProvider>
    );
  }
  return (
    <ItemBackground>
      <div data-testid="dashboard" data-dashboard-code={definition.dashboardCode}>
        {isFirstCommitDone ? <div style={{ marginBottom: gridMargin }}>{toolbar}</div> : null}
        {isFirstCommitDone ? grid : null}
      </div>
    </ItemBackground>
  );
}

/** Items sit on the theme's container colour and text takes the theme's text colour (light on a dark large screen). */
function ItemBackground({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ ['--wharf-dashboard-item-bg' as string]: token.colorBgContainer, color: token.colorText }}>{children}</div>;
}
