import { validateDefinition } from '@wharf/engine';
import type { DashboardDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { placeNewBox } from '../../grid/gridModel';
import { scaffolds } from '../../kinds/scaffolds';
import { addDashboardItem, dashboardBoxes, dashboardColumns, dashboardItemSizes, layOutDashboard, removeDashboardItem, updateDashboardFilter, updateDashboardItem, updateDashboardSettings } from './dashboardEdits';

const empty = () => scaffolds.dashboard('customs_stats', 'Customs statistics');

/** A dashboard with a report, a filter targeting it, a text and an image, all filled in. */
function filledDashboard(): DashboardDefinition {
  let dashboard = empty();
  const add = (type: 'report' | 'filter' | 'text' | 'image', at?: { x: number; y: number }) => {
    const result = addDashboardItem(dashboard, type, placeNewBox(dashboardBoxes(dashboard), dashboardItemSizes[type], dashboardColumns, at), type);
    dashboard = result.dashboard;
    return result.itemId;
  };
  const report = add('report', { x: 30, y: 0 });
  const filter = add('filter');
  add('text');
  const image = add('image');
  dashboard = updateDashboardItem(dashboard, report, { widgetCode: 'dec_by_port', linkClicks: false, refreshSeconds: 60, titleI18n: { zh_CN: '按口岸', en_US: 'By port' } });
  dashboard = updateDashboardItem(dashboard, image, { url: 'https://example.com/logo.png' });
  const filterId = dashboard.items.find((item) => item.itemId === filter)!.filterId!;
  dashboard = updateDashboardFilter(dashboard, filterId, { colCode: 'port_code', control: 'multiSelect', dictCode: 'port', targets: [report] });
  return updateDashboardSettings(dashboard, { refreshSeconds: 300, rowHeight: 36, largeScreen: { width: 1920, height: 1080, theme: 'dark' } });
}

describe('dashboard edits', () => {
  it('adds a palette item dropped past the right edge inside the 24 columns, on the row it was dropped on', () => {
    const { dashboard, itemId } = addDashboardItem(empty(), 'report', placeNewBox([], dashboardItemSizes.report, dashboardColumns, { x: 23, y: 4 }), 'Report');
    const item = dashboard.items.find((entry) => entry.itemId === itemId)!;
    expect(item.x + item.w).toBeLessThanOrEqual(24);
    // Not packed upwards: the runtime draws items where they stand, gaps included.
    expect(item).toMatchObject({ itemType: 'report', x: 16, y: 4, w: 8 });
  });

  it('writes a dashboard the schema and the engine rules accept once the items are filled in', () => {
    const dashboard = filledDashboard();
    expect(validateDefinition('dashboard', dashboard, 'en_US')).toEqual([]);
    expect(dashboard.items.map((item) => item.itemType)).toEqual(['report', 'filter', 'text', 'image']);
    expect(dashboard.filters).toEqual([{ filterId: 'filter1', title: 'filter', colCode: 'port_code', control: 'multiSelect', dictCode: 'port', targets: ['report1'] }]);
    expect(dashboard.items[0]).not.toHaveProperty('undefined');
  });

  it('a new report item without its widget, or a filter without its column, is an issue until picked', () => {
    const { dashboard } = addDashboardItem(empty(), 'report', { x: 0, y: 0, w: 8, h: 8 }, 'Report');
    expect(validateDefinition('dashboard', dashboard, 'en_US').map((issue) => issue.path)).toContain('/items/0/widgetCode');
    const withFilter = addDashboardItem(empty(), 'filter', { x: 0, y: 0, w: 6, h: 2 }, 'Port').dashboard;
    expect(validateDefinition('dashboard', withFilter, 'en_US').map((issue) => issue.path)).toContain('/filters/0/colCode');
  });

  it('removing a report item takes it out of the filters’ targets; removing a filter item removes its filter', () => {
    const dashboard = filledDashboard();
    const withoutReport = removeDashboardItem(dashboard, 'report1');
    expect(withoutReport.filters?.[0]?.targets).toEqual([]);
    expect(validateDefinition('dashboard', withoutReport, 'en_US')).toEqual([]);
    const withoutFilter = removeDashboardItem(dashboard, 'filter1');
    expect(withoutFilter.filters).toEqual([]);
    expect(validateDefinition('dashboard', withoutFilter, 'en_US')).toEqual([]);
  });

  it('takes the grid’s positions and clears settings set back to empty', () => {
    const dashboard = layOutDashboard(filledDashboard(), [{ id: 'report1', x: 16, y: 0, w: 8, h: 6 }]);
    expect(dashboard.items[0]).toMatchObject({ x: 16, y: 0, w: 8, h: 6 });
    expect(updateDashboardSettings(dashboard, { refreshSeconds: undefined })).not.toHaveProperty('refreshSeconds');
    expect(updateDashboardItem(dashboard, 'report1', { title: undefined }).items[0]).not.toHaveProperty('title');
  });
});
