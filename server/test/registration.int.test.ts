import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.database.owner('auth_rate_limit').delete();
  await app.database.owner('sys_site_setting').update({ disable_register: false });
});

let serial = 0;
/** A valid registration with unique identifiers, changed by `overrides`. */
function registration(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    tenantCode: 'demo',
    username: `reg_user_${n}`,
    password: 'Harbour#2027',
    confirmPassword: 'Harbour#2027',
    realname: '王五',
    phone: `1390000${n}`,
    email: `reg${n}@example.com`,
    companyName: `Registered Co ${n}`,
    compCode: `33029600${n.slice(2)}`,
    socialCreditCode: `91330200MA2H${n}XY`,
    proxyType: 'freightForwarder',
    ...overrides,
  };
}

type Issues = { errors: { path: string; code: string }[] };
const post = (body: unknown) => app.api<Issues & { username: string }>('POST', '/api/system/user/register', { body });

describe('company registration', () => {
  it('registers a company and its user, who can then log in', async () => {
    const input = registration();
    const response = await post(input);
    expect(response.status).toBe(200);
    expect(response.body.result.username).toBe(input.username);
    const user = await app.database.owner('sys_user as u').join('sys_org as o', 'o.id', 'u.org_id').where('u.username', input.username)
      .first<{ user_source: string; user_type: string; org_name: string; org_type: string }>('u.user_source', 'u.user_type', 'o.org_name', 'o.org_type');
    expect(user).toEqual({ user_source: 'userRegister', user_type: 'proxy', org_name: input.companyName, org_type: 'organization' });
    expect((await app.api('POST', '/api/system/login', { body: { username: input.username, password: input.password } })).status).toBe(200);
  });

  it('applies every field rule and names each failing path', async () => {
    const response = await post(registration({ username: 'has space', phone: '123', email: 'x', realname: '张'.repeat(11), password: 'weakpass', confirmPassword: 'other', compCode: '1', socialCreditCode: 'short' }));
    expect(response.status).toBe(400);
    expect(response.body.result.errors.map((e) => e.path).sort()).toEqual(
      ['/body/compCode', '/body/confirmPassword', '/body/email', '/body/password', '/body/phone', '/body/realname', '/body/socialCreditCode', '/body/username'],
    );
  });

  it('refuses customs brokers', async () => {
    const response = await post(registration({ proxyType: 'customsBroker' }));
    expect(response.status).toBe(400);
    expect(response.body.result.errors).toMatchObject([{ path: '/body/proxyType', code: 'register/customs-broker-refused' }]);
  });

  it('refuses duplicates of username, email, phone, company, work number and domain', async () => {
    const first = registration({ workNo: 'W-001', domain: 'first.example.com' });
    expect((await post(first)).status).toBe(200);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: first.username.toUpperCase() }, 'register/username-exists'],
      [{ email: first.email }, 'register/email-exists'],
      [{ phone: first.phone }, 'register/phone-exists'],
      [{ companyName: first.companyName.toLowerCase() }, 'register/company-exists'],
      [{ workNo: 'W-001' }, 'register/work-no-exists'],
      [{ domain: 'FIRST.example.com' }, 'register/domain-exists'],
    ];
    for (const [change, code] of cases) {
      const response = await post(registration(change));
      expect(response.status, code).toBe(400);
      expect(response.body.result.errors.map((e) => e.code), code).toEqual([code]);
    }
  });

  it('needs an existing tenant and respects its maxUsers', async () => {
    const unknown = await post(registration({ tenantCode: 'nowhere' }));
    expect(unknown.body.result.errors).toMatchObject([{ path: '/body/tenantCode', code: 'register/tenant-not-found' }]);
    expect((await post(registration({ tenantCode: 'platform' }))).status).toBe(400);

    const acme = await app.database.owner('sys_tenant').where({ tenant_code: 'acme' }).first<{ id: string }>('id');
    const users = Number((await app.database.owner('sys_user').where({ tenant_id: acme!.id }).count({ n: '*' }))[0]!.n);
    await app.database.owner('sys_tenant').where({ id: acme!.id }).update({ max_users: users + 1 });
    expect((await post(registration({ tenantCode: 'acme' }))).status).toBe(200);
    const full = await post(registration({ tenantCode: 'acme' }));
    expect(full.status).toBe(403);
    expect(full.body.messageCode).toBe('register/max-users');
  });

  it('is closed while the site setting disableRegister is on', async () => {
    await app.database.owner('sys_site_setting').update({ disable_register: true });
    expect((await app.api<{ disableRegister: boolean }>('GET', '/api/system/site/info')).body.result.disableRegister).toBe(true);
    const response = await post(registration());
    expect(response.status).toBe(403);
    expect(response.body.messageCode).toBe('register/disabled');
  });

  it('records the registration-page log call', async () => {
    expect((await app.api('POST', '/api/system/user/register/log?from=dces')).status).toBe(200);
    expect(await app.database.owner('sys_register_log').where({ source: 'dces' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('answers hostile input with 400, never 500, and stores accepted text exactly as sent', async () => {
    for (const value of ["'; drop table sys_user; --", '<img src=x onerror=alert(1)>', '𝔘'.repeat(300), 'a\u0000b', 'x'.repeat(10_000)]) {
      for (const field of ['username', 'realname', 'companyName', 'phone', 'email', 'tenantCode', 'domain', 'workNo']) {
        const input = registration({ [field]: value });
        const response = await post(input);
        expect([200, 400], `${field}=${value.slice(0, 20)} → ${response.status}`).toContain(response.status);
        if (response.status === 200) {
          // Free text such as a company name may look like SQL: it is bound, never spliced.
          const stored = await app.database.owner('sys_org').where({ org_name: input.companyName }).first('org_name');
          expect(stored, field).toEqual({ org_name: input.companyName });
        }
      }
      await app.database.owner('auth_rate_limit').delete();
    }
    expect(await app.database.owner('pg_tables').where({ tablename: 'sys_user' }).first()).toBeDefined();
  });
});
