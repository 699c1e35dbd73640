import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let operator: string;

beforeAll(async () => {
  app = await startTestApp();
  operator = await app.loginAs('admin');
});
afterAll(async () => app?.close());

const secret = 'entries-client-secret-0815';
const add = (body: Record<string, unknown>) => app.api('POST', '/api/system/ssoConfig/add', { token: operator, body });

interface Entry {
  ssoKey: string;
  type: string;
  name: string;
  tenantCode: string;
}

describe('SSO entries for the login screen', () => {
  it('lists the usable configurations with their key, type and name only', async () => {
    expect(await app.api<Entry[]>('GET', '/api/system/sso/entries').then((r) => r.body.result)).toEqual([]);
    const oauth2 = { url: 'https://idp.example.test', clientId: 'wharf-client', clientSecret: secret, scope: 'openid profile', redirectUri: 'https://wharf.example.test/index/sso/callback' };
    expect((await add({ ssoKey: 'corp-oidc', type: 'oauth2', tenantCode: 'demo', oauth2 })).status).toBe(200);
    expect((await add({ ssoKey: 'acme-cas', type: 'cas', tenantCode: 'acme', cas: { url: 'https://cas.example.test/cas', serviceUrl: 'https://wharf.example.test/index/sso/cas' } })).status).toBe(200);
    // Incomplete ones are not offered: no redirect URI, no CAS service URL.
    expect((await add({ ssoKey: 'half-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: { ...oauth2, redirectUri: null } })).status).toBe(200);
    expect((await add({ ssoKey: 'half-cas', type: 'cas', tenantCode: 'demo', cas: { url: 'https://cas.example.test/cas' } })).status).toBe(200);

    const response = await app.api<Entry[]>('GET', '/api/system/sso/entries');
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([
      { ssoKey: 'acme-cas', type: 'cas', name: 'acme-cas', tenantCode: 'acme' },
      { ssoKey: 'corp-oidc', type: 'oauth2', name: 'corp-oidc', tenantCode: 'demo' },
    ]);
    const text = JSON.stringify(response.body);
    for (const hidden of [secret, 'wharf-client', 'idp.example.test', 'cas.example.test', 'redirect']) expect(text).not.toContain(hidden);

    const acme = await app.api<Entry[]>('GET', '/api/system/sso/entries?tenantCode=acme');
    expect(acme.body.result.map((entry) => entry.ssoKey)).toEqual(['acme-cas']);
  });

  it('answers hostile queries with 400 or an empty list, never 500', async () => {
    for (const value of ["' or 1=1 --", '<script>', 'x'.repeat(500), '%00']) {
      const response = await app.api<Entry[]>('GET', `/api/system/sso/entries?tenantCode=${encodeURIComponent(value)}`);
      expect([200, 400], value).toContain(response.status);
      if (response.status === 200) expect(response.body.result).toEqual([]);
    }
  });
});
