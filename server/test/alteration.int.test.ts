import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginRateLimits } from '../src/auth/rateLimit';
import { sliderOff } from './support/loginFamily';
import { startTestApp, type TestApp } from './support/testApp';
import { testAdminPassword } from './support/constants';

let app: TestApp;
let nextIp = 1;
const freshIp = () => ({ 'X-Forwarded-For': `192.0.2.${nextIp++ % 250}` });

beforeAll(async () => {
  app = await startTestApp();
  await sliderOff(app);
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.database.owner('auth_rate_limit').delete();
  await app.database.owner('sys_site_setting').update({ disable_register: false });
});

let serial = 0;
/** Registers a fresh company through the public API and answers what it registered. */
async function registeredCompany(tenantCode = 'demo') {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  const input = {
    tenantCode,
    username: `alt_user_${n}`,
    password: 'Harbour#2027',
    confirmPassword: 'Harbour#2027',
    realname: '赵六',
    phone: `1370000${n}`,
    email: `alt${n}@example.com`,
    companyName: `Altered Co ${n}`,
    compCode: `33029700${n.slice(2)}`,
    socialCreditCode: `91330200MA2J${n}XY`,
    proxyType: 'freightForwarder',
  };
  const response = await app.api('POST', '/api/system/user/register', { body: input, headers: freshIp() });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return input;
}

type Issues = { errors: { path: string; code: string }[] } | null;
const alter = (body: Record<string, unknown>, headers = freshIp()) => app.api<Issues & { companyName?: string }>('POST', '/api/system/user/alteration', { body, headers });

/** An alteration of `company`'s details by its holder, changed by `overrides`. */
function change(company: Awaited<ReturnType<typeof registeredCompany>>, overrides: Record<string, unknown> = {}) {
  return {
    username: company.username,
    password: company.password,
    companyName: `${company.companyName} Ltd`,
    compCode: company.compCode.replace(/.$/, 'Z'),
    socialCreditCode: company.socialCreditCode.replace(/Y$/, 'X'),
    phone: company.phone.replace(/^137/, '136'),
    email: `new.${company.email}`,
    ...overrides,
  };
}

async function companyOf(username: string) {
  return app.database.owner('sys_user as u').join('sys_org as o', 'o.id', 'u.org_id').where('u.username', username)
    .first<{ org_name: string; comp_code: string | null; social_credit_code: string | null; phone: string; email: string | null }>('o.org_name', 'o.comp_code', 'o.social_credit_code', 'u.phone', 'u.email');
}

