import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logIn, openBrowser, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

interface JsRecorder {
  /** The distinct JavaScript files fetched so far and their summed gzip size in KB. */
  total(): Promise<{ kb: number; files: number }>;
  /** The file names fetched so far (`assets/FormRenderer-<hash>.js` → `FormRenderer`). */
  chunks(): string[];
}

// The kinds' runtimes and designers, each a chunk of its own (renderer and designers `kinds/`).
const kindChunks = ['FormRenderer', 'ListRenderer', 'FormDesigner', 'TableDesigner', 'ViewDesigner'];

/** Records every distinct JavaScript file the page fetches, sized as gzip (what the bundle weighs on the wire). */
function recordJs(page: Page): JsRecorder {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || sizes.has(url)) return;
    // Chromium may already have evicted a body from its buffer by the time it is asked for (a
    // busy page fetches many chunks); the same static file is then read again from the server.
    const body = response.body().catch(async () => Buffer.from(await (await fetch(url)).arrayBuffer()));
    sizes.set(url, body.then((bytes) => gzipSync(bytes, { level: 9 }).length));
  });
  return {
    chunks: () => [...sizes.keys()].map((url) => url.slice(url.lastIndexOf('/') + 1).replace(/-[\w-]{8}\.js$/, '')),
    async total() {
      const all = await Promise.all(sizes.values());
      return { kb: Number((all.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1)), files: all.length };
    },
  };
}

/**
 * What a user downloads to open each main page, from a fresh browser profile: the login page alone,
 * then (cumulative, from the login page on) the workbench, the form designer and a list view. Sizes
 * are reported (the login budget is `weight.e2e.test.ts`); what is checked is that each page fetches
 * only the kind runtimes and designers it uses.
 */
describe.skipIf(!baseUrl)(`JavaScript per route in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('reports the gzip JavaScript of login, workbench, form designer and list view', async () => {
    const report: Record<string, { kb: number; files: number }> = {};
    browser = await openBrowser({ width: 1600, height: 960 });
    let recorder = recordJs(browser.page);
    let { page } = browser;
    await page.goto(`${baseUrl}/index/login`);
    await page.locator('#login_username').waitFor();
    await page.waitForLoadState('networkidle');
    report['login'] = await recorder.total();
    const loginChunks = recorder.chunks();

    await logIn(page, 'demo_admin', password);
    await page.locator('[data-layout]').waitFor();
    await page.waitForLoadState('networkidle');
    report['workbench'] = await recorder.total();

    await page.goto(`${baseUrl}/eform/forms`);
    await page.getByTestId('design-form-dec_form').click();
    await page.getByTestId('form-designer').waitFor();
    await page.locator('[data-entry]').first().waitFor();
    await page.waitForLoadState('networkidle');
    report['formDesigner'] = await recorder.total();
    const designerChunks = recorder.chunks();
    await browser.close();

    browser = await openBrowser({ width: 1600, height: 960 });
    recorder = recordJs(browser.page);
    page = browser.page;
    await page.goto(`${baseUrl}/index/login`);
    await logIn(page, 'demo_user', password);
    await page.locator('[data-layout]').waitFor();
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.getByTestId('view-layout').locator('.ag-root').first().waitFor();
    await page.waitForLoadState('networkidle');
    report['listView'] = await recorder.total();
    const listChunks = recorder.chunks();

    console.log(`JavaScript per route (KB gzip, cumulative from the login page): ${JSON.stringify(report)}`);
    // Each page fetches the kind chunks it uses and no other: the registries' lazy split is real.
    expect(loginChunks.filter((chunk) => kindChunks.includes(chunk))).toEqual([]);
    expect(designerChunks.filter((chunk) => kindChunks.includes(chunk)).sort()).toEqual(['FormDesigner', 'FormRenderer']);
    expect(listChunks.filter((chunk) => kindChunks.includes(chunk)).sort()).toEqual(['ListRenderer']);
  });
});
