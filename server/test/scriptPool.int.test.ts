import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disposeServerScriptPool, serverScriptPool } from '../src/sandbox/serverScriptPool';
import { column, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let demoAdmin: string;
let demoUser: string;
let acmeAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  demoAdmin = await app.loginAs('demo_admin');
  demoUser = await app.loginAs('demo_user');
  acmeAdmin = await app.loginAs('acme_admin');
});
afterAll(async () => {
  disposeServerScriptPool();
  await app.close();
});

// Backtracks for minutes in QuickJS's regexp engine, which never polls the interrupt handler.
const catastrophic = "return /(a+)+$/.test('a'.repeat(40) + '!')";
const check = (token: string, ruleCode: string, value: string) => app.api<{ isValid: boolean }>('GET', `/api/system/checkRule/checkByCode?ruleCode=${encodeURIComponent(ruleCode)}&value=${encodeURIComponent(value)}`, { token });
const addRule = (token: string, ruleCode: string, pattern: string) => app.api('POST', '/api/system/checkRule/add', { token, body: { ruleCode, ruleName: ruleCode, segments: [{ kind: 'regex', length: '*', pattern }] } });

describe('the script pool shared by tenants, through check rules', () => {
  it('one tenant\'s ten runaway patterns: the tenth is refused with 503, another tenant is answered before any of them', async () => {
    expect((await addRule(demoAdmin, 'evil', '(a+)+$')).status).toBe(200);
    expect((await addRule(acmeAdmin, 'digits', '\\d+')).status).toBe(200);
    // The pool's threads start on first use; with none ready yet, nothing would be running.
    expect((await check(demoUser, 'evil', 'aaa')).body).toMatchObject({ success: true });
    await serverScriptPool().whenAllReady();

    const finished: string[] = [];
    const slow = Array.from({ length: 10 }, (_, i) => check(demoUser, 'evil', `${'a'.repeat(40)}!`).then((answer) => {
      finished.push(`demo-${i}`);
      return answer;
    }));
    // The refused one answers at once: from then on the tenant's queue is known to be full.
    const refused = await Promise.race(slow);
    expect(refused).toMatchObject({ status: 503, body: { success: false, messageCode: 'sandbox/queue-full' } });
    const started = Date.now();
    const other = await check(acmeAdmin, 'digits', '12345');
    finished.push('acme');
    expect(other.body).toMatchObject({ success: true, result: { isValid: true } });
    expect(Date.now() - started).toBeLessThan(2000);

    const answers = await Promise.all(slow);
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(9).fill(400), 503]);
    expect(answers.filter((a) => a.status === 400).every((a) => (a.body as { messageCode?: string }).messageCode === 'checkRule/timeout')).toBe(true);
    // Only the refused one ended before the other tenant's answer.
    expect(finished.indexOf('acme')).toBe(1);
    // The other tenant is still served at once while the runaway tenant's thread is being replaced.
    const again = Date.now();
    expect((await check(acmeAdmin, 'digits', '678')).body).toMatchObject({ success: true });
    expect(Date.now() - again).toBeLessThan(2000);
  }, 30_000);

  it('a form save whose script rule finds its tenant\'s queue full answers 503, not a field error or a 500', async () => {
    await syncedTable(app, demoAdmin, 'demo', 'pool_notes', [column('note', 'varchar', { colLength: 50 })]);
    await publishDefinition(app, demoAdmin, 'form', 'pool_note_form', {
      schemaVersion: 2, formCode: 'pool_note_form', formName: 'Pool note', objectName: 'pool_notes', formStatus: 'enable',
      fields: [{ colCode: 'note', title: 'Note', type: 'input', rules: [{ script: catastrophic }] }],
    });
    await serverScriptPool().whenAllReady();
    // The tenant's share of the pool is taken: one runaway script running, eight waiting.
    const demoTenant = await tenantIdOf(app, 'demo');
    const hogs = Array.from({ length: 9 }, () => serverScriptPool().run(demoTenant, catastrophic, null));
    const save = await app.api<{ issues?: unknown }>('POST', '/api/eform/data/pool_note_form?lang=en_US', { token: demoAdmin, body: { data: { note: 'x' } } });
    expect(save.status).toBe(503);
    expect(save.body).toMatchObject({ success: false, messageCode: 'sandbox/queue-full' });
    expect((await Promise.all(hogs)).every((result) => !result.ok && result.error.code === 'sandbox/timeout')).toBe(true);
    // With the queue free again, the same save is judged by its script: a field issue, not an error.
    const judged = await app.api<{ issues?: Array<{ code: string }> }>('POST', '/api/eform/data/pool_note_form?lang=en_US', { token: demoAdmin, body: { data: { note: 'x' } } });
    expect(judged.status).toBe(400);
    expect(judged.body.result.issues?.[0]?.code).toBe('validation/field-script-error');
  }, 30_000);
});
