import type { PortalDefinition, PortalWidget } from '@wharf/schemas';

/** Columns of a report card on the workbench (two cards a row on the portal's 12-column grid). */
const cardWidth = 6;
/** Rows of a report card on the workbench. */
const cardHeight = 5;

/**
 * The workbench's report cards: the report widgets of the caller's portal, two a row in the
 * portal's order, as a portal of their own (so the portal runtime loads them in one batch).
 * Undefined when the portal has no report widget.
 */
export function portalReportCards(portal: PortalDefinition | null | undefined): PortalDefinition | undefined {
  const reports = (portal?.widgets ?? []).filter((widget) => widget.widgetType === 'report' && widget.code);
  if (!portal || reports.length === 0) return undefined;
  const widgets: PortalWidget[] = reports.map((widget, index) => ({ ...widget, x: (index % 2) * cardWidth, y: Math.floor(index / 2) * cardHeight, w: cardWidth, h: cardHeight }));
  return { ...portal, widgets };
}
