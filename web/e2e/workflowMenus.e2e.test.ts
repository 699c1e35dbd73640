import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

describe.skipIf(!baseUrl)(`the workflow menus in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('leads staff from the side menu to their to-dos, and not to the workflow\'s management', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'dec_clerk', password);
    const menu = page.getByTestId('side-menu');
    await menu.getByText('流程', { exact: true }).click();
    await menu.getByText('我的待办').click();
    await page.waitForURL(/\/bpm\/todo$/);
    await page.getByTestId('bpm-list-todo').waitFor();
    expect(await menu.getByText('流程管理').count()).toBe(0);
  });

  it('draws the analytics of the back office as echarts bars on a canvas', async () => {
    // One request started, so "most started templates" has a bar.
    const clerk = await logInThroughApi(baseUrl, 'dec_clerk', password);
    const record = await api<{ id: string }>(baseUrl, clerk, 'POST', '/eform/data/dec_form', {
      data: {
        ieFlag: 'I', customsCode: '2200', consignee: 'Chart Imports Ltd.', socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-26', currency: 'USD', declTotal: 1200,
        dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptops', qty: 2, unit: '011', declPrice: 600, originCountry: 'CHN' }],
      },
    });
    await api(baseUrl, clerk, 'POST', '/bpm/binding/start', { formCode: 'dec_form', dataId: record.id });

    browser = await openBrowser();
    const { page } = browser;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const menu = page.getByTestId('side-menu');
    await menu.getByText('流程管理').click();
    await menu.getByText('流程分析').click();
    await page.waitForURL(/\/workflow\/analytics$/);
    const mostStarted = page.locator('[data-list="mostStarted"]');
    const canvas = mostStarted.locator('[data-testid="analytics-chart"] canvas');
    await canvas.waitFor({ timeout: 30_000 });
    // The canvas is sized to its box and something is painted on it (not a blank surface).
    const painted = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!;
      const { data } = context.getImageData(0, 0, element.width, element.height);
      return { width: element.width, height: element.height, inked: data.some((value, index) => index % 4 === 3 && value > 0) };
    });
    expect(painted.width).toBeGreaterThan(100);
    expect(painted.height).toBeGreaterThan(40);
    expect(painted.inked).toBe(true);
    expect(await mostStarted.locator('[data-testid="analytics-entry"]').first().textContent()).toMatch(/\d+ 个实例$/);
    await screenshot(page, 'workflow-analytics-chart');
    expect(problems).toEqual([]);
  });
});
