import { accountLockFactor } from '@wharf/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp();
  const tenant = await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id');
  const [org] = await app.database.owner('sys_org').insert({ tenant_id: tenant!.id, org_name: 'Lockout HQ', org_code: 'LOCK' }).returning('id');
  orgId = org.id;
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ org_id: orgId });
  // The slider has its own tests; here every attempt is a plain password login.
  await app.database.owner('sys_site_setting').update({ login_slider: 'off' });
});
afterAll(async () => app.close());

beforeEach(async () => {
  await app.database.owner('sys_org').where({ id: orgId }).update({ lock_user_failures: null });
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ failed_login_count: 0, locked_until: null });
  await app.database.owner('sys_user_client_lock').delete();
  await app.database.owner('auth_rate_limit').delete();
});

/** A password login of demo_user from the client address `ip` (Express trusts the loopback proxy). */
const attempt = (password: string, ip: string) => app.api<{ token?: string }>('POST', '/api/system/login', { body: { username: 'demo_user', password }, headers: { 'X-Forwarded-For': ip } });
const statuses = async (password: string, ips: string[]) => {
  const answers: number[] = [];
  for (const ip of ips) answers.push((await attempt(password, ip)).status);
  return answers;
};

describe('login lockout per account and client', () => {
  it('five wrong passwords from one client lock that client only: the right password from another still logs in', async () => {
    expect(await statuses('wrong', Array(5).fill('198.51.100.7'))).toEqual([401, 401, 401, 401, 423]);
    const fromAttacker = await attempt(testAdminPassword, '198.51.100.7');
    expect(fromAttacker.status).toBe(423);
    expect((fromAttacker.body as { messageCode?: string }).messageCode).toBe('login/locked');
    const fromUsualClient = await attempt(testAdminPassword, '203.0.113.20');
    expect(fromUsualClient.status).toBe(200);
    expect(fromUsualClient.body.result.token).toEqual(expect.any(String));
    // The attacker's client stays locked after the owner's login.
    expect((await attempt(testAdminPassword, '198.51.100.7')).status).toBe(423);
    const lock = await app.database.owner('sys_user_client_lock').where({ client: '198.51.100.7' }).first<{ locked_until: Date }>('locked_until');
    expect(lock!.locked_until.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('the account-wide ceiling locks every client', async () => {
    await app.database.owner('sys_org').where({ id: orgId }).update({ lock_user_failures: 2 });
    const ceiling = 2 * accountLockFactor;
    // One wrong password from each of ten addresses: no client reaches two, the account reaches ten.
    const ips = Array.from({ length: ceiling }, (_, i) => `192.0.2.${i + 1}`);
    expect(await statuses('wrong', ips)).toEqual([...Array(ceiling - 1).fill(401), 423]);
    await app.database.owner('auth_rate_limit').delete();
    expect((await attempt(testAdminPassword, '203.0.113.20')).status).toBe(423);
    const user = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ locked_until: Date | null }>('locked_until');
    expect(user!.locked_until).not.toBeNull();
  });

  it('a successful login from a client starts its count again', async () => {
    expect(await statuses('wrong', Array(4).fill('198.51.100.8'))).toEqual([401, 401, 401, 401]);
    expect((await attempt(testAdminPassword, '198.51.100.8')).status).toBe(200);
    // Four more: without the reset the first of them would have been the fifth and locked.
    expect(await statuses('wrong', Array(4).fill('198.51.100.8'))).toEqual([401, 401, 401, 401]);
    expect((await attempt('wrong', '198.51.100.8')).status).toBe(423);
  });

  it('counts parallel wrong passwords exactly (no guess slips under the number)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => attempt('wrong', '198.51.100.9')));
    expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 423, 423]);
  });
});
