import { act, fireEvent } from '@testing-library/react';
import { designerCatalogues } from '@wharf/designers';
import { validateDefinition } from '@wharf/engine';
import type { DashboardDefinition, PortalDefinition } from '@wharf/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gridDesignPageTexts } from '../../../i18n/catalogues/gridDesignPages';
import { fakeServerOf, RawResponse, type FakeAnswer } from '../../../test/fakeServerOf';
import { permissionListOf } from '../../../test/permissionList';
import { renderApp } from '../../../test/renderApp';
import { click, typeInto } from '../../console/testing/domHelpers';

// The dashboard and portal design pages against a fake server whose answers are the documented
// result shapes (checked by the test setup): list → create from the scaffold → design page → save
// (a new version; 409 when stale) → publish; revisions; the portal's role override and "preview as role".

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });
const menu = [{ ...page('layouts/RouteView', '/eform', '应用设计'), children: [page('report/DashboardDesignList', '/eform/dashboards', '仪表板'), page('portal/PortalDesignList', '/eform/portals', '门户')] }];
const designer = designerCatalogues.zh_CN;
const texts = gridDesignPageTexts.zh_CN;
const ids = { dataset: 'e5555555-5555-4555-8555-555555555555', dashboard: 'd1111111-1111-4111-8111-111111111111', widget: 'a2222222-2222-4222-8222-222222222222', portal: 'b3333333-3333-4333-8333-333333333333', home: 'c4444444-4444-4444-8444-444444444444' };
type Head = ReturnType<typeof head>;
const head = (kind: string, code: string, name: string, id: string, version = 1, publishedVersion: number | null = null) => ({
  id, kind, code, name, status: publishedVersion === version ? ('published' as const) : ('draft' as const), version, publishedVersion, schemaVersion: 1, createBy: 'demo_admin', createTime: '2026-11-26T00:00:00Z', updateBy: 'demo_admin', updateTime: '2026-11-26T00:00:00Z',
});
/** A page of definition heads as the list answers them (no bodies, each with its app group). */
const pageOf = (records: Array<Head & { body?: unknown }>) => ({ records: records.map(({ body: _body, ...row }) => ({ ...row, groupId: null })), total: records.length, current: 1, size: 500, pages: 1 });
const widgetData = {
  widget: { widgetCode: 'dec_by_port', chartType: 'Column', datasetCode: 'dec_stats' },
  columns: [{ key: 'port', title: 'Port', role: 'dimension', colType: 'string' }, { key: 'count', title: 'Count', role: 'measure', colType: 'number' }],
  rows: [{ port: 'SHA', count: 5 }],
  truncated: false,
};

