import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');

interface WireEntry {
  url: string;
  encoding: string | undefined;
  mimeType: string;
  /** Bytes received for this response, headers included (Chromium's encodedDataLength). */
  bytes: number;
  /** The body's size once decoded. */
  decodedBytes: number;
}

/**
 * What a browser with a cold cache really downloads until the login form takes input: every
 * response counted in bytes over the wire (Chromium's own count, through the DevTools protocol),
 * and the encoding each script and style sheet came in. The budget itself (250 KB, issue 21) is not
 * met yet; this test keeps the compression that the build and the server now give.
 */
describe.skipIf(!baseUrl)(`the login page over the wire ${inject('serverProblem')}`, () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('comes brotli-compressed, script and style alike, and reports the bytes until the form is usable', async () => {
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
    console.log(`login page over the wire: ${(total / 1024).toFixed(1)} KB in ${entries.length} responses (scripts and styles ${(codeBytes / 1024).toFixed(1)} KB in ${code.length})`);
    // Sent as built (1.56 MB before compression) this was six times more; a lost encoding shows here.
    expect(total).toBeLessThan(600 * 1024);
  });
});
