import { designerCatalogues } from '@wharf/designers/i18n';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, runSuffix, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const text = (key: string) => designerCatalogues.zh_CN[`designer.dataSources.${key}`] ?? key;

describe.skipIf(!baseUrl)(`the SQL config list in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('writes a SQL config in the monaco editor, saves it, test-runs it on the server and lists it', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const token = await sessionToken(page);
    const consignee = `E2E Sql ${runSuffix}`;
    await api(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'E', customsCode: '3100', consignee, declDate: '2026-11-21', declTotal: 5, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Tea', qty: 2 }] } });

    await page.goto(`${baseUrl}/eform/sqlConfigs`);
    await page.getByTestId('eform-sql-config-list').waitFor();
    await page.getByTestId('new-source').click();
    const code = `e2e_sql_${runSuffix}`;
    await page.getByRole('textbox', { name: text('sql.sqlCode') }).fill(code);
    await page.getByRole('textbox', { name: text('sql.sqlName') }).fill('E2E consignees');
    // `biz.<table code>` names a business table (resolved per tenant by the server); the parameter is bound by name.
    const editor = page.locator('.monaco-editor').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    // Inserted as one text input: typed key by key, the editor's suggestions would take some keys.
    await page.keyboard.insertText('select id, "consignee" from biz.dec_head where "consignee" = :who');
    await page.getByRole('button', { name: text('sql.declare') }).click();
    await page.getByRole('button', { name: text('save'), exact: true }).click();
    const row = page.getByTestId('eform-sql-config-list').locator('tr', { hasText: code });
    await row.waitFor();

    await page.getByRole('tab', { name: text('test.title') }).click();
    await page.getByRole('textbox', { name: 'who' }).fill(consignee);
    await page.getByRole('button', { name: text('test.run'), exact: true }).click();
    // antd draws the header and the body of a scrolling table as two tables with the same label.
    const result = page.getByLabel(text('test.result')).last();
    await expect.poll(async () => (await result.textContent()) ?? '').toContain(consignee);
    await screenshot(page, 'eform-sql-config-test-run');
    const stored = await api<{ records: Array<{ sqlCode: string; sqlQuery: string; parameters: Array<{ name: string }> }> }>(baseUrl, token, 'GET', `/eform/sqlConfig/list?sqlCode=${code}&pageNo=1&pageSize=20`);
    expect(stored.records.find((record) => record.sqlCode === code)?.parameters.map((p) => p.name)).toEqual(['who']);
  });
});
