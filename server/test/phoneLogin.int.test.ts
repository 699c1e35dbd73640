import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLogSmsProvider, smsDeliveriesSettled, useSmsProvider, type SmsMessage } from '../src/identity/index';
import { withSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let adminToken: string;
let nextIp = 1;
/** Each test speaks from its own address (the app trusts X-Forwarded-For from loopback), so per-IP limits stay out of the way. */
const freshIp = () => ({ 'X-Forwarded-For': `203.0.113.${nextIp++}` });

const phones = { user: '13800000001', other: '13800000002', frozen: '13800000003' };

beforeAll(async () => {
  app = await startTestApp();
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ phone: phones.user });
  await app.database.owner('sys_user').where({ username: 'acme_admin' }).update({ phone: phones.other });
  adminToken = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

/** Asks for a code and waits until its delivery (which runs after the answer) has finished. */
async function sendCode(mobile: string, headers = freshIp()) {
  const response = await app.api('POST', '/api/system/sms', { body: await withSlider(app, { mobile, smsmode: '0' }), headers });
  await smsDeliveriesSettled(app.ctx);
  return response;
}

/** The latest code sent to a phone, read back through the console's message log. */
async function latestCode(mobile: string, token = adminToken): Promise<string> {
  const response = await app.api<{ records: { esContent: string; esType: string }[] }>('GET', `/api/system/log/messageLog?esReceiver=${mobile}&esType=sms&pageSize=10`, { token });
  expect(response.status).toBe(200);
  const match = /\d{6}/.exec(response.body.result.records[0]?.esContent ?? '');
  if (!match) throw new Error(`no code for ${mobile}`);
  return match[0];
}

// Wrong codes on purpose make the site ask for a slider ('afterFailure'): every attempt brings a solved one.
const phoneLogin = async (mobile: string, captcha: string, headers = freshIp()) =>
  app.api<{ token: string; userInfo: { username: string } }>('POST', '/api/system/phoneLogin', { body: await withSlider(app, { mobile, captcha }), headers });

describe('phone login', () => {
  it('sends a code that logs the phone\'s owner in once', async () => {
    const sent = await sendCode(phones.user);
    expect(sent.status).toBe(200);
    expect(sent.body.messageCode ?? sent.body.message).toBeTruthy();
    const code = await latestCode(phones.user);
    const login = await phoneLogin(phones.user, code);
    expect(login.status).toBe(200);
    expect(login.body.result.userInfo.username).toBe('demo_user');
    expect((await app.api('GET', '/api/user/info', { token: login.body.result.token })).status).toBe(200);
    const session = await app.database.owner('sys_session').orderBy('created_at', 'desc').first<{ login_kind: string }>('login_kind');
    expect(session!.login_kind).toBe('phone');

    const reused = await phoneLogin(phones.user, code);
    expect(reused.status).toBe(401);
  });

  it('stores codes only as keyed hashes', async () => {
    await sendCode(phones.user);
    const code = await latestCode(phones.user);
    const rows: { code_hash: Buffer }[] = await app.database.owner('sys_sms_code').select('code_hash');
    for (const row of rows) {
      expect(row.code_hash.length).toBe(32);
      expect(row.code_hash.toString('latin1')).not.toContain(code);
    }
  });

  it('answers an unregistered phone exactly like a registered one, and sends nothing', async () => {
    const before = await app.database.owner('sys_message_log').count<{ n: string }[]>({ n: '*' });
    const unknown = await sendCode('13999999999');
    const known = await sendCode(phones.other);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body.message).toBe(known.body.message);
    const after = await app.database.owner('sys_message_log').count<{ n: string }[]>({ n: '*' });
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n) + 1);

    const unknownLogin = await phoneLogin('13999999999', '123456');
    const wrongCode = await phoneLogin(phones.other, '000000');
    expect(unknownLogin.status).toBe(401);
    expect(wrongCode.status).toBe(401);
    expect(unknownLogin.body.message).toBe(wrongCode.body.message);
  });

  it('answers before the provider is done, so timing does not tell registered phones apart', async () => {
    await app.database.owner('auth_rate_limit').delete();
    const sent: SmsMessage[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    useSmsProvider(app.ctx, { name: 'gated', send: async (_ctx, message) => { await gate; sent.push(message); } });
    try {
      const response = await app.api('POST', '/api/system/sms', { body: await withSlider(app, { mobile: phones.other }), headers: freshIp() });
      expect(response.status).toBe(200);
      expect(sent).toEqual([]);
      release();
      await smsDeliveriesSettled(app.ctx);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ phone: phones.other });
      expect(sent[0]!.text).toMatch(/\d{6}/);
    } finally {
      useSmsProvider(app.ctx, messageLogSmsProvider);
    }
  });

  it('keeps the message log to the tenant that sent it', async () => {
    await sendCode(phones.other);
    const acmeAdmin = await app.loginAs('acme_admin');
    await expect(latestCode(phones.other, acmeAdmin)).resolves.toMatch(/^\d{6}$/);
    await expect(latestCode(phones.other, adminToken)).rejects.toThrow('no code');
  });

  it('refuses an expired code', async () => {
    await sendCode(phones.user);
    const code = await latestCode(phones.user);
    await app.database.owner('sys_sms_code').whereNull('consumed_at').update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    expect((await phoneLogin(phones.user, code)).status).toBe(401);
  });

  it('a newer code replaces the older one', async () => {
    await sendCode(phones.user);
    const first = await latestCode(phones.user);
    await app.database.owner('auth_rate_limit').where('bucket', 'like', 'sms-phone-minute:%').delete();
    await sendCode(phones.user);
    const second = await latestCode(phones.user);
    if (first !== second) expect((await phoneLogin(phones.user, first)).status).toBe(401);
    expect((await phoneLogin(phones.user, second)).status).toBe(200);
  });

  it('a code dies after five wrong guesses, even the right one then fails', async () => {
    await app.database.owner('auth_rate_limit').delete();
    await sendCode(phones.user);
    const code = await latestCode(phones.user);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expect((await phoneLogin(phones.user, wrong)).status).toBe(401);
    expect((await phoneLogin(phones.user, code)).status).toBe(401);
    const outcomes = await app.database.owner('sys_login_log').where({ login_kind: 'phone', outcome: 'wrong-code' }).count<{ n: string }[]>({ n: '*' });
    expect(Number(outcomes[0]!.n)).toBeGreaterThanOrEqual(5);
  });

  it('a locked account cannot log in by phone either', async () => {
    await app.database.owner('auth_rate_limit').delete();
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: app.database.owner.raw("now() + interval '5 minutes'") });
    try {
      await sendCode(phones.user);
      expect((await phoneLogin(phones.user, await latestCode(phones.user))).status).toBe(423);
    } finally {
      await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: null });
    }
  });

  it('limits sends per phone and per address', async () => {
    await app.database.owner('auth_rate_limit').delete();
    const headers = freshIp();
    expect((await sendCode(phones.other, headers)).status).toBe(200);
    const again = await sendCode(phones.other, headers);
    expect(again.status).toBe(429);
    expect(again.body.success).toBe(false);

    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await sendCode(`1370000${String(i).padStart(4, '0')}`, address)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits login attempts per phone', async () => {
    await app.database.owner('auth_rate_limit').delete();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await phoneLogin('13900000000', '123456')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers hostile input with 400 or 401, never 500', async () => {
    await app.database.owner('auth_rate_limit').delete();
    const hostile = ["' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(10_000), '１３８００００００００１', '13800000001\u0000', '😀😀😀😀😀😀', '${7*7}', '13800000001; drop table sys_user'];
    for (const value of hostile) {
      for (const body of [{ mobile: value }, { mobile: value, captcha: '123456' }, { mobile: phones.user, captcha: value }]) {
        const path = 'captcha' in body ? '/api/system/phoneLogin' : '/api/system/sms';
        const response = await app.api('POST', path, { body: await withSlider(app, body), headers: freshIp() });
        expect([400, 401], `${path} ${JSON.stringify(body).slice(0, 60)}`).toContain(response.status);
        expect(JSON.stringify(response.body)).not.toMatch(/select|insert|stack|at .*\.ts/i);
      }
    }
    expect((await app.api('POST', '/api/system/sms', { body: [1, 2], headers: freshIp() })).status).toBe(400);
    expect((await app.api('POST', '/api/system/phoneLogin', { body: '{"mobile":', headers: freshIp() })).status).toBe(400);
  });
});
