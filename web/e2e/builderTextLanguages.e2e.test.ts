import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

const label = (page: Page, colCode: string) => page.locator(`[data-field="${colCode}"] .ant-form-item-label label`);

/** Picks a language in the switcher: the first group is the main language, the last the second one. */
async function chooseLanguage(page: Page, name: string, group: 'main' | 'second'): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const items = page.getByRole('menuitem', { name, exact: true });
  const item = group === 'main' ? items.first() : items.last();
  await item.waitFor({ state: 'visible' });
  await item.click();
  // The next click must land in a new dropdown, not in this one closing.
  await item.waitFor({ state: 'hidden' });
}

describe.skipIf(!baseUrl)(`builder texts follow the interface language in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it("shows the customs form's field title in each of the four languages, then as main|second, keeping what was typed", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/customs/dec_form`);
    await page.locator('[data-testid="form-record"][data-mode="add"]').waitFor();
    await expect.poll(() => label(page, 'entryId').textContent()).toBe('报关单号');
    await page.locator('[data-field="consignee"] input').fill('Acme Trading');

    for (const [name, title] of [['English', 'Entry id'], ['ไทย', 'เลขที่ใบขนสินค้า'], ['繁體中文', '報關單號'], ['简体中文', '报关单号']] as const) {
      await chooseLanguage(page, name, 'main');
      await expect.poll(() => label(page, 'entryId').textContent()).toBe(title);
    }
    expect(await page.locator('[data-field="consignee"] input').inputValue()).toBe('Acme Trading');

    await chooseLanguage(page, 'English', 'second');
    await expect.poll(() => label(page, 'entryId').textContent()).toBe('报关单号|Entry id');
    await screenshot(page, 'builder-texts-zh_CN-en_US');
  });

  it('shows the declarations list columns and buttons in the chosen language', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.locator('.ag-header-cell-text', { hasText: '报关单号' }).first().waitFor();
    await chooseLanguage(page, 'ไทย', 'main');
    await page.locator('.ag-header-cell-text', { hasText: 'เลขที่ใบขนสินค้า' }).first().waitFor();
    await page.getByRole('button', { name: 'สร้างใบขนสินค้า' }).first().waitFor();
    await screenshot(page, 'builder-texts-list-th_TH');
  });
});
