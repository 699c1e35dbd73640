import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttpConfigs, disposeReturnScriptSandbox } from '../src/eform/httpConfig/executeHttpConfig';
import { ssrfPolicyFromEnv, type HostResolver } from '../src/eform/httpConfig/ssrfGuard';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: Array<{ path: string; code: string }> };

let app: TestApp;
let demo: string;
let staff: string;
let target: Server;
let base: string;
let hits: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  // The remote service the configs call: a local server, reachable only where a test allow-lists it.
  target = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ items: [{ id: 1, name: 'Sea' }, { id: 2, name: url.searchParams.get('q') ?? 'Air' }], method: req.method }));
    } else if (url.pathname === '/echo') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.end(JSON.stringify({ body, header: req.headers['x-token'] ?? null })));
    } else if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/json' }).end();
    } else if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (url.pathname === '/big') {
      res.end('x'.repeat(5000));
    } else if (url.pathname === '/slow') {
      // Never answers: the caller's deadline has to end the call.
    } else if (url.pathname === '/html') {
      res.end('<html>');
    } else {
      res.writeHead(500).end('{}');
    }
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const address = target.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  disposeReturnScriptSandbox();
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
  await app.close();
});

const tryUrl = (httpUrl: string, extra: Record<string, unknown> = {}) =>
  app.api<{ result: unknown } & Issues>('POST', '/api/eform/httpConfig/test?lang=en_US', { token: demo, body: { httpUrl, httpMethod: 'GET', ...extra } });
