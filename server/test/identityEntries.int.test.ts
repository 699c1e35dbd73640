import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueThirdLoginTicket } from '../src/identity/index';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let adminToken: string;
let demoUserId: string;

const entries = [
  ['secretFreeLogin', 'token'],
  ['xdoFreeLogin', 'xdoToken'],
  ['gwFreeLogin', 'fuyunToken'],
  ['medicineFreeLogin', 'medicineToken'],
  ['waizongfuFreeLogin', 'wzfToken'],
  ['portalFreeLogin', 'code'],
] as const;

beforeAll(async () => {
  app = await startTestApp();
  adminToken = await app.loginAs('demo_admin');
  demoUserId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
});
afterAll(async () => app.close());

async function issue(entry: string, userId?: string, token = adminToken) {
  return app.api<{ token: string; expiresAt: string }>('POST', '/api/system/freeLoginToken', { token, body: { entry, ...(userId ? { userId } : {}) } });
}

const enter = (entry: string, parameter: string, value: string) =>
  app.api<{ token: string; userInfo: { username: string } }>('POST', `/api/system/${entry}?${parameter}=${encodeURIComponent(value)}`);

describe('password-free entries', () => {
  it.each(entries)('%s logs in once with a token issued for it', async (entry, parameter) => {
    const issued = await issue(entry, demoUserId);
    expect(issued.status).toBe(200);
    const first = await enter(entry, parameter, issued.body.result.token);
    expect(first.status).toBe(200);
    expect(first.body.result.userInfo.username).toBe('demo_user');
    expect((await app.api('GET', '/api/user/info', { token: first.body.result.token })).status).toBe(200);
    const again = await enter(entry, parameter, issued.body.result.token);
    expect(again.status).toBe(401);
  });

  it('a token opens only the entry it was issued for', async () => {
    const issued = await issue('xdoFreeLogin', demoUserId);
    expect((await enter('gwFreeLogin', 'fuyunToken', issued.body.result.token)).status).toBe(401);
    // Not used up by the wrong entry.
    expect((await enter('xdoFreeLogin', 'xdoToken', issued.body.result.token)).status).toBe(200);
  });

  it('redeems a token only once even when two requests race', async () => {
    const issued = await issue('secretFreeLogin', demoUserId);
    const statuses = (await Promise.all([1, 2, 3, 4].map(() => enter('secretFreeLogin', 'token', issued.body.result.token)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
  });

  it('refuses an expired, a revoked, a forged and a bare-user-id token', async () => {
    const expired = await issue('secretFreeLogin', demoUserId);
    await app.database.owner('sys_entry_token').whereNull('used_at').update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    expect((await enter('secretFreeLogin', 'token', expired.body.result.token)).status).toBe(401);

    const revoked = await issue('secretFreeLogin', demoUserId);
    await app.database.owner('sys_entry_token').whereNull('used_at').update({ revoked_at: app.database.owner.fn.now() });
    expect((await enter('secretFreeLogin', 'token', revoked.body.result.token)).status).toBe(401);

    const tenantId = (await app.database.owner('sys_user').where({ id: demoUserId }).first<{ tenant_id: string }>('tenant_id'))!.tenant_id;
    const payload = Buffer.from(JSON.stringify({ e: 'secretFreeLogin', t: tenantId, j: randomUUID(), x: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
    const forged = `${payload}.${createHmac('sha256', 'guessed-secret').update(`wharf-entry-token.v1.${payload}`).digest('base64url')}`;
    expect((await enter('secretFreeLogin', 'token', forged)).status).toBe(401);
    expect((await enter('secretFreeLogin', 'token', demoUserId)).status).toBe(401);
  });

  it('a missing parameter is a 400', async () => {
    for (const [entry] of entries) expect((await app.api('POST', `/api/system/${entry}`)).status, entry).toBe(400);
    expect((await app.api('POST', '/api/system/xdoFreeLogin?token=abc')).status).toBe(400);
  });

  it('only console users issue tokens; only admins for someone else; never across tenants', async () => {
    const userToken = await app.loginAs('demo_user');
    expect((await issue('secretFreeLogin', undefined, userToken)).status).toBe(403);
    const acmeUserId = (await app.database.owner('sys_user').where({ username: 'acme_admin' }).first<{ id: string }>('id'))!.id;
    expect((await issue('secretFreeLogin', acmeUserId)).status).toBe(404);
    expect((await issue('secretFreeLogin', randomUUID())).status).toBe(404);
    expect((await issue('secretFreeLogin', 'not-a-uuid')).status).toBe(400);
    expect((await issue('visitor', demoUserId)).status).toBe(400);
    await app.database.owner('sys_user').where({ username: 'demo_admin' }).update({ user_type: 'normal' });
    try {
      expect((await issue('secretFreeLogin', demoUserId)).status).toBe(403);
      expect((await issue('secretFreeLogin')).status).toBe(200);
    } finally {
      await app.database.owner('sys_user').where({ username: 'demo_admin' }).update({ user_type: 'admin' });
    }
  });

  it('a frozen user cannot enter', async () => {
    const issued = await issue('portalFreeLogin', demoUserId);
    await app.database.owner('sys_user').where({ id: demoUserId }).update({ status: '2' });
    try {
      expect((await enter('portalFreeLogin', 'code', issued.body.result.token)).status).toBe(401);
    } finally {
      await app.database.owner('sys_user').where({ id: demoUserId }).update({ status: '1' });
    }
  });

  it('the organisation\'s rules apply: lock, IP whitelist, prohibited multiple login', async () => {
    const tenantId = (await app.database.owner('sys_user').where({ id: demoUserId }).first<{ tenant_id: string }>('tenant_id'))!.tenant_id;
    const [org] = await app.database.owner('sys_org').insert({ tenant_id: tenantId, org_name: 'Rules', org_code: 'rules', multiple_login: 'prohibit' }).returning<{ id: string }[]>('id');
    await app.database.owner('sys_user').where({ id: demoUserId }).update({ org_id: org!.id });
    try {
      const first = await enter('secretFreeLogin', 'token', (await issue('secretFreeLogin', demoUserId)).body.result.token);
      const second = await enter('secretFreeLogin', 'token', (await issue('secretFreeLogin', demoUserId)).body.result.token);
      expect(second.status).toBe(200);
      const ended = await app.api<{ reason?: string }>('GET', '/api/user/info', { token: first.body.result.token });
      expect(ended.status).toBe(401);

      await app.database.owner('sys_user').where({ id: demoUserId }).update({ locked_until: app.database.owner.raw("now() + interval '5 minutes'") });
      expect((await enter('secretFreeLogin', 'token', (await issue('secretFreeLogin', demoUserId)).body.result.token)).status).toBe(423);
      await app.database.owner('sys_user').where({ id: demoUserId }).update({ locked_until: null });

      await app.database.owner('sys_org').where({ id: org!.id }).update({ ip_whitelist: app.database.owner.raw("array['10.9.9.9']") });
      expect((await enter('secretFreeLogin', 'token', (await issue('secretFreeLogin', demoUserId)).body.result.token)).status).toBe(403);
      const outcomes = await app.database.owner('sys_login_log').where({ user_id: demoUserId, login_kind: 'free' }).pluck('outcome');
      expect(outcomes).toEqual(expect.arrayContaining(['success', 'locked', 'ip-refused']));
    } finally {
      await app.database.owner('sys_user').where({ id: demoUserId }).update({ org_id: null, locked_until: null });
    }
  });

  it('answers hostile tokens with 400 or 401, never 500', async () => {
    const hostile = ["' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(5000), 'ü', '\u0000', '😀', '../../etc/passwd', `${'A'.repeat(40)}.${'B'.repeat(43)}`];
    for (const [entry, parameter] of entries) {
      for (const value of hostile) expect([400, 401], `${entry} ${value.slice(0, 20)}`).toContain((await enter(entry, parameter, value)).status);
    }
  });
});

describe('third-party login tickets', () => {
  it('a ticket from a trusted callback logs in once', async () => {
    const tenantId = (await app.database.owner('sys_user').where({ id: demoUserId }).first<{ tenant_id: string }>('tenant_id'))!.tenant_id;
    const ticket = await issueThirdLoginTicket(app.ctx, { tenantId, userId: demoUserId });
    const first = await app.api<{ token: string; userInfo: { username: string } }>('GET', `/api/system/thirdLogin/getLoginUser/${ticket}`);
    expect(first.status).toBe(200);
    expect(first.body.result.userInfo.username).toBe('demo_user');
    const session = await app.database.owner('sys_session').orderBy('created_at', 'desc').first<{ login_kind: string }>('login_kind');
    expect(session!.login_kind).toBe('third');
    expect((await app.api('GET', `/api/system/thirdLogin/getLoginUser/${ticket}`)).status).toBe(401);
  });

  it('a user id or any other string is not a ticket', async () => {
    for (const id of [demoUserId, '1', 'admin', encodeURIComponent("' or 1=1 --"), 'x'.repeat(3000)]) {
      expect([400, 401, 404]).toContain((await app.api('GET', `/api/system/thirdLogin/getLoginUser/${id}`)).status);
    }
  });
});
