import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/** Picks the interface's main language in the header's switcher. */
async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const item = page.getByRole('menuitem', { name, exact: true }).first();
  await item.waitFor({ state: 'visible' });
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

/** Every toast and system prompt on screen, by its text. */
const toastTexts = (page: Page) => page.locator('.ant-message-notice, .ant-notification-notice').allTextContents();

describe.skipIf(!baseUrl)(`languages, dates and messages in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('reads zh_TW menus in Traditional and the logs with dates in the language\'s format and enums by label', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await chooseLanguage(page, '繁體中文');
    // The menus' titles as the breadcrumb and the page tab show them.
    const breadcrumb = page.locator('.ant-breadcrumb');
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await expect.poll(() => breadcrumb.textContent(), { timeout: 20_000 }).toContain('報關單');
    expect(await breadcrumb.textContent()).not.toMatch(/报关/);
    await page.goto(`${baseUrl}/download/center`);
    await expect.poll(() => breadcrumb.textContent(), { timeout: 20_000 }).toContain('下載中心');
    expect(await page.locator('body').textContent()).not.toContain('下载中心');
    await screenshot(page, 'languages-zh_TW-download-centre');

    await page.goto(`${baseUrl}/system/log`);
    const firstLogin = page.getByTestId('console-log-list').locator('tr.ant-table-row').first();
    await firstLogin.waitFor();
    const cells = await firstLogin.locator('td').allTextContents();
    expect(cells).toContain('密碼');
    expect(cells).toContain('成功');
    expect(cells).not.toContain('password');
    expect(cells).not.toContain('success');
    // zh-TW writes "2026/11/26 上午6:12:15", never the US "11/26/2026, 6:12:15 AM".
    const time = cells.find((cell) => /\d{4}\/\d{1,2}\/\d{1,2}/.test(cell));
    expect(time, cells.join(' | ')).toMatch(/^\d{4}\/\d{1,2}\/\d{1,2} [上下]午/);
    await screenshot(page, 'languages-zh_TW-logs');

    await chooseLanguage(page, 'English');
    await expect.poll(async () => firstLogin.locator('td').allTextContents()).toContain('Password');
    const englishCells = await firstLogin.locator('td').allTextContents();
    expect(englishCells.some((cell) => /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/.test(cell))).toBe(true);
  });

  it('tells a refused, missing or timed-out list load once, translated, and a failed one with the server\'s message', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/system/log`);
    await page.getByTestId('console-log-list').locator('tr.ant-table-row').first().waitFor();

    // The real server answers everything else; only the list's reload is made to fail, status by status.
    const answers: Array<[number, unknown, string]> = [
      [403, { success: false, message: 'access/denied', code: 403 }, '拒绝访问'],
      [404, { success: false, message: 'not found', code: 404 }, '很抱歉，资源未找到'],
      [504, '', '网络超时'],
      [500, { success: false, message: '数据库暂时不可用', code: 500 }, '数据库暂时不可用'],
    ];
    for (const [status, body, shown] of answers) {
      await page.route('**/api/system/log/loginfo**', (route) => route.fulfill({ status, contentType: 'application/json', body: typeof body === 'string' ? body : JSON.stringify(body) }));
      await page.getByRole('button', { name: /刷\s*新/ }).first().click();
      await expect.poll(() => toastTexts(page)).toEqual(expect.arrayContaining([expect.stringContaining(shown)]));
      // Give a doubled toast the time to appear before counting.
      await page.waitForTimeout(600);
      const texts = await toastTexts(page);
      expect(texts.filter((text) => text.includes(shown)), texts.join(' | ')).toHaveLength(1);
      expect(texts.join(' '), `no raw key after ${status}`).not.toMatch(/http\.\w+|HTTP \d{3}/);
      await page.unroute('**/api/system/log/loginfo**');
      await screenshot(page, `languages-reaction-${status}`);
      // Let the toasts go before the next status.
      await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toEqual([]);
    }
  });
});
