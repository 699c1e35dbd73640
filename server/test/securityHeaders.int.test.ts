import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app/composition';
import { extraConnectSources } from '../src/http/securityHeaders';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let token: string;
let webUrl: string;
let webServer: Server;
const distDir = mkdtempSync(join(tmpdir(), 'wharf-headers-'));

beforeAll(async () => {
  app = await startTestApp();
  token = await app.loginAs('demo_admin');
  // The same app serving a built web app of one page, as the server does in production.
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Wharf</title><div id="root"></div>');
  webServer = await new Promise((resolve) => {
    const server = createApp({ ...app.ctx, config: { ...app.ctx.config, webDistDir: distDir } }).listen(0, '127.0.0.1', () => resolve(server));
  });
  const address = webServer.address();
  webUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => webServer.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
  await app.close();
});

/** The CSP directives of an answer, by name. */
function policyOf(response: Response): Map<string, string> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(header.split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, ...values] = part.split(/\s+/);
    return [name!, values.join(' ')];
  }));
}

function expectCommonHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  const policy = policyOf(response);
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(policy.get('script-src')).toBe("'self'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('worker-src')).toBe("'self' blob:");
  expect(policy.get('img-src')).toBe("'self' data: blob: https: http:");
  expect(policy.get('font-src')).toBe("'self' data:");
  expect(policy.get('connect-src')).toBe("'self'");
  // Plain http: no HSTS.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('an API answer: CSP, nosniff, referrer policy, frame denial, and Cache-Control no-store', async () => {
    const response = await fetch(`${app.url}/api/user/info`, { headers: { 'X-Access-Token': token } });
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Errors and public answers too.
    const missing = await fetch(`${app.url}/api/no/such/route`, { headers: { 'X-Access-Token': token } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${app.url}/api/health`)).headers.get('cache-control')).toBe('no-store');
  });

  it('a route with its own caching keeps it (pcode revalidates with its ETag)', async () => {
    const response = await fetch(`${app.url}/api/pcode?type=country`, { headers: { 'X-Access-Token': token } });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('the web app\'s HTML: the same CSP and headers, revalidated rather than stored', async () => {
    const response = await fetch(`${webUrl}/index/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expectCommonHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const policy = policyOf(response);
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('connect-src')).toBe("'self'");
  });

  it('HSTS only when the request came over TLS (through a trusted proxy)', async () => {
    const overTls = await fetch(`${webUrl}/index/login`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await fetch(`${app.url}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('extra API origins for connect-src are checked', () => {
    expect(extraConnectSources(' https://api.example.com  http://10.0.0.5:8080 ')).toEqual(['https://api.example.com', 'http://10.0.0.5:8080']);
    expect(() => extraConnectSources("https://x.example; script-src 'unsafe-inline'")).toThrow(/WHARF_CSP_CONNECT_SRC/);
  });
});
