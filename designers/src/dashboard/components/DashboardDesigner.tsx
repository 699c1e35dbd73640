import { BarChartOutlined, FileImageOutlined, FilterOutlined, FontSizeOutlined, SettingOutlined } from '@ant-design/icons';
import type { DashboardDefinition, DashboardItem } from '@wharf/schemas';
import { sanitizeRichText } from '@wharf/renderer';
import { Button, Card, Empty, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { GridDesignerToolbar } from '../../grid/GridDesignerToolbar';
import { GridWorkspace, type PaletteEntry } from '../../grid/GridWorkspace';
import { useGridDesign } from '../../grid/useGridDesign';
import {
  addDashboardItem,
  dashboardBoxes,
  dashboardColumns,
  dashboardItemSizes,
  defaultDashboardRowHeight,
  layOutDashboard,
  removeDashboardItem,
  updateDashboardFilter,
  updateDashboardItem,
  updateDashboardSettings,
  type DashboardItemType,
} from '../model/dashboardEdits';
import type { CodeOption, DashboardDesignerProps, DimensionOption } from '../types';
import { DashboardItemPanel, DashboardSettingsPanel, type DashboardEdit } from './DashboardInspector';
import { useCodeOptions } from '../../grid/useCodeOptions';

const icons: Record<DashboardItemType, ReactElement> = { report: <BarChartOutlined />, filter: <FilterOutlined />, text: <FontSizeOutlined />, image: <FileImageOutlined /> };

/**
 * The dashboard designer (issue 17): report widgets, filters, text and images on the 24-column grid
 * (`GridWorkspace`), the selected item's properties or the dashboard's settings on the right, undo and
 * redo, the engine's design check (a save waits until it finds nothing), and report items previewed
 * through `renderReport` (a card naming the widget without it).
 */
export function DashboardDesigner({ definition, services, renderReport, isReadOnly, onSaved, onDirtyChange, draftScope, onUnsavedChange }: DashboardDesignerProps) {
  const { t } = useTranslation();
  const design = useGridDesign('dashboard', definition, services.save, { onSaved, onDirtyChange, draftScope, onUnsavedChange });
  const dashboard = design.definition;
  const [selectedId, setSelectedId] = useState<string>();
  const widgets = useCodeOptions(services.listWidgets);
  const dictionaries = useCodeOptions(services.listDictionaries);
  const dimensions = useDimensions(services.listDimensions, dashboard);
  const selected = dashboard.items.find((item) => item.itemId === selectedId);
  const edit: DashboardEdit = (change, coalesce) => design.history.set(change, coalesce);

  const palette = useMemo<PaletteEntry<DashboardItemType>[]>(
    () => (['report', 'filter', 'text', 'image'] as const).map((type) => ({ type, label: t(`designer.dashboard.palette.${type}`), icon: icons[type], size: dashboardItemSizes[type] })),
    [t],
  );
  const labelOf = (id: string) => {
    const item = dashboard.items.find((entry) => entry.itemId === id);
    return item ? itemLabel(item, dashboard, widgets) : id;
  };

  return (
    <div data-dashboard-designer style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 480 }}>
      <GridDesignerToolbar
        design={design}
        isReadOnly={isReadOnly}
        title={`${dashboard.dashboardName || t('designer.dashboard.untitled')} (${dashboard.dashboardCode})`}
        extra={
          <Button icon={<SettingOutlined />} data-testid="dashboard-settings" onClick={() => setSelectedId(undefined)}>
            {t('designer.dashboard.settings')}
          </Button>
        }
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        <GridWorkspace
          columns={dashboardColumns}
          packing="free"
          rowHeight={dashboard.rowHeight ?? defaultDashboardRowHeight}
          palette={palette}
          boxes={dashboardBoxes(dashboard)}
          readOnly={isReadOnly}
          selectedId={selectedId}
          onSelect={setSelectedId}
          labelOf={labelOf}
          onAdd={(type, box) => {
            // Worked out on the dashboard shown, so the new item's id is known to select it.
            const added = addDashboardItem(dashboard, type, box, t(`designer.dashboard.palette.${type}`));
            edit(() => added.dashboard);
            setSelectedId(added.itemId);
          }}
          onLayout={(boxes) => edit((current) => layOutDashboard(current, boxes))}
          onRemove={(id) => {
            edit((current) => removeDashboardItem(current, id));
            setSelectedId(undefined);
          }}
          onUndo={design.history.undo}
          onRedo={design.history.redo}
          renderBox={(id) => {
            const item = dashboard.items.find((entry) => entry.itemId === id);
            return item ? <ItemPreview item={item} dashboard={dashboard} widgets={widgets} renderReport={renderReport} /> : null;
          }}
          inspector={
            selected ? (
              <DashboardItemPanel
                dashboard={dashboard}
                item={selected}
                widgets={widgets}
                dictionaries={dictionaries}
                dimensions={dimensions}
                disabled={isReadOnly}
                updateItem={(patch, coalesce) => edit((current) => updateDashboardItem(current, selected.itemId, patch), coalesce)}
                updateFilter={(filterId, patch, coalesce) => edit((current) => updateDashboardFilter(current, filterId, patch), coalesce)}
              />
            ) : (
              <DashboardSettingsPanel dashboard={dashboard} onEdit={edit} disabled={isReadOnly} update={(patch, coalesce) => edit((current) => updateDashboardSettings(current, patch), coalesce)} />
            )
          }
        />
      </div>
    </div>
  );
}

