import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

const field = (page: Page, colCode: string) => page.locator(`[data-field="${colCode}"]`);
const fieldMessage = (page: Page, colCode: string) => field(page, colCode).locator('.ant-form-item-explain-error');

/** Picks the first option of an antd select inside a form field. */
async function pickFirstOption(page: Page, colCode: string): Promise<void> {
  await field(page, colCode).locator('.ant-select').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await option.waitFor();
  await option.click();
}

/** Types into one cell of a sub-table row (the grid edits on a single click). */
async function fillCell(page: Page, subTable: string, row: number, colCode: string, text: string): Promise<void> {
  const cell = page.locator(`[data-subtable="${subTable}"] .ag-row[row-index="${row}"] .ag-cell[col-id="${colCode}"]`);
  await cell.click();
  const editor = cell.locator('input, textarea').first();
  await editor.waitFor();
  await editor.fill(text);
  await editor.press('Enter');
}

describe.skipIf(!baseUrl)(`the customs declaration form in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('opens from its menu, shows the rule messages, saves, reopens, edits and shows the change in the data log', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/customs/dec_form`);
    await page.locator('[data-testid="form-record"][data-mode="add"]').waitFor();
    await field(page, 'consignee').waitFor();

    // Submitting the empty form: each required field says so (spec §5: title + "cannot be empty").
    await page.locator('[data-submit="true"]').click();
    await fieldMessage(page, 'consignee').waitFor();
    expect(await fieldMessage(page, 'consignee').textContent()).toContain('不能为空');
    expect(await fieldMessage(page, 'customsCode').textContent()).toContain('不能为空');

    // A pattern rule with its own message.
    await field(page, 'socialCreditCode').locator('input').fill('bad-code');
    await field(page, 'socialCreditCode').locator('input').blur();
    await fieldMessage(page, 'socialCreditCode').waitFor();
    expect(await fieldMessage(page, 'socialCreditCode').textContent()).toContain('18');
    await screenshot(page, 'eform-customs-form-messages');

    await field(page, 'ieFlag').locator('.ant-radio-button-wrapper, .ant-radio-wrapper').first().click();
    await pickFirstOption(page, 'customsCode');
    await field(page, 'consignee').locator('input').fill('Acme Trading');
    await field(page, 'socialCreditCode').locator('input').fill('91310000MA1FL8XQ3C');
    await field(page, 'declTotal').locator('input').fill('1200');
    const goods = page.locator('[data-subtable="dec_list"]');
    if ((await goods.locator('.ag-center-cols-container .ag-row').count()) === 0) await goods.locator('button').first().click();
    await fillCell(page, 'dec_list', 0, 'gNo', '1');
    await fillCell(page, 'dec_list', 0, 'codeTs', '0901210000');
    await fillCell(page, 'dec_list', 0, 'gName', 'Coffee beans');
    await fillCell(page, 'dec_list', 0, 'qty', '10');
    await page.locator('[data-submit="true"]').click();

    // Saved: the tab now edits the new record, which a reload opens again.
    const edit = page.locator('[data-testid="form-record"][data-mode="edit"]');
    await edit.waitFor();
    const id = await edit.getAttribute('data-record-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.url()).toContain(`id=${id}`);
    await page.reload();
    await edit.waitFor();
    await expect.poll(() => field(page, 'consignee').locator('input').inputValue()).toBe('Acme Trading');
    // The declaration number came from the fill rule (2200 + date + sequence: 18 digits).
    await expect.poll(() => field(page, 'entryId').locator('input').inputValue()).toMatch(/^2200\d{14}$/);

    await field(page, 'consignee').locator('input').fill('Acme Trading Co');
    await page.locator('[data-submit="true"]').click();
    await page.getByTestId('open-data-log').click();
    const log = page.getByTestId('data-log');
    const second = log.getByTestId('data-log-version-2');
    await second.waitFor();
    const text = await second.textContent();
    expect(text).toContain('Consignee');
    expect(text).toContain('Acme Trading');
    expect(text).toContain('Acme Trading Co');
    await log.getByTestId('data-log-version-1').waitFor();
    await screenshot(page, 'eform-customs-data-log');
  });

  it('opens as a visitor page from a visitor link: the rules apply, a declaration is submitted, and the page stays ready for the next one', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const issued = await api<{ visitorToken: string }>(baseUrl, await sessionToken(page), 'POST', '/system/visitorToken', { pageType: 'form', pageCode: 'dec_form' });
    await browser.close();

    browser = await openBrowser();
    const visitor = browser.page;
    await visitor.goto(`${baseUrl}/visitor?visitorToken=${encodeURIComponent(issued.visitorToken)}`);
    await visitor.locator('[data-testid="visitor-page"] [data-testid="form-record"][data-mode="add"]').waitFor();
    await visitor.locator('[data-submit="true"]').click();
    await fieldMessage(visitor, 'consignee').waitFor();

    await field(visitor, 'ieFlag').locator('.ant-radio-button-wrapper, .ant-radio-wrapper').first().click();
    await pickFirstOption(visitor, 'customsCode');
    await field(visitor, 'consignee').locator('input').fill('Visitor Trading');
    await field(visitor, 'socialCreditCode').locator('input').fill('91310000MA1FL8XQ3C');
    await field(visitor, 'declTotal').locator('input').fill('80');
    const goods = visitor.locator('[data-subtable="dec_list"]');
    if ((await goods.locator('.ag-center-cols-container .ag-row').count()) === 0) await goods.locator('button').first().click();
    await fillCell(visitor, 'dec_list', 0, 'gNo', '1');
    await fillCell(visitor, 'dec_list', 0, 'codeTs', '0901210000');
    await fillCell(visitor, 'dec_list', 0, 'gName', 'Tea');
    await fillCell(visitor, 'dec_list', 0, 'qty', '2');
    await visitor.locator('[data-submit="true"]').click();
    await visitor.getByText('保存成功').first().waitFor();
    expect(await visitor.locator('[data-testid="form-record"]').getAttribute('data-mode')).toBe('add');
    expect(visitor.url()).not.toContain('mode=edit');
  });
});
