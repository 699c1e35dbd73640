import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, republishDeclarationsView, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/** The 18 chart types of spec §3, each drawn from the same dataset. */
const chartTypes = ['Column', 'GroupedColumn', 'StackedColumn', 'PercentStackedColumn', 'Radar', 'Line', 'GroupedLine', 'Area', 'StackedArea', 'Bar', 'StackedBar', 'PercentStackedBar', 'GroupedBar', 'Pie', 'Donut', 'Funnel', 'Gauge', 'MeterGauge'] as const;
type ChartType = (typeof chartTypes)[number];
/** Types that split their series by the I/E flag; the others plot the total by port (gauges: one total). */
const splitTypes = new Set<ChartType>(['GroupedColumn', 'StackedColumn', 'PercentStackedColumn', 'Radar', 'GroupedLine', 'StackedArea', 'StackedBar', 'PercentStackedBar', 'GroupedBar']);

const datasetCode = `e2e_charts_${runSuffix}`;
const consignee = `Charts ${runSuffix}`;
const widgetCodeOf = (chartType: ChartType) => `e2e_${chartType.toLowerCase()}_${runSuffix}`;

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

/**
 * Puts a report widget card on the customs menu for demo's users: the tenant's builder places an
 * entry (through a published view, the placement builders have), and the platform operator turns it
 * into the widget's card (component ReportWidgetCard, the widget code as the last path segment,
 * componentProps colCode/queryValue narrowing the card to this run's declarations).
 */
async function placeCard(builder: string, operator: string, parentId: string, widgetCode: string, title: string, narrowTo = consignee): Promise<string> {
  const menuCode = `m_${widgetCode}`.slice(0, 100);
  const placed = await api<{ id: string }>(baseUrl, builder, 'POST', '/eform/views/dec_list_view/menu', { parentId, title, menuCode });
  const path = `/report/card/${widgetCode}`;
  await api(baseUrl, operator, 'PUT', '/system/permission/edit', {
    id: placed.id, parentId, name: menuCode, menuCode, menuType: '1', path, component: 'eform/ReportWidgetCard',
    titles: { zhCn: title, enUs: title, thTh: title, zhTw: title },
    componentProps: [{ label: 'colCode', value: 'consignee' }, { label: 'queryValue', value: narrowTo }],
  });
  return path;
}

const declarationLines = [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }];

/** The dataset of these tests: declarations by port and I/E flag (a hierarchy port → flag), total declared. */
async function publishDataset(builder: string): Promise<void> {
  await publish(builder, 'dataset', datasetCode, {
    schemaVersion: 1, datasetCode, datasetName: 'E2E charts', sourceType: 'table', tableName: 'dec_head',
    dimension: [
      { colCode: 'customsCode', title: 'Port', colType: 'string', dictCode: 'customs_port' },
      { colCode: 'ieFlag', title: 'I/E', colType: 'string', dictCode: 'ie_flag' },
      { colCode: 'consignee', title: 'Consignee', colType: 'string' },
    ],
    measure: [{ colCode: 'declTotal', title: 'Total', aggregate: 'sum', precision: 2 }],
    hierarchies: [{ name: 'geo', title: 'Port and flag', levels: ['customsCode', 'ieFlag'] }],
  });
}

/** The customs app's menu, under which the cards go. */
async function customsMenuId(builder: string): Promise<string> {
  const permissions = await api<{ menu: MenuNode[] }>(baseUrl, builder, 'GET', '/system/getUserPermissionByToken');
  const customs = findMenu(permissions.menu, '/customs');
  expect(customs, 'the customs app menu').toBeDefined();
  return customs!.id;
}

/** How many pixels of the card's chart canvas(es) are painted (not fully transparent). */
function paintedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    let painted = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="report-chart-canvas"] canvas')) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) painted += 1;
    }
    return painted;
  });
}