/** The dimensions of the dashboard's widgets' datasets, asked again only when the set of widgets changes. */
function useDimensions(load: DashboardDesignerProps['services']['listDimensions'], dashboard: DashboardDefinition): DimensionOption[] {
  const [dimensions, setDimensions] = useState<DimensionOption[]>([]);
  const key = [...new Set(dashboard.items.flatMap((item) => (item.itemType === 'report' && item.widgetCode ? [item.widgetCode] : [])))].sort().join(',');
  useEffect(() => {
    let isCurrent = true;
    if (load && key) load(key.split(',')).then((found) => isCurrent && setDimensions(found), () => isCurrent && setDimensions([]));
    else setDimensions([]);
    return () => {
      isCurrent = false;
    };
  }, [load, key]);
  return dimensions;
}

/** How an item is named in its header: its title, else its widget's or filter's name, else its id. */
function itemLabel(item: DashboardItem, dashboard: DashboardDefinition, widgets: readonly CodeOption[]): string {
  if (item.title) return item.title;
  if (item.itemType === 'report' && item.widgetCode) return widgets.find((widget) => widget.code === item.widgetCode)?.name ?? item.widgetCode;
  if (item.itemType === 'filter') return (dashboard.filters ?? []).find((filter) => filter.filterId === item.filterId)?.title ?? item.itemId;
  return item.itemId;
}

/** What a box shows while designing: the report preview (or its placeholder), the text, the image, the filter. */
function ItemPreview({ item, dashboard, widgets, renderReport }: { item: DashboardItem; dashboard: DashboardDefinition; widgets: readonly CodeOption[]; renderReport: DashboardDesignerProps['renderReport'] }) {
  const { t } = useTranslation();
  switch (item.itemType) {
    case 'report': {
      if (!item.widgetCode) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.dashboard.item.pickWidget')} />;
      if (renderReport) return <>{renderReport(item, dashboard)}</>;
      const name = widgets.find((widget) => widget.code === item.widgetCode)?.name ?? item.widgetCode;
      return (
        <Card size="small" style={{ height: '100%' }} data-widget-placeholder={item.widgetCode}>
          <BarChartOutlined style={{ fontSize: 28, opacity: 0.45 }} /> <Typography.Text>{name}</Typography.Text>
        </Card>
      );
    }
    case 'text':
      // Sanitised as the runtime does before it is shown.
      return <div style={{ overflow: 'auto', height: '100%' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.content ?? '') }} />;
    case 'image':
      return item.url ? <img src={item.url} alt={item.title ?? ''} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.dashboard.item.noImage')} />;
    case 'filter': {
      const filter = (dashboard.filters ?? []).find((entry) => entry.filterId === item.filterId);
      return (
        <Typography.Text type="secondary">
          <FilterOutlined /> {filter ? `${filter.title} · ${filter.colCode || '?'} · ${t(`designer.dashboard.filter.controls.${filter.control}`)}` : item.filterId}
        </Typography.Text>
      );
    }
  }
}
