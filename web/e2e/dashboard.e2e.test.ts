import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

const datasetCode = `e2e_dash_ds_${runSuffix}`;
const dashboardCode = `e2e_dash_${runSuffix}`;
const consignee = `Dashboard ${runSuffix}`;
const widgets = { byPort: `e2e_dash_port_${runSuffix}`, byFlag: `e2e_dash_flag_${runSuffix}`, byConsignee: `e2e_dash_cons_${runSuffix}` };

/** Creates a definition and publishes it, as a designer would through the definitions API. */
async function publish(token: string, kind: string, code: string, body: unknown): Promise<void> {
  const created = await api<{ id: string; version: number }>(baseUrl, token, 'POST', '/eform/definitions', { kind, code, name: code, body });
  await api(baseUrl, token, 'POST', `/eform/definitions/${created.id}/publish`, { version: created.version });
}

interface MenuNode {
  id: string;
  path: string;
  children?: MenuNode[];
}
const findMenu = (nodes: MenuNode[], path: string): MenuNode | undefined => nodes.map((node) => (node.path === path ? node : findMenu(node.children ?? [], path))).find(Boolean);

interface DataLine {
  key: string;
  success: boolean;
  result?: { rows: Array<Record<string, string | number | null>> };
}
interface DataCall {
  items: Array<{ key: string; filters?: Array<{ colCode: string; op: string; value?: unknown }> }>;
  lines: DataLine[];
}

/**
 * Every batched data request of the page, with its items and its NDJSON lines. The test fetches each answer
 * itself and hands it to the page: reading a streamed body back from Chromium after the fact (`requestfinished`
 * then `response.text()`) sometimes never yielded it in a full run, though the page had painted from it.
 */
async function recordDataCalls(page: Page): Promise<DataCall[]> {
  const calls: DataCall[] = [];
  await page.route((url) => url.pathname.endsWith('/api/eform/report/data'), async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const call: DataCall = { items: (request.postDataJSON() as { items: DataCall['items'] }).items, lines: [] };
    calls.push(call);
    const response = await route.fetch();
    const text = await response.text();
    call.lines = text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as DataLine);
    await route.fulfill({ response, body: text });
  });
  return calls;
}

const totalOf = (line: DataLine | undefined) => (line?.result?.rows ?? []).reduce((sum, row) => sum + Number(row.declTotal ?? 0), 0);
const paintedItems = (page: Page) => page.locator('[data-testid="dashboard-report-item"][data-painted="true"]').count();