describe.skipIf(!baseUrl)(`report charts in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('draws every one of the 18 chart types from a dataset on the real server, without a console error', async () => {
    const builder = await logInThroughApi(baseUrl, 'demo_admin', password);
    const operator = await logInThroughApi(baseUrl, 'admin', password);
    // This run's declarations: three ports (a radar needs three spokes), both flags, so every split has two series.
    const declarations = [['2200', 'I', 120], ['2200', 'E', 45], ['3100', 'I', 60], ['3100', 'E', 90], ['2200', 'I', 30], ['5300', 'I', 75], ['5300', 'E', 20]] as const;
    for (const [customsCode, ieFlag, declTotal] of declarations) {
      await api(baseUrl, builder, 'POST', '/eform/data/dec_form', { data: { ieFlag, customsCode, consignee, declDate: '2026-11-20', declTotal, dec_list: declarationLines } });
    }
    await publishDataset(builder);
    const customs = await customsMenuId(builder);
    const cards = new Map<ChartType, string>();
    for (const chartType of chartTypes) {
      const widgetCode = widgetCodeOf(chartType);
      const isGauge = chartType === 'Gauge' || chartType === 'MeterGauge';
      await publish(builder, 'report', widgetCode, {
        schemaVersion: 1, widgetCode, widgetName: `${chartType} chart`, datasetCode, chartType, yFields: ['declTotal'],
        ...(isGauge ? { gaugeMax: 500 } : { xField: 'customsCode' }),
        ...(splitTypes.has(chartType) ? { seriesField: 'ieFlag' } : {}),
        titleI18n: { zh_CN: `${chartType} 图`, en_US: `${chartType} chart`, th_TH: `${chartType}`, zh_TW: `${chartType} 圖` },
      });
      cards.set(chartType, await placeCard(builder, operator, customs, widgetCode, `${chartType} ${runSuffix}`));
    }

    browser = await openBrowser({ width: 1400, height: 900 });
    const { page } = browser;
    // Every console error and failed response counts, except the shell's division lookup, which
    // answers 403 to a tenant without divisions on every page (not a report call; see the report).
    const unrelated = [/\/api\/system\/division\/mine\b/];
    const isUnrelated = (url: string) => unrelated.some((pattern) => pattern.test(url));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isUnrelated(message.location().url)) problems.push(`${page.url()}: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400 && !isUnrelated(response.url())) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    for (const chartType of chartTypes) {
      await page.goto(`${baseUrl}${cards.get(chartType)!}`);
      const chart = page.locator(`[data-testid="report-chart"][data-chart-type="${chartType}"]`);
      await chart.waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('report-card-title').textContent(), { message: `${chartType} title`, timeout: 20_000 }).toBe(`${chartType} 图`);
      // echarts has finished drawing (animation included), and the axes, labels and marks cover far
      // more than a few stray pixels of the canvas.
      await page.locator('[data-testid="report-chart-canvas"][data-painted="true"]').waitFor({ timeout: 20_000 });
      expect(await paintedPixels(page), `${chartType} painted`).toBeGreaterThan(2000);
      expect(await page.getByTestId('report-chart-error').count(), `${chartType} shows no failure`).toBe(0);
      await screenshot(page, `report-chart-${chartType}`);
    }
    expect(problems).toEqual([]);
  }, 600_000);
  it('drills a card down its hierarchy and through to the declarations list, and exports the chart as PNG and its data as xlsx', async () => {
    const builder = await logInThroughApi(baseUrl, 'demo_admin', password);
    const operator = await logInThroughApi(baseUrl, 'admin', password);
    await republishDeclarationsView(baseUrl, builder);
    // One port and one flag for this card, so each level is a single full pie: a click in its middle hits it.
    const drillConsignee = `Drill ${runSuffix}`;
    for (const declTotal of [100, 50]) {
      await api(baseUrl, builder, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '2200', consignee: drillConsignee, declDate: '2026-11-20', declTotal, dec_list: declarationLines } });
    }
    if (!(await api<{ records: Array<{ code: string }> }>(baseUrl, builder, 'GET', `/eform/definitions?kind=dataset&keyword=${datasetCode}&pageNo=1&pageSize=10`)).records.some((record) => record.code === datasetCode)) await publishDataset(builder);
    const widgetCode = `e2e_drill_${runSuffix}`;
    await publish(builder, 'report', widgetCode, {
      schemaVersion: 1, widgetCode, widgetName: `Drill ${runSuffix}`, datasetCode, chartType: 'Pie', xField: 'customsCode', yFields: ['declTotal'], drillHierarchy: 'geo',
      drillThrough: { viewCode: 'dec_list_view', fieldMap: [{ dimension: 'customsCode', colCode: 'customsCode' }] },
    });
    const cardPath = await placeCard(builder, operator, await customsMenuId(builder), widgetCode, `Drill ${runSuffix}`, drillConsignee);

    browser = await openBrowser({ width: 1400, height: 900 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}${cardPath}`);
    const painted = page.locator('[data-testid="report-chart-canvas"][data-painted="true"]');
    const clickPieMiddle = async () => {
      await painted.waitFor({ timeout: 20_000 });
      const box = (await page.getByTestId('report-chart-canvas').boundingBox())!;
      // The pie's centre (option: 50% across, 46% down).
      await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.46);
    };

    // PNG export of what is on screen.
    await painted.waitFor({ timeout: 20_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('report-card-png').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.png$/);
    expect(readFileSync((await file.path())!).subarray(1, 4).toString()).toBe('PNG');

    // The data as xlsx through the download centre: queued (the server's message), then done with the card's rows.
    await page.getByTestId('report-card-xlsx').click();
    await page.locator('.ant-message-notice', { hasText: '下载中心' }).waitFor();
    type Task = { taskName: string; statusCode: string; rowCount: number | null };
    const task = async () => (await api<{ records: Task[] }>(baseUrl, builder, 'GET', `/system/exportTask/list?pageNo=1&pageSize=10&taskName=${encodeURIComponent(`Drill ${runSuffix}`)}`)).records[0];
    await expect.poll(async () => (await task())?.statusCode, { timeout: 60_000, interval: 1000 }).toBe('success');
    expect((await task())?.rowCount).toBe(1);

    // Down one level: the breadcrumb names the port, the pie now splits by flag.
    const widgetAnswers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/report/widget/${widgetCode}/data`)) widgetAnswers.push(new URL(request.url()).searchParams.get('drill') ?? '');
    });
    await clickPieMiddle();
    // The port's dictionary text in the interface language (zh_CN).
    await expect.poll(() => page.getByTestId('report-card-drill').textContent(), { timeout: 20_000 }).toMatch(/上海海关|Shanghai Customs/);
    expect(widgetAnswers.map((drill) => (drill ? JSON.parse(drill) : null))).toContainEqual({ hierarchy: 'geo', path: ['2200'] });

    // The lowest level: a click opens the declarations list filtered by the port, the flag and the card's consignee.
    await page.locator('[data-testid="report-chart-canvas"][data-painted="true"]').waitFor({ timeout: 20_000 });
    await clickPieMiddle();
    await page.waitForURL(/\/customs\/dec_list_view\?/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('customsCode'), query.get('ieFlag'), query.get('consignee')]).toEqual(['2200', 'I', drillConsignee]);
    await page.getByTestId('view-layout').waitFor();
    await expect.poll(() => page.getByTestId('view-layout').locator('.ag-row .ag-cell[col-id="consignee"]').allTextContents(), { timeout: 30_000 }).toEqual([drillConsignee, drillConsignee]);
    await screenshot(page, 'report-card-drill-through');
  }, 300_000);
});
