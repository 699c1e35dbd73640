import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { workerBaseUrl } from './workerServer';

const baseUrl = workerBaseUrl();

interface WireEntry {
  url: string;
  encoding: string | undefined;
  mimeType: string;
  /** Bytes received for this response, headers included (Chromium's encodedDataLength). */
  bytes: number;
  /** The body's size once decoded. */
  decodedBytes: number;
}

/** The login route's budget over the wire (issue 21): every response, headers included. */
const loginWireBudgetBytes = 250 * 1024;

/**
 * What a browser with a cold cache really downloads for the login page: every response counted in
 * bytes over the wire (Chromium's own count, through the DevTools protocol), from the first request
 * until the form takes input and the network has gone quiet, so nothing fetched "right after" the
 * form is missed. The budget is issue 21's 250 KB; the encoding of each script and style sheet is
 * checked too.
 */
describe.skipIf(!baseUrl)(`the login page over the wire ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('stays within 250 KB until the form is usable, brotli-compressed, without the texts of after login', async () => {
    browser = await openBrowser();
    const { page } = browser;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map<string, Omit<WireEntry, 'bytes' | 'decodedBytes'>>();
    const decoded = new Map<string, number>();
    const entries: WireEntry[] = [];
    cdp.on('Network.responseReceived', (event: { requestId: string; response: { url: string; mimeType: string; headers: Record<string, string> } }) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      responses.set(event.requestId, { url: event.response.url, mimeType: event.response.mimeType, encoding: headers['content-encoding'] });
    });
    cdp.on('Network.dataReceived', (event: { requestId: string; dataLength: number }) => decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength));
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      const response = responses.get(event.requestId);
      if (response) entries.push({ ...response, bytes: event.encodedDataLength, decodedBytes: decoded.get(event.requestId) ?? 0 });
    });

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}/index/login`);
    await page.locator('#login_username').waitFor({ timeout: 60_000 });
    expect(pageErrors).toEqual([]);
    expect(await page.locator('#login_username').isEditable()).toBe(true);
    await page.waitForLoadState('networkidle');

    const code = entries.filter((entry) => /javascript|css/.test(entry.mimeType) && entry.url.includes('/assets/'));
    expect(code.length).toBeGreaterThan(0);
    // Every script and style sheet of the app arrives brotli-compressed (files below 1 KB are not worth it).
    expect(code.filter((entry) => entry.encoding !== 'br' && entry.decodedBytes > 1024).map((entry) => entry.url)).toEqual([]);
    const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const codeBytes = code.reduce((sum, entry) => sum + entry.bytes, 0);
    for (const entry of [...entries].sort((a, b) => b.bytes - a.bytes).slice(0, 12)) console.log(`${(entry.bytes / 1024).toFixed(1).padStart(7)} KB  ${entry.url.replace(baseUrl, '')}`);
    console.log(`login page over the wire: ${(total / 1024).toFixed(1)} KB in ${entries.length} responses (scripts and styles ${(codeBytes / 1024).toFixed(1)} KB in ${code.length})`);
    // The engine's other messages and the renderer's and designers' texts come after login
    // (web/src/i18n/messageGroups.ts); the login family's own messages come in one language.
    const textChunks = code.map((entry) => /\/assets\/_?wharf-texts-(\w+-\w+)-/.exec(entry.url)?.[1]).filter(Boolean);
    expect(textChunks).toEqual(['zh_CN-login']);
    expect(total).toBeLessThanOrEqual(loginWireBudgetBytes);
  });
});
