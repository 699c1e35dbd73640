import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { solveSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';
import { queriesSentDuring, statementsDuring } from './support/sentQueries';

/**
 * Issue 21 speed (login p50 against a bare argon2id verify): what one password login asks of the
 * database. It used to open three transactions (the checks, the session, the login extras) and to
 * reset the wrong-password counts with two statements on every login; now the session and its
 * extras open in the transaction that checked the password, and the counts are reset only when
 * there is one to reset. Every check is still made: the lock is read under the user's row lock.
 */

let app: TestApp;


const login = (password: string, sliderToken?: string) =>
  app.api<{ token: string; sysAllDictItems: Record<string, unknown[]>; columnSetting: unknown }>('POST', '/api/system/login', { body: { username: 'demo_user', password, ...(sliderToken ? { sliderToken } : {}) } });

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('a password login', () => {
  it('opens one transaction for the checks, the session and its extras, and clears nothing when nothing is counted', async () => {
    let answer: Awaited<ReturnType<typeof login>> | undefined;
    const sent = await statementsDuring(async () => { answer = await login(testAdminPassword); });
    expect(answer!.status).toBe(200);
    expect(answer!.body.result.token).toMatch(/\S{20,}/);
    expect(Object.keys(answer!.body.result.sysAllDictItems).length).toBeGreaterThan(0);
    expect(sent.filter((text) => /^begin/i.test(text))).toHaveLength(1);
    expect(sent.filter((text) => /^commit/i.test(text))).toHaveLength(1);
    expect(sent.some((text) => /for update/i.test(text))).toBe(true);
    // The site's slider setting and the recent failures it may ask about: one statement.
    expect(sent.filter((text) => /sys_site_setting|auth_had_login_failure/.test(text))).toHaveLength(1);
    // Before the password is verified, one round trip: the address's and the account's rate limits,
    // the slider rule and the account, in the first statement the login sends.
    const admission = sent.filter((text) => /auth_hit_rate_limit|auth_find_login|sys_site_setting/.test(text));
    expect(admission).toEqual([expect.stringMatching(/auth_hit_rate_limit[\s\S]*sys_site_setting[\s\S]*auth_had_login_failure[\s\S]*auth_hit_rate_limit[\s\S]*auth_find_login/)]);
    expect(sent.indexOf(admission[0]!)).toBeLessThan(sent.findIndex((text) => /^begin/i.test(text)));
    // It writes only rate-limit counts: its commit does not wait for the disk (the verify waits for its answer).
    expect(admission[0]).toMatch(/set_config\('synchronous_commit', 'off', true\)/);
    // In the transaction, after the user's row is locked: the lock columns, the steps' state and the policy in one statement.
    expect(sent.filter((text) => /from chain|failed_login_count|password_changed_at/.test(text))).toEqual([expect.stringMatching(/"isLocked"[\s\S]*password_changed_at[\s\S]*"policyChain"/)]);
    expect(sent.some((text) => /insert into "?sys_session"?/i.test(text))).toBe(true);
    expect(sent.some((text) => /delete from "sys_user_client_lock"/i.test(text))).toBe(false);
    expect(sent.some((text) => /update "sys_user" set "failed_login_count"/i.test(text))).toBe(false);
    // The session row and its log line: one statement.
    expect(sent.filter((text) => /sys_login_log/.test(text))).toEqual([expect.stringMatching(/insert into sys_session[\s\S]*insert into sys_login_log/)]);
    expect(await app.api('GET', '/api/user/info', { token: answer!.body.result.token })).toMatchObject({ status: 200 });
  });

  it('writes the lock and the checks with the transaction\'s opening, and the answer\'s four reads together', async () => {
    const sent = await queriesSentDuring(async () => expect((await login(testAdminPassword)).status).toBe(200));
    // How many queries the connection had unanswered when each was written: 0 waits a round trip.
    const inFlight = (pattern: RegExp) => sent.find((call) => pattern.test(call.text))!.inFlight;
    // The opening (BEGIN and the tenant) is still unanswered when the lock and the checks follow it:
    // one round trip for the three, while argon2 runs, where the opening had one of its own.
    expect([/^begin/i, /for update/, /"policyChain"/].map(inFlight)).toEqual([0, 1, 2]);
    expect(sent.findIndex((call) => /for update/.test(call.text))).toBe(sent.findIndex((call) => /^begin/i.test(call.text)) + 1);
    expect([/from "sys_user" as "u"/, /from "sys_user_depart"/, /from "sys_custom"/, /from "sys_dict" as "d"/].map(inFlight)).toEqual([0, 1, 2, 3]);
  });

  it('writes the session with the answer\'s reads, so only the COMMIT is left after the verify', async () => {
    const sent = await queriesSentDuring(async () => expect((await login(testAdminPassword)).status).toBe(200));
    const texts = sent.map((call) => call.text);
    const sessionWrite = texts.findIndex((text) => /insert into sys_session/.test(text));
    // Written behind the four reads, under a savepoint, without waiting for their answers ...
    expect(sent[sessionWrite]!.inFlight).toBeGreaterThanOrEqual(4);
    expect(texts.slice(texts.findIndex((text) => /from "sys_dict" as "d"/.test(text)), sessionWrite + 1)).toEqual([
      expect.stringMatching(/from "sys_dict" as "d"/), expect.stringMatching(/^savepoint /), expect.stringMatching(/insert into sys_session/),
    ]);
    // ... and after it only the user's company (answered while argon2 runs) and the COMMIT.
    expect(texts.slice(sessionWrite + 1).filter((text) => !/from "sys_org"/.test(text))).toEqual([expect.stringMatching(/^commit/i)]);
  });

  it('after a wrong password, the right one resets the account\'s and the client\'s counts', async () => {
    expect((await login('Wrong-Passw0rd!')).status).toBe(401);
    const counted = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ failed_login_count: number }>('failed_login_count');
    expect(counted!.failed_login_count).toBe(1);
    const sliderToken = await solveSlider(app);
    let status = 0;
    const sent = await statementsDuring(async () => { status = (await login(testAdminPassword, sliderToken)).status; });
    expect(status).toBe(200);
    expect(sent.some((text) => /delete from "sys_user_client_lock"/i.test(text))).toBe(true);
    const cleared = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ failed_login_count: number }>('failed_login_count');
    expect(cleared!.failed_login_count).toBe(0);
    expect(await app.database.owner('sys_user_client_lock').count<{ count: number }[]>({ count: '*' })).toEqual([{ count: 0 }]);
  });

  it('a locked account is refused even with the right password, and nothing is opened', async () => {
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: app.database.owner.raw("now() + interval '5 minutes'") });
    const sent = await statementsDuring(async () => {
      const refused = await login(testAdminPassword, await solveSlider(app));
      expect(refused.status).toBe(423);
    });
    expect(sent.some((text) => /insert into "?sys_session"?/i.test(text))).toBe(false);
    // A locked account's login answer is not even read.
    expect(sent.some((text) => /sys_dict_item/.test(text))).toBe(false);
    await app.database.owner('sys_user').where({ username: 'demo_user' }).update({ locked_until: null });
  });

  it('a wrong password takes back the session written ahead: no session, one failure line, the counts as before', async () => {
    const sessions = () => app.database.owner('sys_session').count<{ count: number }[]>({ count: '*' }).then((rows) => Number(rows[0]!.count));
    const outcomes = () => app.database.owner('sys_login_log').where({ username: 'demo_user' }).select<{ outcome: string }[]>('outcome').then((rows) => rows.map((row) => row.outcome).sort());
    const [sessionsBefore, outcomesBefore] = [await sessions(), await outcomes()];
    // Earlier cases failed once: the slider is due.
    const sliderToken = await solveSlider(app);
    const sent = await statementsDuring(async () => expect((await login('Wrong-Passw0rd!', sliderToken)).status).toBe(401));
    expect(sent.some((text) => /insert into sys_session/.test(text))).toBe(true);
    expect(sent.some((text) => /^rollback to savepoint /.test(text))).toBe(true);
    expect(await sessions()).toBe(sessionsBefore);
    expect(await outcomes()).toEqual([...outcomesBefore, 'wrong-password'].sort());
    const counted = await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ failed_login_count: number }>('failed_login_count');
    expect(counted!.failed_login_count).toBe(1);
    expect(await app.database.owner('sys_user_client_lock').select('failed_count')).toEqual([{ failed_count: 1 }]);
  });
});
