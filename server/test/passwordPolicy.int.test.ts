import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { withSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let orgId: string;
const strong = 'Harbour#2027';

beforeAll(async () => {
  app = await startTestApp();
  const tenant = await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id');
  const [org] = await app.database.owner('sys_org').insert({ tenant_id: tenant!.id, org_name: 'Demo HQ', org_code: 'HQ' }).returning('id');
  orgId = org.id;
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ org_id: orgId });
});
afterAll(async () => app.close());

beforeEach(async () => {
  // Each test starts from a clean policy, an unlocked account and no rate-limit history.
  await app.database.owner('sys_org').where({ id: orgId }).update({ ip_whitelist: null, password_expiry_days: null, password_alert_days: null, lock_user_failures: null, password_blacklist: null, multiple_login: 'default' });
  await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ failed_login_count: 0, locked_until: null, force_change_pass: 'N', password_changed_at: app.database.owner.fn.now() });
  await app.database.owner('auth_rate_limit').delete();
  await app.database.owner('sys_user_client_lock').delete();
});

// Failures on purpose make the site ask for a slider ('afterFailure'): every attempt brings a solved one.
const attempt = async (password: string, username = 'demo_user') => app.api<Record<string, unknown>>('POST', '/api/system/login', { body: await withSlider(app, { username, password }) });

