import { designerCatalogues } from '@wharf/designers/i18n';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, runSuffix, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const text = (key: string) => designerCatalogues.zh_CN[`designer.view.${key}`] ?? key;

describe.skipIf(!baseUrl)(`the view list in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('designs a view over a table (its columns taken from the table definition), saves it with its id, publishes it, and its rows are served', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const token = await sessionToken(page);
    const consignee = `E2E View ${runSuffix}`;
    await api(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '5300', consignee, declDate: '2026-11-19', declTotal: 7, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Rice', qty: 3 }] } });

    await page.goto(`${baseUrl}/eform/views`);
    await page.getByTestId('eform-view-list').waitFor();
    await page.getByTestId('new-view').click();
    const viewCode = `e2e_view_${runSuffix}`;
    await page.getByRole('textbox', { name: text('basic.viewName'), exact: true }).fill('E2E declarations');
    await page.getByRole('textbox', { name: text('basic.viewCode'), exact: true }).fill(viewCode);
    await page.getByRole('combobox', { name: text('basic.tableName'), exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'dec_head' }).first().click();
    await page.getByRole('button', { name: text('basic.addTableColumns'), exact: true }).click();
    // The columns come from the table's definition on the server: save once they are in, not before (a loaded
    // machine answered after the save click and the view was saved without columns).
    const columnsAdded = new RegExp(text('basic.columnsAdded').replace('{{count}}', '[1-9]\\d*'));
    await page.getByRole('alert').filter({ hasText: columnsAdded }).waitFor();
    await page.getByRole('button', { name: text('save'), exact: true }).click();
    const row = page.getByTestId('eform-view-list').locator('tr', { hasText: viewCode });
    await row.waitFor();
    await page.locator('.ant-drawer-close').first().click();
    await page.getByTestId(`publish-view-${viewCode}`).click();
    await expect.poll(async () => (await page.getByTestId(`publish-view-${viewCode}`).isDisabled())).toBe(true);

    const list = await api<{ records: Array<{ id: string; code: string; status: string }> }>(baseUrl, token, 'GET', `/eform/definitions?kind=view&keyword=${viewCode}&pageNo=1&pageSize=20`);
    const stored = list.records.find((record) => record.code === viewCode)!;
    expect(stored.status).toBe('published');
    const view = await api<{ body: { viewId?: string; tableName?: string; columns: Array<{ colCode: string }> } }>(baseUrl, token, 'GET', `/eform/definitions/${stored.id}`);
    expect(view.body.viewId).toBe(stored.id);
    expect(view.body.tableName).toBe('dec_head');
    expect(view.body.columns.map((column) => column.colCode)).toContain('consignee');
    const rows = await api<{ records: Array<Record<string, unknown>> }>(baseUrl, token, 'GET', `/eform/views/${viewCode}/data?pageNo=1&pageSize=20&consignee=${encodeURIComponent(consignee)}`);
    expect(rows.records.some((record) => record.consignee === consignee)).toBe(true);
  });
});
