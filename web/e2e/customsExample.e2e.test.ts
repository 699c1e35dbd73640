import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

type Language = 'zh_CN' | 'en_US' | 'th_TH' | 'zh_TW';

/** What each language's walk expects of the customs example: its switcher name and a few of its texts. */
const walks: Record<Language, { switcher: string; entryId: string; consignee: string; goodsNeedRow: string; deleteButton: string; onlineButton: string; exportButton: string; importButton: string; draft: string }> = {
  zh_CN: { switcher: '简体中文', entryId: '报关单号', consignee: '收发货人', goodsNeedRow: '商品至少需要 1 行', deleteButton: '删除', onlineButton: '在线修改', exportButton: '导出', importButton: '导入', draft: '草稿' },
  en_US: { switcher: 'English', entryId: 'Entry id', consignee: 'Consignee', goodsNeedRow: 'Goods needs at least 1 rows', deleteButton: 'Delete', onlineButton: 'Edit in spreadsheet', exportButton: 'Export', importButton: 'Import', draft: 'Draft' },
  th_TH: { switcher: 'ไทย', entryId: 'เลขที่ใบขนสินค้า', consignee: 'ผู้รับ/ผู้ส่งสินค้า', goodsNeedRow: 'สินค้า ต้องมีอย่างน้อย 1 แถว', deleteButton: 'ลบ', onlineButton: 'แก้ไขแบบตาราง', exportButton: 'ส่งออกข้อมูล', importButton: 'นำเข้าข้อมูล', draft: 'ฉบับร่าง' },
  zh_TW: { switcher: '繁體中文', entryId: '報關單號', consignee: '收發貨人', goodsNeedRow: '商品至少需要 1 列', deleteButton: '刪除', onlineButton: '線上修改', exportButton: '匯出', importButton: '匯入', draft: '草稿' },
};

