import type { PortalWidget } from '@wharf/schemas';
import type { Layout } from 'react-grid-layout';

/** The portal's grid has 12 columns (spec §9). */
export const portalColumns = 12;

/**
 * Below this width of the portal's own box (px) the widgets stack in one column: spec §4's phone
 * layout starts below 768 px, where a 12-column grid leaves a `w: 4` widget a few words wide.
 */
export const portalStackBelow = 768;

/** How the portal places its widgets at a width: the grid's columns, each widget's cell, and whether they are stacked. */
export interface PortalPlacement {
  isStacked: boolean;
  cols: number;
  layout: Layout;
}

/** Widgets in reading order: by row, then by column (the designer's order breaks ties, so the answer never depends on the sort). */
export function inReadingOrder(widgets: readonly PortalWidget[]): PortalWidget[] {
  return widgets.map((widget, index) => ({ widget, index })).sort((a, b) => a.widget.y - b.widget.y || a.widget.x - b.widget.x || a.index - b.index).map(({ widget }) => widget);
}

/**
 * Where each widget goes at `width`: the designed 12-column grid, or below `portalStackBelow` one
 * column at full width, in reading order, each as tall as designed.
 */
export function portalPlacement(widgets: readonly PortalWidget[], width: number): PortalPlacement {
  if (width >= portalStackBelow) {
    return { isStacked: false, cols: portalColumns, layout: widgets.map((widget) => ({ i: widget.widgetId, x: widget.x, y: widget.y, w: widget.w, h: widget.h, static: true })) };
  }
  let top = 0;
  const layout = inReadingOrder(widgets).map((widget) => {
    const cell = { i: widget.widgetId, x: 0, y: top, w: 1, h: widget.h, static: true };
    top += widget.h;
    return cell;
  });
  return { isStacked: true, cols: 1, layout };
}
