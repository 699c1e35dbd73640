import type { DashboardDefinition } from '@wharf/schemas';
import { describe, expect, it } from 'vitest';
import { changedRequests, controlFilter, emptyLinkState, itemFilters, requestSignature, widgetRequests, type DashboardLinkState } from './dashboardLinks';
import { dashboardLinkReducer, type DashboardLinkAction } from './dashboardLinksState';
import type { WidgetDrill } from './types';

// Customs: three widgets on one dataset (port, month, I/E flag), one on another (no port); a text item.
const definition: Pick<DashboardDefinition, 'items' | 'filters'> = {
  filters: [
    { filterId: 'port', title: 'Port', colCode: 'port', control: 'select' },
    { filterId: 'flag', title: 'I/E', colCode: 'ie_flag', control: 'multiSelect', defaultValue: 'I, E' },
    { filterId: 'day', title: 'Day', colCode: 'decl_date', control: 'dateRange', targets: ['byMonth'] },
  ],
  items: [
    { itemId: 'byPort', itemType: 'report', widgetCode: 'decl_by_port', x: 0, y: 0, w: 8, h: 6 },
    { itemId: 'byMonth', itemType: 'report', widgetCode: 'decl_by_month', x: 8, y: 0, w: 8, h: 6 },
    { itemId: 'byFlag', itemType: 'report', widgetCode: 'decl_by_flag', x: 16, y: 0, w: 8, h: 6, linkClicks: false },
    { itemId: 'staff', itemType: 'report', widgetCode: 'staff_count', x: 0, y: 6, w: 8, h: 6 },
    { itemId: 'note', itemType: 'text', content: '<p>hi</p>', x: 8, y: 6, w: 8, h: 6 },
  ],
};
const customs = ['port', 'year', 'month', 'ie_flag', 'decl_date'];
const dimensions = { byPort: customs, byMonth: customs, byFlag: customs, staff: ['dept', 'month'] };
const timeDrill: WidgetDrill = { hierarchy: 'time', path: [], levels: ['year', 'month'] };

function run(actions: DashboardLinkAction[], state: DashboardLinkState = emptyLinkState()): DashboardLinkState {
  return actions.reduce(dashboardLinkReducer, state);
}
const filtersOf = (state: DashboardLinkState, known: Record<string, readonly string[] | undefined> = dimensions) => itemFilters({ definition, state, dimensions: known });
const flagDefault = { colCode: 'ie_flag', op: 'in', value: ['I', 'E'] };

describe('dashboard filter controls', () => {
  it('reach the report items whose dataset has the column, or exactly their targets', () => {
    const state = run([{ type: 'setFilter', filterId: 'port', value: 'SHA' }, { type: 'setFilter', filterId: 'day', value: ['2026-01-01', '2026-03-31'] }]);
    const port = { colCode: 'port', op: 'eq', value: 'SHA' };
    expect(filtersOf(state)).toEqual({
      byPort: [port, flagDefault],
      byMonth: [port, flagDefault, { colCode: 'decl_date', op: 'between', value: ['2026-01-01', '2026-03-31'] }],
      byFlag: [port, flagDefault],
      staff: [],
    });
  });

  it('leave an item whose dimensions are not known yet alone (unless it is a target)', () => {
    const state = run([{ type: 'setFilter', filterId: 'port', value: 'SHA' }, { type: 'setFilter', filterId: 'day', value: ['2026-01-01', null] }]);
    expect(filtersOf(state, {})).toEqual({ byPort: [], byMonth: [{ colCode: 'decl_date', op: 'gte', value: '2026-01-01' }], byFlag: [], staff: [] });
  });

  it('apply their default until the user clears them', () => {
    expect(filtersOf(emptyLinkState()).byPort).toEqual([flagDefault]);
    expect(filtersOf(run([{ type: 'setFilter', filterId: 'flag', value: [] }])).byPort).toEqual([]);
  });

  it('turn each control value into its comparison', () => {
    expect(controlFilter({ colCode: 'name', control: 'text' }, 'ab')).toEqual({ colCode: 'name', op: 'like', value: 'ab' });
    expect(controlFilter({ colCode: 'qty', control: 'number' }, '12')).toEqual({ colCode: 'qty', op: 'eq', value: 12 });
    expect(controlFilter({ colCode: 'qty', control: 'number' }, 'x')).toBeUndefined();
    expect(controlFilter({ colCode: 'd', control: 'dateRange' }, [null, '2026-02-01'])).toEqual({ colCode: 'd', op: 'lte', value: '2026-02-01' });
    expect(controlFilter({ colCode: 'p', control: 'select' }, '')).toBeUndefined();
    expect(controlFilter({ colCode: 'p', control: 'multiSelect' }, ['A', '', 'B'])).toEqual({ colCode: 'p', op: 'in', value: ['A', 'B'] });
  });
});

