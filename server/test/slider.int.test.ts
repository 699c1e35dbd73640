import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsDeliveriesSettled } from '../src/identity/index';
import { testAdminPassword } from './support/constants';
import { humanTrack, newChallenge, roboticTrack, sliderAnswer, solveSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let nextIp = 1;
/** Each test speaks from its own address, so recent failures and per-IP limits stay its own. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await setMode('afterFailure');
  await app.database.owner('auth_rate_limit').delete();
  await app.database.owner('auth_login_failure').delete();
});

const setMode = (mode: string) => app.database.owner('sys_site_setting').update({ login_slider: mode });
const login = (body: Record<string, unknown>, ip: string) =>
  app.api<{ token?: string; sliderRequired?: boolean }>('POST', '/api/system/login', { body, headers: { 'X-Forwarded-For': ip } });
const verify = (body: unknown) => app.api<{ sliderToken: string }>('POST', '/api/system/slider/verify', { body });
const decodePng = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
};

describe('slider challenge', () => {
  it('is a 320×160 background and a 50×50 puzzle piece, with the gap somewhere in 60..260', async () => {
    const challenge = await newChallenge(app, freshIp());
    expect(challenge).toMatchObject({ width: 320, height: 160 });
    const background = decodePng(challenge.background);
    const piece = decodePng(challenge.piece);
    expect([background.width, background.height]).toEqual([320, 160]);
    expect([piece.width, piece.height]).toEqual([50, 50]);
    expect(piece.data[3]).toBe(0); // a corner outside the piece is transparent
    expect(piece.data[(25 * 50 + 20) * 4 + 3]).toBe(255); // the body is opaque
    expect(challenge.pieceY).toBeGreaterThanOrEqual(0);
    expect(challenge.pieceY).toBeLessThanOrEqual(110);
    const answer = await sliderAnswer(app, challenge.challengeId);
    expect(answer).toBeGreaterThanOrEqual(60);
    expect(answer).toBeLessThanOrEqual(260);
    // The gap is the darkened copy of the piece's picture: darker at the answer than the piece.
    const at = ((challenge.pieceY + 25) * 320 + answer + 20) * 4;
    const inPiece = (25 * 50 + 20) * 4;
    const brightness = (data: Buffer, i: number) => data[i]! + data[i + 1]! + data[i + 2]!;
    expect(brightness(background.data, at)).toBeLessThan(brightness(piece.data, inPiece) + 1);
  });

  it('differs every time, and the answer is never in the answer to the client', async () => {
    const ip = freshIp();
    const first = await newChallenge(app, ip);
    const second = await newChallenge(app, ip);
    expect(first.challengeId).not.toBe(second.challengeId);
    expect(first.background).not.toBe(second.background);
    expect(Object.keys(first).sort()).toEqual(['background', 'challengeId', 'height', 'piece', 'pieceY', 'width']);
  });

  it('is rate-limited per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1) expect((await app.api('GET', '/api/system/slider/challenge', { headers: { 'X-Forwarded-For': ip } })).status).toBe(200);
    expect((await app.api('GET', '/api/system/slider/challenge', { headers: { 'X-Forwarded-For': ip } })).status).toBe(429);
    expect((await app.api('GET', '/api/system/slider/challenge', { headers: { 'X-Forwarded-For': freshIp() } })).status).toBe(200);
  });
});

describe('slider verify', () => {
  it('gives a token for a drop within 4 px with a person-like track', async () => {
    for (const offset of [0, 4, -4]) {
      const challenge = await newChallenge(app, freshIp());
      const x = (await sliderAnswer(app, challenge.challengeId)) + offset;
      const verified = await verify({ challengeId: challenge.challengeId, x, track: humanTrack(x) });
      expect(verified.status, `offset ${offset}`).toBe(200);
      expect(verified.body.result.sliderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('refuses a drop 5 px off with the slider failure message, and burns the challenge', async () => {
    const challenge = await newChallenge(app, freshIp());
    const answer = await sliderAnswer(app, challenge.challengeId);
    const wrong = await verify({ challengeId: challenge.challengeId, x: answer + 5, track: humanTrack(answer + 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.messageCode).toBe('login/slider-failed');
    const retry = await verify({ challengeId: challenge.challengeId, x: answer, track: humanTrack(answer) });
    expect(retry.status).toBe(400);
    expect(retry.body.messageCode).toBe('login/slider-failed');
  });

  it('refuses a robotic track even at the right place, and burns the challenge', async () => {
    for (const track of [roboticTrack, (x: number) => humanTrack(x).slice(-4), (x: number) => humanTrack(x).map((p) => ({ ...p, t: p.t / 3 }))]) {
      const challenge = await newChallenge(app, freshIp());
      const answer = await sliderAnswer(app, challenge.challengeId);
      expect((await verify({ challengeId: challenge.challengeId, x: answer, track: track(answer) })).status).toBe(400);
      expect((await verify({ challengeId: challenge.challengeId, x: answer, track: humanTrack(answer) })).status).toBe(400);
    }
  });

  it('refuses an expired or unknown challenge', async () => {
    const challenge = await newChallenge(app, freshIp());
    const answer = await sliderAnswer(app, challenge.challengeId);
    await app.database.owner('auth_slider_challenge').where({ id: challenge.challengeId }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await verify({ challengeId: challenge.challengeId, x: answer, track: humanTrack(answer) })).status).toBe(400);
    expect((await verify({ challengeId: '00000000-0000-4000-8000-000000000000', x: 100, track: humanTrack(100) })).status).toBe(400);
  });

  it('answers hostile bodies with 400 naming the field', async () => {
    const challenge = await newChallenge(app, freshIp());
    const cases: Array<[unknown, string]> = [
      [{ challengeId: "1' or 1=1 --", x: 100, track: humanTrack(100) }, '/body/challengeId'],
      [{ challengeId: challenge.challengeId, x: '100', track: humanTrack(100) }, '/body/x'],
      [{ challengeId: challenge.challengeId, x: 1e9, track: humanTrack(100) }, '/body/x'],
      [{ challengeId: challenge.challengeId, x: 100, track: Array.from({ length: 401 }, (_, i) => ({ x: i, y: 0, t: i })) }, '/body/track'],
      [{ challengeId: challenge.challengeId, x: 100, track: [{ x: 1, y: 1 }] }, '/body/track/0'],
    ];
    for (const [body, path] of cases) {
      const response = await app.api<{ errors: { path: string }[] }>('POST', '/api/system/slider/verify', { body });
      expect(response.status).toBe(400);
      expect(response.body.result.errors.map((e) => e.path).join(' ')).toContain(path);
    }
    // Refused bodies never reached the challenge: it can still be solved.
    const answer = await sliderAnswer(app, challenge.challengeId);
    expect((await verify({ challengeId: challenge.challengeId, x: answer, track: humanTrack(answer) })).status).toBe(200);
  });
});

describe('password login with the slider', () => {
  it("'afterFailure': no slider at first; after a wrong password the account name and the address need one", async () => {
    const ip = freshIp();
    expect((await login({ username: 'demo_user', password: testAdminPassword }, ip)).status).toBe(200);
    expect((await login({ username: 'demo_user', password: 'wrong' }, ip)).status).toBe(401);

    const sameAccount = await login({ username: 'demo_user', password: testAdminPassword }, freshIp());
    expect(sameAccount.status).toBe(400);
    expect(sameAccount.body.messageCode).toBe('login/slider-required');
    expect(sameAccount.body.result).toEqual({ sliderRequired: true });
    const sameAddress = await login({ username: 'demo_admin', password: testAdminPassword }, ip);
    expect(sameAddress.status).toBe(400);
    expect((await login({ username: 'demo_admin', password: testAdminPassword }, freshIp())).status).toBe(200);

    const withToken = await login({ username: 'demo_user', password: testAdminPassword, sliderToken: await solveSlider(app, ip) }, ip);
    expect(withToken.status).toBe(200);
    expect(withToken.body.result.token).toBeTruthy();
  });

  it('an unknown account name counts as a failure too', async () => {
    const ip = freshIp();
    expect((await login({ username: 'nobody_here', password: 'x' }, ip)).status).toBe(401);
    expect((await login({ username: 'nobody_here', password: 'x' }, freshIp())).status).toBe(400);
  });

  it("'always' asks every login; 'off' never does", async () => {
    await setMode('always');
    const ip = freshIp();
    expect((await login({ username: 'demo_user', password: testAdminPassword }, ip)).status).toBe(400);
    expect((await login({ username: 'demo_user', password: testAdminPassword, sliderToken: await solveSlider(app, ip) }, ip)).status).toBe(200);

    await setMode('off');
    expect((await login({ username: 'demo_user', password: 'wrong' }, ip)).status).toBe(401);
    expect((await login({ username: 'demo_user', password: 'wrong' }, ip)).status).toBe(401);
    expect((await login({ username: 'demo_user', password: testAdminPassword }, ip)).status).toBe(200);
  });

  it('a token works once, and not after it expired', async () => {
    await setMode('always');
    const ip = freshIp();
    const token = await solveSlider(app, ip);
    expect((await login({ username: 'demo_user', password: testAdminPassword, sliderToken: token }, ip)).status).toBe(200);
    const reused = await login({ username: 'demo_user', password: testAdminPassword, sliderToken: token }, ip);
    expect(reused.status).toBe(400);
    expect(reused.body.messageCode).toBe('login/slider-required');

    const late = await solveSlider(app, ip);
    await app.database.owner('auth_slider_challenge').whereNotNull('token_hash').whereNull('token_used_at').update({ token_expires_at: new Date(Date.now() - 1000) });
    expect((await login({ username: 'demo_user', password: testAdminPassword, sliderToken: late }, ip)).status).toBe(400);
    expect((await login({ username: 'demo_user', password: testAdminPassword, sliderToken: 'made-up' }, ip)).status).toBe(400);
  });

  it('checks the slider before the password: no password verdict, no failure counted, no log row', async () => {
    await setMode('always');
    const ip = freshIp();
    const before = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ failed_login_count: number }>('failed_login_count');
    const logRows = async () => Number((await app.database.owner('sys_login_log').count<{ n: string }[]>({ n: '*' }))[0]!.n);
    const logsBefore = await logRows();
    const wrong = await login({ username: 'demo_user', password: 'wrong' }, ip);
    const right = await login({ username: 'demo_user', password: testAdminPassword }, ip);
    expect(wrong.status).toBe(400);
    expect(right.status).toBe(400);
    expect(wrong.body).toMatchObject({ messageCode: right.body.messageCode, result: right.body.result });
    const after = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ failed_login_count: number }>('failed_login_count');
    expect(after!.failed_login_count).toBe(before!.failed_login_count);
    expect(await logRows()).toBe(logsBefore);
  });

  it('attempts without a slider still count toward the address rate limit', async () => {
    await setMode('always');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await login({ username: `someone_${i}`, password: 'x' }, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('site info says when the slider is asked', async () => {
    await setMode('always');
    expect((await app.api<{ loginSlider: string }>('GET', '/api/system/site/info')).body.result.loginSlider).toBe('always');
    await setMode('afterFailure');
    expect((await app.api<{ loginSlider: string }>('GET', '/api/system/site/info')).body.result.loginSlider).toBe('afterFailure');
  });
});

describe('phone login and SMS with the slider', () => {
  it('sending a code and the phone login take the same token under the same rule', async () => {
    const phone = '13800000301';
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ phone });
    await setMode('always');
    const ip = freshIp();
    const send = (body: Record<string, unknown>) => app.api('POST', '/api/system/sms', { body: { mobile: phone, smsmode: '0', ...body }, headers: { 'X-Forwarded-For': ip } });
    const refused = await send({});
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('login/slider-required');
    expect((await send({ sliderToken: await solveSlider(app, ip) })).status).toBe(200);
    await smsDeliveriesSettled(app.ctx);
    const message = await app.database.owner('sys_message_log').where({ es_receiver: phone }).orderBy('created_at', 'desc').first<{ es_content: string }>('es_content');
    const code = /\d{6}/.exec(message!.es_content)![0];

    const phoneLogin = (body: Record<string, unknown>) => app.api('POST', '/api/system/phoneLogin', { body: { mobile: phone, captcha: code, ...body }, headers: { 'X-Forwarded-For': ip } });
    expect((await phoneLogin({})).status).toBe(400);
    expect((await phoneLogin({ sliderToken: await solveSlider(app, ip) })).status).toBe(200);
  });

  it("'afterFailure': a wrong code makes the next phone login ask for the slider", async () => {
    const phone = '13800000302';
    await app.database.owner('sys_user').where({ username: 'acme_admin' }).update({ phone });
    const ip = freshIp();
    expect((await app.api('POST', '/api/system/phoneLogin', { body: { mobile: phone, captcha: '000000' }, headers: { 'X-Forwarded-For': ip } })).status).toBe(401);
    const next = await app.api('POST', '/api/system/phoneLogin', { body: { mobile: phone, captcha: '000000' }, headers: { 'X-Forwarded-For': freshIp() } });
    expect(next.status).toBe(400);
    expect(next.body.messageCode).toBe('login/slider-required');
  });
});
