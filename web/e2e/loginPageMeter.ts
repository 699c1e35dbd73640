import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The login route's budget (issue 21): 250 KB over the wire, and 250 KB of gzip JavaScript. */
export const loginBudgetBytes = 250 * 1024;

export interface WireEntry {
  url: string;
  encoding: string | undefined;
  mimeType: string;
  /** Bytes received for this response, headers included (Chromium's encodedDataLength). */
  bytes: number;
  /** The body's size once decoded. */
  decodedBytes: number;
}

export interface LoginPageLoad {
  /** Every response until the form took input and the network went quiet. */
  entries: WireEntry[];
  wireBytes: number;
  /** The app's scripts and style sheets among them (`/assets/`). */
  code: WireEntry[];
  /** The scripts the browser fetched, each gzip-compressed (level 9): the JavaScript weight as the budget counts it. */
  jsGzipBytes: number;
  /** From navigation to the username field accepting input. */
  usableMs: number;
  pageErrors: string[];
}

/**
 * Loads the login page in `page` (a fresh profile) with the cache off and counts what the browser really
 * downloads: every response in bytes over the wire (Chromium's own count, through the DevTools protocol),
 * from the first request until the form takes input and the network has gone quiet, so nothing fetched
 * "right after" the form is missed. The browser test `loginWire` keeps the budget; the web bench reports it.
 */
export async function loadLoginPage(page: Page, baseUrl: string): Promise<LoginPageLoad> {
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
  const started = performance.now();
  await page.goto(`${baseUrl}/index/login`);
  const username = page.locator('#login_username');
  await username.waitFor({ timeout: 60_000 });
  // The field is there; it counts as usable once it takes input (not disabled, not read-only).
  await page.waitForFunction(() => {
    const field = document.querySelector<HTMLInputElement>('#login_username');
    return Boolean(field && !field.disabled && !field.readOnly);
  });
  const usableMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await cdp.detach();

  const code = entries.filter((entry) => /javascript|css/.test(entry.mimeType) && entry.url.includes('/assets/'));
  const scripts = [...new Set(entries.filter((entry) => /javascript/.test(entry.mimeType)).map((entry) => entry.url))];
  // The bodies again from the server (Node's fetch decodes them), to weigh each script as gzip.
  const gzipSizes = await Promise.all(scripts.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length));
  return {
    entries,
    wireBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    code,
    jsGzipBytes: gzipSizes.reduce((sum, size) => sum + size, 0),
    usableMs,
    pageErrors,
  };
}
