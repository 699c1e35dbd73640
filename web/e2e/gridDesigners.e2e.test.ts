import { designerCatalogues } from '@wharf/designers/i18n';
import type { DashboardDefinition } from '@wharf/schemas';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, runSuffix, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const designer = (key: string) => designerCatalogues.zh_CN[key] ?? key;

interface Head {
  id: string;
  code: string;
  version: number;
  publishedVersion: number | null;
}

/**
 * Issue 17: the dashboard and portal designers in Chromium against the real server — a report
 * widget dragged from the palette past the grid's right edge lands inside the 24 columns, a resize
 * past the edge stops there, the dashboard saves and publishes; the customs clerk portal previews as
 * the clerk role.
 */
describe.skipIf(!baseUrl)(`the grid designers in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('creates a dashboard, drags a report widget onto the grid, resizes it against the edge, saves and publishes', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const token = await sessionToken(page);
    const code = `e2e_grid_${runSuffix}`;

    await page.goto(`${baseUrl}/eform/dashboards`);
    await page.getByTestId('grid-new').click();
    await page.getByTestId('grid-new-code').fill(code);
    await page.getByTestId('grid-new-name').fill(`Grid ${runSuffix}`);
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.waitForURL(new RegExp(`/report/dashboardDesign/${code}$`));

    // An HTML5 drag from the palette, dropped past the right edge of the grid.
    const grid = page.locator('[data-grid-canvas] .react-grid-layout');
    await grid.waitFor();
    const box = (await grid.boundingBox())!;
    await page.dragAndDrop('[data-palette-type="report"]', '[data-grid-canvas] .react-grid-layout', { targetPosition: { x: box.width - 4, y: 30 } });
    const item = page.locator('[data-box-id="report1"]');
    await item.waitFor();

    // Its widget: the customs example's column chart, previewed live from its data (the browser tests
    // start without example rows, so the chart itself may be empty).
    const widgetData = page.waitForResponse((response) => response.url().includes('/api/eform/report/widget/dec_port_column/data'), { timeout: 30_000 });
    // Typed: other browser tests publish many widgets, and the list shows only its first rows.
    await page.locator(`input[aria-label="${designer('designer.dashboard.item.widget')}"]`).fill('dec_port_column');
    await page.locator('.ant-select-item-option', { hasText: 'dec_port_column' }).first().click();
    expect((await widgetData).status()).toBe(200);
    await item.locator('[data-live-report="dec_port_column"]').waitFor();

    // Resizing by the right edge far past the grid stops at its last column.
    const handle = item.locator('.react-resizable-handle-e');
    const handleBox = (await handle.boundingBox())!;
    await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(handleBox.x + 900, handleBox.y + handleBox.height / 2, { steps: 12 });
    await page.mouse.up();

    await page.getByTestId('grid-design-save').click();
    const designPage = page.getByTestId('grid-design-page-dashboard');
    await expect.poll(() => designPage.getAttribute('data-version')).toBe('2');
    await page.getByTestId('grid-design-publish').click();
    await expect.poll(() => designPage.getAttribute('data-published-version')).toBe('2');

    const listed = await api<{ records: Head[] }>(baseUrl, token, 'GET', `/eform/definitions?kind=dashboard&keyword=${code}&pageNo=1&pageSize=10`);
    const stored = await api<Head & { body: DashboardDefinition }>(baseUrl, token, 'GET', `/eform/definitions/${listed.records.find((record) => record.code === code)!.id}`);
    expect(stored.publishedVersion).toBe(2);
    const [report] = stored.body.items;
    expect(report).toMatchObject({ itemId: 'report1', itemType: 'report', widgetCode: 'dec_port_column' });
    // Dropped at the right edge: the item ends at the last column; the resize could not push it past.
    expect(report!.x + report!.w).toBe(24);
    expect(report!.x).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('opens the customs clerk portal, an override of the customs workbench, and previews it as the clerk role', async () => {
    browser = await openBrowser({ width: 1600, height: 960 });
    const { page } = browser;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.goto(`${baseUrl}/portal/design/customs_clerk_home`);
    await page.locator('[data-box-id="byPort"]').waitFor({ timeout: 60_000 });
    // The report card is drawn live from its widget's data, not as a card naming it.
    await page.locator('[data-box-id="byPort"] [data-live-report="dec_port_column"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-box-id="byPort"] [data-widget-placeholder]').count()).toBe(0);
    // The override's settings: its base, and the base widget it hides.
    const settings = page.locator('[data-panel="portal"]');
    await expect.poll(() => settings.textContent()).toContain('customs_home');
    await expect.poll(() => settings.textContent()).toContain('chart');

    await page.getByTestId('portal-preview-as-role').click();
    await page.locator('[data-testid="portal-preview-role"] input, input[data-testid="portal-preview-role"]').first().fill('customs_clerk');
    await page.getByTestId('portal-preview-run').click();
    // The base's to-dos with the override's done list, drawn by the portal runtime.
    // Their titles in the interface language (zh_CN): the example's widgets carry all four.
    await expect.poll(() => page.getByTestId('portal-preview-result').textContent(), { timeout: 30_000 }).toContain('我的已办');
    await expect.poll(() => page.getByTestId('portal-preview-result').textContent()).toContain('我的待办');
  });
});
