import { designerCatalogues } from '@wharf/designers/i18n';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const designer = (key: string) => designerCatalogues.zh_CN[`designer.report.${key}`] ?? key;

const datasetCode = `e2e_design_${runSuffix}`;
const widgetCode = `e2e_widget_${runSuffix}`;
const consignee = `Design ${runSuffix}`;

/** Drags one element onto another with the mouse, in steps, as a person would (dnd-kit's pointer sensor). */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** How many pixels of the preview's chart canvas are painted (not fully transparent). */
function paintedPreviewPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    let painted = 0;
    for (const canvas of document.querySelectorAll<HTMLCanvasElement>('[data-testid="report-preview"] canvas')) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) painted += 1;
    }
    return painted;
  });
}

describe.skipIf(!baseUrl)(`the report widget designer in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('builds a widget by dragging a measure and a dimension onto the wells, sees the live preview paint, saves and publishes it', async () => {
    const builder = await logInThroughApi(baseUrl, 'demo_admin', password);
    for (const [customsCode, declTotal] of [['2200', 120], ['3100', 60]] as const) {
      await api(baseUrl, builder, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode, consignee, declDate: '2026-11-20', declTotal, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
    }
    const created = await api<{ id: string; version: number }>(baseUrl, builder, 'POST', '/eform/definitions', {
      kind: 'dataset', code: datasetCode, name: `Design ${runSuffix}`,
      body: {
        schemaVersion: 1, datasetCode, datasetName: `Design ${runSuffix}`, sourceType: 'table', tableName: 'dec_head',
        dimension: [{ colCode: 'customsCode', title: 'Port', colType: 'string', dictCode: 'customs_port' }, { colCode: 'ieFlag', title: 'IE', colType: 'string' }, { colCode: 'consignee', title: 'Consignee', colType: 'string' }],
        measure: [{ colCode: 'declTotal', title: 'Total', aggregate: 'sum', precision: 2 }],
      },
    });
    await api(baseUrl, builder, 'POST', `/eform/definitions/${created.id}/publish`, { version: created.version });

    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The designer (dnd-kit's and antd's inline styles, the chart's canvas) runs under the server's Content Security Policy.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    // The builder's report widget list, from its seeded menu: a new widget from the scaffold.
    await page.goto(`${baseUrl}/eform/reportWidgets`);
    await page.getByTestId('new-report').click();
    await page.getByTestId('new-definition-code').fill(widgetCode);
    await page.getByTestId('new-definition-name').fill(`Widget ${runSuffix}`);
    await page.locator('.ant-modal-wrap:visible .ant-modal-footer .ant-btn-primary').click();
    const designerRoot = page.getByTestId('report-designer');
    await designerRoot.waitFor({ timeout: 30_000 });

    // Pick the dataset, then drag its fields onto the wells.
    await page.locator(`input[aria-label="${designer('basic.dataset')}"]`).click();
    await page.locator('.ant-select-item-option', { hasText: datasetCode }).click();
    const amount = page.locator('[data-field="measure:declTotal"]');
    await amount.waitFor({ timeout: 30_000 });
    await dragOnto(page, amount, page.locator('[data-well="values"]'));
    await page.locator('[data-held="values:declTotal"]').waitFor();
    await dragOnto(page, page.locator('[data-field="dimension:customsCode"]'), page.locator('[data-well="category"]'));
    await page.locator('[data-held="category:customsCode"]').waitFor();

    // The gallery: grouped types need a series, a pie fits one measure by port.
    expect(await page.locator('[data-chart-type="GroupedColumn"]').isDisabled()).toBe(true);
    await page.locator('[data-chart-type="Pie"]').click();

    // The live preview paints the unsaved widget from the dataset on the real server.
    await page.locator('[data-testid="report-preview"] [data-testid="report-chart"][data-chart-type="Pie"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => paintedPreviewPixels(page), { message: 'preview painted', timeout: 30_000 }).toBeGreaterThan(2000);
    await screenshot(page, 'report-designer-preview');

    // Titles in the interface languages (the style tab's colour pickers run under the CSP too).
    await designerRoot.locator('.ant-tabs-tab', { hasText: designer('tab.style') }).click();
    await page.locator(`input[aria-label="${designer('style.titleIn').replace('{{language}}', designer('language.th_TH'))}"]`).fill('ใบขนตามท่า');
    await page.locator(`input[aria-label="${designer('style.titleIn').replace('{{language}}', designer('language.en_US'))}"]`).fill('Declarations by port');
    await designerRoot.locator('button', { hasText: designer('style.addColour') }).click();

    // Save (a new definition) and publish it from the drawer; the stored body is what was built.
    await designerRoot.locator('button', { hasText: new RegExp(designer('save').split('').join('\\s*')) }).click();
    await page.getByTestId('publish-open-report').waitFor();
    await page.getByTestId('publish-open-report').click();
    const token = await sessionToken(page);
    await expect.poll(async () => (await api<{ records: Array<{ code: string; status: string }> }>(baseUrl, token, 'GET', `/eform/definitions?kind=report&keyword=${widgetCode}&pageNo=1&pageSize=20`)).records.find((row) => row.code === widgetCode)?.status, { timeout: 20_000 }).toBe('published');
    const data = await api<{ rows: Array<Record<string, unknown>>; widget: Record<string, unknown> }>(baseUrl, token, 'GET', `/eform/report/widget/${widgetCode}/data?colCode=consignee&queryValue=${encodeURIComponent(consignee)}`);
    expect(data.widget).toMatchObject({ chartType: 'Pie', xField: 'customsCode', yFields: ['declTotal'], titleI18n: { th_TH: 'ใบขนตามท่า', en_US: 'Declarations by port' }, colors: ['#5470c6'] });
    expect(data.rows.map((row) => Number(row.declTotal)).sort((a, b) => a - b)).toEqual([60, 120]);
    expect(problems).toEqual([]);
  }, 300_000);
});
