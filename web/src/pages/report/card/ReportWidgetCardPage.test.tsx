import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOf } from '../../../test/fakeServerOf';
import { fakeId } from '../../../test/fakeSession';
import { permissionListOf } from '../../../test/permissionList';
import { renderApp } from '../../../test/renderApp';

// jsdom has no canvas: the renderer's echarts chunk is replaced by a recorder whose click handler the
// test calls as echarts would (with the clicked item, which carries its point values).
const fakeChart = vi.hoisted(() => ({ options: [] as unknown[], click: undefined as undefined | ((event: unknown) => void) }));
vi.mock('../../../../../renderer/src/report/canvasSupport', () => ({ drawsOnCanvas: () => true }));
vi.mock('../../../../../renderer/src/report/echartsModules', () => ({
  createChart: () => ({
    setOption: (option: unknown) => fakeChart.options.push(option),
    on: (name: string, handler: (event: unknown) => void) => {
      if (name === 'click') fakeChart.click = handler;
    },
    resize: () => undefined,
    dispose: () => undefined,
    getDataURL: () => 'data:image/png;base64,AAAA',
  }),
}));

const page = (component: string, path: string, title: string, componentProps?: Array<{ label: string; value: string }>) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title }, ...(componentProps ? { componentProps } : {}) });
const menu = [page('eform/ReportWidgetCard', '/stats/dec_by_place', 'Declarations by place', [{ label: 'colCode', value: 'ie' }, { label: 'queryValue', value: 'I' }]), page('eform/ViewLayoutRedirect', '/views/dec_list', 'Declarations')];
const widget = { schemaVersion: 1, widgetCode: 'dec_by_place', widgetName: 'By place', title: 'Declarations by place', titleI18n: { zh_CN: '按地点的报关单' }, datasetCode: 'dec', chartType: 'Column', xField: 'country', yFields: ['count'], drillHierarchy: 'place', drillThrough: { viewCode: 'dec_list', fieldMap: [{ dimension: 'port', colCode: 'i_e_port' }] } };
const levels = ['country', 'port'];
const view = { schemaVersion: 1, viewCode: 'dec_list', viewName: 'Declarations', viewType: 'table', viewStatus: 'enable', columns: [{ colCode: 'i_e_port', colName: 'Port' }, { colCode: 'country', colName: 'Country' }], buttons: [], page: { isPage: 'Y', pageNum: 20 } };

function widgetAnswer(query: URLSearchParams) {
  const path = query.get('drill') ? (JSON.parse(query.get('drill')!) as { path: string[] }).path : [];
  const level = levels[path.length]!;
  const rows = path.length === 0 ? [{ country: 'CN', count: 7 }, { country: 'TH', count: 3 }] : [{ port: 'SHA', count: 5 }, { port: 'NGB', count: 2 }];
  return {
    widget, rows, truncated: false,
    columns: [{ key: level, title: level, role: 'dimension', colType: 'string' }, { key: 'count', title: 'Count', role: 'measure', colType: 'number' }],
    labels: { port: { SHA: 'Shanghai' } },
    drill: { hierarchy: 'place', path, levels },
  };
}

async function renderAt(path: string, widgetExtra: Record<string, unknown> = {}) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-clerk', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-clerk', username: 'clerk', realname: 'Clerk', backRoleFlg: '1' }));
  const server = fakeServerOf({
    'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, []),
    'GET /api/eform/report/widget/dec_by_place/data': ({ query }) => ({ ...widgetAnswer(query), widget: { ...widget, ...widgetExtra } }),
    'POST /api/eform/report/widget/dec_by_place/export': () => ({ taskId: fakeId('task') }),
    'GET /api/eform/views/dec_list/definition': () => ({
      viewCode: 'dec_list', viewName: view.viewName, viewType: 'table', version: 1, body: view, formCode: 'dec_form', tableName: 'dec_head', source: 'table',
      columns: [{ colCode: 'i_e_port', title: 'Port', colType: 'varchar' }, { colCode: 'country', title: 'Country', colType: 'varchar' }], permissions: [], pageSizes: [10, 20, 50, 100, 200, 500], defaultPageSize: 20,
    }),
    'GET /api/eform/views/dec_list/data': () => ({ records: [{ id: fakeId('r1'), i_e_port: 'SHA', country: 'CN' }], total: 1, hasMore: false }),
  });
  return { app: await renderApp(path, server), server };
}

