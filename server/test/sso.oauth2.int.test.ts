import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ssoLogoutUrl, ssoLogoutUrlOfSession } from '../src/sso/ssoLogoutUrl';
import { startTestApp, type TestApp } from './support/testApp';
import { signInAtProvider, startOidcTestProvider, testClient, type OidcTestProvider } from './ssoSupport/oidcTestProvider';
import { addSsoConfig, param } from './ssoSupport/ssoFixtures';

let app: TestApp;
let provider: OidcTestProvider;

beforeAll(async () => {
  [app, provider] = await Promise.all([startTestApp(), startOidcTestProvider()]);
  provider.accounts.set('ext-demo', 'demo_user');
  provider.accounts.set('ext-stranger', 'nobody_at_all');
  provider.accounts.set('ext-acme', 'acme_admin');
  const oauth2 = { url: provider.issuer, clientId: testClient.clientId, clientSecret: testClient.clientSecret, scope: 'profile', redirectUri: testClient.redirectUri, logout: `${provider.issuer}/session/end` };
  await addSsoConfig(app, { ssoKey: 'demo-oidc', type: 'oauth2', tenantCode: 'demo', oauth2 });
  await addSsoConfig(app, { ssoKey: 'half-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: { url: provider.issuer } });
  await addSsoConfig(app, { ssoKey: 'no-redirect', type: 'oauth2', tenantCode: 'demo', oauth2: { ...oauth2, redirectUri: null } });
  await addSsoConfig(app, { ssoKey: 'gone-oidc', type: 'oauth2', tenantCode: 'demo', oauth2: { ...oauth2, url: 'http://127.0.0.1:1' } });
});
afterAll(async () => {
  await Promise.all([app?.close(), provider?.close()]);
});
afterEach(() => {
  provider.rewriteIdToken = undefined;
});

type Session = { token: string; userInfo: { username: string } };

/** The test's browser: its binding cookie, as getAuthorizeUrl set it. */
let browserCookie = '';

async function authorizeUrl(ssoKey = 'demo-oidc'): Promise<string> {
  const response = await fetch(`${app.url}/api/system/oauth2/getAuthorizeUrl?ssoKey=${ssoKey}`, { headers: browserCookie ? { cookie: browserCookie } : {} });
  const setCookie = response.headers.getSetCookie()[0];
  if (setCookie) browserCookie = setCookie.split(';')[0]!;
  const body = (await response.json()) as { result: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.result;
}

/** Starts a login at Wharf and signs in at the provider: the callback's parameters. */
async function callbackFor(sub: string): Promise<{ code: string; state: string; iss: string }> {
  const callback = await signInAtProvider(await authorizeUrl(), sub);
  return { code: param(callback, 'code'), state: param(callback, 'state'), iss: param(callback, 'iss') };
}

const login = (body: unknown, lang = 'en_US', cookie = browserCookie) =>
  app.api<Session>('POST', `/api/system/oauth2/login?lang=${lang}`, { body, headers: cookie ? { cookie } : {} });

describe('OpenID Connect login against a real provider', () => {
  it('builds the authorize URL with state bound to a server-side attempt, nonce and PKCE S256', async () => {
    const response = await app.api<string>('GET', '/api/system/oauth2/getAuthorizeUrl?ssoKey=demo-oidc');
    expect(response.body).toMatchObject({ success: true, code: 200 });
    expect((response.body as unknown as { data: string }).data).toBe(response.body.result);
    const url = new URL(response.body.result);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'wharf', response_type: 'code', redirect_uri: testClient.redirectUri, scope: 'openid profile', code_challenge_method: 'S256',
    });
    expect(param(url, 'state')).toMatch(/^demo-oidc\.[\w-]{43}$/);
    expect(param(url, 'nonce').length).toBeGreaterThan(20);
    const handle = param(url, 'state').split('.')[1]!;
    const stored = await app.database.owner('sys_sso_login_attempt').select('state_hash', 'code_verifier');
    expect(stored.map((row: { state_hash: Buffer }) => row.state_hash.toString('base64url'))).not.toContain(handle);
  });

  it('logs in end to end: provider sign-in and consent, code exchange, a session that works on /api/user/info', async () => {
    const response = await login(await callbackFor('ext-demo'));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result.userInfo.username).toBe('demo_user');
    const info = await app.api<{ username: string }>('GET', '/api/user/info', { token: response.body.result.token });
    expect(info.status).toBe(200);
    expect(info.body.result.username).toBe('demo_user');
    const session = await app.database.owner('sys_session').orderBy('created_at', 'desc').first<{ login_kind: string; sso_key: string }>('login_kind', 'sso_key');
    expect(session).toEqual({ login_kind: 'sso', sso_key: 'demo-oidc' });
    const link = await app.database.owner('sys_sso_identity').where({ sso_key: 'demo-oidc', subject: 'ext-demo' }).first();
    expect(link).toBeTruthy();
  });

  it('keeps a linked identity on its user when the provider later renames it', async () => {
    provider.accounts.set('ext-demo', 'demo_admin');
    try {
      const response = await login(await callbackFor('ext-demo'));
      expect(response.status).toBe(200);
      expect(response.body.result.userInfo.username).toBe('demo_user');
    } finally {
      provider.accounts.set('ext-demo', 'demo_user');
    }
  });

  it('refuses a tampered state, and the untouched attempt still completes', async () => {
    const callback = await callbackFor('ext-demo');
    const last = callback.state.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await login({ ...callback, state: `${callback.state.slice(0, -1)}${last}` });
    expect(tampered.status).toBe(401);
    expect(tampered.body.messageCode).toBe('sso/login-failed');
    expect((await login({ ...callback, state: 'demo-oidc' })).status).toBe(401);
    expect((await login(callback)).status).toBe(200);
  });

  it('binds each attempt to the browser that started it (HttpOnly cookie), refusing the callback anywhere else', async () => {
    const response = await fetch(`${app.url}/api/system/oauth2/getAuthorizeUrl?ssoKey=demo-oidc`);
    expect(response.headers.getSetCookie()[0]).toMatch(/^wharf_sso_binding=[\w-]{43}; Max-Age=600; Path=\/api\/system\/oauth2; Expires=.*; HttpOnly; SameSite=Lax$/);
    for (const otherBrowser of ['', `wharf_sso_binding=${'B'.repeat(43)}`]) {
      const response = await login(await callbackFor('ext-demo'), 'en_US', otherBrowser);
      expect(response.status, otherBrowser).toBe(401);
      expect(response.body.messageCode).toBe('sso/login-failed');
    }
    expect((await login(await callbackFor('ext-demo'))).status).toBe(200);
  });

  it('refuses a replayed code, with its own state or with a fresh one', async () => {
    const callback = await callbackFor('ext-demo');
    expect((await login(callback)).status).toBe(200);
    const replay = await login(callback);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Single sign-on failed');
    const fresh = await callbackFor('ext-demo');
    expect((await login({ ...fresh, code: callback.code })).status).toBe(401);
  });

  const forgeries: Array<[string, (claims: Record<string, unknown>) => Record<string, unknown>]> = [
    ['a wrong audience', (c) => ({ ...c, aud: 'someone-else' })],
    ['a wrong issuer', (c) => ({ ...c, iss: 'http://127.0.0.1:9/evil' })],
    ['an expired ID token', (c) => ({ ...c, iat: Number(c.iat) - 7200, exp: Number(c.iat) - 3600 })],
    ['a wrong nonce', (c) => ({ ...c, nonce: 'not-the-one-we-sent' })],
  ];
  for (const [what, rewrite] of forgeries) {
    it(`refuses an ID token with ${what} (validly signed by the provider's key)`, async () => {
      const callback = await callbackFor('ext-demo');
      provider.rewriteIdToken = rewrite;
      const response = await login(callback);
      expect(response.status).toBe(401);
      expect(response.body.messageCode).toBe('sso/login-failed');
    });
  }

  it('refuses an attempt that has expired', async () => {
    const callback = await callbackFor('ext-demo');
    await app.database.owner('sys_sso_login_attempt').update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    const response = await login(callback);
    expect(response.status).toBe(401);
    expect(response.body.messageCode).toBe('sso/attempt-expired');
  });

  it('refuses identities linked to no user of the configuration’s tenant, with a clear message', async () => {
    for (const sub of ['ext-stranger', 'ext-acme']) {
      const response = await login(await callbackFor(sub));
      expect(response.status, sub).toBe(401);
      expect(response.body.message).toBe('This external account is not linked to a user here; please contact your administrator');
    }
    expect(await app.database.owner('sys_sso_identity').where({ subject: 'ext-acme' }).first()).toBeUndefined();
    const logged = await app.database.owner('sys_login_log').where({ login_kind: 'sso', outcome: 'unknown-identity' }).pluck('username');
    expect(logged.sort()).toEqual(['acme_admin', 'nobody_at_all']);
  });

  it('refuses a frozen user even through an existing link', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ status: '2' });
    try {
      const response = await login(await callbackFor('ext-demo'));
      expect(response.status).toBe(401);
      expect(response.body.messageCode).toBe('system/account-frozen');
    } finally {
      await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ status: '1' });
    }
  });
});

