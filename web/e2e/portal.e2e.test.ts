import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

interface MenuEntry { id: string; path: string; hidden?: boolean; children?: MenuEntry[] }
const leaves = (items: MenuEntry[]): MenuEntry[] => items.flatMap((item) => (item.children?.length ? leaves(item.children) : item.hidden ? [] : [item]));

/**
 * Issue 17: the caller's portal at /index/portal in Chromium against the real server — a clerk sees
 * the clerk override made here, the administrator the base; the clerk reorders the quick menu by
 * dragging and the order is kept after a reload (saved through sysUserSettings/save).
 */
describe.skipIf(!baseUrl)(`the portal in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('shows a clerk the clerk override and the administrator the base; a dragged quick menu order survives a reload', async () => {
    const admin = await logInThroughApi(baseUrl, 'demo_admin', password);
    const marker = `Clerk corner ${runSuffix}`;
    const code = `e2e_clerk_${runSuffix}`;
    const created = await api<{ id: string }>(baseUrl, admin, 'POST', '/eform/definitions', {
      kind: 'portal', code, name: code,
      body: {
        schemaVersion: 1, portalCode: code, portalName: code, basePortalCode: 'customs_home', roleCodes: ['customs_clerk'],
        widgets: [
          { widgetId: 'e2eNote', widgetType: 'text', content: `<p>${marker}</p>`, x: 0, y: 40, w: 12, h: 2 },
          { widgetId: 'e2eQuick', widgetType: 'quickMenu', x: 0, y: 42, w: 12, h: 3 },
        ],
      },
    });
    await api(baseUrl, admin, 'POST', `/eform/definitions/${created.id}/publish`, {});
    // The clerk's quick menu: their first two pages, in a known order.
    const clerk = await logInThroughApi(baseUrl, 'dec_clerk', password);
    const pages = leaves((await api<{ menu: MenuEntry[] }>(baseUrl, clerk, 'GET', '/system/getUserPermissionByToken')).menu).slice(0, 2);
    expect(pages).toHaveLength(2);
    await api(baseUrl, clerk, 'POST', '/system/sysUserSettings/save', { quickSettings: pages.map((page) => page.id) });

    browser = await openBrowser();
    const { page } = browser;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await logInFromStart(page, baseUrl, 'dec_clerk', password);
    await page.goto(`${baseUrl}/index/portal`);
    await page.getByTestId('portal').waitFor({ timeout: 30_000 });
    await page.getByText(marker).waitFor();
    const quick = page.locator('[data-widget-id="e2eQuick"] [data-testid="portal-quick-item"]');
    const order = () => quick.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.menuId));
    await quick.nth(1).waitFor();
    expect(await order()).toEqual(pages.map((entry) => entry.id));

    // Drag the first entry onto the second (past dnd-kit's 5 px activation distance), on screen.
    await quick.nth(1).scrollIntoViewIfNeeded();
    const from = (await quick.nth(0).boundingBox())!;
    const to = (await quick.nth(1).boundingBox())!;
    await page.mouse.move(from.x + 8, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width - 8, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    const reversed = [pages[1]!.id, pages[0]!.id];
    await expect.poll(order, { timeout: 10_000 }).toEqual(reversed);
    await expect.poll(async () => (await api<{ quickMenu: string[] }>(baseUrl, clerk, 'GET', '/system/getUserPermissionByToken')).quickMenu, { timeout: 10_000 }).toEqual(reversed);
    await page.reload();
    await page.getByText(marker).waitFor({ timeout: 30_000 });
    await quick.nth(1).waitFor();
    expect(await order()).toEqual(reversed);
    await screenshot(page, 'portal-clerk');

    // The administrator holds no clerk role: the base portal, without the clerk's note.
    await browser.close();
    browser = await openBrowser();
    await logInFromStart(browser.page, baseUrl, 'demo_admin', password);
    await browser.page.goto(`${baseUrl}/index/portal`);
    await browser.page.getByTestId('portal').waitFor({ timeout: 30_000 });
    await browser.page.locator('[data-testid="portal-widget"][data-widget-id="todo"]').waitFor();
    expect(await browser.page.getByText(marker).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
