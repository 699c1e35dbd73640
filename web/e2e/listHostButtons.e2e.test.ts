import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { rendererCatalogues } from '@wharf/renderer/i18n';
import { eformPageTexts } from '../src/i18n/catalogues/eformPages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, republishDeclarationsView, runSuffix, type StoredView } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const listText = (key: string) => rendererCatalogues.zh_CN[key] ?? key;
const consigneeParameter = [{ parameterKey: 'consignee', colCode: 'consignee' }];

/**
 * The seeded declarations view with three row buttons a builder adds in the view designer: the
 * declarations of the same consignee in a large dialog (openView of the view itself, filtered by the
 * row's consignee), the same list in a new tab (openUrl to this site's list page with the consignee as
 * a query value), and a link a careless definition could carry (javascript:), which must never run.
 */
function addHostButtons(body: StoredView['body']): void {
  body.buttons.push(
    { buttonCode: 'sameConsignee', buttonName: '同收货人', buttonType: 'inline', buttonStyle: 'link', openType: 'openView', linkView: 'dec_list_view', viewName: '同收货人的报关单', dialogSize: 'large', outParameter: consigneeParameter },
    { buttonCode: 'consigneeTab', buttonName: '新标签查看', buttonType: 'inline', buttonStyle: 'link', openType: 'openUrl', linkUrl: '/customs/dec_list_view', dialogSize: 'newTab', outParameter: consigneeParameter },
    { buttonCode: 'badLink', buttonName: '坏链接', buttonType: 'inline', buttonStyle: 'link', openType: 'openUrl', linkUrl: 'javascript:document.title="hacked"' },
  );
}

const consigneeCells = (scope: Locator) => scope.locator('.ag-row .ag-cell[col-id="consignee"]');

/** The row of `consignee` in a list (its buttons sit in the pinned part, under the same row-index). */
async function rowOf(scope: Locator, consignee: string): Promise<Locator> {
  const index = await consigneeCells(scope).filter({ hasText: consignee }).first().evaluate((element) => element.closest('.ag-row')?.getAttribute('row-index'));
  return scope.locator(`.ag-row[row-index="${index}"]`);
}

async function searchConsignee(page: Page, value: string): Promise<void> {
  const expand = page.getByRole('button', { name: listText('list.query.expand'), exact: true });
  if (await expand.isVisible()) await expand.click();
  await page.getByRole('textbox', { name: '收发货人' }).fill(value);
  await page.getByRole('button', { name: listText('list.query.search'), exact: true }).click();
}

describe.skipIf(!baseUrl)(`list buttons the page carries out, in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('an openView button shows the linked view filtered by the row; an openUrl button opens the filtered list in a new tab; a javascript: link is refused', async () => {
    const token = await logInThroughApi(baseUrl, 'demo_admin', password);
    await republishDeclarationsView(baseUrl, token, addHostButtons);
    const names = ['One', 'Two'].map((name) => `HB ${name} ${runSuffix}`);
    for (const consignee of names) {
      await api(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '2200', consignee, declDate: '2026-11-20', declTotal: 10, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
    }
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page, context } = browser;
    await logInFromStart(page, baseUrl, 'demo_user', password);
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    const list = page.getByTestId('view-layout').locator('.ag-root').first();
    await page.getByRole('button', { name: listText('list.query.search'), exact: true }).waitFor();
    await searchConsignee(page, runSuffix);
    await expect.poll(() => consigneeCells(list).allTextContents().then((cells) => cells.filter((cell) => cell.startsWith('HB ')).sort())).toEqual(names);

    // openView: the dialog of the button's size holds the linked list, filtered by the row's consignee.
    await (await rowOf(list, names[0]!)).getByRole('button', { name: '同收货人', exact: true }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('linked-view') });
    await expect.poll(() => dialog.locator('.ant-modal-title').textContent()).toBe('同收货人的报关单');
    await expect.poll(() => consigneeCells(dialog).allTextContents()).toEqual([names[0]]);
    expect(await page.getByText(listText('list.message.missingAction')).count()).toBe(0);
    await screenshot(page, 'list-host-buttons-open-view');
    await dialog.locator('.ant-modal-close').click();
    await dialog.waitFor({ state: 'detached' });

    // openUrl in a new tab: this site's list page with the consignee as a query value, read there as a fixed filter.
    const opened = context.waitForEvent('page');
    await (await rowOf(list, names[1]!)).getByRole('button', { name: '新标签查看', exact: true }).click();
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === '/customs/dec_list_view');
    expect(new URL(tab.url()).searchParams.get('consignee')).toBe(names[1]);
    const tabList = tab.getByTestId('view-layout').locator('.ag-root').first();
    await expect.poll(() => consigneeCells(tabList).allTextContents(), { timeout: 60_000 }).toEqual([names[1]]);
    await screenshot(tab, 'list-host-buttons-open-url');
    await tab.close();

    // A javascript: link is refused with a message; nothing runs and the page stays.
    const before = page.url();
    await (await rowOf(list, names[0]!)).getByRole('button', { name: '坏链接', exact: true }).click();
    await page.getByText(eformPageTexts.zh_CN['eform.hostAction.unsafeUrl']!).waitFor();
    expect(await page.title()).not.toBe('hacked');
    expect(page.url()).toBe(before);
  }, 300_000);
});
