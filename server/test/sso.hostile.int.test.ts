import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoRateLimitPerMinute } from '../src/sso/routes';
import { startTestApp, type TestApp } from './support/testApp';
import { startCasTestServer, type CasTestServer } from './ssoSupport/casTestServer';
import { startOidcTestProvider, testClient, type OidcTestProvider } from './ssoSupport/oidcTestProvider';
import { addSsoConfig } from './ssoSupport/ssoFixtures';

let app: TestApp;
let provider: OidcTestProvider;
let cas: CasTestServer;

beforeAll(async () => {
  [app, provider, cas] = await Promise.all([startTestApp(), startOidcTestProvider(), startCasTestServer()]);
  await addSsoConfig(app, { ssoKey: 'demo-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: { url: provider.issuer, clientId: testClient.clientId, clientSecret: testClient.clientSecret, scope: 'openid', redirectUri: testClient.redirectUri } });
  await addSsoConfig(app, { ssoKey: 'demo-cas', type: 'cas', tenantCode: 'demo', cas: { url: cas.url, serviceUrl: 'http://127.0.0.1:5173/sso/cas' } });
});
afterAll(async () => {
  await Promise.all([app?.close(), provider?.close(), cas?.close()]);
});

/** SQL, script, template, path, control, bidi, very long and non-Latin strings. */
const hostileStrings = [
  "' OR '1'='1' --",
  '1; DROP TABLE sys_user;--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie:x=1',
  '\u0000\u0001\u001f',
  '用户名🙂ไทย\u202e\u200b',
  '{{7*7}}${jndi:ldap://127.0.0.1/x}',
  'demo-oidc.' + 'A'.repeat(43) + "' OR 1=1",
  'x'.repeat(5000),
  '',
];
const hostileValues: unknown[] = [...hostileStrings, 12345, true, null, [], {}, { $ne: null }, ['demo-oidc']];

/** A failure answer as it must look: a client error with the envelope, and nothing internal. */
function expectCleanRefusal(status: number, text: string, what: string, allowed: number[]): void {
  expect(allowed, `${what} → ${status}: ${text.slice(0, 300)}`).toContain(status);
  if (status === 200) return;
  expect(text, what).not.toMatch(/\bat .+\.(ts|js):\d+|select .* from|syntax error|stack/i);
  expect(JSON.parse(text), what).toMatchObject({ success: false });
}

async function getJson(path: string, query: Record<string, string>): Promise<{ status: number; text: string }> {
  const response = await fetch(`${app.url}${path}?${new URLSearchParams(query)}`, { redirect: 'manual', headers: { accept: 'application/json' } });
  return { status: response.status, text: await response.text() };
}

describe('hostile input to the SSO endpoints is answered 400/401, never 500', () => {
  it('oauth2/login: every field, every hostile value', async () => {
    const valid = { code: 'some-code', state: `demo-oidc.${'A'.repeat(43)}`, iss: provider.issuer };
    for (const field of ['code', 'state', 'iss'] as const) {
      for (const value of hostileValues) {
        const response = await fetch(`${app.url}/api/system/oauth2/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...valid, [field]: value }) });
        expectCleanRefusal(response.status, await response.text(), `${field}=${JSON.stringify(value).slice(0, 40)}`, [400, 401]);
      }
    }
    for (const body of ['[]', '"text"', 'null', '{"code":', '{"code":"a","state":"b"', 'a=b&c=d']) {
      const response = await fetch(`${app.url}/api/system/oauth2/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expectCleanRefusal(response.status, await response.text(), `body ${body}`, [400, 401]);
    }
  });

  it('oauth2/getAuthorizeUrl: hostile ssoKey and redirectUri', async () => {
    for (const value of hostileStrings) {
      const bySsoKey = await getJson('/api/system/oauth2/getAuthorizeUrl', { ssoKey: value });
      expectCleanRefusal(bySsoKey.status, bySsoKey.text, `ssoKey=${value.slice(0, 40)}`, [400]);
      // A well-formed but unregistered redirect URI is the provider's to refuse, so 200 is fine there.
      const byRedirect = await getJson('/api/system/oauth2/getAuthorizeUrl', { ssoKey: 'demo-oidc', redirectUri: value });
      expectCleanRefusal(byRedirect.status, byRedirect.text, `redirectUri=${value.slice(0, 40)}`, [200, 400]);
    }
    for (const raw of ['ssoKey[]=a&ssoKey[]=b', 'ssoKey[$ne]=x', 'ssoKey=demo-oidc&redirectUri[a]=1']) {
      const response = await fetch(`${app.url}/api/system/oauth2/getAuthorizeUrl?${raw}`);
      expectCleanRefusal(response.status, await response.text(), raw, [400]);
    }
  });

  it('cas/login: hostile ssoKey, ticket and service', async () => {
    for (const value of hostileStrings) {
      const queries: Record<string, string>[] = [{ ssoKey: value, ticket: 'ST-1' }, { ssoKey: 'demo-cas', ticket: value }, { ssoKey: 'demo-cas', ticket: 'ST-1', service: value }];
      for (const query of queries) {
        const answer = await getJson('/api/system/cas/login', query);
        expectCleanRefusal(answer.status, answer.text, JSON.stringify(query).slice(0, 80), [400, 401]);
      }
    }
  });

  // Last in this file: it uses up this address's CAS budget for the minute.
  it('limits SSO requests per address and minute with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ssoRateLimitPerMinute; i += 1) statuses.push((await getJson('/api/system/cas/login', { ssoKey: 'demo-cas' })).status);
    // The redirect answer (401 with the CAS URL, as JSON was asked for) until the budget is spent.
    expect(new Set(statuses.slice(0, 40))).toEqual(new Set([401]));
    expect(statuses.at(-1)).toBe(429);
  });
});
