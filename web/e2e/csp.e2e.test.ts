import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { logInFromStart, openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, runSuffix } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Records every CSP violation: `securitypolicyviolation` events of each document (an init script,
 * read back before leaving the page) and console errors that name the policy (workers and anything
 * the event misses).
 */
async function watchPolicy(context: BrowserContext, page: Page, consoleErrors: string[]): Promise<{ read(label: string): Promise<Violation[]> }> {
  await context.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; source: string }> = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` }));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    async read(label) {
      const found = await page.evaluate(() => (window as unknown as { __cspViolations?: Array<{ directive: string; blocked: string; source: string }> }).__cspViolations ?? []);
      return found.map((violation) => ({ page: label, ...violation }));
    },
  };
}

describe.skipIf(!baseUrl)(`the Content Security Policy in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && browser) await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser?.close();
    browser = undefined;
  });

  it('the page answers carry the policy, and the main pages run under it without one violation', async () => {
    const html = await fetch(`${baseUrl}/index/login`);
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');

    // An announcement with markup the sanitiser must strip (a style sheet and an inline url()).
    const adminToken = await logInThroughApi(baseUrl, 'demo_admin', password);
    const title = `CSP check ${runSuffix}`;
    const created = await api<{ id: string }>(baseUrl, adminToken, 'POST', '/system/annountCement/add', {
      title,
      content: '<p style="color: #1677ff">Quay 3 closes at <b>22:00</b>.</p><style>p{background:url(https://evil.example/leak)}</style><p style="background:url(https://evil.example/x)">Bring papers.</p>',
    });
    await api(baseUrl, adminToken, 'GET', `/system/annountCement/doReleaseData?id=${created.id}`);

    const violations: Violation[] = [];
    const consoleErrors: string[] = [];
    browser = await openBrowser({ width: 1600, height: 960 });
    let watch = await watchPolicy(browser.context, browser.page, consoleErrors);
    let { page } = browser;

    // Login page, then the console's workbench.
    await page.goto(`${baseUrl}/index/login`);
    await page.locator('#login_username').waitFor();
    // The watch itself works: a call to another site is refused and reported (then set aside).
    await page.evaluate(() => fetch('https://evil.example/probe').catch(() => undefined));
    await expect.poll(async () => (await watch.read('login')).map((violation) => `${violation.directive} ${violation.blocked}`)).toEqual(['connect-src https://evil.example/probe']);
    await page.reload();
    await page.locator('#login_username').waitFor();
    violations.push(...(await watch.read('login')));
    consoleErrors.length = 0;
    await logInFromStart(page, baseUrl, 'demo_admin', password);
    await page.locator('[data-layout]').waitFor();
    violations.push(...(await watch.read('workbench')));

    // The SQL config editor: monaco with its workers and fonts.
    await page.goto(`${baseUrl}/eform/sqlConfigs`);
    await page.getByTestId('eform-sql-config-list').waitFor();
    await page.getByTestId('new-source').click();
    const editor = page.locator('.monaco-editor').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.insertText('select 1 as one');
    await page.locator('.monaco-editor .view-line', { hasText: 'select 1 as one' }).waitFor();
    violations.push(...(await watch.read('sql config editor')));

    // The form designer on the seeded declaration form.
    await page.goto(`${baseUrl}/eform/forms`);
    await page.getByTestId('design-form-dec_form').click();
    await page.getByTestId('form-designer').waitFor();
    await page.locator('[data-entry]').first().waitFor();
    violations.push(...(await watch.read('form designer')));
    await browser.close();

    // A staff user: the customs list view and the message centre with the announcement open.
    browser = await openBrowser({ width: 1600, height: 960 });
    watch = await watchPolicy(browser.context, browser.page, consoleErrors);
    page = browser.page;
    await logInFromStart(page, baseUrl, 'demo_user', password);
    await page.goto(`${baseUrl}/customs/dec_list_view`);
    await page.getByTestId('view-layout').waitFor();
    // The grid is drawn once its first page of rows has been asked for.
    await page.getByTestId('view-layout').locator('.ag-root').first().waitFor();
    violations.push(...(await watch.read('list view')));

    await page.goto(`${baseUrl}/message/center`);
    const entry = page.getByTestId('inbox-entry').filter({ hasText: title });
    await entry.click();
    const content = page.getByTestId('inbox-content').filter({ hasText: 'Bring papers.' });
    await content.waitFor();
    expect(await content.innerHTML()).not.toMatch(/<style|evil\.example/);
    // The harmless inline style still applies (style-src allows inline styles).
    expect(await content.locator('p').first().evaluate((element) => getComputedStyle(element).color)).toBe('rgb(22, 119, 255)');
    violations.push(...(await watch.read('message centre')));

    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
