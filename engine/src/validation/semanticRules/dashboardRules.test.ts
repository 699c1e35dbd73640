import type { DashboardDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { dashboardRules } from './dashboardRules';

const base: DashboardDefinition = {
  schemaVersion: 1,
  dashboardCode: 'd',
  dashboardName: 'D',
  filters: [{ filterId: 'port', title: 'Port', colCode: 'port', control: 'select', targets: ['chart'] }],
  items: [
    { itemId: 'f', itemType: 'filter', filterId: 'port', x: 0, y: 0, w: 6, h: 2 },
    { itemId: 'chart', itemType: 'report', widgetCode: 'w', x: 0, y: 2, w: 24, h: 8 },
  ],
};

describe('dashboardRules', () => {
  it('accepts a dashboard whose items fit the grid and whose filters are declared', () => {
    expect(dashboardRules(base)).toEqual([]);
  });

  it('names items beyond the 24-column grid, unknown filters and unknown targets', () => {
    const broken: DashboardDefinition = {
      ...base,
      filters: [{ ...base.filters![0]!, targets: ['nowhere'] }],
      items: [
        { itemId: 'f', itemType: 'filter', filterId: 'missing', x: 0, y: 0, w: 6, h: 2 },
        { itemId: 'chart', itemType: 'report', widgetCode: 'w', x: 12, y: 2, w: 13, h: 8 },
      ],
    };
    const paths = dashboardRules(broken).map((issue) => `${issue.path} ${issue.code}`);
    expect(paths).toEqual(['/items/0/filterId validation/unknown-reference', '/items/1/w validation/grid-overflow', '/filters/0/targets/0 validation/unknown-reference']);
  });

  it('names a repeated item id', () => {
    const twice = { ...base, items: [base.items[1]!, base.items[1]!] };
    expect(dashboardRules(twice).map((issue) => issue.path)).toContain('/items/1/itemId');
  });
});
