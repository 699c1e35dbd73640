import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

// Issue 18 point 7 in the browser: a new table opens without errors; once typed, the message names the field.
describe.skipIf(!baseUrl)(`builder messages in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('opens the table designer without an error, then names the field by its label once the builder types', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/eform/tables`);
    await page.getByTestId('eform-table-list').waitFor();
    await page.getByTestId('new-table').click();
    const designer = page.getByTestId('table-designer');
    await designer.getByTestId('table-name').waitFor();

    // Nothing is wrong yet: no message, no internal names; saving is off and says why on demand.
    expect(await designer.locator('.ant-form-item-explain-error, [role="alert"]').count()).toBe(0);
    expect(await designer.textContent()).not.toMatch(/不能为空|tableName|tableTitle/);
    expect(await designer.getByTestId('save-table').isDisabled()).toBe(true);
    await designer.getByTestId('reveal-issues').waitFor();

    // A code in Chinese breaks the code rule: the message names the field as the form labels it.
    await designer.getByTestId('table-name').fill('订单');
    const codeMessage = designer.locator('.ant-form-item-explain-error').first();
    await codeMessage.waitFor();
    expect(await codeMessage.textContent()).toMatch(/^表编码：/);
    await designer.getByTestId('table-name').fill('');
    await designer.getByText('表编码 不能为空').waitFor();
    // The table name, not typed yet, still says nothing.
    expect(await designer.textContent()).not.toContain('表名称 不能为空');
    expect(await designer.textContent()).not.toContain('tableName');
  });
});
