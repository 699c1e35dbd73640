import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appGroupPageTexts } from '../src/i18n/catalogues/appGroupPages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const texts = appGroupPageTexts.zh_CN;

/** Ticks the row of `code` in a definition list, moves the selection into `groupName`, and waits for the toast. */
async function moveIntoGroup(page: Page, listTestId: string, code: string, groupName: string): Promise<void> {
  const list = page.getByTestId(listTestId);
  const row = list.locator('tbody tr', { hasText: code }).first();
  await row.waitFor();
  await row.locator('.ant-checkbox').first().click();
  await list.getByTestId('move-to-group').click();
  const dialog = page.locator('.ant-modal:visible', { hasText: texts['appGroup.moveTarget'] });
  await dialog.getByTestId('move-to-group-target').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: groupName }).first().click();
  await dialog.getByTestId('move-to-group-ok').click();
  await page.locator('.ant-message-notice', { hasText: texts['appGroup.moved']!.replace('{{count}}', '1') }).first().waitFor();
}

describe.skipIf(!baseUrl)(`app groups in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('lands on the group page, creates a group, moves a form and a view into it from their lists, and opens the group to find them', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    // The console layout's / goes to the console main page /app/group, which the seeded menu has.
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.waitForURL((url) => url.pathname === '/app/group');
    await page.getByTestId('app-group-list').waitFor();

    const groupName = `E2E 报关 ${runSuffix}`;
    const groupCode = `e2e_${runSuffix}`;
    await page.getByTestId('add-app-group').click();
    await page.locator('#appGroupForm_groupName').fill(groupName);
    await page.locator('#appGroupForm_groupCode').fill(groupCode);
    await page.getByTestId('save-app-group').click();
    const card = page.getByTestId(`app-group-${groupCode}`);
    await card.waitFor();
    expect(await card.getByTestId('open-group-form').textContent()).toBe(`${texts['appGroup.kind.form']} 0`);

    await page.goto(`${baseUrl}/eform/forms`);
    await moveIntoGroup(page, 'eform-form-list', 'dec_quick_note', groupName);
    await page.goto(`${baseUrl}/eform/views`);
    await moveIntoGroup(page, 'eform-view-list', 'dec_list_view', groupName);

    await page.goto(`${baseUrl}/app/group`);
    await expect.poll(async () => card.getByTestId('open-group-form').textContent()).toBe(`${texts['appGroup.kind.form']} 1`);
    expect(await card.getByTestId('open-group-view').textContent()).toBe(`${texts['appGroup.kind.view']} 1`);
    await screenshot(page, 'app-groups');

    // Opening the group's forms: the form list filtered by the group shows the moved form only.
    await card.getByTestId('open-group-form').click();
    await page.waitForURL((url) => url.pathname === '/eform/forms' && url.searchParams.has('groupId'));
    const forms = page.getByTestId('eform-form-list');
    await forms.locator('tbody tr', { hasText: 'dec_quick_note' }).waitFor();
    expect(await forms.locator('tbody tr', { hasText: 'dec_form' }).count()).toBe(0);
    expect(await forms.getByTestId('app-group-filter').textContent()).toContain(groupName);

    await page.goto(`${baseUrl}/app/group`);
    await card.getByTestId('open-group-view').click();
    await page.waitForURL((url) => url.pathname === '/eform/views' && url.searchParams.has('groupId'));
    const views = page.getByTestId('eform-view-list');
    await views.locator('tbody tr', { hasText: 'dec_list_view' }).waitFor();
    expect(await views.locator('tbody tr').count()).toBe(1);
  });
});
