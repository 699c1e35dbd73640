import { describe, expect, it } from 'vitest';
import { definitionKinds } from '@wharf/schemas';
import { menuEntryOf, menuKinds, menuPages } from './menuPages';

describe('menuPages', () => {
  it('decides for every kind, and puts forms, views, report widget cards and dashboards on menus', () => {
    expect(Object.keys(menuPages).sort()).toEqual([...definitionKinds].sort());
    expect(menuKinds).toEqual(['form', 'view', 'report', 'dashboard']);
  });

  it('gives a form its add tab and a view its list page, at the paths the console routes', () => {
    expect(menuEntryOf('form', 'dec_head')).toEqual({ component: 'eform/FormRedirectAddTab', path: '/eform/form/dec_head' });
    expect(menuEntryOf('view', 'dec_list')).toEqual({ component: 'eform/ViewLayoutRedirect', path: '/eform/view/dec_list' });
    expect(menuEntryOf('report', 'dec_port_column')).toEqual({ component: 'eform/ReportWidgetCard', path: '/report/card/dec_port_column' });
    expect(menuEntryOf('dashboard', 'customs_board')).toEqual({ component: 'eform/DashboardView', path: '/report/dashboard/customs_board' });
  });

  it('takes only a kind with a page: anything else is a type error (and a throw)', () => {
    // @ts-expect-error a table opens no page of its own
    expect(() => menuEntryOf('table', 'orders')).toThrow();
  });
});
