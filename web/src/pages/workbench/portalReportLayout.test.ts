import type { PortalDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { portalReportCards } from './portalReportLayout';

const portal: PortalDefinition = {
  schemaVersion: 1, portalCode: 'home', portalName: 'Home',
  widgets: [
    { widgetId: 'todo', widgetType: 'todo', x: 0, y: 0, w: 4, h: 4 },
    { widgetId: 'a', widgetType: 'report', code: 'by_port', x: 4, y: 0, w: 8, h: 4 },
    { widgetId: 'b', widgetType: 'report', code: 'by_month', x: 0, y: 4, w: 12, h: 6 },
    { widgetId: 'c', widgetType: 'report', code: 'by_flag', x: 0, y: 10, w: 3, h: 3 },
  ],
};

describe('the workbench report cards', () => {
  it('keeps only the portal\'s report widgets, two a row in its order', () => {
    expect(portalReportCards(portal)?.widgets.map(({ widgetId, x, y, w, h }) => [widgetId, x, y, w, h])).toEqual([['a', 0, 0, 6, 5], ['b', 6, 0, 6, 5], ['c', 0, 5, 6, 5]]);
  });

  it('is nothing without a portal or a report widget', () => {
    expect(portalReportCards(null)).toBeUndefined();
    expect(portalReportCards({ ...portal, widgets: portal.widgets.slice(0, 1) })).toBeUndefined();
  });
});
