import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { downloadPageTexts } from '../src/i18n/catalogues/downloadPages';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, republishDeclarationsView, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const downloadText = (key: string) => downloadPageTexts.zh_CN[key] ?? key;
/** A phone (spec §4: mobile mode below 768 px). */
const phone = { width: 375, height: 812 };

/** The document never scrolls sideways: nothing is wider than the screen. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, bodyScrollWidth: document.body.scrollWidth }));
  expect(sizes.scrollWidth, 'document scroll width').toBeLessThanOrEqual(sizes.clientWidth);
  expect(sizes.bodyScrollWidth, 'body scroll width').toBeLessThanOrEqual(sizes.clientWidth);
}

/** Each element, once scrolled to, lies wholly inside the screen's width (and height). */
async function expectEachOnScreen(elements: Locator, what: string): Promise<number> {
  const count = await elements.count();
  for (let index = 0; index < count; index += 1) {
    const element = elements.nth(index);
    await element.scrollIntoViewIfNeeded();
    const box = await element.boundingBox();
    expect(box, `${what} ${index} has a box`).not.toBeNull();
    expect(box!.x, `${what} ${index} left edge`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what} ${index} right edge`).toBeLessThanOrEqual(phone.width);
    expect(box!.y, `${what} ${index} top edge`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${what} ${index} bottom edge`).toBeLessThanOrEqual(phone.height);
  }
  return count;
}

