import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ssoLogoutUrl } from '../src/sso/ssoLogoutUrl';
import { startTestApp, type TestApp } from './support/testApp';
import { startCasTestServer, type CasTestServer } from './ssoSupport/casTestServer';
import { addSsoConfig } from './ssoSupport/ssoFixtures';

let app: TestApp;
let cas: CasTestServer;
const serviceUrl = 'http://127.0.0.1:5173/sso/cas';

beforeAll(async () => {
  [app, cas] = await Promise.all([startTestApp(), startCasTestServer()]);
  await addSsoConfig(app, { ssoKey: 'demo-cas', type: 'cas', tenantCode: 'demo', cas: { url: cas.url, serviceUrl, logout: `${cas.url}/logout` } });
  await addSsoConfig(app, { ssoKey: 'demo-cas-attr', type: 'cas', tenantCode: 'demo', cas: { url: cas.url, serviceUrl, loginName: 'loginName' } });
  await addSsoConfig(app, { ssoKey: 'half-cas', type: 'cas', tenantCode: 'demo', cas: { url: cas.url } });
});
afterAll(async () => {
  await Promise.all([app?.close(), cas?.close()]);
});
afterEach(() => {
  cas.isCas2Only = false;
  cas.rawAnswer = undefined;
});

interface CasAnswer {
  status: number;
  location: string | null;
  body: { success?: boolean; message?: string; messageCode?: string; result?: { token?: string; userInfo?: { username: string }; redirectUrl?: string } };
}

/** Calls cas/login as a browser would (redirects not followed), or as a script asking for JSON. */
async function casLogin(query: Record<string, string>, accept = 'text/html'): Promise<CasAnswer> {
  const response = await fetch(`${app.url}/api/system/cas/login?${new URLSearchParams({ lang: 'en_US', ...query })}`, { redirect: 'manual', headers: { accept } });
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), body: text.startsWith('{') ? JSON.parse(text) : {} };
}

