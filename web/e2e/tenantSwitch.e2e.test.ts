import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

/** The header's mark of the current tenant, as the operator reads it. */
const tenantTag = (page: Page) => page.getByTestId('current-tenant');

/** Opens the header's user menu and clicks the entry with this text. */
async function chooseFromUserMenu(page: Page, text: string): Promise<void> {
  await page.getByTestId('user-menu').click();
  // By its text: the entry's accessible name starts with its icon's.
  const item = page.locator('.ant-dropdown-menu-item', { hasText: text });
  await item.waitFor({ state: 'visible' });
  await item.click();
}

describe.skipIf(!baseUrl)(`the operator's current tenant in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('is always in the header and the user menu, marked in the switch dialog, and switching in and back is confirmed', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'admin', password);
    await expect.poll(() => tenantTag(page).textContent()).toBe('当前租户：Wharf Platform');
    expect(await tenantTag(page).getAttribute('data-switched')).toBe('0');

    // Choosing a tenant asks before moving (the list holds the tenants, not the platform itself).
    await chooseFromUserMenu(page, '切换租户');
    const dialog = page.locator('.ant-modal', { hasText: '租户编码' });
    await dialog.locator('tr.ant-table-row', { hasText: 'Demo Trading Co.' }).click();
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const question = page.locator('.ant-modal-confirm', { hasText: '切换到租户「Demo Trading Co.」？' });
    await question.waitFor();
    await screenshot(page, 'tenant-switch-confirm');
    // Cancelling stays at home.
    await question.getByRole('button', { name: /取\s*消/ }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await tenantTag(page).textContent()).toBe('当前租户：Wharf Platform');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.locator('.ant-modal-confirm', { hasText: 'Demo Trading Co.' }).getByRole('button', { name: /确\s*定/ }).click();

    await expect.poll(() => tenantTag(page).textContent(), { timeout: 20_000 }).toBe('当前租户：Demo Trading Co.');
    expect(await tenantTag(page).getAttribute('data-switched')).toBe('1');
    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByTestId('user-menu-tenant').textContent()).toBe('当前租户：Demo Trading Co.');
    await screenshot(page, 'tenant-switched-user-menu');
    await page.keyboard.press('Escape');

    // The dialog marks the tenant the operator is in.
    await chooseFromUserMenu(page, '切换租户');
    await dialog.locator('tr.ant-table-row', { hasText: 'Demo Trading Co.' }).getByTestId('current-choice').waitFor();
    expect(await dialog.getByTestId('current-choice').count()).toBe(1);
    await screenshot(page, 'tenant-switch-dialog-current');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Back to the platform, confirmed with the tenant being left.
    await chooseFromUserMenu(page, '退出租户');
    const leaving = page.locator('.ant-modal-confirm', { hasText: '离开租户「Demo Trading Co.」，回到平台？' });
    await leaving.waitFor();
    await leaving.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => tenantTag(page).textContent(), { timeout: 20_000 }).toBe('当前租户：Wharf Platform');
    expect(await tenantTag(page).getAttribute('data-switched')).toBe('0');
  });

  it('is not shown to a tenant\'s own users, who cannot switch', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.getByTestId('user-menu').waitFor();
    expect(await tenantTag(page).count()).toBe(0);
  });
});