describe('dashboard clicks', () => {
  it('narrow every other report item that has the dimension, never the clicked item', () => {
    const state = run([{ type: 'setFilter', filterId: 'flag', value: null }, { type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' }]);
    const port = [{ colCode: 'port', op: 'eq', value: 'SHA' }];
    expect(filtersOf(state)).toEqual({ byPort: [], byMonth: port, byFlag: port, staff: [] });
  });

  it('of an item with linkClicks false narrow nothing', () => {
    const state = run([{ type: 'setFilter', filterId: 'flag', value: null }, { type: 'point', itemId: 'byFlag', dimension: 'ie_flag', value: 'I' }]);
    expect(Object.values(filtersOf(state)).flat()).toEqual([]);
  });

  it('are undone by clicking the same point again or clearing, which restores the others', () => {
    const clicked = run([{ type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' }]);
    expect(filtersOf(clicked).byMonth).toContainEqual({ colCode: 'port', op: 'eq', value: 'SHA' });
    expect(filtersOf(run([{ type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' }], clicked))).toEqual(filtersOf(emptyLinkState()));
    expect(filtersOf(run([{ type: 'clearClick', itemId: 'byPort' }], clicked))).toEqual(filtersOf(emptyLinkState()));
    // Another point replaces the selection.
    expect(filtersOf(run([{ type: 'point', itemId: 'byPort', dimension: 'port', value: 'NGB' }], clicked)).byMonth).toEqual([flagDefault, { colCode: 'port', op: 'eq', value: 'NGB' }]);
  });

  it('from two items narrow each other (cross-filtering), a null value as isNull', () => {
    const state = run([
      { type: 'setFilter', filterId: 'flag', value: undefined },
      { type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' },
      { type: 'point', itemId: 'byMonth', dimension: 'month', value: null },
    ]);
    const filters = filtersOf(state);
    expect(filters.byPort).toEqual([{ colCode: 'month', op: 'isNull' }]);
    expect(filters.byMonth).toEqual([{ colCode: 'port', op: 'eq', value: 'SHA' }]);
    expect(filters.staff).toEqual([{ colCode: 'month', op: 'isNull' }]);
  });
});

describe('drill-down and linkage together', () => {
  const noFlag: DashboardLinkAction = { type: 'setFilter', filterId: 'flag', value: null };

  it('a click on a drillable level drills the item and narrows the others by the path', () => {
    const state = run([noFlag, { type: 'point', itemId: 'byMonth', dimension: 'year', value: 2025, drill: timeDrill }]);
    expect(state.drills.byMonth).toEqual({ hierarchy: 'time', path: [2025], levels: ['year', 'month'] });
    const requests = widgetRequests({ definition, state, dimensions });
    expect(requests.find((r) => r.key === 'byMonth')).toEqual({ key: 'byMonth', widgetCode: 'decl_by_month', drill: { hierarchy: 'time', path: [2025] } });
    expect(requests.find((r) => r.key === 'byPort')).toEqual({ key: 'byPort', widgetCode: 'decl_by_port', filters: [{ colCode: 'year', op: 'eq', value: 2025 }] });
    // The other dataset has no year: not narrowed.
    expect(requests.find((r) => r.key === 'staff')).toEqual({ key: 'staff', widgetCode: 'staff_count' });
  });

  it('a click at the last level selects, keeping the drill; the others get path and click', () => {
    const drilled = run([noFlag, { type: 'point', itemId: 'byMonth', dimension: 'year', value: 2025, drill: timeDrill }]);
    const state = run([{ type: 'point', itemId: 'byMonth', dimension: 'month', value: 3, drill: { ...timeDrill, path: [2025] } }], drilled);
    expect(state.drills.byMonth!.path).toEqual([2025]);
    expect(filtersOf(state).byPort).toEqual([{ colCode: 'year', op: 'eq', value: 2025 }, { colCode: 'month', op: 'eq', value: 3 }]);
    expect(filtersOf(state).staff).toEqual([{ colCode: 'month', op: 'eq', value: 3 }]);
  });

  it('a click on another item keeps this item drilled, and this item is narrowed by it', () => {
    const state = run([
      noFlag,
      { type: 'point', itemId: 'byMonth', dimension: 'year', value: 2025, drill: timeDrill },
      { type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' },
    ]);
    const byMonth = widgetRequests({ definition, state, dimensions }).find((r) => r.key === 'byMonth');
    expect(byMonth).toEqual({ key: 'byMonth', widgetCode: 'decl_by_month', filters: [{ colCode: 'port', op: 'eq', value: 'SHA' }], drill: { hierarchy: 'time', path: [2025] } });
    expect(filtersOf(state).byPort).toEqual([{ colCode: 'year', op: 'eq', value: 2025 }]);
  });

  it('drilling up keeps other items\' clicks and restores what the path narrowed', () => {
    const state = run([
      noFlag,
      { type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' },
      { type: 'point', itemId: 'byMonth', dimension: 'year', value: 2025, drill: timeDrill },
      { type: 'drillUp', itemId: 'byMonth', depth: 0 },
    ]);
    expect(state.drills).toEqual({});
    expect(filtersOf(state).byMonth).toEqual([{ colCode: 'port', op: 'eq', value: 'SHA' }]);
    expect(filtersOf(state).byPort).toEqual([]);
    expect(run([{ type: 'clearAll' }], state)).toEqual({ ...state, clicks: {}, drills: {} });
  });
});

describe('refetching only what changed', () => {
  it('a filter change asks again only for the items it reaches', () => {
    const before = widgetRequests({ definition, state: emptyLinkState(), dimensions });
    const asked = Object.fromEntries(before.map((request) => [request.key, requestSignature(request)]));
    expect(changedRequests(before, asked)).toEqual([]);
    const after = widgetRequests({ definition, state: run([{ type: 'setFilter', filterId: 'day', value: ['2026-01-01', '2026-01-31'] }]), dimensions });
    expect(changedRequests(after, asked).map((request) => request.key)).toEqual(['byMonth']);
    const clicked = widgetRequests({ definition, state: run([{ type: 'point', itemId: 'byPort', dimension: 'port', value: 'SHA' }]), dimensions });
    expect(changedRequests(clicked, asked).map((request) => request.key)).toEqual(['byMonth', 'byFlag']);
  });
});
