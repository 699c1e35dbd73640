import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

describe.skipIf(!baseUrl)(`the monitoring page in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('shows the platform operator the real server, database and the trace of their own requests', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'admin', password);
    await page.goto(`${baseUrl}/system/monitoring`);
    const server = page.getByTestId('monitoring-server');
    await server.getByText('数据目录磁盘').waitFor({ timeout: 30_000 });
    await expect.poll(() => server.textContent(), { timeout: 20_000 }).toMatch(/核 · /);
    await screenshot(page, 'monitoring-server');

    await page.getByRole('tab', { name: '数据库' }).click();
    const database = page.getByTestId('monitoring-database');
    await database.getByText('缓存命中率').waitFor({ timeout: 20_000 });
    await expect.poll(() => database.textContent()).toContain('PostgreSQL');

    await page.getByRole('tab', { name: 'HTTP 追踪' }).click();
    await page.getByTestId('trace-path').fill('monitor/server');
    await page.getByTestId('trace-search').click();
    const firstRow = page.getByTestId('monitoring-trace').locator('tr.ant-table-row').first();
    await expect.poll(() => firstRow.textContent(), { timeout: 20_000 }).toContain('/api/system/monitor/server');
    expect(await firstRow.textContent()).toContain('admin');
    await screenshot(page, 'monitoring-trace');
  }, 120_000);
});
