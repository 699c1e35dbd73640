import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsDeliveriesSettled } from '../src/identity/index';
import { testAdminPassword } from './support/constants';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §3: the login lockout's key is the account and the client on every entry that proves an
 * account, not only the password login. Wrong passwords from one client lock that client for the
 * account: a phone login from there is refused, and one from the owner's usual client is not.
 */

let app: TestApp;
let adminToken: string;
const phone = '13800000011';
const attacker = '198.51.100.77';
const usualClient = '203.0.113.77';

beforeAll(async () => {
  app = await startTestApp();
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ phone });
  // The slider has its own tests; here every attempt is a plain one.
  await app.database.owner('sys_site_setting').update({ login_slider: 'off' });
  adminToken = await app.loginAs('demo_admin');
});
afterAll(async () => app?.close());

const headersFrom = (ip: string) => ({ 'X-Forwarded-For': ip });

/** A fresh code for the phone, read back from the console's message log. */
async function freshCode(ip: string): Promise<string> {
  // One code per phone a minute: the send limits are not the point here.
  await app.database.owner('auth_rate_limit').delete();
  expect((await app.api('POST', '/api/system/sms', { body: { mobile: phone, smsmode: '0' }, headers: headersFrom(ip) })).status).toBe(200);
  await smsDeliveriesSettled(app.ctx);
  const log = await app.api<{ records: { esContent: string }[] }>('GET', `/api/system/log/messageLog?esReceiver=${phone}&esType=sms&pageSize=10`, { token: adminToken });
  const match = /\d{6}/.exec(log.body.result.records[0]?.esContent ?? '');
  if (!match) throw new Error('no code sent');
  return match[0];
}

const phoneLogin = (captcha: string, ip: string) => app.api<{ token: string }>('POST', '/api/system/phoneLogin', { body: { mobile: phone, captcha }, headers: headersFrom(ip) });

describe('phone login and the per-client lockout', () => {
  it('refuses a client locked for the account (423), and lets the owner in from their usual client', async () => {
    for (let i = 0; i < 5; i += 1) await app.api('POST', '/api/system/login', { body: { username: 'demo_user', password: 'wrong' }, headers: headersFrom(attacker) });
    expect((await app.api('POST', '/api/system/login', { body: { username: 'demo_user', password: testAdminPassword }, headers: headersFrom(attacker) })).status).toBe(423);
    // The account itself is not locked: the lock belongs to the attacker's client.
    expect((await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ locked_until: Date | null }>('locked_until'))!.locked_until).toBeNull();

    const fromAttacker = await phoneLogin(await freshCode(usualClient), attacker);
    expect(fromAttacker.status).toBe(423);
    expect((fromAttacker.body as { messageCode?: string }).messageCode).toBe('login/locked');

    const fromUsualClient = await phoneLogin(await freshCode(usualClient), usualClient);
    expect(fromUsualClient.status).toBe(200);
    expect(fromUsualClient.body.result.token).toEqual(expect.any(String));
  });

  it('still refuses every client while the account-wide lock holds', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: app.database.owner.raw("now() + interval '15 minutes'") });
    expect((await phoneLogin(await freshCode(usualClient), usualClient)).status).toBe(423);
  });
});

describe('changing one\'s password and the per-client lockout', () => {
  it('counts a wrong current password like a wrong login: the guessing client is locked, the owner\'s is not', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: null, failed_login_count: 0 });
    await app.database.owner('sys_user_client_lock').delete();
    await app.database.owner('auth_rate_limit').delete();
    const session = await app.loginAs('demo_user');
    const change = (oldpassword: string, ip: string) => app.api('PUT', '/api/system/user/changePassword', {
      token: session, headers: headersFrom(ip), body: { oldpassword, password: 'Changed-Pass-2026!x', confirmpassword: 'Changed-Pass-2026!x' },
    });
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await change('wrong', attacker)).status);
    expect(answers).toEqual([400, 400, 400, 400, 423]);
    // The right password from the guessing client is refused too: the lock is not a hint.
    expect((await change(testAdminPassword, attacker)).status).toBe(423);
    expect((await change(testAdminPassword, usualClient)).status).toBe(200);
  });
});