const text = (lang: Language, key: string, values: Record<string, string | number> = {}) =>
  (rendererCatalogues[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const field = (page: Page, colCode: string) => page.locator(`[data-field="${colCode}"]`);
const grid = (page: Page) => page.getByTestId('view-layout').locator('.ag-root').first();

/**
 * Labels a person reads that are Latin words in a Chinese interface: codes (upper-case letters and
 * digits, e.g. "USD", "HS") are codes, not English.
 */
function latinWords(texts: readonly string[]): string[] {
  return texts.flatMap((label) => (label.match(/[A-Za-z][A-Za-z ./-]*/g) ?? []).map((word) => word.trim()).filter((word) => word !== '' && !/^[A-Z0-9]+$/.test(word)).map((word) => `${label}: ${word}`));
}

/** Checks the labels on screen are in the walk's language. */
function expectLanguage(lang: Language, texts: readonly string[]): void {
  // A label without a letter ('#' over the line numbers, a count) is in no language.
  const shown = texts.map((label) => label.trim()).filter((label) => /\p{L}/u.test(label));
  expect(shown.length).toBeGreaterThan(0);
  if (lang === 'zh_CN' || lang === 'zh_TW') expect(latinWords(shown)).toEqual([]);
  if (lang === 'th_TH') expect(shown.filter((label) => !/[\u0E00-\u0E7F]/.test(label) && !/^[A-Z0-9 ]+$/.test(label))).toEqual([]);
  if (lang === 'en_US') expect(shown.filter((label) => /[\u3400-\u9FFF\u0E00-\u0E7F]/.test(label))).toEqual([]);
}

/** Error toasts and notifications on screen now. */
const errorToasts = (page: Page) => page.locator('.ant-message-error, .ant-notification-notice-error').allTextContents();

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const item = page.getByRole('menuitem', { name, exact: true }).first();
  await item.waitFor({ state: 'visible' });
  await item.click();
  await item.waitFor({ state: 'hidden' });
}

async function fillCell(page: Page, row: number, colCode: string, value: string): Promise<void> {
  const cell = page.locator(`[data-subtable="dec_list"] .ag-row[row-index="${row}"] .ag-cell[col-id="${colCode}"]`);
  await cell.click();
  const editor = cell.locator('input, textarea').first();
  await editor.waitFor();
  await editor.fill(value);
  await editor.press('Enter');
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return (await (await download).path())!;
}

// Issue 20 point 1: the example is the first thing a newcomer opens, and must work in every language.
describe.skipIf(!baseUrl)(`the customs example in four languages in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it.each(Object.keys(walks) as Language[])('%s: the form and the list without errors, in the language, from a new declaration to its export imported back', async (lang) => {
    const walk = walks[lang];
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/customs/dec_form`);
    await page.locator('[data-testid="form-record"][data-mode="add"]').waitFor();
    if (lang !== 'zh_CN') await chooseLanguage(page, walk.switcher);
    await expect.poll(() => field(page, 'entryId').locator('.ant-form-item-label label').textContent()).toBe(walk.entryId);

    // The form: every label, the goods columns and the currencies in the language; no error toast.
    await field(page, 'currency').locator('.ant-select').click();
    const currencies = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The options' texts arrive with the dictionary; an option can be drawn with its bare code before them.
    await expect.poll(async () => (await currencies.allTextContents()).filter((label) => /\p{L}/u.test(label)).length).toBeGreaterThan(0);
    const currencyLabels = await currencies.allTextContents();
    await page.keyboard.press('Escape');
    // The closing list stays visible while it fades; the ports' list must not be confused with it.
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    const labels = await page.locator('[data-field] .ant-form-item-label label').allTextContents();
    const goodsHeadings = await page.locator('[data-subtable="dec_list"] .ag-header-cell-text').allTextContents();
    expectLanguage(lang, [...labels, ...goodsHeadings, ...currencyLabels]);
    expect(await errorToasts(page)).toEqual([]);

    // A declaration: the goods' row-count message goes as soon as a row is added.
    const consignee = `${walk.switcher} ${runSuffix}`;
    await field(page, 'ieFlag').locator('.ant-radio-button-wrapper, .ant-radio-wrapper').first().click();
    await field(page, 'customsCode').locator('.ant-select').click();
    const ports = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Judged on the read that showed texts: the list can be drawn again between two reads.
    let portLabels: string[] = [];
    await expect.poll(async () => (portLabels = await ports.allTextContents()).filter((label) => /\p{L}/u.test(label)).length).toBeGreaterThan(0);
    expectLanguage(lang, portLabels);
    await ports.first().click();
    await field(page, 'consignee').locator('input').fill(consignee);
    await field(page, 'declTotal').locator('input').fill('1200');
    const goods = page.locator('[data-subtable="dec_list"]');
    const goodsRows = goods.locator('.ag-center-cols-container .ag-row');
    while ((await goodsRows.count()) > 0) {
      await goodsRows.first().locator('.ag-selection-checkbox input, .ag-checkbox-input').first().click();
      await goods.getByRole('button').nth(1).click();
    }
    await page.locator('[data-submit="true"]').click();
    const goodsIssue = page.getByTestId('subtable-issue-dec_list');
    await expect.poll(() => goodsIssue.textContent()).toContain(walk.goodsNeedRow);
    await goods.getByRole('button').first().click();
    await expect.poll(() => goodsIssue.count()).toBe(0);
    await fillCell(page, 0, 'gNo', '1');
    await fillCell(page, 0, 'codeTs', '0901210000');
    await fillCell(page, 0, 'gName', 'Coffee');
    await fillCell(page, 0, 'qty', '10');
    await page.waitForTimeout(1100);
    await page.locator('[data-submit="true"]').click();
    await page.locator('[data-testid="form-record"][data-mode="edit"]').waitFor();
    await screenshot(page, `customs-example-form-${lang}`);

    // The list: headings and buttons in the language; the new declaration is a draft.
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.getByTestId('view-layout').waitFor();
    await page.locator('.ag-header-cell-text', { hasText: walk.entryId }).first().waitFor();
    const expand = page.getByRole('button', { name: text(lang, 'list.query.expand'), exact: true });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('textbox', { name: walk.consignee }).fill(consignee);
    await page.getByRole('button', { name: text(lang, 'list.query.search'), exact: true }).click();
    await expect.poll(() => grid(page).locator('.ag-row .ag-cell[col-id="consignee"]').allTextContents()).toEqual([consignee]);
    expect(await grid(page).locator('.ag-row .ag-cell[col-id="status"]').allTextContents()).toEqual([walk.draft]);
    const headings = await grid(page).locator('.ag-header-cell-text').allTextContents();
    const buttons = await page.getByTestId('view-layout').locator('button').allTextContents();
    const cells = await grid(page).locator('.ag-row .ag-cell:not([col-id="consignee"]):not([col-id="entryId"])').allTextContents();
    expectLanguage(lang, [...headings, ...buttons.filter((label) => label.trim() !== ''), ...cells.filter((cell) => /\D/.test(cell))].filter((label) => !/^[\d\s.,:-]+$/.test(label)));
    await screenshot(page, `customs-example-list-${lang}`);

    // Its Delete button is offered for it: the confirmation asks, rather than "condition not met".
    await grid(page).locator('.ag-row').first().locator('.ag-selection-checkbox input, .ag-checkbox-input').first().click();
    await page.getByRole('button', { name: walk.deleteButton, exact: true }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    // A click on Cancel while the box still zooms in is lost (seen under load): wait until it stands.
    await expect.poll(() => confirm.getAttribute('class')).not.toContain('ant-zoom-appear');
    expect(await confirm.textContent()).toContain(text(lang, 'list.confirm.delete', { count: 1 }));
    await confirm.getByRole('button', { name: text(lang, 'list.action.cancel') }).click();
    await confirm.waitFor({ state: 'hidden' });

    // Edit in spreadsheet: the view has editable columns, and a changed total is saved.
    await page.getByRole('button', { name: walk.onlineButton, exact: true }).click();
    const sheet = page.locator('.ant-modal', { hasText: text(lang, 'list.online.title') });
    await sheet.locator('.ag-row').first().waitFor();
    expect(await sheet.getByText(text(lang, 'list.online.noEditableColumns')).count()).toBe(0);
    const row = sheet.locator('.ag-row', { hasText: consignee }).first();
    const rowIndex = await row.getAttribute('row-index');
    const total = sheet.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="declTotal"]`).first();
    await total.click();
    const editor = total.locator('input').first();
    await editor.waitFor();
    await editor.fill('1300');
    await editor.press('Enter');
    await sheet.getByRole('button', { name: text(lang, 'list.online.save', { count: 1 }) }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => grid(page).locator('.ag-row .ag-cell[col-id="declTotal"]').allTextContents()).toEqual([expect.stringMatching(/1,?300/)]);

    // Its own export imports back: the declaration is found by its entry id and changed, not added twice.
    const file = await downloadBy(page, () => page.getByRole('button', { name: walk.exportButton, exact: true }).click());
    await page.getByRole('button', { name: walk.importButton, exact: true }).click();
    const dialog = page.locator('.ant-modal', { hasText: text(lang, 'list.import.title') });
    await dialog.locator('.ant-upload', { has: page.getByTestId('import-choose') }).locator('input[type="file"]').setInputFiles(file);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('import-partly-refused').count()).toBe(0);
    await expect.poll(() => grid(page).locator('.ag-row .ag-cell[col-id="consignee"]').allTextContents()).toEqual([consignee]);

    expect(await errorToasts(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
