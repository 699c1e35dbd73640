import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { importTaskPageTexts } from '../src/i18n/catalogues/importTaskPages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const text = (key: string) => rendererCatalogues.zh_CN[key] ?? importTaskPageTexts.zh_CN[key] ?? key;

/** Clicks something that starts a download and gives the downloaded file's path. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return (await (await download).path())!;
}

describe.skipIf(!baseUrl)(`import in the background on the declarations list in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('uploads a file in the background, follows the check to C30, confirms the correct row, sees G10 and the row in the list', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_user', password);
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.getByTestId('view-layout').waitFor();

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.locator('.ant-modal', { hasText: text('list.import.title') });
    await dialog.getByTestId('import-background').waitFor();
    const template = await downloadBy(page, () => dialog.getByRole('button', { name: text('list.import.downloadTemplate') }).click());

    // The template with a good declaration head and one whose I/E is not a dictionary value and whose consignee is missing.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(template) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    // The template's headings are the list's column titles in the user's language (zh_CN).
    expect(headings).toEqual(expect.arrayContaining(['进出口', '关区', '收发货人', '申报日期', '总价']));
    const fill = (rowNumber: number, values: Record<string, string | number>) => {
      for (const [title, value] of Object.entries(values)) sheet.getRow(rowNumber).getCell(headings.indexOf(title) + 1).value = value;
    };
    const good = `E2E Background ${runSuffix}`;
    fill(2, { 进出口: 'I', 关区: '2200', 收发货人: good, 申报日期: '2026-11-22', 总价: 900 });
    fill(3, { 进出口: 'X', 关区: '2200', 申报日期: '2026-11-22', 总价: 10 });
    const upload = join(mkdtempSync(join(tmpdir(), 'wharf-async-import-')), 'background.xlsx');
    writeFileSync(upload, Buffer.from(await workbook.xlsx.writeBuffer()));
    await dialog.locator('.ant-upload', { has: page.getByTestId('import-background') }).locator('input[type="file"]').setInputFiles(upload);

    // The run's dialog follows the check (polled every 2 s) to "partly wrong", with the details.
    const run = page.getByTestId('import-run');
    await expect.poll(() => run.getAttribute('data-status'), { timeout: 60_000, interval: 500 }).toBe('C30');
    expect(await run.textContent()).toContain(text('importRun.status.C30'));
    const details = await downloadBy(page, () => page.getByTestId('import-run-details').click());
    const detailsBook = new ExcelJS.Workbook();
    await detailsBook.xlsx.load(readFileSync(details) as unknown as ExcelJS.Buffer);
    expect(detailsBook.worksheets[0]!.rowCount).toBe(2);

    await page.getByTestId('import-run-confirm').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: text('importRun.confirm') }).click();
    await expect.poll(() => run.getAttribute('data-status'), { timeout: 60_000, interval: 500 }).toBe('G10');
    expect(await run.textContent()).toContain(text('importRun.status.G10'));
    await screenshot(page, 'async-import-ended');

    // The imported row is found in the list.
    await page.locator('.ant-modal', { has: run }).locator('.ant-modal-close').click();
    const expand = page.getByRole('button', { name: text('list.query.expand'), exact: true });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('textbox', { name: '收发货人' }).fill(good);
    await page.getByRole('button', { name: text('list.query.search'), exact: true }).click();
    const grid = page.getByTestId('view-layout').locator('.ag-root').first();
    await expect.poll(() => grid.locator('.ag-row .ag-cell[col-id="consignee"]').allTextContents()).toEqual([good]);
  });
});
