import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { signInAtProvider, startOidcTestProvider, testClient, type OidcTestProvider } from './ssoSupport/oidcTestProvider';
import { addSsoConfig, param } from './ssoSupport/ssoFixtures';

/**
 * Issue 23, SSO as an operator sets it up: an issuer written with a trailing `/` (Keycloak-like,
 * with a path), a real issuer mismatch reported as such, "test connection", and display names on
 * the login buttons. Against the tests' real OpenID provider.
 */
let app: TestApp;
let provider: OidcTestProvider;
/** A server whose discovery document names another issuer than where it is served. */
let impostor: Server;
let impostorUrl: string;
let operator: string;

const oauth2 = (url: string, extra: Record<string, unknown> = {}) => ({ url, clientId: testClient.clientId, clientSecret: testClient.clientSecret, scope: 'profile', redirectUri: testClient.redirectUri, ...extra });

beforeAll(async () => {
  [app, provider] = await Promise.all([startTestApp(), startOidcTestProvider({ issuerPath: '/realms/wharf' })]);
  provider.accounts.set('ext-slash', 'demo_user');
  impostor = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({
    issuer: 'https://login.elsewhere.example/realms/wharf', authorization_endpoint: 'https://login.elsewhere.example/auth', token_endpoint: 'https://login.elsewhere.example/token', jwks_uri: 'https://login.elsewhere.example/jwks',
  })));
  await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
  impostorUrl = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}/realms/wharf`;
  operator = await app.loginAs('admin');
  await addSsoConfig(app, { ssoKey: 'slash-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: oauth2(`${provider.issuer}/`) });
  await addSsoConfig(app, { ssoKey: 'impostor-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: oauth2(impostorUrl) });
});
afterAll(async () => {
  impostor?.closeAllConnections();
  await new Promise((resolve) => impostor?.close(resolve));
  await Promise.all([app?.close(), provider?.close()]);
});

const authorize = (ssoKey: string) => fetch(`${app.url}/api/system/oauth2/getAuthorizeUrl?ssoKey=${ssoKey}&lang=en_US`);
type TestResult = { ok: boolean; code: string; message: string; issuer: string | null };
const testConnection = (body: Record<string, unknown>, token = operator) => app.api<TestResult>('POST', '/api/system/ssoConfig/test?lang=en_US', { token, body });

describe('the issuer as an operator writes it', () => {
  it('logs in through an issuer configured with a trailing / the provider does not write', async () => {
    const started = await authorize('slash-oidc');
    const body = (await started.json()) as { result: string };
    expect(started.status, JSON.stringify(body)).toBe(200);
    const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
    const callback = await signInAtProvider(body.result, 'ext-slash');
    const login = await app.api<{ token: string; userInfo: { username: string } }>('POST', '/api/system/oauth2/login', {
      body: { code: param(callback, 'code'), state: param(callback, 'state'), iss: param(callback, 'iss') }, headers: { cookie },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.result.userInfo.username).toBe('demo_user');
  });

  it('reports a real issuer mismatch as such, naming both issuers, not "cannot connect"', async () => {
    const started = await authorize('impostor-oidc');
    const body = (await started.json()) as { code: number; message: string };
    expect(started.status).toBe(502);
    expect(body.message).toBe(`The identity provider names its issuer https://login.elsewhere.example/realms/wharf, not ${impostorUrl} as configured`);
  });
});

describe('test connection', () => {
  it('says a configuration works, with the issuer the provider names (the saved one of an ssoKey, or what the form sends)', async () => {
    expect((await testConnection({ ssoKey: 'slash-oidc', type: 'oauth2' })).body.result).toEqual({ ok: true, code: 'sso/test-ok', message: `Connected: ${provider.issuer} answers`, issuer: provider.issuer });
    const unsaved = await testConnection({ ssoKey: 'not-saved-yet', type: 'oauth2', oauth2: oauth2(provider.issuer) });
    expect(unsaved.status).toBe(200);
    expect(unsaved.body.result.ok).toBe(true);
  });

  it('says what is wrong: issuer mismatch, no discovery document, no answer, a scope not offered, missing settings', async () => {
    const mismatch = (await testConnection({ ssoKey: 'impostor-oidc', type: 'oauth2' })).body.result;
    expect(mismatch).toMatchObject({ ok: false, code: 'sso/issuer-mismatch', issuer: 'https://login.elsewhere.example/realms/wharf' });

    const wrongPath = `${provider.issuer.replace('/realms/wharf', '/realms/other')}`;
    expect((await testConnection({ ssoKey: 'x-oidc', type: 'oauth2', oauth2: oauth2(wrongPath) })).body.result).toEqual({
      ok: false, code: 'sso/discovery-failed', message: `No OpenID discovery document at ${wrongPath}/.well-known/openid-configuration (the server answered HTTP 404)`, issuer: null,
    });
    expect((await testConnection({ ssoKey: 'x-oidc', type: 'oauth2', oauth2: oauth2('http://127.0.0.1:1/realms/wharf') })).body.result)
      .toMatchObject({ ok: false, code: 'sso/provider-unreachable', message: 'The identity provider could not be reached' });
    expect((await testConnection({ ssoKey: 'slash-oidc', type: 'oauth2', oauth2: { scope: 'profile payroll' } })).body.result)
      .toMatchObject({ ok: false, code: 'sso/scope-unsupported', message: 'The identity provider does not offer the scope(s): payroll' });
    expect((await testConnection({ ssoKey: 'x-oidc', type: 'oauth2', oauth2: { url: provider.issuer } })).body.result).toMatchObject({ ok: false, code: 'sso/incomplete' });
  });

  it('is the platform operator\'s alone', async () => {
    expect((await testConnection({ ssoKey: 'slash-oidc', type: 'oauth2' }, await app.loginAs('demo_admin'))).status).toBe(403);
  });
});

describe('display names on the login buttons', () => {
  type Entry = { ssoKey: string; name: string };
  const entries = async (lang: string) => (await app.api<Entry[]>('GET', `/api/system/sso/entries?tenantCode=demo&lang=${lang}`)).body.result;

  it('shows the display name in the interface language, the main one where a language has none, else the ssoKey', async () => {
    await addSsoConfig(app, { ssoKey: 'named-oidc', type: 'oauth2', tenantCode: 'demo', displayName: { zh_CN: '集团账号', en_US: 'Group account' }, oauth2: oauth2(provider.issuer) });
    const named = (lang: string) => entries(lang).then((list) => list.find((entry) => entry.ssoKey === 'named-oidc')?.name);
    expect(await named('en_US')).toBe('Group account');
    expect(await named('zh_CN')).toBe('集团账号');
    expect(await named('th_TH')).toBe('集团账号');
    expect((await entries('en_US')).find((entry) => entry.ssoKey === 'slash-oidc')?.name).toBe('slash-oidc');

    // An edit that leaves the display name out keeps it; the console lists it.
    const edited = await app.api('PUT', '/api/system/ssoConfig/edit', { token: operator, body: { ssoKey: 'named-oidc', type: 'oauth2', oauth2: oauth2(provider.issuer, { scope: 'openid profile' }) } });
    expect(edited.status).toBe(200);
    expect(await named('en_US')).toBe('Group account');
    const listed = await app.api<{ records: Array<{ ssoKey: string; displayName: Record<string, string> | null }> }>('GET', '/api/system/ssoConfig/list?pageNo=1&pageSize=50', { token: operator });
    expect(listed.body.result.records.find((record) => record.ssoKey === 'named-oidc')?.displayName).toEqual({ zh_CN: '集团账号', en_US: 'Group account' });
  });
});
