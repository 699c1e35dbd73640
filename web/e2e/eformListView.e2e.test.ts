import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, republishDeclarationsView, runSuffix, type StoredView } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const text = (key: string, values: Record<string, string | number> = {}) => Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), rendererCatalogues.zh_CN[key] ?? key);

/**
 * The seeded declarations view, republished (`republishDeclarationsView`) so that the consignee
 * and the credit code can be edited online, the credit code is not masked, and staff may delete
 * what they selected (no menu of the example grants dec_list_view:delete, so that button would
 * show to nobody).
 */
function adjustDeclarationsView(body: StoredView['body']): void {
  for (const column of body.columns) {
    if (column.colCode === 'socialCreditCode') delete column.tuoMin;
    if (column.colCode === 'consignee' || column.colCode === 'socialCreditCode') column.isEdit = 'Y';
  }
  for (const button of body.buttons) {
    if (button.buttonCode !== 'batchDelete') continue;
    delete button.showCondition;
    delete button.permission;
  }
}

const grid = (page: Page) => page.getByTestId('view-layout').locator('.ag-root').first();
const rowsText = (page: Page, colCode: string) => grid(page).locator(`.ag-row .ag-cell[col-id="${colCode}"]`).allTextContents();
/** Rows in their displayed order (ag-grid keeps DOM order apart from row-index). */
async function consigneesInOrder(page: Page): Promise<string[]> {
  // Pinned columns have rows of their own; the consignee's cells are in the centre ones.
  const rows = grid(page).locator('.ag-row:has(.ag-cell[col-id="consignee"])');
  const entries = await rows.evaluateAll((elements) => elements.map((element) => [Number(element.getAttribute('row-index')), element.querySelector('[col-id="consignee"]')?.textContent ?? ''] as const));
  return entries.sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
}