const widgetCalls = (server: Awaited<ReturnType<typeof renderAt>>['server']) => server.calls.filter((call) => call.path === '/api/eform/report/widget/dec_by_place/data');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fakeChart.options = [];
  fakeChart.click = undefined;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the report widget card page', () => {
  it('loads the widget with the menu parameters, drills down on a click with breadcrumbs, and drills through to the list at the lowest level', async () => {
    const { app, server } = await renderAt('/stats/dec_by_place');
    const title = () => app.container.querySelector('[data-testid="report-card-title"]')?.textContent;
    await vi.waitFor(() => expect(title()).toBe('按地点的报关单'), { timeout: 30_000 });
    expect(widgetCalls(server)[0]!.query.get('colCode')).toBe('ie');
    expect(widgetCalls(server)[0]!.query.get('queryValue')).toBe('I');
    expect(widgetCalls(server)[0]!.query.get('drill')).toBeNull();
    await vi.waitFor(() => expect(fakeChart.click).toBeDefined(), { timeout: 30_000 });

    act(() => fakeChart.click!({ data: { value: 7, point: { country: 'CN' } } }));
    await vi.waitFor(() => expect(widgetCalls(server)).toHaveLength(2));
    const second = widgetCalls(server)[1]!;
    expect(JSON.parse(second.query.get('drill')!)).toEqual({ hierarchy: 'place', path: ['CN'] });
    expect(second.query.get('colCode')).toBe('ie');
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="report-card-drill"]')?.textContent).toContain('CN'));

    act(() => fakeChart.click!({ data: { value: 5, point: { country: 'CN', port: 'SHA' } } }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/views/dec_list'), { timeout: 10_000 });
    expect(new URLSearchParams(window.location.search).get('i_e_port')).toBe('SHA');
    // The card's menu filter goes along (the list ignores it: ie is not one of its columns).
    expect(new URLSearchParams(window.location.search).get('ie')).toBe('I');
    await vi.waitFor(() => {
      const rows = server.calls.filter((call) => call.path === '/api/eform/views/dec_list/data');
      expect(rows.at(-1)?.query.get('i_e_port')).toBe('SHA');
      expect(rows.at(-1)?.query.get('country')).toBe('CN');
    }, { timeout: 30_000 });
    app.unmount();
  }, 60_000);

  it('the breadcrumb leads back up, and the xlsx export queues a task with the menu filter and the drill', async () => {
    const { app, server } = await renderAt('/stats/dec_by_place');
    await vi.waitFor(() => expect(fakeChart.click).toBeDefined(), { timeout: 30_000 });
    act(() => fakeChart.click!({ data: { value: 7, point: { country: 'TH' } } }));
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="report-card-drill"] a')).not.toBeNull());

    act(() => (app.container.querySelector('[data-testid="report-card-xlsx"]') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(server.calls.some((call) => call.path.endsWith('/export'))).toBe(true));
    expect(server.calls.find((call) => call.path.endsWith('/export'))!.body).toEqual({ filters: [{ colCode: 'ie', op: 'eq', value: 'I' }], drill: { hierarchy: 'place', path: ['TH'] }, taskName: '按地点的报关单' });

    act(() => (app.container.querySelector('[data-testid="report-card-drill"] a') as HTMLAnchorElement).click());
    await vi.waitFor(() => expect(widgetCalls(server).at(-1)!.query.get('drill')).toBeNull());
    app.unmount();
  }, 60_000);

  it("reloads the widget's data every refreshSeconds while the page is shown", async () => {
    const { app, server } = await renderAt('/stats/dec_by_place', { refreshSeconds: 1 });
    await vi.waitFor(() => expect(app.container.querySelector('[data-testid="report-card-title"]')?.textContent).toBe('按地点的报关单'), { timeout: 30_000 });
    expect(document.visibilityState).toBe('visible');
    const loaded = widgetCalls(server).length;
    await vi.waitFor(() => expect(widgetCalls(server).length).toBeGreaterThanOrEqual(loaded + 2), { timeout: 10_000 });
    app.unmount();
  }, 60_000);
});