describe('registration alteration', () => {
  it('changes the company\'s registration details for the holder who proves who they are', async () => {
    const company = await registeredCompany();
    const body = change(company);
    const response = await alter(body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result!.companyName).toBe(body.companyName);
    expect(await companyOf(company.username)).toEqual({ org_name: body.companyName, comp_code: body.compCode, social_credit_code: body.socialCreditCode, phone: body.phone, email: body.email });
    expect(await app.database.owner('sys_register_log').where({ source: 'alteration' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    // The password is untouched and still opens a session.
    expect((await app.api('POST', '/api/system/login', { body: { username: company.username, password: company.password }, headers: freshIp() })).status).toBe(200);
  });

  it('keeps values that stay the same, and clears optional codes when left out', async () => {
    const company = await registeredCompany();
    const response = await alter({ username: company.username, password: company.password, companyName: company.companyName, phone: company.phone, email: company.email });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await companyOf(company.username)).toMatchObject({ org_name: company.companyName, comp_code: null, social_credit_code: null, phone: company.phone });
  });

  it('applies the §5 field rules and names each failing path, before anything about the account', async () => {
    const response = await alter({ username: 'no_such_user', password: 'whatever', companyName: 'c'.repeat(51), compCode: '1', socialCreditCode: 'short', phone: '123', email: `${'a'.repeat(45)}@example.com` });
    expect(response.status).toBe(400);
    expect(response.body.result!.errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual([
      '/body/compCode register/invalid-code',
      '/body/companyName register/too-long',
      '/body/email register/too-long',
      '/body/phone register/invalid-phone',
      '/body/socialCreditCode register/invalid-code',
    ]);
    const missing = await alter({ username: 'x', password: 'y', companyName: ' ', phone: '' });
    expect(missing.body.result!.errors.map((e) => `${e.path} ${e.code}`).sort()).toEqual(['/body/companyName register/required', '/body/phone register/required']);
  });

  it('answers an unknown account exactly like a wrong password, and counts wrong passwords towards the lock', async () => {
    const company = await registeredCompany();
    const unknown = await alter(change(company, { username: 'no_such_user' }));
    const wrong = await alter(change(company, { password: 'Wrong#Pass1' }));
    expect(unknown.status).toBe(401);
    expect({ ...wrong.body, timestamp: 0 }).toEqual({ ...unknown.body, timestamp: 0 });
    const user = await app.database.owner('sys_user').where({ username: company.username }).first<{ failed_login_count: number }>('failed_login_count');
    expect(user!.failed_login_count).toBe(1);

    // The lock is per account and client (issue 14): the guesses come from one address.
    const guesser = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await alter(change(company, { password: 'Wrong#Pass1' }), guesser)).status);
    expect(statuses.at(-1)).toBe(423);
    // Locked there: even the right password is refused, by alteration and by login.
    expect((await alter(change(company), guesser)).status).toBe(423);
    expect((await app.api('POST', '/api/system/login', { body: { username: company.username, password: company.password }, headers: guesser })).status).toBe(423);
    expect((await companyOf(company.username))!.org_name).toBe(company.companyName);
  });

  it('shares the login rate limits per account', async () => {
    const company = await registeredCompany();
    const statuses: number[] = [];
    for (let i = 0; i <= loginRateLimits.perAccount; i += 1) {
      await app.database.owner('sys_user').where({ username: company.username }).update({ failed_login_count: 0, locked_until: null });
      statuses.push((await alter(change(company, { password: 'Wrong#Pass1' }))).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('asks for the slider after a failed guess when the site says afterFailure, like login', async () => {
    const company = await registeredCompany();
    await app.database.owner('sys_site_setting').update({ login_slider: 'afterFailure' });
    try {
      const sameIp = { 'X-Forwarded-For': '192.0.2.251' };
      expect((await alter(change(company, { password: 'Wrong#Pass1' }), sameIp)).status).toBe(401);
      const next = await alter(change(company), sameIp);
      expect(next.status).toBe(400);
      expect(next.body.messageCode).toBe('login/slider-required');
      // The login screen's slider answers for alteration too: the account is now due one everywhere.
      const login = await app.api('POST', '/api/system/login', { body: { username: company.username, password: company.password }, headers: freshIp() });
      expect(login.body.messageCode).toBe('login/slider-required');
      expect((await companyOf(company.username))!.org_name).toBe(company.companyName);
    } finally {
      await sliderOff(app);
    }
  });

  it('is only for accounts that registered their company', async () => {
    const response = await alter({ username: 'demo_user', password: testAdminPassword, companyName: 'Taken Over Co', phone: '13500000001' });
    expect(response.status).toBe(403);
    expect(response.body.messageCode).toBe('alteration/not-registered-company');
  });

  it('refuses duplicates with registration\'s messages, across tenants for email and phone', async () => {
    const first = await registeredCompany();
    const second = await registeredCompany();
    const other = await registeredCompany('acme');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: first.email.toUpperCase() }, 'register/email-exists'],
      [{ phone: other.phone }, 'register/phone-exists'],
      [{ email: other.email }, 'register/email-exists'],
      [{ companyName: first.companyName.toLowerCase() }, 'register/company-exists'],
    ];
    for (const [overrides, code] of cases) {
      const response = await alter(change(second, overrides));
      expect(response.status, code).toBe(400);
      expect(response.body.result!.errors.map((e) => e.code), code).toEqual([code]);
    }
    // A company of the same name in another tenant is no clash.
    expect((await alter(change(second, { companyName: other.companyName }))).status).toBe(200);
    expect((await companyOf(other.username))!.org_name).toBe(other.companyName);
  });

  it('is closed while registration is disabled', async () => {
    const company = await registeredCompany();
    await app.database.owner('sys_site_setting').update({ disable_register: true });
    const response = await alter(change(company));
    expect(response.status).toBe(403);
    expect(response.body.messageCode).toBe('register/disabled');
  });

  it('answers hostile input with 400/401, never 500, and stores accepted text exactly', async () => {
    const company = await registeredCompany();
    for (const value of ["'; drop table sys_org; --", '<img src=x onerror=alert(1)>', '𝔘'.repeat(300), 'a\u0000b', 'x'.repeat(10_000), '公司名称'.repeat(3)]) {
      for (const field of ['username', 'password', 'companyName', 'compCode', 'socialCreditCode', 'phone', 'email']) {
        await app.database.owner('auth_rate_limit').delete();
        await app.database.owner('sys_user').where({ username: company.username }).update({ failed_login_count: 0, locked_until: null });
        const body = change(company, { [field]: value });
        const response = await alter(body);
        expect([200, 400, 401], `${field}=${value.slice(0, 12)} → ${response.status}`).toContain(response.status);
        if (response.status === 200) expect((await companyOf(company.username))!.org_name).toBe(body.companyName);
      }
    }
    for (const body of [{}, { username: 1 }, 'not json', { ...change(company), extra: true }]) {
      expect((await app.api('POST', '/api/system/user/alteration', { body, headers: freshIp() })).status).toBe(400);
    }
  });
});
