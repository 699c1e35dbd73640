import { Button, Empty, Flex } from 'antd';
import type { PortalWidget } from '@wharf/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import type { PortalServices } from '../types';

/** An image address the page may load: an inline data image or a path on this site (as the HTML sanitiser allows). */
const safeImageSource = /^(data:image\/(png|gif|jpe?g|webp);|\/(?!\/))/i;
/** An external page: http(s) only (no javascript:, data: or file: frames). */
const safeFrameSource = /^https?:\/\//i;

/** Rich text written in the designer, always sanitised. */
export function TextWidget({ widget }: { widget: PortalWidget }) {
  const html = useMemo(() => sanitizeHtml(widget.content ?? ''), [widget.content]);
  return <div data-testid="portal-text" style={{ height: '100%', overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** An image from this site or inline; any other address draws nothing. */
export function ImageWidget({ widget, title }: { widget: PortalWidget; title: string }) {
  const source = widget.url?.trim() ?? '';
  if (!safeImageSource.test(source)) return null;
  return <img data-testid="portal-image" src={source} alt={title} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />;
}

/**
 * An external page in a sandboxed frame (scripts and forms, no top navigation or pop-ups).
 * The site's CSP `frame-src` decides which hosts actually load.
 */
export function IframeWidget({ widget, title, height }: { widget: PortalWidget; title: string; height: number }) {
  const { t } = useTranslation();
  const source = widget.url?.trim() ?? '';
  if (!safeFrameSource.test(source)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.badFrameUrl')} />;
  return <iframe data-testid="portal-iframe" src={source} title={title} sandbox="allow-scripts allow-same-origin allow-forms" referrerPolicy="no-referrer" style={{ width: '100%', height, border: 0 }} />;
}

/** A form entry: one button that opens the form to fill in. */
export function FormEntryWidget({ widget, title, services }: { widget: PortalWidget; title: string; services: PortalServices }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Button type="primary" size="large" disabled={!services.openForm} onClick={() => services.openForm?.(widget.code!)} data-testid="portal-form-entry">
        {title || t('portal.fillIn')}
      </Button>
    </Flex>
  );
}

/** A dashboard: embedded when the host draws dashboards (`DashboardBlock`), else a link to its page. */
export function DashboardWidget({ widget, services, height }: { widget: PortalWidget; services: PortalServices; height: number }) {
  const { t } = useTranslation();
  const { DashboardBlock } = services;
  if (DashboardBlock) return <DashboardBlock dashboardCode={widget.code!} height={height} />;
  return (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Button disabled={!services.openDashboard} onClick={() => services.openDashboard?.(widget.code!)} data-testid="portal-dashboard-link">
        {t('portal.openDashboard')}
      </Button>
    </Flex>
  );
}

/** A list view block: the host's list runtime when it gives one, else a link to the list page. */
export function ViewWidget({ widget, services, height }: { widget: PortalWidget; services: PortalServices; height: number }) {
  const { t } = useTranslation();
  const { ViewBlock } = services;
  if (ViewBlock) return <ViewBlock viewCode={widget.code!} limit={widget.limit ?? 10} height={height} />;
  return (
    <Flex align="center" justify="center" style={{ height: '100%' }}>
      <Button disabled={!services.openView} onClick={() => services.openView?.(widget.code!)} data-testid="portal-view-link">
        {t('portal.openList')}
      </Button>
    </Flex>
  );
}
