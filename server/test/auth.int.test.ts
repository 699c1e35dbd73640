import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('sessions', () => {
  it('logs in with the right password and returns a token and the user info', async () => {
    const response = await app.api<{ token: string; userInfo: Record<string, unknown> }>('POST', '/api/system/login', {
      body: { username: 'demo_admin', password: 'Test-Passw0rd!' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, code: 200 });
    expect(response.body.result.token).toMatch(/^[\w-]{40,}$/);
    expect(response.body.result.userInfo).toMatchObject({
      username: 'demo_admin',
      backRoleFlg: '1',
      userExtendInfo: { tenantCode: 'demo' },
    });
    const stored = await app.database.owner('sys_session').select('token_hash');
    expect(stored.map((r: { token_hash: Buffer }) => r.token_hash.toString('base64url'))).not.toContain(response.body.result.token);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await app.database.owner('sys_user').where({ username: 'admin' }).first<{ password_hash: string }>('password_hash');
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password or an unknown user with the same generic message', async () => {
    const wrong = await app.api('POST', '/api/system/login', { body: await withSlider(app, { username: 'demo_admin', password: 'nope' }) });
    const unknown = await app.api('POST', '/api/system/login', { body: await withSlider(app, { username: 'nobody', password: 'nope' }) });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.success).toBe(false);
  });

  it('answers 400 naming the missing fields', async () => {
    const response = await app.api<{ errors: { path: string }[] }>('POST', '/api/system/login', { body: { username: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body.result.errors.map((e) => e.path)).toEqual(['/body/password']);
  });

  it('requires a token on every other /api route', async () => {
    for (const path of ['/api/user/info', '/api/eform/definitions', '/api/anything/else']) {
      const response = await app.api('GET', path);
      expect(response.status, path).toBe(401);
    }
    expect((await app.api('GET', '/api/user/info', { token: 'not-a-real-token' })).status).toBe(401);
  });

  it('serves the user info for a live token', async () => {
    const token = await app.loginAs('acme_admin');
    const response = await app.api<{ username: string }>('GET', '/api/user/info', { token });
    expect(response.status).toBe(200);
    expect(response.body.result.username).toBe('acme_admin');
  });

  it('logout revokes the token at once', async () => {
    const token = await app.loginAs('demo_user');
    expect((await app.api('POST', '/api/system/logout', { token })).status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(401);
  });

  // Changes written straight to the database stand for another server process's: this process
  // hears of them as they commit (sessionCache.int.test.ts), a moment later.
  it('an expired token no longer works', async () => {
    const token = await app.loginAs('demo_user');
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(200);
    await app.database.owner('sys_session').update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    await expect.poll(async () => (await app.api('GET', '/api/user/info', { token })).status, { timeout: 1000, interval: 20 }).toBe(401);
  });

  it('sessions last seven days', async () => {
    await app.loginAs('admin');
    const { rows } = await app.database.owner.raw<{ rows: { hours: number }[] }>(
      'select round(extract(epoch from (expires_at - created_at)) / 3600) as hours from sys_session order by created_at desc limit 1');
    expect(Number(rows[0]!.hours)).toBe(168);
  });

  it('a frozen user cannot log in, and their open sessions stop working', async () => {
    const token = await app.loginAs('demo_user');
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ status: '2' });
    await expect.poll(async () => (await app.api('GET', '/api/user/info', { token })).status, { timeout: 1000, interval: 20 }).toBe(401);
    const response = await app.api('POST', '/api/system/login', { body: await withSlider(app, { username: 'demo_user', password: 'Test-Passw0rd!' }) });
    expect(response.status).toBe(401);
    expect(response.body.messageCode).toBe('system/account-frozen');
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ status: '1' });
  });
});
