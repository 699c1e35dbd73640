import type { DashboardFilterValue, DashboardLinkAction, DashboardLinkState } from '@wharf/engine';
import { currentFilterValue } from '@wharf/engine';
import type { DashboardDefinition, DashboardFilter, DashboardItem } from '@wharf/schemas';
import { Alert } from 'antd';
import { useMemo, type ComponentType, type CSSProperties } from 'react';
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
 * Where an item sits on the CSS grid: columns x+1 … x+w, rows y+1 … y+h. Tracks and gaps give the
 * geometry react-grid-layout gives the designer's items (a column (width − 23 gaps) / 24 wide, an item
 * w columns and w − 1 gaps wide, h rows and h − 1 gaps tall; `itemHeight`), with no compaction.
 */
export function gridPlacement(item: Pick<DashboardItem, 'x' | 'y' | 'w' | 'h'>): Pick<CSSProperties, 'gridColumn' | 'gridRow'> {
  return { gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}` };
}

/**
 * The dashboard's 24-column grid: report items, filter controls, text and images, each exactly where
 * it was designed (the designer places them with react-grid-layout). At run time nothing is dragged or
 * resized, so the grid is plain CSS grid: the browser lays it out at whatever width the page has,
 * with no width to measure first and no second render once it is known — the charts are made once,
 * at their final size — and none of react-grid-layout's dragging code to fetch and run.
 */
export function DashboardGrid({ definition, rowHeight, links, items, optionsOf, isDark, Chart, dispatch, onItemPainted }: DashboardGridProps) {
  const { t, i18n } = useTranslation();
  const language = chartLanguage(i18n.language);
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
    <div data-testid="dashboard-grid" style={{ display: 'grid', gridTemplateColumns: `repeat(${dashboardColumns}, minmax(0, 1fr))`, gridAutoRows: `${rowHeight}px`, gap: gridMargin }}>
      {definition.items.map((item) => (
        <div key={item.itemId} className="wharf-dashboard-item" data-grid-item={item.itemId} style={{ ...gridPlacement(item), minWidth: 0, background: 'var(--wharf-dashboard-item-bg)', borderRadius: 6, overflow: 'hidden' }}>
          {cell(item)}
        </div>
      ))}
    </div>
  );
}
