import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: { path: string; code: string }[] };
let app: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

const declarationNo = { ruleCode: 'declaration_no', ruleName: 'Declaration number', ruleParams: { prefix: 'DEC', dateFormat: 'yyyyMMdd', seqLength: 6, resetBy: 'day', timeZone: 'Asia/Shanghai' } };
const next = (token: string, code = 'declaration_no') => app.api<string>('POST', `/api/system/fillRule/executeRuleByCode/${code}`, { token });

describe('fill rules', () => {
  it('generate prefix + date + sequence (for an administrator, or a holder of a form that numbers with the rule: formDataAccess.int.test.ts)', async () => {
    expect((await app.api('POST', '/api/system/fillRule/add', { token: admin, body: declarationNo })).status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date()).replaceAll('-', '');
    // No form numbers with this rule, so a staff user holds no form that would use the number.
    expect((await next(staff)).status).toBe(403);
    expect((await next(admin)).body.result).toBe(`DEC${today}000001`);
    expect((await next(admin)).body.result).toBe(`DEC${today}000002`);
  });

  it('never hand out the same number to 50 concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => next(admin)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const values = answers.map((a) => a.body.result);
    expect(new Set(values).size).toBe(50);
    const sequences = values.map((v) => Number(v.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
  });

  it('keep each tenant\'s rules and counters apart', async () => {
    expect((await next(await app.loginAs('acme_admin'))).status).toBe(404);
    const acme = await app.loginAs('acme_admin');
    await app.api('POST', '/api/system/fillRule/add', { token: acme, body: declarationNo });
    expect((await next(acme)).body.result).toMatch(/000001$/);
  });

  it('refuse parameters that are an array or malformed, a duplicate code, and editing without the button', async () => {
    const asArray = await app.api<Issues>('POST', '/api/system/fillRule/add', { token: admin, body: { ...declarationNo, ruleCode: 'x', ruleParams: [{ seqLength: 4 }] } });
    expect(asArray.body.result.errors).toMatchObject([{ path: '/body/ruleParams', code: 'fillRule/params-not-object' }]);
    const malformed = await app.api<Issues>('POST', '/api/system/fillRule/add', { token: admin, body: { ...declarationNo, ruleCode: 'y', ruleParams: { seqLength: 99 } } });
    expect(malformed.body.result.errors).toMatchObject([{ path: '/body/ruleParams/seqLength' }]);
    const duplicate = await app.api<Issues>('POST', '/api/system/fillRule/add', { token: admin, body: declarationNo });
    expect(duplicate.body.result.errors).toMatchObject([{ path: '/body/ruleCode', code: 'fillRule/code-exists' }]);
    expect((await app.api('POST', '/api/system/fillRule/add', { token: staff, body: { ...declarationNo, ruleCode: 'z' } })).status).toBe(403);
    expect((await next(staff, "x'--")).status).toBe(404);
  });
});