describe.skipIf(!baseUrl)(`dashboards in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('paints every widget from one batched request, narrows the others when a filter changes, and opens the large screen', async () => {
    const builder = await logInThroughApi(baseUrl, 'demo_admin', password);
    // This run's declarations: two ports, both flags.
    const declarations = [['2200', 'I', 120], ['2200', 'E', 45], ['3100', 'I', 60], ['3100', 'E', 90]] as const;
    for (const [customsCode, ieFlag, declTotal] of declarations) {
      await api(baseUrl, builder, 'POST', '/eform/data/dec_form', { data: { ieFlag, customsCode, consignee, declDate: '2026-11-20', declTotal, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
    }
    await publish(builder, 'dataset', datasetCode, {
      schemaVersion: 1, datasetCode, datasetName: 'E2E dashboard', sourceType: 'table', tableName: 'dec_head',
      dimension: [
        { colCode: 'customsCode', title: 'Port', colType: 'string', dictCode: 'customs_port' },
        { colCode: 'ieFlag', title: 'I/E', colType: 'string' },
        { colCode: 'consignee', title: 'Consignee', colType: 'string' },
      ],
      measure: [{ colCode: 'declTotal', title: 'Total', aggregate: 'sum', precision: 2 }],
    });
    const widget = (widgetCode: string, chartType: string, xField: string) => ({ schemaVersion: 1, widgetCode, widgetName: widgetCode, datasetCode, chartType, xField, yFields: ['declTotal'] });
    await publish(builder, 'report', widgets.byPort, widget(widgets.byPort, 'Column', 'customsCode'));
    await publish(builder, 'report', widgets.byFlag, widget(widgets.byFlag, 'Pie', 'ieFlag'));
    await publish(builder, 'report', widgets.byConsignee, widget(widgets.byConsignee, 'Bar', 'consignee'));
    const items = ['byPort', 'byFlag', 'byConsignee'] as const;
    await publish(builder, 'dashboard', dashboardCode, {
      schemaVersion: 1, dashboardCode, dashboardName: `Dashboard ${runSuffix}`, rowHeight: 30,
      filters: [
        // This run's rows only, for every item (explicit targets: applied from the very first request).
        { filterId: 'consignee', title: 'Consignee', colCode: 'consignee', control: 'text', defaultValue: consignee, targets: [...items] },
        // The port filter reaches every item whose dataset has the port (learnt from the answers).
        { filterId: 'port', title: 'Port', colCode: 'customsCode', control: 'select' },
      ],
      items: [
        { itemId: 'portFilter', itemType: 'filter', filterId: 'port', x: 0, y: 0, w: 6, h: 3 },
        { itemId: 'note', itemType: 'text', content: `<p>Run ${runSuffix}</p><script>window.injected = 1</script>`, x: 6, y: 0, w: 18, h: 3 },
        { itemId: 'byPort', itemType: 'report', widgetCode: widgets.byPort, x: 0, y: 3, w: 8, h: 10 },
        { itemId: 'byFlag', itemType: 'report', widgetCode: widgets.byFlag, x: 8, y: 3, w: 8, h: 10 },
        { itemId: 'byConsignee', itemType: 'report', widgetCode: widgets.byConsignee, x: 16, y: 3, w: 8, h: 10 },
      ],
    });
    // A builder puts the dashboard on the customs menu (a DashboardView entry).
    const permissions = await api<{ menu: MenuNode[] }>(baseUrl, builder, 'GET', '/system/getUserPermissionByToken');
    const customs = findMenu(permissions.menu, '/customs');
    expect(customs, 'the customs app menu').toBeDefined();
    const entry = await api<{ path: string }>(baseUrl, builder, 'POST', `/eform/dashboards/${dashboardCode}/menu`, { parentId: customs!.id, title: `Dashboard ${runSuffix}`, menuCode: `m_${dashboardCode}` });
    expect(entry.path).toBe(`/report/dashboard/${dashboardCode}`);

    browser = await openBrowser({ width: 1400, height: 900 });
    const { page } = browser;
    // Every console error and failed response counts, except the shell's division lookup, which answers
    // 403 to a tenant without divisions on every page (not a dashboard call).
    const isUnrelated = (url: string) => /\/api\/system\/division\/mine\b/.test(url);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isUnrelated(message.location().url)) problems.push(`${page.url()}: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !isUnrelated(response.url())) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const calls = await recordDataCalls(page);

    // The menu entry opens the dashboard page: every widget painted, from ONE data request.
    await page.goto(`${baseUrl}${entry.path}`);
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
    await expect.poll(() => paintedItems(page), { message: 'every widget painted', timeout: 30_000 }).toBe(3);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.items.map((item) => item.key)).toEqual([...items]);
    await expect.poll(() => calls[0]!.lines.length, { timeout: 30_000 }).toBe(3);
    expect(calls[0]!.lines.every((line) => line.success)).toBe(true);
    const before = new Map(calls[0]!.lines.map((line) => [line.key, totalOf(line)]));
    expect([...before.values()]).toEqual([315, 315, 315]);
    expect(await page.getByTestId('dashboard-text-item').textContent()).toBe(`Run ${runSuffix}`);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
    await screenshot(page, 'dashboard-page');

    // Choose port 2200: every item of the dataset is asked again, narrowed, in one request.
    await page.locator('[data-filter-wrapper="port"] .ant-select').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: /上海海关|Shanghai Customs|2200/ }).first().click();
    await expect.poll(() => calls.length, { message: 'a second data request', timeout: 30_000 }).toBe(2);
    expect(calls[1]!.items.map((item) => item.key).sort()).toEqual([...items].sort());
    for (const item of calls[1]!.items) expect(item.filters).toContainEqual({ colCode: 'customsCode', op: 'eq', value: '2200' });
    await expect.poll(() => calls[1]!.lines.length, { timeout: 30_000 }).toBe(3);
    const after = new Map(calls[1]!.lines.map((line) => [line.key, totalOf(line)]));
    expect(Object.fromEntries(after)).toEqual({ byPort: 165, byFlag: 165, byConsignee: 165 });
    await expect.poll(() => paintedItems(page), { message: 'narrowed widgets painted', timeout: 30_000 }).toBe(3);
    await screenshot(page, 'dashboard-filtered');

    // The large screen: outside the frame, the design size scaled to the window, dark, every widget painted.
    await page.goto(`${baseUrl}/report/screen/${dashboardCode}`);
    await page.getByTestId('dashboard-large-screen').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-layout]').count(), 'no app frame around the large screen').toBe(0);
    const design = page.getByTestId('dashboard-design');
    expect(await design.evaluate((element) => (element as HTMLElement).style.width)).toBe('1920px');
    const scale = Number(await design.getAttribute('data-scale'));
    expect(scale).toBeGreaterThan(0.5);
    expect(scale).toBeLessThan(1);
    await expect.poll(() => paintedItems(page), { message: 'large screen painted', timeout: 30_000 }).toBe(3);
    const background = await page.getByTestId('dashboard-large-screen').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(13, 17, 23)');
    // Titles read light on the dark screen.
    const titleColour = await page.locator('[data-item-id="byPort"] span').first().evaluate((element) => getComputedStyle(element).color);
    expect(titleColour).toMatch(/^rgba?\(255, 255, 255/);
    await screenshot(page, 'dashboard-large-screen');
    expect(problems).toEqual([]);
  }, 600_000);
});