describe.skipIf(!baseUrl)(`the declarations list page in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('filters, sorts, selects, batch deletes, exports, saves an online modification only when every cell passes, and edits a row in the form drawer', async () => {
    // The builder (demo_admin) fixes the view and makes records through the API; the list is used
    // by staff (demo_user), who hold the customs app's menus and button permissions.
    const token = await logInThroughApi(baseUrl, 'demo_admin', password);
    await republishDeclarationsView(baseUrl, token, adjustDeclarationsView);
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_user', password);
    const names = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => `E2E ${name} ${runSuffix}`);
    const ids: string[] = [];
    for (const [index, consignee] of names.entries()) {
      const created = await api<{ id: string }>(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '2200', consignee, declDate: '2026-11-20', declTotal: [30, 10, 40, 20][index], dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
      ids.push(created.id);
    }

    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.getByTestId('view-layout').waitFor();
    await page.getByRole('button', { name: text('list.query.search'), exact: true }).waitFor();
    // Filter: the consignee query field (a "contains" match), then search.
    const expand = page.getByRole('button', { name: text('list.query.expand'), exact: true });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('textbox', { name: '收发货人' }).fill(runSuffix);
    await page.getByRole('button', { name: text('list.query.search'), exact: true }).click();
    await expect.poll(() => rowsText(page, 'consignee').then((cells) => cells.length)).toBe(4);

    // Sort by the total: ascending, then descending.
    await grid(page).locator('.ag-header-cell[col-id="declTotal"] .ag-header-cell-label').click();
    await expect.poll(() => consigneesInOrder(page)).toEqual([names[1], names[3], names[0], names[2]]);
    await grid(page).locator('.ag-header-cell[col-id="declTotal"] .ag-header-cell-label').click();
    await expect.poll(() => consigneesInOrder(page)).toEqual([names[2], names[0], names[3], names[1]]);

    // Select two rows by clicking them (a click toggles), batch delete after confirming.
    for (const name of [names[1], names[3]]) await grid(page).locator('.ag-row .ag-cell[col-id="consignee"]', { hasText: name }).click();
    await page.getByRole('button', { name: '删除', exact: true }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    // The example's Delete button asks with the platform's translated count message (spec §5), not an English box.
    await expect.poll(() => confirm.getAttribute('class')).not.toContain('ant-zoom-appear');
    expect(await confirm.textContent()).toContain(text('list.confirm.delete', { count: 2 }));
    await confirm.getByRole('button', { name: text('list.action.ok'), exact: true }).click();
    await expect.poll(() => consigneesInOrder(page)).toEqual([names[2], names[0]]);

    // Export: the streamed .xlsx arrives as a download (a zip: "PK").
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const saved = await file.path();
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');

    // Online modification: two cells changed, one breaks the credit-code rule, so nothing is saved
    // and the message sits on that cell; fixed, both are saved together.
    await page.getByRole('button', { name: '在线修改', exact: true }).click();
    const dialog = page.locator('.ant-modal', { hasText: text('list.online.title') });
    await dialog.waitFor();
    const editCell = async (name: string, colCode: string, value: string) => {
      // The row by its consignee, then the cell by the row's index (an edited cell holds an input, not text).
      const rowIndex = await dialog.locator('.ag-row .ag-cell[col-id="consignee"]', { hasText: name }).first().evaluate((element) => element.closest('.ag-row')?.getAttribute('row-index'));
      const cell = dialog.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${colCode}"]`);
      await cell.dblclick();
      const input = cell.locator('input').first();
      await input.waitFor();
      await input.fill(value);
      await input.press('Enter');
    };
    await editCell(names[2]!, 'consignee', `${names[2]} Co`);
    await editCell(names[0]!, 'socialCreditCode', 'bad');
    await dialog.getByRole('button', { name: text('list.online.save', { count: 2 }) }).click();
    await dialog.locator('.wharf-cell-invalid[col-id="socialCreditCode"]').waitFor();
    await screenshot(page, 'eform-online-modify-issue');
    const unchanged = await api<{ data: { consignee: string } }>(baseUrl, token, 'GET', `/eform/data/dec_form/${ids[2]}`);
    expect(unchanged.data.consignee).toBe(names[2]);
    await editCell(names[0]!, 'socialCreditCode', '91310000MA1FL8XQ3C');
    await dialog.getByRole('button', { name: text('list.online.save', { count: 2 }) }).click();
    await dialog.waitFor({ state: 'detached' });
    const changed = await api<{ data: { consignee: string; socialCreditCode: string } }>(baseUrl, token, 'GET', `/eform/data/dec_form/${ids[2]}`);
    expect(changed.data.consignee).toBe(`${names[2]} Co`);
    const other = await api<{ data: { socialCreditCode: string } }>(baseUrl, token, 'GET', `/eform/data/dec_form/${ids[0]}`);
    expect(other.data.socialCreditCode).toBe('91310000MA1FL8XQ3C');

    // A row's Edit button opens the form on that record in the button's drawer; saving reloads the list.
    await expect.poll(() => rowsText(page, 'consignee')).toContain(`${names[2]} Co`);
    const alphaIndex = await grid(page).locator('.ag-row .ag-cell[col-id="consignee"]', { hasText: names[0] }).first().evaluate((element) => element.closest('.ag-row')?.getAttribute('row-index'));
    await grid(page).locator(`.ag-row[row-index="${alphaIndex}"]`).getByRole('button', { name: '编辑', exact: true }).click();
    const record = page.locator(`.ant-drawer [data-testid="form-record"][data-mode="edit"][data-record-id="${ids[0]}"]`);
    await record.waitFor();
    const consignee = record.locator('[data-field="consignee"] input');
    await expect.poll(() => consignee.inputValue()).toBe(names[0]);
    await consignee.fill(`${names[0]} Ltd`);
    await record.locator('[data-submit="true"]').click();
    await record.waitFor({ state: 'detached' });
    await expect.poll(() => rowsText(page, 'consignee')).toContain(`${names[0]} Ltd`);
  });
});
