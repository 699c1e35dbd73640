import { afterEach, describe, expect, inject, it } from 'vitest';
import { appMarketPageTexts } from '../src/i18n/catalogues/appMarketPages';
import { logIn, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const texts = appMarketPageTexts.zh_CN;

describe.skipIf(!baseUrl)(`the app market in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('takes acme_admin from /marketList through login to the market, installs the customs app, and then finds and opens its menu', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await page.goto(`${baseUrl}/marketList`);
    await page.waitForURL((url) => url.pathname === '/index/login' && url.searchParams.get('redirect') === '/marketList');
    await logIn(page, 'acme_admin', password);
    await page.waitForURL((url) => url.pathname === '/app-market');
    const card = page.getByTestId('market-app-customs_declaration');
    await card.waitFor();
    expect(await card.textContent()).toContain('1.0.0');

    // Before the install the app's pages are not acme's: its list view path is not in the menu.
    await page.getByTestId('open-search').click();
    await page.getByTestId('global-search-input').fill('报关单');
    await page.locator('.ant-modal:visible .ant-empty').waitFor();
    await page.keyboard.press('Escape');

    await card.getByTestId('install-customs_declaration').click();
    const confirm = page.locator('.ant-modal-confirm:visible', { hasText: 'Customs declaration' });
    await confirm.waitFor();
    await confirm.locator('.ant-btn-primary').click();
    await card.getByTestId('installed-customs_declaration').waitFor({ timeout: 60_000 });
    expect(await card.getByTestId('installed-customs_declaration').textContent()).toBe(texts['appMarket.installed']!.replace('{{version}}', '1.0.0'));
    await confirm.waitFor({ state: 'hidden' });
    await screenshot(page, 'app-market-installed');

    await page.getByRole('tab', { name: texts['appMarket.tab.installed'] }).click();
    await page.getByTestId('installed-apps').locator('tbody tr', { hasText: 'customs_declaration' }).waitFor();

    // The menu was read again after the install: the app's list view is found and opens.
    await page.getByTestId('open-search').click();
    await page.getByTestId('global-search-input').fill('报关单');
    await page.getByTestId('global-search-hit').first().click();
    await page.waitForURL((url) => url.pathname === '/customs/dec_list_view');
    const view = page.locator('[data-testid="view-layout"][data-view-code="dec_list_view"]');
    // The list answers from acme's own new (empty) table: the grid's header shows the view's columns.
    await view.locator('.ag-root .ag-header-cell[col-id="entryId"]').first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'app-market-customs-view');
  }, 240_000);
});
