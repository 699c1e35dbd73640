import { formatMessage } from '@wharf/engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { recoveryRateLimits, resetMailsSettled } from '../src/auth/recovery/passwordRecovery';
import { startTestApp, type TestApp } from './support/testApp';
import { testAdminPassword } from './support/constants';
import { sliderOff } from './support/loginFamily';

let app: TestApp;
let nextIp = 1;
/** Each call speaks from its own address (the app trusts X-Forwarded-For from loopback), so per-IP limits stay out of the way. */
const freshIp = () => ({ 'X-Forwarded-For': `198.51.100.${nextIp++ % 250}` });

const demoUser = { username: 'demo_user', email: 'demo.user@example.com' };
const acmeAdmin = { username: 'acme_admin', email: 'acme.admin@example.com' };
const newPassword = 'Harbour#Reset1';

beforeAll(async () => {
  app = await startTestApp();
  await sliderOff(app);
  await app.database.owner('sys_user').where({ username: demoUser.username }).update({ email: demoUser.email });
  await app.database.owner('sys_user').where({ username: acmeAdmin.username }).update({ email: acmeAdmin.email });
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.database.owner('auth_rate_limit').delete();
  await app.database.owner('sys_password_reset').delete();
  await app.database.owner('sys_message_log').where({ es_type: 'email' }).delete();
  // Every test starts from the seeded password.
  await app.database.owner('sys_user').whereIn('username', [demoUser.username, acmeAdmin.username])
    .update({ password_hash: await hashPassword(testAdminPassword), locked_until: null, failed_login_count: 0, status: '1' });
});

type Issues = { errors: { path: string; code: string; message: string }[] } | null;

/** Asks for a code and waits until its email (sent after the answer) has been handed over. */
async function sendCode(username: string, email: string, headers = freshIp()) {
  const response = await app.api('POST', '/api/system/passwordRecovery/sendCode', { body: { username, email }, headers });
  await resetMailsSettled(app.ctx);
  return response;
}

async function mailsTo(email: string): Promise<string[]> {
  const rows: { es_content: string }[] = await app.database.owner('sys_message_log').where({ es_type: 'email', es_receiver: email }).orderBy('created_at', 'desc').select('es_content');
  return rows.map((row) => row.es_content);
}

