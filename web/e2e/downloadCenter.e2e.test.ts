import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { downloadPageTexts } from '../src/i18n/catalogues/downloadPages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, republishDeclarationsView, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const listText = (key: string) => rendererCatalogues.zh_CN[key] ?? key;
const downloadText = (key: string) => downloadPageTexts.zh_CN[key] ?? key;

describe.skipIf(!baseUrl)(`the download centre in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('exports the declarations list in the background, shows the task succeed in the download centre and downloads its file', async () => {
    const token = await logInThroughApi(baseUrl, 'demo_admin', password);
    await republishDeclarationsView(baseUrl, token);
    const consignees = ['One', 'Two', 'Three'].map((name) => `DL ${name} ${runSuffix}`);
    for (const consignee of consignees) {
      await api(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '2200', consignee, declDate: '2026-11-20', declTotal: 10, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
    }

    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_user', password);
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.getByTestId('view-layout').waitFor();
    const expand = page.getByRole('button', { name: listText('list.query.expand'), exact: true });
    await page.getByRole('button', { name: listText('list.query.search'), exact: true }).waitFor();
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('textbox', { name: '收发货人' }).fill(runSuffix);
    await page.getByRole('button', { name: listText('list.query.search'), exact: true }).click();
    await expect.poll(() => page.getByTestId('view-layout').locator('.ag-row .ag-cell[col-id="consignee"]').count()).toBe(3);

    // The export button's second choice queues the export; the answer says where the file will be.
    await page.getByTestId('export-choices').click();
    await page.getByText(listText('list.action.exportInBackground'), { exact: true }).click();
    await page.locator('.ant-message-notice', { hasText: '下载中心' }).waitFor();

    // The download centre lists the task (refreshing every 5 s) until it has succeeded with its file.
    await page.goto(`${baseUrl}/download/center?module=Declarations`);
    await page.getByTestId('download-center').waitFor();
    const row = page.getByTestId('download-center').locator('tr.ant-table-row').first();
    await row.locator('.ant-tag', { hasText: downloadText('downloads.status.success') }).waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toContain('Declarations_');
    await screenshot(page, 'download-centre');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: downloadText('downloads.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Declarations_\d{8}T\d{6}\.xlsx$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // The three records of this run, as the list showed them (the filter went with the task).
    expect(await row.locator('td').nth(3).textContent()).toBe('3');
  }, 240_000);
});
