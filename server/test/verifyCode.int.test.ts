import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { withSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
const phone = '13900000077';
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ enable_vcode: 'Y', phone, force_change_pass: 'N' });
  await app.database.owner('auth_rate_limit').delete();
});

/** The code of the latest SMS the development provider logged for the phone. */
const lastCode = async () => {
  const message = await app.database.owner('sys_message_log').where({ es_receiver: phone }).orderBy('created_at', 'desc').first<{ es_content: string }>('es_content');
  return /\d{6}/.exec(message!.es_content)![0];
};
const passwordStep = async () => app.api<{ token: string; step?: string }>('POST', '/api/system/login', { body: await withSlider(app, { username: 'demo_user', password: testAdminPassword }) });
const verify = (ticket: string, captcha: string) => app.api<{ token: string; step?: string }>('POST', '/api/system/login/verifyCode', { body: { ticket, captcha } });

describe('login with a verification code (enableVcode = Y)', () => {
  it('gives no session for the password alone; the code sent to the phone completes the login', async () => {
    const first = await passwordStep();
    expect(first.body.result.step).toBe('verifyCode');
    const ticket = first.body.result.token;
    expect((await app.api('GET', '/api/user/info', { token: ticket })).status).toBe(401);

    const code = await lastCode();
    const wrong = await verify(ticket, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(401);
    const done = await verify(ticket, code);
    expect(done.status).toBe(200);
    expect(done.body.result.step).toBeUndefined();
    expect((await app.api('GET', '/api/user/info', { token: done.body.result.token })).status).toBe(200);
    expect((await verify(ticket, code)).status).toBe(401);
  });

  it('a wrong password sends no code', async () => {
    const before = await app.database.owner('sys_message_log').where({ es_receiver: phone }).count({ n: '*' });
    expect((await app.api('POST', '/api/system/login', { body: await withSlider(app, { username: 'demo_user', password: 'wrong' }) })).status).toBe(401);
    expect(await app.database.owner('sys_message_log').where({ es_receiver: phone }).count({ n: '*' })).toEqual(before);
  });

  it('continues with a forced password change once the code is verified', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ force_change_pass: 'Y' });
    const first = await passwordStep();
    const second = await verify(first.body.result.token, await lastCode());
    expect(second.body.result.step).toBe('changePassword');
  });

  it('refuses clearly when the account has no phone to send the code to', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ phone: null });
    const response = await passwordStep();
    expect(response.status).toBe(400);
    expect(response.body.messageCode).toBe('login/no-phone-for-code');
  });
});
