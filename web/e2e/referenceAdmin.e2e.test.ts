import { afterEach, describe, expect, inject, it } from 'vitest';
import { referencePageTexts } from '../src/i18n/catalogues/referenceConsolePages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const texts = referencePageTexts.zh_CN;
// Fresh codes per run, so a rerun against the same data folder does not collide.
const suffix = Date.now().toString(36).slice(-6);

describe.skipIf(!baseUrl)(`reference administration in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('builds a category tree, writes a check rule and checks values with it, and publishes a system message that reaches the user\'s message centre', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);

    // A root category and one below it, read back from the server as a tree.
    await page.goto(`${baseUrl}/system/category`);
    await page.getByTestId('add-category').click();
    await page.locator('#category_name').fill(`货物 ${suffix}`);
    await page.locator('#category_code').fill(`goods_${suffix}`);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#category_name').waitFor({ state: 'detached' });
    const rootRow = page.getByTestId('console-category-list').locator('tbody tr', { hasText: `goods_${suffix}` });
    await rootRow.getByRole('button', { name: texts['reference.category.addChild'] }).click();
    await page.locator('#category_name').fill(`水果 ${suffix}`);
    await page.locator('#category_code').fill(`fruit_${suffix}`);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#category_name').waitFor({ state: 'detached' });
    const childRow = page.getByTestId('console-category-list').locator('tbody tr', { hasText: `fruit_${suffix}` });
    await childRow.waitFor();
    // The child is drawn one level in, under its parent.
    await expect.poll(() => childRow.locator('.ant-table-row-indent.indent-level-1').count()).toBe(1);
    await screenshot(page, 'reference-category-tree');
    const tree = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('wharf.token') ?? '{}').value as string;
      const response = await fetch('/api/system/category/loadAllData', { headers: { 'X-Access-Token': token } });
      return ((await response.json()) as { result: Array<{ id: string; pid: string; code: string }> }).result;
    });
    const root = tree.find((entry) => entry.code === `goods_${suffix}`);
    expect(tree.find((entry) => entry.code === `fruit_${suffix}`)?.pid).toBe(root?.id);

    // A check rule of four digits then a regular expression, tested through checkByCode.
    const ruleCode = `box_${suffix}`;
    await page.goto(`${baseUrl}/system/checkRule`);
    await page.getByTestId('add-check-rule').click();
    await page.locator('#checkRule_ruleCode').fill(ruleCode);
    await page.locator('#checkRule_ruleName').fill(`箱号 ${suffix}`);
    await page.locator('#checkRule_message').fill('箱号应为 4 位数字加 2 位大写字母');
    await page.getByTestId('add-segment').click();
    const second = page.getByTestId('check-rule-segment').nth(1);
    await second.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: texts['reference.checkRule.kind.regex'] }).click();
    await page.locator('#checkRule_segments_1_length').fill('*');
    await page.locator('#checkRule_segments_1_pattern').fill('[A-Z]{2}');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#checkRule_ruleCode').waitFor({ state: 'detached' });
    const ruleRow = page.getByTestId('console-check-rule-list').locator('tbody tr', { hasText: ruleCode });
    await ruleRow.getByTestId('test-check-rule').click();
    const valueInput = page.locator('input[placeholder="测试值"]');
    await valueInput.fill('1234AB');
    await valueInput.press('Enter');
    await page.getByTestId('check-rule-test-answer').filter({ hasText: texts['reference.checkRule.testPass'] }).waitFor();
    await valueInput.fill('12a4AB');
    await valueInput.press('Enter');
    await page.getByTestId('check-rule-test-answer').filter({ hasText: '箱号应为 4 位数字加 2 位大写字母' }).waitFor();
    await screenshot(page, 'reference-check-rule-test');
    await page.keyboard.press('Escape');

    // A system message to demo_user, published after confirming.
    const title = `系统升级 ${suffix}`;
    await page.goto(`${baseUrl}/system/message`);
    await page.getByTestId('add-message').click();
    await page.locator('#message_esTitle').fill(title);
    await page.locator('#message_esReceiver').fill('demo_user');
    await page.locator('#message_esContent').fill('周六 22:00 停机维护');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('#message_esTitle').waitFor({ state: 'detached' });
    const messageRow = page.getByTestId('console-message-admin').locator('tbody tr', { hasText: title });
    await messageRow.getByTestId('publish-message').click();
    const published = page.waitForResponse((response) => response.url().includes('/api/system/message/sysMessage/publish'));
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    expect((await published).status()).toBe(200);
    await messageRow.locator('.ant-tag', { hasText: texts['reference.message.status.1'] }).waitFor();
    await browser.close();

    // demo_user sees it in the message centre, unread, and opening it marks it read.
    browser = await openBrowser();
    await logInFromStart(browser.page, baseUrl, 'demo_user', password);
    await browser.page.goto(`${baseUrl}/message/center`);
    const entry = browser.page.getByTestId('inbox-entry').filter({ hasText: title });
    await entry.waitFor();
    expect(await entry.getAttribute('data-read')).toBe('0');
    await entry.click();
    await browser.page.getByTestId('inbox-content').filter({ hasText: '周六 22:00 停机维护' }).waitFor();
    await screenshot(browser.page, 'reference-message-centre');
    await browser.page.keyboard.press('Escape');
    await expect.poll(() => browser!.page.getByTestId('inbox-entry').filter({ hasText: title }).getAttribute('data-read')).toBe('1');
  });
});
