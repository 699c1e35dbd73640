import type { Locator, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');
const consignee = `Insight ${runSuffix}`;

interface DataCall {
  items: Array<{ key: string; filters?: Array<{ colCode: string; op: string; value?: unknown }> }>;
}

/** The items of every batched widget-data request the page sends. */
function recordDataCalls(page: Page): DataCall[] {
  const calls: DataCall[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/api/eform/report/data')) calls.push({ items: (request.postDataJSON() as DataCall).items });
  });
  return calls;
}

/**
 * Clicks the n-th bar of the column chart drawn inside `box`: the chart is a canvas, so the bars are
 * found by their colour on the row of pixels just above the category axis, where every bar stands.
 */
async function clickBar(page: Page, box: Locator, index: number): Promise<void> {
  const canvas = box.locator('canvas').first();
  const findBars = () => canvas.evaluate((element) => {
    const target = element as HTMLCanvasElement;
    const context = target.getContext('2d')!;
    const { width, height } = target;
    const pixels = context.getImageData(0, 0, width, height).data;
    const coloured = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!];
      return a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60;
    };
    for (let y = Math.floor(height * 0.97); y > height * 0.3; y -= 1) {
      const runs: Array<{ from: number; to: number }> = [];
      for (let x = 0; x < width; x += 1) {
        if (!coloured(x, y)) continue;
        const last = runs[runs.length - 1];
        if (last && last.to === x - 1) last.to = x;
        else runs.push({ from: x, to: x });
      }
      const wide = runs.filter((run) => run.to - run.from >= 4);
      if (wide.length > 0) return { y: y - 3, centres: wide.map((run) => (run.from + run.to) / 2), scale: target.getBoundingClientRect().width / width };
    }
    return undefined;
  });
  // A chart that has just been drawn again (a drill level) may still be growing its bars.
  await expect.poll(async () => (await findBars())?.centres.length ?? 0, { message: 'bars on the canvas', timeout: 15_000 }).toBeGreaterThan(index);
  const bars = await findBars();
  expect(bars!.centres.length).toBeGreaterThan(index);
  const place = (await canvas.boundingBox())!;
  await page.mouse.click(place.x + bars!.centres[index]! * bars!.scale, place.y + bars!.y * bars!.scale);
}

/**
 * The customs example's insight side, as its users meet it (issue 17): the Statistics menu opens the
 * declarations dashboard; a click on a port's bar narrows the other widgets to that port; the
 * "Declarations by port" card drills from ports to the months of one port and, from a month,
 * through to the declarations list filtered by what was clicked.
 */
describe.skipIf(!baseUrl)(`the customs example's dashboard and card in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('narrows the dashboard on a click, then drills a port down to its months and through to the list', async () => {
    const clerk = await logInThroughApi(baseUrl, 'demo_admin', password);
    // This run's declarations (the browser tests' server seeds no example rows): three ports, both flags, two months.
    const rows = [['2200', 'I', '2026-10-05'], ['2200', 'E', '2026-11-12'], ['2200', 'I', '2026-11-13'], ['3100', 'I', '2026-10-20'], ['5300', 'E', '2026-11-02']] as const;
    for (const [customsCode, ieFlag, declDate] of rows) {
      await api(baseUrl, clerk, 'POST', '/eform/data/dec_form', { data: { ieFlag, customsCode, consignee, declDate, declTotal: 100, dec_list: [{ gNo: 1, codeTs: '0901210000', gName: 'Coffee', qty: 1 }] } });
    }

    browser = await openBrowser({ width: 1400, height: 900 });
    const { page } = browser;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    const calls = recordDataCalls(page);

    // Statistics: the dashboard, every widget painted from one request.
    await page.goto(`${baseUrl}/customs/dec_overview`);
    await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
    const painted = () => page.locator('[data-testid="dashboard-report-item"][data-painted="true"]').count();
    await expect.poll(painted, { message: 'three widgets painted', timeout: 30_000 }).toBe(3);
    expect(calls).toHaveLength(1);
    await screenshot(page, 'customs-dashboard');

    // A click on the first (largest) port's bar narrows the month line and the I/E donut to that port.
    await clickBar(page, page.locator('[data-grid-item="byPort"]'), 0);
    await expect.poll(() => calls.length, { message: 'the click asks again', timeout: 15_000 }).toBeGreaterThan(1);
    const narrowed = calls[calls.length - 1]!.items;
    const others = narrowed.filter((item) => item.key === 'byMonth' || item.key === 'byFlag');
    expect(others.map((item) => item.key).sort()).toEqual(['byFlag', 'byMonth']);
    const portFilter = others[0]!.filters?.find((filter) => filter.colCode === 'customsCode');
    expect(portFilter, 'the clicked port reaches the other widgets').toMatchObject({ op: 'eq' });
    expect(['2200', '3100', '5300']).toContain(portFilter!.value);
    for (const item of others) expect(item.filters).toContainEqual(portFilter);
    await expect.poll(painted, { message: 'narrowed widgets painted', timeout: 30_000 }).toBe(3);
    await screenshot(page, 'customs-dashboard-narrowed');

    // The port card drills: a port's bar → its months; a month's bar → the declarations list.
    await page.goto(`${baseUrl}/customs/dec_port_column`);
    const card = page.getByTestId('report-card');
    await card.locator('[data-painted="true"]').waitFor({ timeout: 30_000 });
    // The breadcrumb shows from the top level on, and the chart keeps the ports until the months come: the
    // months' answer is awaited, then the card no longer busy and its chart drawn again.
    const monthsAnswered = page.waitForResponse((response) => response.url().includes('/api/eform/report/widget/') && response.url().includes('/data'));
    await clickBar(page, card, 0);
    await monthsAnswered;
    await page.locator('[data-testid="report-card"][aria-busy="false"]').waitFor({ timeout: 30_000 });
    await card.locator('[data-painted="true"]').waitFor({ timeout: 30_000 });
    await screenshot(page, 'customs-card-months');
    await clickBar(page, card, 0);
    await page.waitForURL(/customsCode=/, { timeout: 15_000 });
    // The clicked port and the clicked month's whole range reach the list, which shows this run's rows of them.
    const query = new URL(page.url()).searchParams;
    expect(query.get('customsCode')).toBe(portFilter!.value);
    expect(query.get('declDate')).toMatch(/^2026-1[01]-01,2026-1[01]-3[01]$/);
    await page.getByText(consignee).first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    await screenshot(page, 'customs-drill-through-list');
    expect(problems).toEqual([]);
  }, 600_000);
});