describe('CAS login', () => {
  it('without a ticket, redirects to the CAS login page for the configured service', async () => {
    const answer = await casLogin({ ssoKey: 'demo-cas' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${cas.url}/login?service=${encodeURIComponent(serviceUrl)}`);
  });

  it('validates a ticket with CAS 3 serviceValidate and opens a session that works', async () => {
    const ticket = cas.issueTicket(serviceUrl, 'demo_user');
    const answer = await casLogin({ ssoKey: 'demo-cas', ticket }, 'application/json');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result?.userInfo?.username).toBe('demo_user');
    const info = await app.api<{ username: string }>('GET', '/api/user/info', { token: answer.body.result!.token! });
    expect(info.body.result.username).toBe('demo_user');
    expect(Object.fromEntries(cas.validations.at(-1)!)).toEqual({ service: serviceUrl, ticket });
    const session = await app.database.owner('sys_session').orderBy('created_at', 'desc').first<{ login_kind: string; sso_key: string }>('login_kind', 'sso_key');
    expect(session).toEqual({ login_kind: 'sso', sso_key: 'demo-cas' });
  });

  it('redirects to CAS when the ticket is invalid or replayed; a script asking for JSON gets the URL with a 401', async () => {
    const answer = await casLogin({ ssoKey: 'demo-cas', ticket: 'ST-made-up' });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(new RegExp(`^${cas.url}/login\\?service=`));

    const ticket = cas.issueTicket(serviceUrl, 'demo_user');
    expect((await casLogin({ ssoKey: 'demo-cas', ticket }, 'application/json')).status).toBe(200);
    const replay = await casLogin({ ssoKey: 'demo-cas', ticket }, 'application/json');
    expect(replay.status).toBe(401);
    expect(replay.body.result?.redirectUrl).toBe(`${cas.url}/login?service=${encodeURIComponent(serviceUrl)}`);
    expect(replay.body.message).toBe('Single sign-on failed');
  });

  it('refuses tickets issued for another application’s service', async () => {
    const elsewhere = 'https://other-app.test/cas';
    const ticket = cas.issueTicket(elsewhere, 'demo_user');
    expect((await casLogin({ ssoKey: 'demo-cas', ticket, service: elsewhere })).status).toBe(400);
    expect((await casLogin({ ssoKey: 'demo-cas', ticket })).status).toBe(302);
    const withReturnPath = `${serviceUrl}?redirect=%2Fworkbench`;
    const own = cas.issueTicket(withReturnPath, 'demo_user');
    expect((await casLogin({ ssoKey: 'demo-cas', ticket: own, service: withReturnPath }, 'application/json')).status).toBe(200);
  });

  it('maps the configured loginName attribute to the username, and links the CAS user', async () => {
    const ticket = cas.issueTicket(serviceUrl, 'cas-id-42', { loginName: 'demo_admin', mail: 'x@y.test' });
    const answer = await casLogin({ ssoKey: 'demo-cas-attr', ticket }, 'application/json');
    expect(answer.body.result?.userInfo?.username).toBe('demo_admin');
    expect(await app.database.owner('sys_sso_identity').where({ sso_key: 'demo-cas-attr', subject: 'cas-id-42' }).first()).toBeTruthy();
  });

  it('falls back to CAS 2 serviceValidate when the server has no CAS 3 endpoint', async () => {
    cas.isCas2Only = true;
    const answer = await casLogin({ ssoKey: 'demo-cas', ticket: cas.issueTicket(serviceUrl, 'demo_user') }, 'application/json');
    expect(answer.status).toBe(200);
  });

  it('refuses answers with a document type (entity expansion) or that are not CAS XML', async () => {
    cas.rawAnswer = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>'
      + '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>&lol2;</cas:user></cas:authenticationSuccess></cas:serviceResponse>';
    expect((await casLogin({ ssoKey: 'demo-cas', ticket: 'ST-1' })).status).toBe(302);
    for (const raw of ['not xml at all <<<', '<cas:serviceResponse><cas:authenticationSuccess></cas:authenticationSuccess></cas:serviceResponse>', '']) {
      cas.rawAnswer = raw;
      expect((await casLogin({ ssoKey: 'demo-cas', ticket: 'ST-1' })).status, raw).toBe(302);
    }
  });

  it('refuses a CAS user linked to nobody with a message instead of redirecting in a loop', async () => {
    const answer = await casLogin({ ssoKey: 'demo-cas', ticket: cas.issueTicket(serviceUrl, 'acme_admin') }, 'application/json');
    expect(answer.status).toBe(401);
    expect(answer.body.messageCode).toBe('sso/unknown-identity');
  });

  it('applies the organisation’s login rules to SSO too: a locked user stays out', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: app.database.owner.raw("now() + interval '1 hour'") });
    try {
      const answer = await casLogin({ ssoKey: 'demo-cas', ticket: cas.issueTicket(serviceUrl, 'demo_user') }, 'application/json');
      expect(answer.status).toBe(423);
      expect(answer.body.messageCode).toBe('login/locked');
    } finally {
      await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: null });
    }
  });

  it('answers the configuration messages and reports the CAS logout URL', async () => {
    const incomplete = await casLogin({ ssoKey: 'half-cas', ticket: 'ST-1' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('SSO configuration incomplete');
    expect((await casLogin({ ssoKey: 'nope' })).body.message).toBe('ssoKey not configured');
    const wrongType = await app.api('GET', '/api/system/oauth2/getAuthorizeUrl?ssoKey=demo-cas&lang=en_US');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('This SSO configuration is not of type oauth2');
    expect(await ssoLogoutUrl(app.ctx, 'demo-cas')).toBe(`${cas.url}/logout`);
    expect(await ssoLogoutUrl(app.ctx, 'demo-cas-attr')).toBeNull();
  });
});
