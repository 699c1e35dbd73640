import type { DashboardFilterValue, DashboardLinkAction, DashboardLinkState } from '@wharf/engine';
import { currentFilterValue } from '@wharf/engine';
import type { DashboardDefinition, DashboardFilter, DashboardItem } from '@wharf/schemas';
import { Alert } from 'antd';
import { useMemo, type ComponentType } from 'react';
import { GridLayout, noCompactor, type Layout } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import type { ReportChartProps } from '../report/reportChartTypes';
import { chartLanguage } from '../report/themeInputs';
import { LazyFilterControl, LazyTextItem } from './lazyParts';
import { ReportItem } from './ReportItem';
import type { DashboardOption, ItemDataState } from './types';

/** The grid's columns (spec §9: dashboards and large screens lay out on 24 columns). */
export const dashboardColumns = 24;
/** Pixels between items, both ways. */
export const gridMargin = 8;

/** An image address the page may load: an inline data image or a path on this site (as the HTML sanitiser allows). */
const safeImageSource = /^(data:image\/(png|gif|jpe?g|webp);|\/(?!\/))/i;

export interface DashboardGridProps {
  definition: DashboardDefinition;
  width: number;
  rowHeight: number;
  links: DashboardLinkState;
  items: Record<string, ItemDataState>;
  optionsOf(filter: DashboardFilter): DashboardOption[];
  isDark?: boolean;
  Chart: ComponentType<ReportChartProps>;
  dispatch(action: DashboardLinkAction): void;
  onItemPainted?(itemId: string): void;
}

/** The height in pixels of an item `h` rows tall. */
export function itemHeight(h: number, rowHeight: number): number {
  return h * rowHeight + (h - 1) * gridMargin;
}

function ImageItem({ item }: { item: DashboardItem }) {
  const source = item.url?.trim() ?? '';
  if (!safeImageSource.test(source)) return null;
  return <img data-testid="dashboard-image-item" src={source} alt={item.title ?? ''} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />;
}

/**
 * The dashboard's 24-column grid (react-grid-layout, static: nothing is dragged or resized at run
 * time; positions exactly as designed, no compaction): report items, filter controls, text and images.
 */
export function DashboardGrid({ definition, width, rowHeight, links, items, optionsOf, isDark, Chart, dispatch, onItemPainted }: DashboardGridProps) {
  const { t, i18n } = useTranslation();
  const language = chartLanguage(i18n.language);
  const layout = useMemo<Layout>(() => definition.items.map((item) => ({ i: item.itemId, x: item.x, y: item.y, w: item.w, h: item.h, static: true })), [definition]);
  const filters = useMemo(() => new Map((definition.filters ?? []).map((filter) => [filter.filterId, filter])), [definition]);

  const cell = (item: DashboardItem) => {
    switch (item.itemType) {
      case 'report':
        return (
          <ReportItem
            item={item}
            state={items[item.itemId]}
            clicked={links.clicks[item.itemId]}
            drill={links.drills[item.itemId]}
            height={itemHeight(item.h, rowHeight)}
            isDark={isDark}
            Chart={Chart}
            dispatch={dispatch}
            onPainted={onItemPainted}
          />
        );
      case 'filter': {
        const filter = filters.get(item.filterId ?? '');
        if (!filter) return <Alert type="warning" title={t('dashboard.unknownFilter', { filterId: item.filterId })} />;
        return (
          <label style={{ display: 'block', padding: 8 }} data-filter-wrapper={filter.filterId}>
            <div style={{ marginBottom: 4 }}>{filter.titleI18n?.[language] || filter.title}</div>
            <LazyFilterControl filter={filter} value={currentFilterValue(filter, links)} options={optionsOf(filter)} onChange={(value: DashboardFilterValue) => dispatch({ type: 'setFilter', filterId: filter.filterId, value })} />
          </label>
        );
      }
      case 'text':
        return <LazyTextItem item={item} />;
      case 'image':
        return <ImageItem item={item} />;
    }
  };

  return (
    <GridLayout
      width={width}
      layout={layout}
      gridConfig={{ cols: dashboardColumns, rowHeight, margin: [gridMargin, gridMargin], containerPadding: [0, 0] }}
      dragConfig={{ enabled: false }}
      resizeConfig={{ enabled: false }}
      compactor={noCompactor}
      style={{ position: 'relative' }}
    >
      {definition.items.map((item) => (
        <div key={item.itemId} className="wharf-dashboard-item" data-grid-item={item.itemId} style={{ background: 'var(--wharf-dashboard-item-bg)', borderRadius: 6, overflow: 'hidden' }}>
          {cell(item)}
        </div>
      ))}
    </GridLayout>
  );
}