const port = () => new URL(base).port;
const fakeDns = (answers: Record<string, string[]>, calls: string[] = []): HostResolver => async (host) => {
  calls.push(host);
  const found = answers[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('HTTP configs: the SSRF guard', () => {
  it('refuses loopback, private, link-local, unique-local, metadata and other non-public addresses, by address or by name', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [], resolve: fakeDns({ 'internal.example': ['10.0.0.5'], 'mixed.example': ['93.184.216.34', '192.168.0.10'], 'metadata.example': ['fd00:ec2::254'] }) } });
    hits = [];
    const refused = [
      `${base}/json`, `http://[::1]:${port()}/json`, 'http://169.254.169.254/latest/meta-data/', 'http://10.1.2.3/', 'http://172.16.5.5/', 'http://172.31.255.255/', 'http://192.168.1.1/',
      'http://[fd00:ec2::254]/', `http://[::ffff:127.0.0.1]:${port()}/json`, 'http://0.0.0.0/', 'http://100.64.0.1/', 'http://224.0.0.1/', 'http://[fe80::1]/', 'http://2130706433/', 'http://0x7f.1/',
      'http://internal.example/', 'http://mixed.example/', 'http://metadata.example/',
    ];
    for (const url of refused) {
      const response = await tryUrl(url);
      expect(response.status, url).toBe(400);
      expect(response.body.messageCode, url).toBe('httpConfig/address-refused');
    }
    const unknown = await tryUrl('http://no-such-host.example/');
    expect(unknown.body.messageCode).toBe('httpConfig/dns-failed');
    expect((await tryUrl('file:///etc/passwd')).status).toBe(400);
    expect((await tryUrl('gopher://127.0.0.1/')).status).toBe(400);
    expect(hits).toEqual([]);
  });

  it('refuses `localhost` through the real resolver too', async () => {
    configureHttpConfigs(app.ctx, { policy: ssrfPolicyFromEnv({}) });
    const response = await tryUrl(`http://localhost:${port()}/json`);
    expect(response.body.messageCode).toBe('httpConfig/address-refused');
  });

  it('with only the test server allow-listed: follows redirects hop by hop, refusing one to a private address', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${port()}`], resolve: fakeDns({ 'private.example': ['10.9.9.9'] }) }, limits: { timeoutMs: 1500, maxBytes: 1000, maxRedirects: 3 } });
    hits = [];
    const ok = await tryUrl(`${base}/redirect?to=/json`);
    expect(ok.status).toBe(200);
    expect(ok.body.result.result).toMatchObject({ items: [{ id: 1 }, { id: 2 }] });
    for (const to of ['http://10.0.0.1/', `http://[::1]:${port()}/json`, 'http://169.254.169.254/', 'http://private.example/']) {
      const redirected = await tryUrl(`${base}/redirect?to=${encodeURIComponent(to)}`);
      expect(redirected.body.messageCode, to).toBe('httpConfig/address-refused');
    }
    expect((await tryUrl(`${base}/loop`)).body.messageCode).toBe('httpConfig/too-many-redirects');
    expect(hits.filter((h) => h.startsWith('/json'))).toHaveLength(1);
  });

  it('resolves a name once and connects to that address (no second lookup to rebind)', async () => {
    const calls: string[] = [];
    // The name exists only in this resolver: the connection can succeed only through the pinned address.
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${port()}`], resolve: fakeDns({ 'pinned.example': ['127.0.0.1'] }, calls) } });
    const response = await tryUrl(`http://pinned.example:${port()}/json`);
    expect(response.status).toBe(200);
    expect(calls).toEqual(['pinned.example']);
  });

  it('caps time and size, and says when the answer is not JSON or not a success', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${port()}`], resolve: fakeDns({}) }, limits: { timeoutMs: 800, maxBytes: 1000, maxRedirects: 3 } });
    const started = Date.now();
    expect((await tryUrl(`${base}/slow`)).body.messageCode).toBe('httpConfig/timeout');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await tryUrl(`${base}/big`)).body.messageCode).toBe('httpConfig/too-large');
    expect((await tryUrl(`${base}/html`)).body.messageCode).toBe('httpConfig/not-json');
    expect((await tryUrl(`${base}/missing`)).body.messageCode).toBe('httpConfig/bad-status');
    const injected = await tryUrl(`${base}/echo`, { header: { 'x-token': 'a\r\nx-evil: 1' } });
    expect(injected.status).toBe(400);
  });
});

describe('HTTP configs: design and runtime', () => {
  it('adds, lists, edits and deletes behind the design permission; runs a saved config with its returnScript in the sandbox', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${port()}`], resolve: fakeDns({}) }, limits: { timeoutMs: 3000, maxBytes: 100_000, maxRedirects: 3 } });
    const record = {
      httpCode: 'ports', httpName: 'Ports', httpUrl: `${base}/json?q={{q}}`, httpMethod: 'GET', header: { 'x-token': 't' },
      returnScript: 'return input.data.items.map(function (i) { return { value: String(i.id), label: i.name }; });',
    };
    const added = await app.api<{ id: string }>('POST', '/api/eform/httpConfig/add', { token: demo, body: record });
    expect(added.status).toBe(200);
    expect((await app.api('POST', '/api/eform/httpConfig/add', { token: staff, body: record })).status).toBe(403);
    const duplicate = await app.api<Issues>('POST', '/api/eform/httpConfig/add', { token: demo, body: record });
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/httpCode', code: 'httpConfig/code-exists' }]);
    const invalid = await app.api<Issues>('POST', '/api/eform/httpConfig/add', { token: demo, body: { ...record, httpCode: 'x2', httpUrl: 'ftp://x', httpMethod: 'TRACE' } });
    expect(invalid.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/httpMethod', '/body/httpUrl']);
    const list = await app.api<{ records: Array<{ httpCode: string }> }>('GET', '/api/eform/httpConfig/list', { token: demo });
    // Besides the one added here, the demo tenant has the customs example's own.
    expect(list.body.result.records.map((r) => r.httpCode).sort()).toEqual(['currency_rates', 'ports']);

    // A config that no view or form the user holds names is not theirs to call (it runs for designers).
    const hitsBefore = hits.length;
    const refused = await app.api('POST', '/api/eform/engine/viewEngine/getHttpConfigItems', { token: staff, body: { httpCode: 'ports', params: { q: 'x' } } });
    expect(refused.status).toBe(403);
    expect((await app.api('POST', '/api/eform/engine/viewEngine/getHttpConfigOptions?httpCode=ports', { token: staff, body: {} })).status).toBe(403);
    expect(hits).toHaveLength(hitsBefore);
    const items = await app.api<unknown>('POST', '/api/eform/engine/viewEngine/getHttpConfigItems', { token: demo, body: { httpCode: 'ports', params: { q: 'Rail & Road' } } });
    expect(items.body.result).toEqual([{ value: '1', label: 'Sea' }, { value: '2', label: 'Rail & Road' }]);
    const options = await app.api<unknown>('POST', '/api/eform/engine/viewEngine/getHttpConfigOptions?httpCode=ports', { token: demo, body: {} });
    expect(options.body.result).toEqual([{ value: '1', label: 'Sea' }, { value: '2', label: '' }]);

    await app.api('PUT', '/api/eform/httpConfig/edit', { token: demo, body: { ...record, id: added.body.result.id, returnScript: 'for (;;) {}' } });
    const looping = await app.api('POST', '/api/eform/engine/viewEngine/getHttpConfigItems?httpCode=ports', { token: demo, body: {} });
    expect(looping.status).toBe(400);
    expect(looping.body.messageCode).toBe('httpConfig/script-failed');
    await app.api('PUT', '/api/eform/httpConfig/edit', { token: demo, body: { ...record, id: added.body.result.id, returnScript: 'return typeof require + typeof process + typeof fetch;' } });
    expect((await app.api('POST', '/api/eform/engine/viewEngine/getHttpConfigItems?httpCode=ports', { token: demo, body: {} })).body.result).toBe('undefinedundefinedundefined');

    const posted = await tryUrl(`${base}/echo`, { httpMethod: 'POST', body: '{"q":"{{q}}"}', params: { q: 'a"b' } });
    expect(posted.body.result.result).toEqual({ body: '{"q":"a\\"b"}', header: null });
    expect((await app.api('DELETE', `/api/eform/httpConfig/delete?id=${added.body.result.id}`, { token: demo })).status).toBe(200);
    expect((await app.api('POST', '/api/eform/engine/viewEngine/getHttpConfigItems?httpCode=ports', { token: demo, body: {} })).status).toBe(404);
  });
});
