import type { PortalWidget } from '@wharf/schemas';
import { Card } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, verticalCompactor } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../report/ReportChart';
import { chartLanguage } from '../report/themeInputs';
import { inReadingOrder, portalPlacement } from './portalLayout';
import type { PortalRendererProps } from './types';
import { usePortalReports } from './usePortalReports';
import { DashboardWidget, FormEntryWidget, IframeWidget, ImageWidget, TextWidget, ViewWidget } from './widgets/ContentWidgets';
import { NoticeListWidget } from './widgets/NoticeListWidget';
import { QuickMenuWidget } from './widgets/QuickMenuWidget';
import { ReportCard } from './widgets/ReportCard';
import { TaskListWidget } from './widgets/TaskListWidget';

/** Pixels between widgets, both ways. */
export const portalMargin = 12;
/** The card's own header and padding, taken from a widget's height for what it draws. */
const cardChrome = 64;
/** Rows a list widget shows when its definition gives no `limit`. */
const defaultLimit = 5;

/** The i18n key of each widget type's title when the designer gave none. */
const defaultTitleKeys: Record<PortalWidget['widgetType'], string> = {
  report: 'portal.widget.report', dashboard: 'portal.widget.dashboard', view: 'portal.widget.view', form: 'portal.widget.form', quickMenu: 'portal.widget.quickMenu',
  todo: 'portal.widget.todo', done: 'portal.widget.done', announcement: 'portal.widget.announcement', message: 'portal.widget.message', iframe: 'portal.widget.iframe', text: '', image: '',
};

/**
 * The portal runtime: the resolved portal's widgets on a 12-column grid (react-grid-layout, static;
 * widgets that an override hid leave no hole, the grid closes up vertically); in a box narrower than
 * 768 px (a phone) one column, in reading order (`portalLayout.ts`). Report cards load in
 * ONE batched request and paint as their lines arrive; the list widgets show what came with the
 * portal (`needs`); everything else reaches the host through `services`.
 */
export function PortalRenderer({ portal, needs = {}, services, Chart = ReportChart, rowHeight = 60 }: PortalRendererProps) {
  const { t, i18n } = useTranslation();
  const language = chartLanguage(i18n.language);
  const { width, containerRef } = useContainerWidth();
  const reports = usePortalReports(portal.widgets, services);
  const placement = useMemo(() => portalPlacement(portal.widgets, width), [portal.widgets, width]);
  // The widgets in the order they read, so assistive technology and the tab key meet them as they are seen.
  const ordered = useMemo(() => inReadingOrder(portal.widgets), [portal.widgets]);

  const heightOf = (widget: PortalWidget) => Math.max(widget.h * rowHeight + (widget.h - 1) * portalMargin - cardChrome, 80);
  const titleOf = (widget: PortalWidget) => widget.titleI18n?.[language] || widget.title || (defaultTitleKeys[widget.widgetType] ? t(defaultTitleKeys[widget.widgetType]) : '');

  const body = (widget: PortalWidget): ReactNode => {
    const limit = widget.limit ?? defaultLimit;
    switch (widget.widgetType) {
      case 'report':
        return <ReportCard widgetId={widget.widgetId} state={reports[widget.widgetId]} height={heightOf(widget)} Chart={Chart} />;
      case 'dashboard':
        return <DashboardWidget widget={widget} services={services} height={heightOf(widget)} />;
      case 'view':
        return <ViewWidget widget={widget} services={services} height={heightOf(widget)} />;
      case 'form':
        return <FormEntryWidget widget={widget} title={titleOf(widget)} services={services} />;
      case 'quickMenu':
        return <QuickMenuWidget quickMenu={services.quickMenu} />;
      case 'todo':
      case 'done':
        return <TaskListWidget list={widget.widgetType} page={needs[widget.widgetType]} limit={limit} services={services} />;
      case 'announcement':
      case 'message':
        return <NoticeListWidget kind={widget.widgetType} page={needs[widget.widgetType]} limit={limit} services={services} />;
      case 'iframe':
        return <IframeWidget widget={widget} title={titleOf(widget)} height={heightOf(widget)} />;
      case 'text':
        return <TextWidget widget={widget} />;
      case 'image':
        return <ImageWidget widget={widget} title={titleOf(widget)} />;
    }
  };

  return (
    <div ref={containerRef} data-testid="portal" data-portal-code={portal.portalCode} data-stacked={placement.isStacked} style={{ width: '100%' }}>
      <GridLayout
        width={width}
        layout={placement.layout}
        gridConfig={{ cols: placement.cols, rowHeight, margin: [portalMargin, portalMargin], containerPadding: [0, 0] }}
        dragConfig={{ enabled: false }}
        resizeConfig={{ enabled: false }}
        compactor={verticalCompactor}
        style={{ position: 'relative' }}
      >
        {ordered.map((widget) => (
          <div key={widget.widgetId} data-testid="portal-widget" data-widget-id={widget.widgetId} data-widget-type={widget.widgetType}>
            <Card size="small" title={titleOf(widget) || undefined} style={{ height: '100%', overflow: 'hidden' }} styles={{ body: { height: '100%', overflow: 'auto' } }}>
              {body(widget)}
            </Card>
          </div>
        ))}
      </GridLayout>
    </div>
  );
}
