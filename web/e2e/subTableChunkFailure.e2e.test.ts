import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

describe.skipIf(!baseUrl)(`a sub-table whose grid chunk fails to load, in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('says so with "try again", and the retry (a URL the module map has not seen) draws the grid', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    // The grid's chunk fails, as on a dropped connection, until the connection is back.
    const chunkRequests: string[] = [];
    let isConnectionBack = false;
    await page.route((url) => /\/SubTableGrid-[\w-]+\.js$/.test(url.pathname), async (route) => {
      chunkRequests.push(new URL(route.request().url()).search);
      if (isConnectionBack) await route.fallback();
      else await route.abort('failed');
    });
    const unhandled: string[] = [];
    page.on('pageerror', (error) => unhandled.push(error.message));
    await page.goto(`${baseUrl}/customs/dec_form`);
    const failed = page.locator('[data-subtable="dec_list"][data-subtable-failed="true"]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('明细表加载失败');
    // The rest of the form takes input meanwhile.
    await page.locator('[data-field="consignee"] input').fill('Acme Trading');
    await screenshot(page, 'subtable-chunk-failed');

    isConnectionBack = true;
    await failed.getByRole('button').click();
    await page.locator('[data-subtable="dec_list"] .ag-root').waitFor();
    // The form's preload and the field may each have asked (one request or two, by timing); every
    // request after the first asked for a URL of its own, which Chromium fetched instead of failing
    // it from the module map.
    expect(chunkRequests[0]).toBe('');
    expect(chunkRequests.length).toBeGreaterThanOrEqual(2);
    expect(chunkRequests.slice(1)).toEqual(chunkRequests.slice(1).map((_, index) => `?retry=${index + 1}`));
    expect(await page.locator('[data-field="consignee"] input').inputValue()).toBe('Acme Trading');
    expect(unhandled).toEqual([]);
  });
});
