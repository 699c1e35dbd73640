import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let adminToken: string;

interface VisitorLoginResult {
  token: string;
  userInfo: { username: string; userType: string };
  customData: Record<string, unknown>;
  pageCode: string;
  pageType: string;
}

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

async function issue(body: Record<string, unknown>, token = adminToken) {
  return app.api<{ visitorToken: string; tokenId: string; url: string; expiresAt: string }>('POST', '/api/system/visitorToken', { token, body });
}

async function visitorSession(customData: Record<string, unknown> = { orderNo: 'A-1' }): Promise<VisitorLoginResult> {
  const issued = await issue({ pageType: 'form', pageCode: 'declaration_head', customData });
  expect(issued.status).toBe(200);
  const login = await app.api<VisitorLoginResult>('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } });
  expect(login.status).toBe(200);
  return login.body.result;
}

/** A request with the path exactly as written (fetch would normalise dot segments). */
function rawGet(path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(app.url);
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers: { 'X-Access-Token': token } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('visitor tokens and sessions', () => {
  it('a console user issues a link; the visitor logs in to that page with its custom data', async () => {
    const issued = await issue({ pageType: 'form', pageCode: 'declaration_head', customData: { orderNo: 'A-1' }, expiresInSeconds: 3600 });
    expect(issued.status).toBe(200);
    expect(issued.body.result.url).toBe(`/visitor?visitorToken=${encodeURIComponent(issued.body.result.visitorToken)}`);
    const login = await app.api<VisitorLoginResult>('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } });
    expect(login.status).toBe(200);
    expect(login.body.result).toMatchObject({ pageCode: 'declaration_head', pageType: 'form', customData: { orderNo: 'A-1' }, userInfo: { userType: 'visitor' } });
    const session = await app.database.owner('sys_session').orderBy('created_at', 'desc').first<{ login_kind: string; scope: unknown }>('login_kind', 'scope');
    expect(session).toEqual({ login_kind: 'visitor', scope: { pageType: 'form', pageCode: 'declaration_head' } });
  });

  it('the link can be opened again until it expires (it is not single-use)', async () => {
    const issued = await issue({ pageType: 'form', pageCode: 'declaration_head' });
    for (let i = 0; i < 2; i++) expect((await app.api('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } })).status).toBe(200);
  });

  it('only console users issue links, only for pages that exist in their tenant', async () => {
    const userToken = await app.loginAs('demo_user');
    expect((await issue({ pageType: 'form', pageCode: 'declaration_head' }, userToken)).status).toBe(403);
    expect((await issue({ pageType: 'form', pageCode: 'no_such_form' })).status).toBe(404);
    expect((await issue({ pageType: 'form', pageCode: 'broker_client' })).status).toBe(404);
    expect((await issue({ pageType: 'view', pageCode: 'declaration_head' })).status).toBe(404);
    expect((await issue({ pageType: 'report', pageCode: 'declaration_head' })).status).toBe(400);
    expect((await issue({ pageType: 'form', pageCode: '../x' })).status).toBe(400);
    expect((await issue({ pageType: 'form', pageCode: 'declaration_head', customData: { big: 'x'.repeat(5000) } })).status).toBe(400);
    expect((await issue({ pageType: 'form', pageCode: 'declaration_head', expiresInSeconds: 10 ** 9 })).status).toBe(400);
  });

  it('the visitor session reaches its page\'s calls and nothing else (403)', async () => {
    const { token } = await visitorSession();
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(200);
    // Allowed through; no runtime route is mounted there yet, hence 404 rather than 403.
    expect((await app.api('GET', '/api/eform/runtime/form/declaration_head', { token })).status).toBe(404);
    expect((await app.api('POST', '/api/system/log/operationlog', { token, body: [{ eventType: 'open', page: '/visitor' }] })).status).toBe(200);

    const refused: Array<[string, string, unknown?]> = [
      ['GET', '/api/eform/definitions'],
      ['GET', '/api/eform/runtime/form/other_form'],
      ['GET', '/api/eform/runtime/view/declaration_head'],
      ['GET', '/api/system/getUserPermissionByToken'],
      ['GET', '/api/system/log/loginfo'],
      ['GET', '/api/system/log/messageLog'],
      ['POST', '/api/system/visitorToken', { pageType: 'form', pageCode: 'declaration_head' }],
      ['POST', '/api/system/freeLoginToken', { entry: 'secretFreeLogin' }],
      ['POST', '/api/eform/definitions', { kind: 'form', code: 'x', name: 'x', body: {} }],
      ['GET', '/api/anything/else'],
    ];
    for (const [method, path, body] of refused) {
      const response = await app.api(method, path, { token, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    for (const path of ['/api/eform/runtime/form/declaration_head/../../definitions', '/api/eform/runtime/form/declaration_head/%2e%2e/%2e%2e/definitions', '/API/EFORM/DEFINITIONS']) {
      expect(await rawGet(path, token), path).toBe(403);
    }
  });

  it('a visitor session never outlives its link', async () => {
    const issued = await issue({ pageType: 'form', pageCode: 'declaration_head', expiresInSeconds: 600 });
    const login = await app.api<VisitorLoginResult>('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } });
    const { rows } = await app.database.owner.raw<{ rows: { seconds: number }[] }>(
      "select extract(epoch from (expires_at - now())) as seconds from sys_session where login_kind = 'visitor' order by created_at desc limit 1");
    expect(Number(rows[0]!.seconds)).toBeLessThanOrEqual(600);
    expect(Number(rows[0]!.seconds)).toBeGreaterThan(500);
    expect(login.status).toBe(200);
  });

  it('a console user revokes a link: it stops opening at once', async () => {
    const issued = await issue({ pageType: 'form', pageCode: 'declaration_head' });
    const revoke = (tokenId: string, token = adminToken) => app.api('POST', '/api/system/entryToken/revoke', { token, body: { tokenId } });
    expect((await revoke(issued.body.result.tokenId)).status).toBe(200);
    expect((await app.api('POST', '/api/system/visitorLogin', { body: { token: issued.body.result.visitorToken } })).status).toBe(401);
    expect((await revoke(issued.body.result.tokenId)).status).toBe(404);
    expect((await revoke('not-a-uuid')).status).toBe(400);

    const other = await issue({ pageType: 'form', pageCode: 'declaration_head' });
    expect((await revoke(other.body.result.tokenId, await app.loginAs('acme_admin'))).status).toBe(404);
    expect((await revoke(other.body.result.tokenId, await app.loginAs('demo_user'))).status).toBe(403);
  });

  it('logout ends the visitor session', async () => {
    const { token } = await visitorSession();
    expect((await app.api('POST', '/api/system/logout', { token })).status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(401);
  });

  it('refuses tampered, expired, revoked and wrong-entry tokens with 401', async () => {
    const issued = await issue({ pageType: 'form', pageCode: 'declaration_head' });
    const token = issued.body.result.visitorToken;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherPage = Buffer.from(JSON.stringify({ ...claims, pc: 'other_form' })).toString('base64url');
    const login = (t: string) => app.api('POST', '/api/system/visitorLogin', { body: { token: t } });
    expect((await login(`${otherPage}.${signature}`)).status).toBe(401);

    const freeToken = await app.api<{ token: string }>('POST', '/api/system/freeLoginToken', { token: adminToken, body: { entry: 'secretFreeLogin' } });
    expect((await login(freeToken.body.result.token)).status).toBe(401);

    await app.database.owner('sys_entry_token').where({ id: claims.j }).update({ revoked_at: app.database.owner.fn.now() });
    expect((await login(token)).status).toBe(401);

    const expiring = await issue({ pageType: 'form', pageCode: 'declaration_head' });
    await app.database.owner('sys_entry_token').where({ entry: 'visitor' }).whereNull('revoked_at').update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    expect((await login(expiring.body.result.visitorToken)).status).toBe(401);
  });

  it('the visitor account cannot log in with a password', async () => {
    await visitorSession();
    const account = await app.database.owner('sys_user').where({ user_type: 'visitor' }).first<{ username: string; password_hash: string }>('username', 'password_hash');
    const response = await app.api('POST', '/api/system/login', { body: { username: account!.username, password: account!.password_hash } });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('answers hostile tokens with 400 or 401, never 500', async () => {
    const hostile = ["' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(5000), 'ü.ü', 'a.b', '\u0000', '😀.😀', `${'A'.repeat(40)}.${'B'.repeat(43)}`];
    for (const token of hostile) {
      const response = await app.api('POST', '/api/system/visitorLogin', { body: { token } });
      expect([400, 401], token.slice(0, 40)).toContain(response.status);
    }
    for (const body of [{}, { token: 42 }, { token: ['x'] }, [], 'null']) {
      expect((await app.api('POST', '/api/system/visitorLogin', { body })).status).toBe(400);
    }
  });
});