async function latestCode(email: string): Promise<string> {
  const match = /\d{6}/.exec((await mailsTo(email))[0] ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[0];
}

const reset = (body: Record<string, unknown>, headers = freshIp()) => app.api<Issues>('POST', '/api/system/passwordRecovery/reset', { body, headers });
const resetWith = (username: string, code: string, password = newPassword) => reset({ username, code, password, confirmPassword: password });
const login = (username: string, password: string) => app.api('POST', '/api/system/login', { body: { username, password }, headers: freshIp() });

describe('forgot password', () => {
  it('emails a code that sets a new password once, ends every session and lifts a lock', async () => {
    const token = await app.loginAs(demoUser.username);
    await app.database.owner('sys_user').where({ username: demoUser.username }).update({ locked_until: app.database.owner.raw("now() + interval '10 minutes'") });

    const sent = await sendCode(demoUser.username.toUpperCase(), demoUser.email.toUpperCase());
    expect(sent.status).toBe(200);
    const code = await latestCode(demoUser.email);

    const done = await resetWith(demoUser.username, code);
    expect(done.status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token })).status).toBe(401);
    expect((await login(demoUser.username, testAdminPassword)).status).toBe(401);
    expect((await login(demoUser.username, newPassword)).status).toBe(200);

    const reused = await resetWith(demoUser.username, code, 'Another#Pass2');
    expect(reused.status).toBe(400);
    expect(reused.body.result!.errors).toMatchObject([{ path: '/body/code', code: 'recovery/code-invalid' }]);
    const log = await app.database.owner('sys_login_log').where({ outcome: 'password-reset' }).count({ n: '*' });
    expect(log).toEqual([{ n: 1 }]);
  });

  it('answers alike whether or not the account and email match, and mails only a match', async () => {
    const answers = [];
    for (const [username, email] of [[demoUser.username, 'someone.else@example.com'], ['no_such_user', demoUser.email], ['no_such_user_2', 'nobody@example.com'], [demoUser.username, demoUser.email]] as const) {
      await app.database.owner('auth_rate_limit').delete();
      answers.push(await sendCode(username, email));
    }
    const shapes = answers.map((answer) => ({ status: answer.status, message: answer.body.message, result: answer.body.result }));
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    expect(shapes[0]!.status).toBe(200);
    expect(await mailsTo(demoUser.email)).toHaveLength(1);
    expect(await mailsTo('someone.else@example.com')).toEqual([]);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it('gives an unknown account, a wrong code and an expired code the same answer', async () => {
    await sendCode(demoUser.username, demoUser.email);
    const code = await latestCode(demoUser.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const unknown = await resetWith('no_such_user', code);
    const wrongCode = await resetWith(demoUser.username, wrong);
    await app.database.owner('sys_password_reset').update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    const expired = await resetWith(demoUser.username, code);
    for (const answer of [unknown, wrongCode, expired]) {
      expect(answer.status).toBe(400);
      expect(answer.body.result!.errors).toEqual([{ path: '/body/code', code: 'recovery/code-invalid', message: unknown.body.result!.errors[0]!.message }]);
    }
    // The spec's "account or email does not exist" is said only inside this one answer.
    expect(unknown.body.result!.errors[0]!.message).toBe(formatMessage('recovery/code-invalid'));
    expect(formatMessage('recovery/code-invalid', 'en_US')).toContain('account or email does not exist');
  });

  it('expires codes after ten minutes, keeps them hashed, and lets only the latest one work', async () => {
    await sendCode(demoUser.username, demoUser.email);
    const first = await latestCode(demoUser.email);
    const row = await app.database.owner('sys_password_reset').first<{ code_hash: Buffer; minutes: number }>('code_hash', app.database.owner.raw('round(extract(epoch from expires_at - created_at) / 60) as minutes'));
    expect(Number(row!.minutes)).toBe(10);
    expect(row!.code_hash.toString('utf8')).not.toContain(first);
    expect(row!.code_hash).toHaveLength(32);

    await app.database.owner('auth_rate_limit').delete();
    await sendCode(demoUser.username, demoUser.email);
    const second = await latestCode(demoUser.email);
    if (second !== first) expect((await resetWith(demoUser.username, first)).status).toBe(400);
    expect((await resetWith(demoUser.username, second)).status).toBe(200);
  });

  it('burns a code after five wrong guesses', async () => {
    await sendCode(demoUser.username, demoUser.email);
    const code = await latestCode(demoUser.email);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 5; guess += 1) expect((await resetWith(demoUser.username, wrong)).status).toBe(400);
    const afterBurn = await resetWith(demoUser.username, code);
    expect(afterBurn.status).toBe(400);
    expect(afterBurn.body.result!.errors[0]!.code).toBe('recovery/code-invalid');
    expect((await login(demoUser.username, testAdminPassword)).status).toBe(200);
  });

  it('applies the password rules: strength and confirmation first, blacklist and same-as-old after the code', async () => {
    const weak = await reset({ username: 'no_such_user', code: '123456', password: 'weakpass', confirmPassword: 'other' });
    expect(weak.status).toBe(400);
    expect(weak.body.result!.errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual(['/body/confirmPassword password/mismatch', '/body/password password/weak']);

    // The blacklist is the organisation's: demo_user joins one that has it.
    const tenant = await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id');
    const [org] = await app.database.owner('sys_org').insert({ tenant_id: tenant!.id, org_name: 'Recovery HQ', org_code: 'RECOVERY-HQ', password_blacklist: ['Harbour#Banned1'] }).returning('id');
    await app.database.owner('sys_user').where({ username: demoUser.username }).update({ org_id: org.id });
    try {
      await sendCode(demoUser.username, demoUser.email);
      const code = await latestCode(demoUser.email);
      const banned = await resetWith(demoUser.username, code, 'harbour#banned1');
      expect(banned.body.result!.errors).toMatchObject([{ path: '/body/password', code: 'password/blacklisted' }]);
      const same = await resetWith(demoUser.username, code, testAdminPassword);
      expect(same.body.result!.errors).toMatchObject([{ path: '/body/password', code: 'password/same-as-old' }]);
      // A refused password leaves the code usable.
      expect((await resetWith(demoUser.username, code)).status).toBe(200);
    } finally {
      await app.database.owner('sys_user').where({ username: demoUser.username }).update({ org_id: null });
    }
  });

  it('sends nothing for a frozen account, and its reset fails like any other', async () => {
    await app.database.owner('sys_user').where({ username: demoUser.username }).update({ status: '2' });
    expect((await sendCode(demoUser.username, demoUser.email)).status).toBe(200);
    expect(await mailsTo(demoUser.email)).toEqual([]);
  });

  it('limits sending per account and per address, and guessing per account', async () => {
    expect((await sendCode(demoUser.username, demoUser.email)).status).toBe(200);
    const again = await sendCode(demoUser.username, demoUser.email);
    expect(again.status).toBe(429);
    // The unknown account is limited the same way: the limit says nothing about existence.
    expect((await sendCode('no_such_user', 'x@example.com')).status).toBe(200);
    expect((await sendCode('no_such_user', 'x@example.com')).status).toBe(429);

    const sameIp = { 'X-Forwarded-For': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i <= recoveryRateLimits.sendPerIp.limit; i += 1) statuses.push((await sendCode(`someone_${i}`, `s${i}@example.com`, sameIp)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);

    const guesses: number[] = [];
    for (let i = 0; i <= recoveryRateLimits.resetPerAccount.limit; i += 1) guesses.push((await resetWith('acme_admin', '000000')).status);
    expect(guesses.at(-1)).toBe(429);
  });

  it('keeps tenants apart: a code works only for the account it was sent to', async () => {
    await sendCode(acmeAdmin.username, acmeAdmin.email);
    const acmeCode = await latestCode(acmeAdmin.email);
    expect((await resetWith(demoUser.username, acmeCode)).status).toBe(400);
    const rows = await app.database.owner('sys_password_reset as r').join('sys_user as u', 'u.id', 'r.user_id').select<{ same: boolean }[]>(app.database.owner.raw('r.tenant_id = u.tenant_id as same'));
    expect(rows).toEqual([{ same: true }]);
    expect((await resetWith(acmeAdmin.username, acmeCode)).status).toBe(200);
    expect((await login(acmeAdmin.username, newPassword)).status).toBe(200);
  });

  it('answers hostile input with 400 or the uniform answer, never 500', async () => {
    for (const value of ["'; drop table sys_user; --", '<script>alert(1)</script>', '𝔘'.repeat(300), 'a\u0000b', 'x'.repeat(10_000), '{"$ne":null}']) {
      const send = await sendCode(value, value);
      expect([200, 400, 429], `sendCode ${value.slice(0, 12)}`).toContain(send.status);
      for (const field of ['username', 'code', 'password', 'confirmPassword']) {
        const body = { username: demoUser.username, code: '123456', password: newPassword, confirmPassword: newPassword, [field]: value };
        const answer = await reset(body);
        expect([400, 429], `reset ${field}=${value.slice(0, 12)} → ${answer.status}`).toContain(answer.status);
      }
    }
    for (const body of [{}, { username: 1, email: [] }, 'not json']) {
      expect((await app.api('POST', '/api/system/passwordRecovery/sendCode', { body, headers: freshIp() })).status).toBe(400);
    }
    expect((await login(demoUser.username, testAdminPassword)).status).toBe(200);
  });
});
