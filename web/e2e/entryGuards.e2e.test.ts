import { formatMessage } from '@wharf/engine';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { guardPageTexts } from '../src/i18n/catalogues/guardPages';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { api, logInThroughApi, sessionToken } from './eformSupport';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();
const password = inject('adminPassword');

describe.skipIf(!baseUrl)(`password-free entry links in Chromium ${inject('serverProblem')}`, () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(browser.page, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await browser.close();
  });

  it('a partner link logs the user in once; the used link lands on the refusal with the way back to login', async () => {
    const adminToken = await logInThroughApi(baseUrl, 'demo_admin', password);
    const issued = await api<{ token: string }>(baseUrl, adminToken, 'POST', '/system/freeLoginToken', { entry: 'secretFreeLogin' });
    const link = `${baseUrl}/wormhole?token=${encodeURIComponent(issued.token)}`;

    const { page } = browser;
    await page.goto(link);
    // demo_admin is a console user: the dynamic root opens the console layout.
    await page.locator('[data-layout="console"]').waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/(guard|wormhole|index\/login)/);
    const entrySession = await sessionToken(page);
    expect(entrySession).not.toBe('');
    expect(entrySession).not.toBe(adminToken);
    await expect(api<{ username: string }>(baseUrl, entrySession, 'GET', '/user/info')).resolves.toMatchObject({ username: 'demo_admin' });
    await screenshot(page, 'entry-guard-logged-in');

    // The same link again, from a browser without a session: single use, so refused. It speaks
    // from an address of its own (the server trusts X-Forwarded-For from loopback), so a refused
    // entry can never make the other files' logins ask for a slider.
    const second = await openBrowser();
    try {
      await second.page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.214' });
      await second.page.goto(link);
      const refusal = second.page.getByTestId('entry-guard-failed');
      await refusal.waitFor();
      await expect(refusal.textContent()).resolves.toContain(formatMessage('identity/entry-token-invalid', 'zh_CN'));
      await expect(refusal.textContent()).resolves.toContain(guardPageTexts.zh_CN['entryGuard.failedTitle']);
      expect(await sessionToken(second.page)).toBe('');
      await screenshot(second.page, 'entry-guard-refused');
      await second.page.getByTestId('entry-guard-to-login').click();
      await second.page.waitForURL(`${baseUrl}/index/login`);
    } finally {
      await second.close();
    }
  });
});