describe.skipIf(!baseUrl)(`phones (375 × 812) in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-mobile-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('shows the list as cards with every row action on screen, the form in one column, the download centre, a console page and the home portal in one column, without sideways scrolling', async () => {
    const token = await logInThroughApi(baseUrl, 'demo_admin', password);
    await republishDeclarationsView(baseUrl, token);
    for (const name of ['One', 'Two']) {
      await api(baseUrl, token, 'POST', '/eform/data/dec_form', { data: { ieFlag: 'I', customsCode: '2200', consignee: `Mobile ${name} ${runSuffix}`, declDate: '2026-11-20', declTotal: 10, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
    }
    await api(baseUrl, token, 'POST', `/eform/views/dec_list_view/exportTask?consignee=${encodeURIComponent(runSuffix)}`, {});

    browser = await openBrowser(phone);
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    expect(await page.locator('[data-layout]').getAttribute('data-mobile')).toBe('true');

    // The sidebar is a drawer: closed at first, opened from the header.
    expect(await page.getByTestId('sider').count()).toBe(0);
    await page.getByTestId('toggle-sider').click();
    await page.getByTestId('mobile-menu').locator('.ant-menu').first().waitFor();
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'mobile-menu-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-menu').locator('.ant-menu').first().waitFor({ state: 'hidden' });

    // The list: one card per record, each with its buttons reachable.
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    const cards = page.getByTestId('list-cards');
    await cards.locator('[data-row-id]').first().waitFor();
    await expectNoSidewaysOverflow(page);
    expect(await cards.locator('[data-row-id]').count()).toBeGreaterThanOrEqual(2);
    const firstCard = cards.locator('[data-row-id]').first();
    expect(await firstCard.locator('dt').count()).toBeGreaterThan(1);
    expect(await expectEachOnScreen(firstCard.getByTestId('card-actions').locator('button'), 'row action')).toBeGreaterThan(0);
    await expectEachOnScreen(cards.locator('[data-testid="card-actions"] button'), 'row action');
    await expectEachOnScreen(page.getByTestId('list-pager'), 'pager');
    await firstCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'mobile-list');

    // A form: one column at full width, no input cut off on the right.
    await page.goto(`${baseUrl}/customs/dec_form`);
    await page.locator('[data-testid="form-record"][data-mode="add"]').waitFor();
    await page.locator('[data-field="consignee"]').waitFor();
    await expectNoSidewaysOverflow(page);
    const inputs = page.locator('[data-testid="form-record"] .ant-form-item-control-input');
    expect(await inputs.count()).toBeGreaterThan(3);
    for (let index = 0; index < (await inputs.count()); index += 1) {
      const box = await inputs.nth(index).boundingBox();
      if (!box || box.width === 0) continue;
      expect(box.x, `input ${index} left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `input ${index} right edge`).toBeLessThanOrEqual(phone.width);
    }
    // One column: the first two fields are stacked, not side by side.
    const [consignee, customsCode] = [await page.locator('[data-field="consignee"]').boundingBox(), await page.locator('[data-field="customsCode"]').boundingBox()];
    expect(consignee!.width).toBeGreaterThan(phone.width * 0.7);
    expect(customsCode!.width).toBeGreaterThan(phone.width * 0.7);
    await expectEachOnScreen(page.locator('[data-submit="true"]'), 'submit button');
    await page.locator('[data-testid="form-record"]').evaluate((element) => element.scrollIntoView());
    await screenshot(page, 'mobile-form');

    // The download centre: the task's download button on screen.
    await page.goto(`${baseUrl}/download/center`);
    await page.getByTestId('download-center').waitFor();
    const row = page.getByTestId('download-center').locator('tr.ant-table-row').first();
    await row.locator('.ant-tag', { hasText: downloadText('downloads.status.success') }).waitFor({ timeout: 60_000 });
    await expectNoSidewaysOverflow(page);
    await expectEachOnScreen(row.getByRole('button', { name: downloadText('downloads.download') }), 'download button');
    await expectEachOnScreen(row.getByRole('button', { name: downloadText('downloads.delete') }), 'delete button');
    await screenshot(page, 'mobile-download-centre');

    // A console page: the user list as cards (no table), each user's actions on screen.
    await page.goto(`${baseUrl}/system/user`);
    const users = page.getByTestId('console-user-list');
    const userCard = users.getByTestId('table-cards').locator('[data-row-id]').first();
    await userCard.waitFor();
    expect(await users.locator('table').count()).toBe(0);
    await expectNoSidewaysOverflow(page);
    expect(await expectEachOnScreen(userCard.getByTestId('card-actions').locator('button, a'), 'user card action')).toBeGreaterThan(0);
    await expectEachOnScreen(page.getByTestId('add-user'), 'add user');
    await screenshot(page, 'mobile-console-users');

    // The home portal: its widgets stack in one column at full width, in reading order (row, then column), none overlapping.
    await page.goto(`${baseUrl}/index/portal`);
    const portal = page.getByTestId('portal');
    await portal.locator('[data-testid="portal-widget"]').nth(1).waitFor({ timeout: 30_000 });
    await expect.poll(() => portal.getAttribute('data-stacked')).toBe('true');
    await expectNoSidewaysOverflow(page);
    const portalBox = (await portal.boundingBox())!;
    const widgets = await portal.locator('[data-testid="portal-widget"]').evaluateAll((elements) => elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { id: (element as HTMLElement).dataset.widgetId, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    }));
    expect(widgets.length).toBeGreaterThan(1);
    for (const widget of widgets) {
      expect(widget.left, `${widget.id} left edge`).toBeCloseTo(portalBox.x, 0);
      expect(widget.right, `${widget.id} right edge`).toBeCloseTo(portalBox.x + portalBox.width, 0);
      expect(widget.right, `${widget.id} on screen`).toBeLessThanOrEqual(phone.width);
    }
    // In the DOM's order (the reading order), each widget starts below the one before it ends.
    for (let index = 1; index < widgets.length; index += 1) expect(widgets[index]!.top, `${widgets[index]!.id} below ${widgets[index - 1]!.id}`).toBeGreaterThanOrEqual(widgets[index - 1]!.bottom);
    await screenshot(page, 'mobile-portal');
  }, 240_000);

  it('keeps the sidebar in place on a wide screen while the content scrolls', async () => {
    browser = await openBrowser({ width: 1280, height: 600 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/system/user`);
    await page.getByTestId('console-user-list').locator('tbody tr.ant-table-row').first().waitFor();
    // Make the page taller than the window whatever its rows, then scroll the document down.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '2000px';
      document.querySelector('.ant-layout-content')?.appendChild(spacer);
      window.scrollTo(0, 1500);
    });
    const sider = await page.getByTestId('sider').boundingBox();
    expect(sider!.y).toBe(0);
    expect(sider!.height).toBeLessThanOrEqual(600);
  }, 120_000);
});
