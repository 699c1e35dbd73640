import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttpConfigs, disposeReturnScriptSandbox } from '../src/eform/httpConfig/executeHttpConfig';
import { ssrfPolicyFromEnv, type HostResolver } from '../src/eform/httpConfig/ssrfGuard';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let demo: string;
/** Two services on loopback: only the first one's port is allow-listed. */
let allowed: Server;
let other: Server;
let allowedPort: number;
let otherPort: number;
const hits: string[] = [];

function listen(name: string): Promise<[Server, number]> {
  const server = createServer((req, res) => {
    hits.push(`${name}${req.url ?? ''}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify([{ value: name, label: name }]));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve([server, typeof address === 'object' && address ? address.port : 0]);
  }));
}

const fakeDns = (answers: Record<string, string[]>): HostResolver => async (host) => {
  const found = answers[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  [allowed, allowedPort] = await listen('allowed');
  [other, otherPort] = await listen('other');
});
afterAll(async () => {
  disposeReturnScriptSandbox();
  for (const server of [allowed, other]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await app.close();
});

let codeNumber = 0;
const add = (httpUrl: string) => app.api<Issues & { id: string }>('POST', '/api/eform/httpConfig/add?lang=en_US', {
  token: demo, body: { httpCode: `save_${(codeNumber += 1)}`, httpName: 'Save check', httpUrl, httpMethod: 'GET' },
});

describe('HTTP configs: private targets are refused when saved', () => {
  it('refuses a literal private address or a name resolving to one with a 400 on httpUrl; saves the allow-listed address:port', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${allowedPort}`], resolve: fakeDns({ 'intranet.example': ['10.1.2.3'], 'svc.example': ['127.0.0.1'], 'mixed.example': ['93.184.216.34', '169.254.169.254'] }) } });
    const refused = [
      `http://127.0.0.1:${otherPort}/json`, 'http://127.0.0.1/json', 'http://10.0.0.8/', 'http://169.254.169.254/latest/meta-data/', `http://[::127.0.0.1]:${allowedPort}/`,
      'http://[::a00:1]/', 'http://[fec0::1]/', 'http://[64:ff9b:1::a00:1]/', 'http://[100::1]/', 'http://198.18.0.1/',
      'http://intranet.example/api', `http://svc.example:${otherPort}/json`, 'https://mixed.example/',
    ];
    for (const url of refused) {
      const response = await add(url);
      expect(response.status, url).toBe(400);
      expect(response.body.result.errors, url).toMatchObject([{ path: '/body/httpUrl', code: 'httpConfig/private-target' }]);
      expect(response.body.result.errors[0]!.message, url).toMatch(/httpUrl.*private or reserved.*WHARF_HTTP_ALLOW/);
      expect(response.body, url).toMatchObject({ messageCode: 'httpConfig/private-target', message: response.body.result.errors[0]!.message });
    }
    const list = await app.api<{ records: Array<{ httpCode: string }> }>('GET', '/api/eform/httpConfig/list', { token: demo });
    expect(list.body.result.records.map((r) => r.httpCode)).not.toContain('save_1');

    expect((await add(`http://127.0.0.1:${allowedPort}/json`)).status).toBe(200);
    expect((await add(`http://svc.example:${allowedPort}/json`)).status).toBe(200);
    // What cannot be known at save is left to the call: a name that does not resolve, a host from parameters.
    expect((await add('https://not-yet.example/api')).status).toBe(200);
    expect((await add('https://{{tenantHost}}/api')).status).toBe(200);
  });

  it('refuses an edit that moves a saved config to a private target', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${allowedPort}`], resolve: fakeDns({}) } });
    // Its own address: the first test saved /json, and one address is one config (spec §8).
    const saved = await add(`http://127.0.0.1:${allowedPort}/json?edited`);
    expect(saved.status).toBe(200);
    const edited = await app.api<Issues>('PUT', '/api/eform/httpConfig/edit?lang=en_US', {
      token: demo, body: { id: saved.body.result.id, httpCode: 'moved', httpName: 'Moved', httpUrl: `http://127.0.0.1:${otherPort}/json`, httpMethod: 'GET' },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.result.errors).toMatchObject([{ path: '/body/httpUrl', code: 'httpConfig/private-target' }]);
  });

  it('with the real resolver, `localhost` is refused at save unless its address:port is allowed', async () => {
    configureHttpConfigs(app.ctx, { policy: ssrfPolicyFromEnv({ WHARF_HTTP_ALLOW: `127.0.0.1:${allowedPort},[::1]:${allowedPort}` }) });
    expect((await add(`http://localhost:${otherPort}/json`)).body.result.errors).toMatchObject([{ path: '/body/httpUrl', code: 'httpConfig/private-target' }]);
    expect((await add(`http://localhost:${allowedPort}/json`)).status).toBe(200);
  });
});

describe('HTTP configs: an allow-list entry opens one port', () => {
  it('calls the allow-listed address:port and refuses another port of the same address, which sees no request', async () => {
    configureHttpConfigs(app.ctx, { policy: { allow: [`127.0.0.1:${allowedPort}`], resolve: fakeDns({}) } });
    hits.length = 0;
    const ok = await app.api<{ result: unknown }>('POST', '/api/eform/httpConfig/test', { token: demo, body: { httpUrl: `http://127.0.0.1:${allowedPort}/json`, httpMethod: 'GET' } });
    expect(ok.status).toBe(200);
    expect(ok.body.result.result).toEqual([{ value: 'allowed', label: 'allowed' }]);
    const refused = await app.api('POST', '/api/eform/httpConfig/test', { token: demo, body: { httpUrl: `http://127.0.0.1:${otherPort}/json`, httpMethod: 'GET' } });
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('httpConfig/address-refused');
    // The same address written as IPv4-mapped IPv6 is not the allow-listed entry.
    const mapped = await app.api('POST', '/api/eform/httpConfig/test', { token: demo, body: { httpUrl: `http://[::ffff:127.0.0.1]:${allowedPort}/json`, httpMethod: 'GET' } });
    expect(mapped.body.messageCode).toBe('httpConfig/address-refused');
    expect(hits).toEqual(['allowed/json']);
  });
});