async function renderAt(path: string, answers: Record<string, FakeAnswer>, buttons = ['eformReport:design', 'eformPortal:design']) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
  const server = fakeServerOf({ 'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, buttons), 'GET /api/eform/dict/init': () => [], ...answers });
  const app = await renderApp(path, server);
  return { app, server };
}

/** Picks an option of the antd select labelled `label` by its text. */
async function pick(label: string, option: string) {
  const input = document.querySelector(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`no select ${label}`);
  await act(async () => {
    fireEvent.mouseDown(input);
  });
  await vi.waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option-content')].some((item) => item.textContent === option)).toBe(true));
  await click([...document.querySelectorAll('.ant-select-item-option-content')].find((item) => item.textContent === option));
}

const testId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const present = (id: string, timeout = 30_000) => vi.waitFor(() => expect(testId(id)).not.toBeNull(), { timeout });
/** The palette entry of `type`, once the designer's chunk has loaded. */
const paletteEntry = async (type: string) => {
  await vi.waitFor(() => expect(document.querySelector(`[data-palette-type="${type}"]`)).not.toBeNull(), { timeout: 30_000 });
  return document.querySelector(`[data-palette-type="${type}"]`);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the dashboard design pages', { timeout: 120_000 }, () => {
  it('lists, creates from the scaffold, designs a report item with its live preview, saves a new version, shows revisions and publishes', async () => {
    let stored: (Head & { body: unknown }) | undefined;
    const { server } = await renderAt('/eform/dashboards', {
      'GET /api/eform/definitions': ({ query }) => {
        if (query.get('kind') === 'report') return pageOf([head('report', 'dec_by_port', '按口岸', ids.widget, 1, 1)]);
        if (query.get('kind') === 'dataset') return pageOf([head('dataset', 'dec_stats', '报关统计', ids.dataset, 1, 1)]);
        return pageOf(stored ? [stored] : []);
      },
      [`GET /api/eform/definitions/${ids.widget}`]: () => ({ ...head('report', 'dec_by_port', '按口岸', ids.widget, 1, 1), body: { schemaVersion: 1, widgetCode: 'dec_by_port', widgetName: '按口岸', chartType: 'Column', datasetCode: 'dec_stats', xField: 'port', yFields: ['count'] } }),
      [`GET /api/eform/definitions/${ids.dataset}`]: () => ({
        ...head('dataset', 'dec_stats', '报关统计', ids.dataset, 1, 1),
        body: { schemaVersion: 1, datasetCode: 'dec_stats', datasetName: '报关统计', sourceType: 'table', tableName: 'dec_head', dimension: [{ colCode: 'port', title: '口岸', dictCode: 'port' }], measure: [{ colCode: 'count', title: '件数', aggregate: 'count' }] },
      }),
      'POST /api/eform/definitions': ({ body }) => {
        stored = { ...head('dashboard', 'customs_stats', '报关统计', ids.dashboard), body: (body as { body: unknown }).body };
        return stored;
      },
      [`GET /api/eform/definitions/${ids.dashboard}`]: () => stored,
      [`PUT /api/eform/definitions/${ids.dashboard}`]: ({ body }) => {
        const input = body as { version: number; name: string; body: unknown };
        stored = { ...head('dashboard', 'customs_stats', input.name, ids.dashboard, input.version + 1), body: input.body };
        return stored;
      },
      [`POST /api/eform/definitions/${ids.dashboard}/publish`]: () => {
        stored = { ...stored!, status: 'published', publishedVersion: stored!.version };
        return stored;
      },
      [`GET /api/eform/definitions/${ids.dashboard}/revisions`]: () => [
        { version: 1, name: '报关统计', schemaVersion: 1, createBy: 'demo_admin', createTime: '2026-11-26T00:00:00Z' },
        { version: 2, name: '报关统计', schemaVersion: 1, createBy: 'demo_admin', createTime: '2026-11-26T00:01:00Z' },
      ],
      [`GET /api/eform/definitions/${ids.dashboard}/diff`]: () => ({ from: 1, to: 2, changes: [{ path: '/items/0', op: 'added', to: {} }] }),
      'GET /api/eform/report/widget/dec_by_port/data': () => widgetData,
    });
    await present('grid-new');
    await click(testId('grid-new'));
    await present('grid-new-code');
    await typeInto(testId('grid-new-code'), 'customs_stats');
    await typeInto(testId('grid-new-name'), '报关统计');
    await act(async () => {
      fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!);
    });
    // Stored as version 1 from the kind's scaffold, then opened on its design page.
    await present('grid-design-page-dashboard');
    expect(validateDefinition('dashboard', (server.calls.find((call) => call.method === 'POST' && call.path === '/api/eform/definitions')!.body as { body: unknown }).body, 'zh_CN')).toEqual([]);
    expect(testId('grid-design-page-dashboard')?.getAttribute('data-version')).toBe('1');
    // A full page of its own: its main landmark and its h1, the dashboard's name (axe: landmark-one-main, page-has-heading-one).
    expect(testId('grid-design-page-dashboard')?.tagName).toBe('MAIN');
    expect(testId('grid-design-page-dashboard')?.querySelector('h1')?.textContent).toMatch(/\(.+\)$/);

    await click(await paletteEntry('report'));
    await pick(designer['designer.dashboard.item.widget']!, '按口岸 (dec_by_port)');
    // The report item previews the published widget's data.
    await vi.waitFor(() => expect(document.querySelector('[data-live-report="dec_by_port"]')).not.toBeNull(), { timeout: 30_000 });
    await vi.waitFor(() => expect(server.calls.some((call) => call.path === '/api/eform/report/widget/dec_by_port/data')).toBe(true));
    // A filter's column is picked from the dimensions of the widgets' dataset, with its dictionary.
    await click(await paletteEntry('filter'));
    await pick(designer['designer.dashboard.filter.colCode']!, '口岸 (port)');
    // Unsaved work: publishing waits for a save.
    expect((testId('grid-design-publish') as HTMLButtonElement).disabled).toBe(true);

    await click(testId('grid-design-save'));
    await vi.waitFor(() => expect(testId('grid-design-page-dashboard')?.getAttribute('data-version')).toBe('2'));
    const put = server.calls.find((call) => call.method === 'PUT')!.body as { version: number; body: DashboardDefinition };
    expect(put.version).toBe(1);
    expect(put.body.items[0]).toEqual({ itemId: 'report1', itemType: 'report', x: 0, y: 0, w: 8, h: 8, title: designer['designer.dashboard.palette.report'], widgetCode: 'dec_by_port' });
    expect(put.body.filters).toEqual([{ filterId: 'filter1', title: designer['designer.dashboard.palette.filter'], colCode: 'port', control: 'select', dictCode: 'port' }]);
    expect(validateDefinition('dashboard', put.body, 'zh_CN')).toEqual([]);

    await click(testId('grid-design-revisions'));
    await vi.waitFor(() => expect(document.querySelectorAll('[data-revision]')).toHaveLength(2));
    await click([...document.querySelectorAll('[data-revision="1"] button')][0]);
    await vi.waitFor(() => expect(testId('grid-design-diff')?.textContent).toContain('/items/0'));

    await vi.waitFor(() => expect((testId('grid-design-publish') as HTMLButtonElement).disabled).toBe(false));
    await click(testId('grid-design-publish'));
    await vi.waitFor(() => expect(testId('grid-design-status')?.textContent).toBe(texts['gridDesign.published']!.replace('{{version}}', '2')));
    expect(server.calls.find((call) => call.path === `/api/eform/definitions/${ids.dashboard}/publish`)?.body).toEqual({ version: 2 });
  });

  it('asks before leaving unsaved work, says plainly when someone saved a newer version first (409), and opens the latest', async () => {
    const body: DashboardDefinition = { schemaVersion: 1, dashboardCode: 'customs_stats', dashboardName: '报关统计', filters: [], items: [] };
    let reads = 0;
    const { server } = await renderAt('/report/dashboardDesign/customs_stats', {
      'GET /api/eform/definitions': ({ query }) => (query.get('kind') === 'report' ? pageOf([]) : pageOf([{ ...head('dashboard', 'customs_stats', '报关统计', ids.dashboard, 3), body }])),
      [`GET /api/eform/definitions/${ids.dashboard}`]: () => ({ ...head('dashboard', 'customs_stats', '报关统计', ids.dashboard, ++reads === 1 ? 3 : 4), body }),
      [`PUT /api/eform/definitions/${ids.dashboard}`]: () => new RawResponse(409, { success: false, code: 409, message: 'version conflict' }),
    });
    await present('grid-design-page-dashboard');
    await click(await paletteEntry('text'));
    // Unsaved work: leaving asks first, and staying keeps the page.
    await click(document.querySelector(`button[aria-label="${texts['gridDesign.back']}"]`));
    await vi.waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe(texts['gridDesign.leaveTitle']));
    await click([...document.querySelectorAll('.ant-modal-footer button')].find((button) => button.textContent?.replace(/\s/g, '') === texts['gridDesign.stay']));
    expect(testId('grid-design-page-dashboard')).not.toBeNull();
    await click(testId('grid-design-save'));
    await present('grid-design-conflict');
    expect(testId('grid-design-save-error')?.textContent).toContain(texts['gridDesign.conflict']);
    expect((server.calls.find((call) => call.method === 'PUT')!.body as { version: number }).version).toBe(3);
    await click(testId('grid-design-conflict')!.querySelector('button'));
    await vi.waitFor(() => expect(testId('grid-design-page-dashboard')?.getAttribute('data-version')).toBe('4'));
    expect(testId('grid-design-conflict')).toBeNull();
  });

  it('is refused to a caller without the report design permission', async () => {
    await renderAt('/report/dashboardDesign/customs_stats', {}, ['eformPortal:design']);
    await present('grid-design-denied');
    expect(testId('grid-design-denied')?.textContent).toContain(texts['gridDesign.dashboard.noPermission']);
  });
});