describe('password login policies', () => {
  it('locks the account after the default five failures, even for the right password, until the lock ends', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await attempt('wrong')).status).toBe(401);
    const fifth = await attempt('wrong');
    expect(fifth.status).toBe(423);
    expect(fifth.body.messageCode).toBe('login/locked');
    expect((await attempt(testAdminPassword)).status).toBe(423);

    // The lock is this client's (issue 14: per account and client): end it there.
    await app.database.owner('sys_user_client_lock').update({ locked_until: app.database.owner.raw("now() - interval '1 second'") });
    expect((await attempt(testAdminPassword)).status).toBe(200);
    const outcomes = await app.database.owner('sys_login_log').where({ username: 'demo_user' }).orderBy('created_at').pluck('outcome');
    expect(outcomes).toEqual(expect.arrayContaining(['wrong-password', 'locked', 'success']));
  });

  it('uses the organisation\'s number of failures', async () => {
    await app.database.owner('sys_org').where({ id: orgId }).update({ lock_user_failures: 2 });
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(423);
  });

  it('answers 429 past ten attempts a minute against one account', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt('wrong', 'nobody_at_all')).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a login from outside the organisation\'s IP whitelist', async () => {
    await app.database.owner('sys_org').where({ id: orgId }).update({ ip_whitelist: ['10.0.0.0/8'] });
    const refused = await attempt(testAdminPassword);
    expect(refused.status).toBe(403);
    expect(refused.body.messageCode).toBe('login/ip-refused');
    await app.database.owner('sys_org').where({ id: orgId }).update({ ip_whitelist: ['10.0.0.0/8', '127.0.0.1'] });
    expect((await attempt(testAdminPassword)).status).toBe(200);
  });

  it('with multiple login prohibited, a second login ends the first with token.is.multiple', async () => {
    await app.database.owner('sys_org').where({ id: orgId }).update({ multiple_login: 'prohibit' });
    const first = await app.loginAs('demo_user');
    const second = await app.loginAs('demo_user');
    const stale = await app.api('GET', '/api/user/info', { token: first });
    expect(stale.status).toBe(401);
    expect(JSON.stringify(stale.body)).toContain('token.is.multiple');
    expect((await app.api('GET', '/api/user/info', { token: second })).status).toBe(200);
  });

  it('allows several sessions by default', async () => {
    const first = await app.loginAs('demo_user');
    await app.loginAs('demo_user');
    expect((await app.api('GET', '/api/user/info', { token: first })).status).toBe(200);
  });

  it('warns when the password is about to expire', async () => {
    await app.database.owner('sys_org').where({ id: orgId }).update({ password_expiry_days: 90, password_alert_days: 7 });
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ password_changed_at: app.database.owner.raw("now() - interval '85 days'") });
    const response = await attempt(testAdminPassword);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ passwordExpireAlert: { daysLeft: 5 } });
  });

  it('an expired password gives a single-use step ticket, not a session, until it is changed', async () => {
    await app.database.owner('sys_org').where({ id: orgId }).update({ password_expiry_days: 90, password_blacklist: ['Harbour#2026'] });
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ password_changed_at: app.database.owner.raw("now() - interval '91 days'") });
    const response = await app.api<{ token: string; step: string; reason: string; userInfo: { forceChangePass: string; forceChangeFlag: string } }>('POST', '/api/system/login', { body: await withSlider(app, { username: 'demo_user', password: testAdminPassword }) });
    expect(response.body.result).toMatchObject({ step: 'changePassword', reason: 'expired', userInfo: { forceChangePass: 'Y', forceChangeFlag: 'Y' } });
    const ticket = response.body.result.token;
    expect((await app.api('GET', '/api/user/info', { token: ticket })).status).toBe(401);

    const weak = await app.api<{ errors: { path: string; code: string }[] }>('POST', '/api/system/user/forceChangePassword', { body: { ticket, password: 'short', confirmpassword: 'other' } });
    expect(weak.status).toBe(400);
    expect(weak.body.result.errors.map((e) => `${e.path} ${e.code}`)).toEqual(['/body/password password/length', '/body/password password/weak', '/body/confirmpassword password/mismatch']);
    const banned = await app.api<{ errors: { code: string }[] }>('POST', '/api/system/user/forceChangePassword', { body: { ticket, password: 'Harbour#2026', confirmpassword: 'Harbour#2026' } });
    expect(banned.body.result.errors.map((e) => e.code)).toEqual(['password/blacklisted']);

    const changed = await app.api('POST', '/api/system/user/forceChangePassword', { body: { ticket, password: strong, confirmpassword: strong } });
    expect(changed.status).toBe(200);
    expect((await app.api('POST', '/api/system/user/forceChangePassword', { body: { ticket, password: 'Another#2028', confirmpassword: 'Another#2028' } })).status).toBe(401);
    expect((await attempt(strong)).status).toBe(200);
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ password_hash: (await app.database.owner('sys_user').where({ username: 'demo_admin' }).first('password_hash')).password_hash });
  });

  it('changing the password needs the current one, and ends the user\'s other sessions', async () => {
    const current = await app.loginAs('demo_user');
    const other = await app.loginAs('demo_user');
    const wrongOld = await app.api<{ errors: { path: string }[] }>('PUT', '/api/system/user/changePassword', { token: current, body: { oldpassword: 'nope', password: strong, confirmpassword: strong } });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.result.errors[0]!.path).toBe('/body/oldpassword');

    const ok = await app.api('PUT', '/api/system/user/changePassword', { token: current, body: { oldpassword: testAdminPassword, password: strong, confirmpassword: strong } });
    expect(ok.status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token: current })).status).toBe(200);
    expect((await app.api('GET', '/api/user/info', { token: other })).status).toBe(401);
    expect((await attempt(testAdminPassword)).status).toBe(401);
    expect((await attempt(strong)).status).toBe(200);
  });

  it('answers hostile input with 400 or 401, never 500', async () => {
    const hostile = ["' or 1=1 --", '<script>alert(1)</script>', 'x'.repeat(5000), '𝔘𝔫𝔦𝔠𝔬𝔡𝔢\u0000', '../../etc/passwd', '${jndi:ldap://x}'];
    for (const value of hostile) {
      for (const body of [{ username: value, password: value }, { username: 'demo_user', password: value }, { username: value }, value]) {
        const response = await app.api('POST', '/api/system/login', { body: typeof body === 'object' ? await withSlider(app, body) : body });
        expect([400, 401, 423, 429], `${JSON.stringify(body).slice(0, 60)} → ${response.status}`).toContain(response.status);
      }
      await app.database.owner('auth_rate_limit').delete();
      await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ failed_login_count: 0, locked_until: null });
      await app.database.owner('sys_user_client_lock').delete();
    }
  });

  it('answers 429 past thirty attempts a minute from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await attempt('wrong', `someone_${i}`)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([429]);
    expect(statuses[30]).toBe(429);
  });
});