describe('SSO configuration answers', () => {
  it('answers "ssoKey not configured" and "SSO configuration incomplete" in the caller’s language', async () => {
    const missing = await app.api('GET', '/api/system/oauth2/getAuthorizeUrl?ssoKey=nope&lang=en_US');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('ssoKey not configured');
    expect((await app.api('GET', '/api/system/oauth2/getAuthorizeUrl?ssoKey=nope')).body.message).toBe('ssoKey 未配置');
    for (const ssoKey of ['half-oidc', 'no-redirect']) {
      const incomplete = await app.api('GET', `/api/system/oauth2/getAuthorizeUrl?ssoKey=${ssoKey}&lang=en_US`);
      expect(incomplete.status, ssoKey).toBe(400);
      expect(incomplete.body.message).toBe('SSO configuration incomplete');
    }
    const loginIncomplete = await login({ code: 'x', state: `half-oidc.${'a'.repeat(43)}` });
    expect(loginIncomplete.body.message).toBe('SSO configuration incomplete');
    expect((await login({ code: 'x', state: `nope.${'a'.repeat(43)}` }, 'th_TH')).body.message).toBe('ยังไม่ได้กำหนดค่า ssoKey');
  });

  it('takes the redirect URI from the query when given, and refuses one with a query string', async () => {
    const given = await app.api<string>('GET', `/api/system/oauth2/getAuthorizeUrl?ssoKey=no-redirect&redirectUri=${encodeURIComponent(testClient.redirectUri)}`);
    expect(param(given.body.result, 'redirect_uri')).toBe(testClient.redirectUri);
    const withQuery = await app.api('GET', `/api/system/oauth2/getAuthorizeUrl?ssoKey=demo-oidc&redirectUri=${encodeURIComponent('https://x.test/cb?next=/a')}`);
    expect(withQuery.status).toBe(400);
  });

  it('answers 502, not 500, when the provider cannot be reached', async () => {
    const response = await app.api('GET', '/api/system/oauth2/getAuthorizeUrl?ssoKey=gone-oidc');
    expect(response.status).toBe(502);
    expect(response.body.messageCode).toBe('sso/provider-unreachable');
  });

  it('logout of an SSO session answers the provider\'s logout URL; a password session\'s does not', async () => {
    const sso = await login(await callbackFor('ext-demo'));
    const out = await app.api<{ ssoLogoutUrl: string | null }>('POST', '/api/system/logout', { token: sso.body.result.token });
    expect(out.body.result.ssoLogoutUrl).toBe(`${provider.issuer}/session/end?client_id=wharf`);
    expect((await app.api('GET', '/api/user/info', { token: sso.body.result.token })).status).toBe(401);
    const plain = await app.api<{ ssoLogoutUrl: string | null }>('POST', '/api/system/logout', { token: await app.loginAs('demo_admin') });
    expect(plain.body.result.ssoLogoutUrl).toBeNull();
  });

  it('reports the SSO logout URL of a session’s configuration', async () => {
    expect(await ssoLogoutUrl(app.ctx, 'demo-oidc')).toBe(`${provider.issuer}/session/end?client_id=wharf`);
    expect(await ssoLogoutUrl(app.ctx, 'half-oidc')).toBeNull();
    expect(await ssoLogoutUrl(app.ctx, 'nope')).toBeNull();
    expect(await ssoLogoutUrl(app.ctx, null)).toBeNull();
    const sso = await app.database.owner('sys_session').where({ sso_key: 'demo-oidc' }).first<{ id: string; tenant_id: string }>('id', 'tenant_id');
    expect(await ssoLogoutUrlOfSession(app.ctx, sso!.tenant_id, sso!.id)).toBe(`${provider.issuer}/session/end?client_id=wharf`);
    const password = await app.database.owner('sys_session').whereNull('sso_key').first<{ id: string; tenant_id: string }>('id', 'tenant_id');
    expect(await ssoLogoutUrlOfSession(app.ctx, password!.tenant_id, password!.id)).toBeNull();
  });

  it('lets the platform operator list and unlink identities; the next login maps the identity afresh', async () => {
    const operator = await app.loginAs('admin');
    const list = await app.api<{ records: { subject: string; username: string }[]; total: number }>('GET', '/api/system/ssoConfig/identities?ssoKey=demo-oidc', { token: operator });
    expect(list.body.result.records).toEqual([expect.objectContaining({ subject: 'ext-demo', username: 'demo_user' })]);
    const tenantAdmin = await app.loginAs('demo_admin');
    expect((await app.api('GET', '/api/system/ssoConfig/identities?ssoKey=demo-oidc', { token: tenantAdmin })).status).toBe(403);
    expect((await app.api('DELETE', '/api/system/ssoConfig/identity?ssoKey=demo-oidc&subject=ext-demo', { token: tenantAdmin })).status).toBe(403);

    expect((await app.api('DELETE', '/api/system/ssoConfig/identity?ssoKey=demo-oidc&subject=ext-demo', { token: operator })).status).toBe(200);
    expect((await app.api('DELETE', '/api/system/ssoConfig/identity?ssoKey=demo-oidc&subject=ext-demo', { token: operator })).status).toBe(404);
    provider.accounts.set('ext-demo', 'demo_admin');
    try {
      expect((await login(await callbackFor('ext-demo'))).body.result.userInfo.username).toBe('demo_admin');
    } finally {
      provider.accounts.set('ext-demo', 'demo_user');
    }
  });

  it('describes a configuration to the login screens without anything secret', async () => {
    const response = await app.api<Record<string, unknown>>('GET', '/api/system/sso/config?ssoKey=demo-oidc');
    expect(response.body.result).toEqual({ ssoKey: 'demo-oidc', type: 'oauth2', cas: { url: null, hasLogout: false }, oauth2: { paramName: 'code', dynamic: true, hasLogout: true } });
    expect(JSON.stringify(response.body)).not.toContain(testClient.clientSecret);
    expect((await app.api('GET', '/api/system/sso/config?ssoKey=nope&lang=en_US')).body.message).toBe('ssoKey not configured');
  });

  it('documents every SSO route in the OpenAPI document', async () => {
    const document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/system/oauth2/getAuthorizeUrl', '/api/system/oauth2/login', '/api/system/cas/login', '/api/system/sso/config', '/api/system/ssoConfig/add', '/api/system/ssoConfig/edit', '/api/system/ssoConfig/list', '/api/system/ssoConfig/delete']) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });
});
