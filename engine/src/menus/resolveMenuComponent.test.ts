import { describe, expect, it } from 'vitest';
import { resolveMenuComponent } from './resolveMenuComponent';
import type { MenuItem } from './types';

const menu = (component: string, path: string, extra: Partial<MenuItem> = {}) => ({ component, path, meta: { title: 't' }, ...extra });
const props = [{ label: 'colCode', value: 'status' }, { label: 'queryValue', value: '1' }];

describe('resolveMenuComponent (spec §2 component kinds)', () => {
  it('view layout: the last path segment is the view code, componentProps become query parameters', () => {
    expect(resolveMenuComponent(menu('eform/redirect/ViewLayoutRedirect', '/eform/view/order_list', { componentProps: props }))).toEqual({
      kind: 'viewLayout', code: 'order_list', query: { colCode: 'status', queryValue: '1' },
    });
  });
  it('report widget card and form add tab take the code from the path too', () => {
    expect(resolveMenuComponent(menu('ReportWidgetCard', '/report/sales_pie'))).toEqual({ kind: 'reportWidgetCard', code: 'sales_pie' });
    expect(resolveMenuComponent(menu('eform/redirect/FormRedirectAddTab', '/eform/redirect/FormRedirectAddTab/decl_form?x=1', { componentProps: props })))
      .toEqual({ kind: 'formAddTab', code: 'decl_form', query: { colCode: 'status', queryValue: '1' } });
  });
  it('dashboard: the last path segment is the dashboard code (the entry a builder puts on a menu)', () => {
    expect(resolveMenuComponent(menu('eform/DashboardView', '/report/dashboard/customs_board'))).toEqual({ kind: 'dashboard', code: 'customs_board' });
  });
  it('workflow redirect tab: @ in the process definition id becomes :', () => {
    expect(resolveMenuComponent(menu('bpm/WorkflowRedirectTab', '/flow/start/leave@3@2501'))).toEqual({ kind: 'workflowRedirectTab', code: 'leave:3:2501' });
  });
  it('external frame carries the url; componentProps become component props for other kinds', () => {
    expect(resolveMenuComponent(menu('layouts/IframePageView', '/ext/bi', { meta: { title: 'bi', url: 'https://bi.example/{token}' }, componentProps: props })))
      .toEqual({ kind: 'externalFrame', url: 'https://bi.example/{token}', props: { colCode: 'status', queryValue: '1' } });
    expect(resolveMenuComponent(menu('PluginLayout', '/plugins/map'))).toEqual({ kind: 'pluginLayout', code: 'map' });
  });
  it('an unrecognised component is unknown, never a crash', () => {
    expect(resolveMenuComponent(menu('system/UserList', '/system/user'))).toEqual({ kind: 'unknown' });
    expect(resolveMenuComponent({ component: undefined as unknown as string, path: undefined as unknown as string, meta: { title: '' } })).toEqual({ kind: 'unknown' });
  });
  it('a label named __proto__ stays a plain own key', () => {
    const resolved = resolveMenuComponent(menu('ViewLayout', '/v/x', { componentProps: [{ label: '__proto__', value: 'polluted' }] }));
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.keys(resolved.query ?? {})).toEqual(['__proto__']);
  });
});
