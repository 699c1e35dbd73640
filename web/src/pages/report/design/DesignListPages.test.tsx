import { act, fireEvent } from '@testing-library/react';
import { designerCatalogues } from '@wharf/designers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportDesignPageTexts } from '../../../i18n/catalogues/reportDesignPages';
import { fakeServerOf, RawResponse } from '../../../test/fakeServerOf';
import { permissionListOf } from '../../../test/permissionList';
import { renderApp } from '../../../test/renderApp';
import { click, typeInto } from '../../console/testing/domHelpers';

// The dataset and report widget lists against a fake server whose answers are the documented
// result shapes (checked by the test setup): list → create from the scaffold → save → publish,
// the stale-version refusal (409), and the revisions.

const page = (component: string, path: string, title: string) => ({ id: `m-${path}`, path, name: path.slice(1).replace(/\//g, '-'), component, back: '1', meta: { title, zhCn: title } });
const menu = [{ ...page('layouts/RouteView', '/eform', '应用设计'), children: [page('report/DatasetList', '/eform/datasets', '数据集'), page('report/WidgetList', '/eform/reportWidgets', '报表组件')] }];
const designer = designerCatalogues.zh_CN;
const texts = reportDesignPageTexts.zh_CN;
const ids = { dataset: 'd1111111-1111-4111-8111-111111111111', widget: 'a2222222-2222-4222-8222-222222222222', other: 'b3333333-3333-4333-8333-333333333333' };
const head = (kind: string, code: string, name: string, id: string, version = 1, status: 'draft' | 'published' = 'draft') => ({
  id, kind, code, name, status, version, publishedVersion: status === 'published' ? version : null, schemaVersion: 1, createBy: 'demo_admin', createTime: '2026-11-26T00:00:00Z', updateBy: 'demo_admin', updateTime: '2026-11-26T00:00:00Z',
});
/** A page of definition heads as the list answers them (no bodies, each with its app group). */
const pageOf = (records: Array<object & { body?: unknown }>) => ({ records: records.map(({ body: _body, ...row }) => ({ ...row, groupId: null })), total: records.length, current: 1, size: 500, pages: 1 });
const dataset = {
  schemaVersion: 1, datasetCode: 'dec_stats', datasetName: '报关统计', sourceType: 'table', tableName: 'dec_head',
  dimension: [{ colCode: 'port', title: '口岸' }], measure: [{ colCode: 'amount', title: '金额', aggregate: 'sum' }],
};

async function renderAt(path: string, answers: Parameters<typeof fakeServerOf>[0]) {
  localStorage.setItem('wharf.token', JSON.stringify({ value: 'tok-builder', expiresAt: null }));
  sessionStorage.setItem('wharf.userInfo', JSON.stringify({ id: 'u-admin', username: 'demo_admin', realname: '演示管理员', backRoleFlg: '1' }));
  const server = fakeServerOf({ 'GET /api/system/getUserPermissionByToken': () => permissionListOf(menu, ['eformDataset:design', 'eformReport:design']), ...answers });
  const app = await renderApp(path, server);
  return { ...app, calls: server.calls };
}

/** Picks an option of the antd select labelled `label` by its text. */
async function pick(label: string, option: string) {
  const input = document.querySelector(`[aria-label="${label}"]`);
  if (!input) throw new Error(`no select ${label}`);
  await act(async () => { fireEvent.mouseDown(input); });
  await vi.waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option-content')].some((item) => item.textContent === option)).toBe(true));
  await click([...document.querySelectorAll('.ant-select-item-option-content')].find((item) => item.textContent === option));
}

const testId = (id: string) => document.querySelector(`[data-testid="${id}"]`);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('report widget list', () => {
  it('creates a widget from the scaffold, places fields, previews, saves it as a new definition and publishes it', async () => {
    let stored: ReturnType<typeof head> & { body?: unknown } | undefined;
    const app = await renderAt('/eform/reportWidgets', {
      'GET /api/eform/definitions': ({ query }) => (query.get('kind') === 'dataset' ? pageOf([head('dataset', 'dec_stats', '报关统计', ids.dataset, 1, 'published')]) : pageOf(stored ? [stored] : [])),
      [`GET /api/eform/definitions/${ids.dataset}`]: () => ({ ...head('dataset', 'dec_stats', '报关统计', ids.dataset, 1, 'published'), body: dataset }),
      'POST /api/eform/dataset/dec_stats/query': () => ({ columns: [{ key: 'port', title: '口岸', role: 'dimension', colType: 'string' }, { key: 'amount', title: '金额', role: 'measure', colType: 'number' }], rows: [{ port: '上海', amount: 10 }], truncated: false }),
      'POST /api/eform/definitions': ({ body }) => {
        stored = { ...head('report', 'port_amount', '口岸金额', ids.widget), body: (body as { body: unknown }).body };
        return stored;
      },
      [`POST /api/eform/definitions/${ids.widget}/publish`]: () => {
        stored = { ...stored!, status: 'published', publishedVersion: 1 };
        return stored;
      },
    });
    await vi.waitFor(() => expect(testId('new-report')).not.toBeNull(), { timeout: 30_000 });
    await click(testId('new-report'));
    await vi.waitFor(() => expect(testId('new-definition-code')).not.toBeNull());
    await typeInto(testId('new-definition-code'), 'port_amount');
    await typeInto(testId('new-definition-name'), '口岸金额');
    await act(async () => { fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary')!); });
    await vi.waitFor(() => expect(testId('report-designer')).not.toBeNull(), { timeout: 30_000 });

    await pick(designer['designer.report.basic.dataset']!, '报关统计 (dec_stats)');
    await vi.waitFor(() => expect(document.querySelector('[data-field="measure:amount"]')).not.toBeNull(), { timeout: 30_000 });
    await pick(designer['designer.report.well.add']!.replace('{{well}}', designer['designer.report.well.values']!), '金额');
    await pick(designer['designer.report.well.add']!.replace('{{well}}', designer['designer.report.well.category']!), '口岸');
    await vi.waitFor(() => expect(app.calls.some((call) => call.path === '/api/eform/dataset/dec_stats/query')).toBe(true), { timeout: 30_000 });
    expect(app.calls.find((call) => call.path === '/api/eform/dataset/dec_stats/query')!.body).toEqual({ dimensions: ['port'], measures: ['amount'] });

    const save = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="report-designer"] button')].find((button) => button.textContent?.replace(/\s/g, '') === designer['designer.report.save']);
    await vi.waitFor(() => expect(save?.disabled).toBe(false));
    await click(save);
    const creates = () => app.calls.filter((call) => call.method === 'POST' && call.path === '/api/eform/definitions');
    await vi.waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]!.body).toEqual({
      kind: 'report', code: 'port_amount', name: '口岸金额',
      body: { schemaVersion: 1, widgetCode: 'port_amount', widgetName: '口岸金额', chartType: 'Column', datasetCode: 'dec_stats', yFields: ['amount'], xField: 'port' },
    });
    await vi.waitFor(() => expect(testId('publish-open-report')).not.toBeNull());
    await click(testId('publish-open-report'));
    const publishes = () => app.calls.filter((call) => call.path === `/api/eform/definitions/${ids.widget}/publish`);
    await vi.waitFor(() => expect(publishes()).toHaveLength(1));
    expect(publishes()[0]!.body).toEqual({ version: 1 });
    app.unmount();
  }, 120_000);

  it('a save refused as stale (409) says so and keeps the work in the designer', async () => {
    const widget = { schemaVersion: 1, widgetCode: 'port_amount', widgetName: '口岸金额', chartType: 'Column', datasetCode: 'dec_stats', xField: 'port', yFields: ['amount'] };
    const app = await renderAt('/eform/reportWidgets', {
      'GET /api/eform/definitions': ({ query }) => (query.get('kind') === 'dataset' ? pageOf([head('dataset', 'dec_stats', '报关统计', ids.dataset, 1, 'published')]) : pageOf([head('report', 'port_amount', '口岸金额', ids.widget, 2)])),
      [`GET /api/eform/definitions/${ids.dataset}`]: () => ({ ...head('dataset', 'dec_stats', '报关统计', ids.dataset, 1, 'published'), body: dataset }),
      [`GET /api/eform/definitions/${ids.widget}`]: () => ({ ...head('report', 'port_amount', '口岸金额', ids.widget, 2), body: widget }),
      'POST /api/eform/dataset/dec_stats/query': () => ({ columns: [], rows: [], truncated: false }),
      [`PUT /api/eform/definitions/${ids.widget}`]: () => new RawResponse(409, { success: false, code: 409, message: 'version conflict' }),
    });
    await vi.waitFor(() => expect(testId('design-port_amount')).not.toBeNull(), { timeout: 30_000 });
    await click(testId('design-port_amount'));
    await vi.waitFor(() => expect(document.querySelector('[data-held="values:amount"]')).not.toBeNull(), { timeout: 30_000 });
    const english = document.querySelector<HTMLInputElement>(`[aria-label="${designer['designer.report.style.titleIn']!.replace('{{language}}', designer['designer.report.language.en_US']!)}"]`);
    if (!english) await click([...document.querySelectorAll('.ant-tabs-tab-btn')].find((tab) => tab.textContent === designer['designer.report.tab.style']));
    await typeInto(document.querySelector(`[aria-label="${designer['designer.report.style.titleIn']!.replace('{{language}}', designer['designer.report.language.en_US']!)}"]`), 'By port');
    const save = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="report-designer"] button')].find((button) => button.textContent?.replace(/\s/g, '') === designer['designer.report.save']);
    await click(save);
    await vi.waitFor(() => expect(document.body.textContent).toContain(texts['reportDesign.conflict']));
    const saves = app.calls.filter((call) => call.method === 'PUT');
    expect(saves[0]!.body).toMatchObject({ version: 2, body: { ...widget, titleI18n: { en_US: 'By port' } } });
    expect((document.querySelector(`[aria-label="${designer['designer.report.style.titleIn']!.replace('{{language}}', designer['designer.report.language.en_US']!)}"]`) as HTMLInputElement).value).toBe('By port');
    app.unmount();
  }, 120_000);
});

describe('dataset list', () => {
  it('lists datasets, designs one from the table\'s columns, saves a new version and publishes an earlier one from the revisions', async () => {
    let version = 1;
    const body = { ...dataset, dimension: [], measure: [] };
    const app = await renderAt('/eform/datasets', {
      'GET /api/eform/definitions': ({ query }) => (query.get('kind') === 'table'
        ? pageOf([head('table', 'dec_head', '报关单表头', ids.other, 1, 'published')])
        : pageOf([head('dataset', 'dec_stats', '报关统计', ids.dataset, version, 'published')])),
      [`GET /api/eform/definitions/${ids.dataset}`]: () => ({ ...head('dataset', 'dec_stats', '报关统计', ids.dataset, version), body }),
      [`GET /api/eform/definitions/${ids.other}`]: () => ({
        ...head('table', 'dec_head', '报关单表头', ids.other, 1, 'published'),
        body: { schemaVersion: 1, tableName: 'dec_head', tableComment: '报关单表头', columns: [{ colCode: 'port', colName: '口岸', colType: 'varchar', colLength: 20 }, { colCode: 'amount', colName: '金额', colType: 'decimal', colLength: 18, colPointLength: 2 }] },
      }),
      'GET /api/eform/dict/init': () => [],
      [`PUT /api/eform/definitions/${ids.dataset}`]: ({ body: saved }) => {
        version += 1;
        return { ...head('dataset', 'dec_stats', '报关统计', ids.dataset, version), body: (saved as { body: unknown }).body };
      },
      [`GET /api/eform/definitions/${ids.dataset}/revisions`]: () => [1, 2].map((v) => ({ version: v, name: '报关统计', schemaVersion: 1, createBy: 'demo_admin', createTime: '2026-11-26T00:00:00Z' })),
      [`POST /api/eform/definitions/${ids.dataset}/publish`]: ({ body: asked }) => ({ ...head('dataset', 'dec_stats', '报关统计', ids.dataset, version, 'published'), publishedVersion: (asked as { version: number }).version, body }),
    });
    await vi.waitFor(() => expect(testId('design-dec_stats')).not.toBeNull(), { timeout: 30_000 });
    await click(testId('design-dec_stats'));
    await vi.waitFor(() => expect(testId('dataset-designer')).not.toBeNull(), { timeout: 30_000 });
    const button = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="dataset-designer"] button')].find((candidate) => candidate.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''));
    await click(button(designer['designer.dataset.source.loadFields']!));
    await vi.waitFor(() => expect(document.body.textContent).toContain(designer['designer.dataset.source.fieldsAdded']!.replace('{{count}}', '2')));
    await click(button(designer['designer.dataset.save']!));
    // The caller may not design SQL configs: the designer never asks for them (no refusal to show).
    expect(app.calls.filter((call) => call.path.startsWith('/api/eform/sqlConfig'))).toEqual([]);
    const puts = () => app.calls.filter((call) => call.method === 'PUT');
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      version: 1, name: '报关统计',
      body: { ...body, dimension: [{ colCode: 'port', title: '口岸', colType: 'string' }], measure: [{ colCode: 'amount', title: '金额', aggregate: 'sum' }] },
    });
    await click(document.querySelector('.ant-drawer-close'));
    await click(testId('revisions-dec_stats'));
    await vi.waitFor(() => expect(testId('publish-version-1')).not.toBeNull());
    await click(testId('publish-version-1'));
    const publishes = () => app.calls.filter((call) => call.path === `/api/eform/definitions/${ids.dataset}/publish`);
    await vi.waitFor(() => expect(publishes()).toHaveLength(1));
    expect(publishes()[0]!.body).toEqual({ version: 1 });
    app.unmount();
  }, 120_000);
});
