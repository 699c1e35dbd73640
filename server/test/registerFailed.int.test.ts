import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23, spec §8 "register fail": a registration the server could not store for a reason of its
 * own answers that message (not the generic "operation failed"), and stores nothing. The test's own
 * database refuses one username with a trigger, as a failing database would.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.database.owner.raw(`
    create function test_refuse_registration() returns trigger language plpgsql as $$
    begin
      if new.username = 'refused_by_db' then raise exception 'storage refused the row'; end if;
      return new;
    end $$;
    create trigger test_refuse_registration before insert on sys_user for each row execute function test_refuse_registration();
  `);
});
afterAll(async () => app?.close());

const registration = (username: string, n: string) => ({
  tenantCode: 'demo', username, password: 'Harbour#2027', confirmPassword: 'Harbour#2027', realname: '王五',
  phone: `1390001${n}`, email: `fail${n}@example.com`, companyName: `Failing Co ${n}`, compCode: `33029600${n.slice(2)}`,
  socialCreditCode: `91330200MA2H${n}XY`, proxyType: 'freightForwarder',
});

describe('register fail (spec §8)', () => {
  it('answers "Registration failed" in the request language and keeps nothing of the attempt', async () => {
    for (const [lang, message] of [['en_US', 'Registration failed'], ['zh_CN', '注册失败'], ['th_TH', 'ลงทะเบียนไม่สำเร็จ'], ['zh_TW', '註冊失敗']] as const) {
      const answer = await app.api('POST', `/api/system/user/register?lang=${lang}`, { body: registration('refused_by_db', '0001') });
      expect(answer.status, lang).toBe(500);
      expect(answer.body, lang).toMatchObject({ success: false, messageCode: 'register/failed', message });
    }
    expect(await app.database.owner('sys_org').where({ org_name: 'Failing Co 0001' }).first()).toBeUndefined();

    // The same registration under another name goes through: the refusal was the database's, not the input's.
    const stored = await app.api('POST', '/api/system/user/register', { body: registration('stored_fine', '0002') });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  });
});
