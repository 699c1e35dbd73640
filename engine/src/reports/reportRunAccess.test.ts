import { describe, expect, it } from 'vitest';
import { canRunDataset, canRunWidget, dashboardWidgetCodes, menuReportTargets, type ReportRunFacts } from './reportRunAccess';

const user = (codes: string[], perms: string[] = []): ReportRunFacts => ({ isAdministrator: false, held: { isAll: false, perms: new Set(perms) }, reachableWidgetCodes: new Set(codes) });

describe('who may run report widgets and datasets', () => {
  it('administrators and the designers of reports, datasets, dashboards and portals run anything', () => {
    expect(canRunWidget({ ...user([]), isAdministrator: true }, 'w')).toBe(true);
    for (const perm of ['eformReport:design', 'eformDataset:design', 'eformPortal:design']) {
      expect(canRunWidget(user([], [perm]), 'w'), perm).toBe(true);
      expect(canRunDataset(user([], [perm]), 'd', new Map()), perm).toBe(true);
    }
    expect(canRunWidget(user([], ['eformView:edit']), 'w')).toBe(false);
  });

  it('others run the widgets they reach, and the datasets those widgets draw from', () => {
    expect(canRunWidget(user(['w']), 'w')).toBe(true);
    expect(canRunWidget(user(['w']), 'other')).toBe(false);
    expect(canRunDataset(user(['w']), 'd', new Map([['w', 'd']]))).toBe(true);
    expect(canRunDataset(user(['w']), 'e', new Map([['w', 'd'], ['x', 'e']]))).toBe(false);
  });

  it('finds widget cards and dashboards among menus, and the widgets of a dashboard', () => {
    const menus = [
      { path: '/report/card/dec_chart', component: 'ReportWidgetCard' },
      { path: '/report/dashboard/ops', component: 'DashboardView' },
      { path: '/customs/dec_list_view', component: 'ViewLayout' },
    ];
    const targets = menuReportTargets(menus);
    expect([...targets.widgetCodes]).toEqual(['dec_chart']);
    expect([...targets.dashboardCodes]).toEqual(['ops']);
    expect(dashboardWidgetCodes({
      items: [{ itemId: 'a', itemType: 'report', widgetCode: 'w1', x: 0, y: 0, w: 4, h: 4 }, { itemId: 'b', itemType: 'text', content: 'x', x: 0, y: 0, w: 4, h: 4 }],
      filters: [{ filterId: 'f', title: 'Port', colCode: 'port', control: 'select', optionsFrom: 'w2' }],
    } as never)).toEqual(['w1', 'w2']);
  });
});