describe('the portal design page', { timeout: 120_000 }, () => {
  it('makes the clerk portal a role override of the home portal, saves it, and previews it as the clerk role', async () => {
    const homeBody: PortalDefinition = { schemaVersion: 1, portalCode: 'home', portalName: '首页', isDefault: true, widgets: [{ widgetId: 'announcement1', widgetType: 'announcement', x: 0, y: 0, w: 6, h: 7, title: '公告' }] };
    let stored = { ...head('portal', 'clerk_home', '关员首页', ids.portal, 1), body: { schemaVersion: 1, portalCode: 'clerk_home', portalName: '关员首页', widgets: [] } as PortalDefinition };
    const { server } = await renderAt('/portal/design/clerk_home', {
      'GET /api/eform/definitions': ({ query }) => {
        if (query.get('kind') !== 'portal') return pageOf([]);
        const all = [stored, { ...head('portal', 'home', '首页', ids.home, 1, 1), body: homeBody }];
        return pageOf(all.filter((record) => !query.get('keyword') || record.code === query.get('keyword')));
      },
      [`GET /api/eform/definitions/${ids.portal}`]: () => stored,
      [`GET /api/eform/definitions/${ids.home}`]: () => ({ ...head('portal', 'home', '首页', ids.home, 1, 1), body: homeBody }),
      [`PUT /api/eform/definitions/${ids.portal}`]: ({ body }) => {
        const input = body as { version: number; name: string; body: PortalDefinition };
        stored = { ...head('portal', 'clerk_home', input.name, ids.portal, input.version + 1), body: input.body };
        return stored;
      },
      'GET /api/eform/portal/clerk_home/preview': ({ query }) => ({
        portal: { portalCode: 'home', portalName: '首页', portalType: '1', widgets: [{ widgetId: 'text1', widgetType: 'text', x: 0, y: 0, w: 6, h: 4, content: `<p>欢迎 ${query.get('roleCode')}</p>` }] },
        basePortalCode: 'home',
        overrideCodes: ['clerk_home'],
        reportCodes: [],
        dashboardCodes: [],
        needs: {},
      }),
    });
    await present('grid-design-page-portal');
    await paletteEntry('text');
    await pick(designer['designer.portal.basePortalCode']!, '首页 (home)');
    await pick(designer['designer.portal.hiddenWidgetIds']!, '公告 (announcement1)');
    const roles = document.querySelector<HTMLInputElement>(`[aria-label="${designer['designer.portal.roleCodes']}"]`)!;
    await act(async () => {
      fireEvent.change(roles, { target: { value: 'clerk' } });
    });
    await act(async () => {
      fireEvent.keyDown(roles, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await click(await paletteEntry('text'));
    await click(testId('grid-design-save'));
    await vi.waitFor(() => expect(testId('grid-design-page-portal')?.getAttribute('data-version')).toBe('2'));
    const saved = (server.calls.find((call) => call.method === 'PUT')!.body as { body: PortalDefinition }).body;
    expect(saved).toMatchObject({ basePortalCode: 'home', roleCodes: ['clerk'], hiddenWidgetIds: ['announcement1'] });
    expect(saved.widgets.map((widget) => widget.widgetId)).toEqual(['text1']);
    expect(validateDefinition('portal', saved, 'zh_CN')).toEqual([]);

    await click(testId('portal-preview-as-role'));
    await present('portal-preview-role');
    const roleInput = document.querySelector<HTMLInputElement>(`input[aria-label="${texts['gridDesign.previewRole']}"]`)!;
    await act(async () => {
      fireEvent.change(roleInput, { target: { value: 'clerk' } });
    });
    await click(testId('portal-preview-run'));
    await vi.waitFor(() => expect(testId('portal-preview-result')?.textContent).toContain('欢迎 clerk'), { timeout: 30_000 });
    expect(server.calls.find((call) => call.path === '/api/eform/portal/clerk_home/preview')?.query?.get('roleCode')).toBe('clerk');
  });
});
