import type { WidgetData } from '@wharf/engine';
import type { MenuItem } from '@wharf/engine';
import { describe, expect, it } from 'vitest';
import { cardClick, drillStateOf, menuFilters, menuPointValues } from './cardDrill';
import { drillThroughHref } from './drillThrough';

const widget: WidgetData['widget'] = { schemaVersion: 1, widgetCode: 'by_place', widgetName: 'By place', datasetCode: 'dec', chartType: 'Column', xField: 'country', yFields: ['count'], drillHierarchy: 'place' };
const answer = (path: string[], extra: Partial<WidgetData['widget']> = {}): WidgetData => ({
  widget: { ...widget, ...extra },
  columns: [],
  rows: [],
  truncated: false,
  labels: { port: { SHA: 'Shanghai' } },
  drill: { hierarchy: 'place', path, levels: ['country', 'port', 'berth'] },
});

describe('cardClick', () => {
  it('drills one level down with the clicked category (and its label), keeping the path above', () => {
    expect(cardClick(answer([]), [], { country: 'CN' })).toEqual({ kind: 'drillDown', steps: [{ level: 'country', value: 'CN', label: 'CN' }] });
    const steps = [{ level: 'country', value: 'CN', label: 'CN' }];
    expect(cardClick(answer(['CN']), steps, { country: 'CN', port: 'SHA' })).toEqual({ kind: 'drillDown', steps: [...steps, { level: 'port', value: 'SHA', label: 'Shanghai' }] });
  });

  it('at the lowest level drills through with the whole path; without a drill-through does nothing', () => {
    const steps = [{ level: 'country', value: 'CN', label: 'CN' }, { level: 'port', value: 'SHA', label: 'Shanghai' }];
    expect(cardClick(answer(['CN', 'SHA']), steps, { berth: 'B1' })).toEqual({ kind: 'none' });
    expect(cardClick(answer(['CN', 'SHA'], { drillThrough: { viewCode: 'dec_list' } }), steps, { berth: 'B1' })).toEqual({ kind: 'drillThrough', values: { country: 'CN', port: 'SHA', berth: 'B1' } });
  });

  it('a widget without a hierarchy drills through at once; a click without the level value (a radar polygon) does not drill', () => {
    const flat: WidgetData = { ...answer([], { drillThrough: { viewCode: 'dec_list' } }), drill: undefined };
    expect(cardClick(flat, [], { country: 'CN' })).toEqual({ kind: 'drillThrough', values: { country: 'CN' } });
    expect(cardClick(answer([]), [], { ie: 'I' })).toEqual({ kind: 'none' });
  });

  it('asks the server for the hierarchy and the clicked values; the menu filter is an eq filter', () => {
    expect(drillStateOf(undefined, [])).toBeUndefined();
    expect(drillStateOf('place', [])).toBeUndefined();
    expect(drillStateOf('place', [{ level: 'country', value: 'CN', label: 'CN' }])).toEqual({ hierarchy: 'place', path: ['CN'] });
    expect(menuFilters({ colCode: 'ie', queryValue: 'I' })).toEqual([{ colCode: 'ie', op: 'eq', value: 'I' }]);
    expect(menuFilters(undefined)).toEqual([]);
    expect(menuPointValues({ colCode: 'ie', queryValue: 'I' })).toEqual({ ie: 'I' });
    expect(menuPointValues({})).toEqual({});
  });
});

describe('drillThroughHref', () => {
  const entry = (path: string, component: string, children?: MenuItem[]): MenuItem => ({ id: path, path, name: path, component, back: '0', meta: { title: path }, ...(children ? { children } : {}) });
  const menu = [entry('/stats', 'layouts/RouteView', [entry('/stats/declarations', 'eform/ViewLayoutRedirect')])];

  it("opens the caller's menu entry of the view with the values under the view's column codes", () => {
    const href = drillThroughHref({ viewCode: 'declarations', fieldMap: [{ dimension: 'port', colCode: 'i_e_port' }] }, { port: 'SHA', month: '2024-03', ie: null }, menu);
    expect(href).toBe('/stats/declarations?i_e_port=SHA&month=2024-03');
  });

  it("falls back to the view's menu address when no menu entry of the caller opens it", () => {
    expect(drillThroughHref({ viewCode: 'other_list' }, { port: 'SHA' }, menu)).toBe('/eform/view/other_list?port=SHA');
  });

  it('passes a grouped date as the range of its bucket, which the list filters over', () => {
    const columns = [{ key: 'month', title: 'Month', role: 'dimension' as const, colType: 'date' as const, dateGranularity: 'month' as const }];
    expect(drillThroughHref({ viewCode: 'declarations' }, { port: 'SHA', month: '2026-11-01' }, menu, columns)).toBe('/stats/declarations?port=SHA&month=2026-11-01%2C2026-11-30');
  });
});
