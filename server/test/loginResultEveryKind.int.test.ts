import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { startCasTestServer, type CasTestServer } from './ssoSupport/casTestServer';
import { addSsoConfig } from './ssoSupport/ssoFixtures';

/**
 * Issue 23: spec §3 gives every login one result — token, userInfo, columnSetting and
 * sysAllDictItems — so the password-free entries, the third-party ticket and SSO answer the
 * user's saved screen values and the tenant's dictionaries just as the password login does.
 */
interface LoginAnswer {
  token: string;
  userInfo: { username: string };
  columnSetting?: Record<string, Record<string, Record<string, string>>>;
  sysAllDictItems?: Record<string, Array<{ value: string; text: string; title: string }>>;
}

let app: TestApp;
let cas: CasTestServer;
let userToken: string;
let demoUserId: string;
let expected: Pick<LoginAnswer, 'columnSetting' | 'sysAllDictItems'>;
const serviceUrl = 'http://127.0.0.1:5173/sso/cas';

beforeAll(async () => {
  [app, cas] = await Promise.all([startTestApp(), startCasTestServer()]);
  await addSsoConfig(app, { ssoKey: 'every-kind-cas', type: 'cas', tenantCode: 'demo', cas: { url: cas.url, serviceUrl } });
  userToken = await app.loginAs('demo_user');
  demoUserId = (await app.database.owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
  const saved = await app.api('POST', '/api/system/sysCustom/saveCustomWithDataId', { token: userToken, body: { type: 'queryValue', dataId: 'dec_head_list', name: 'decNo', value: 'D7' } });
  expect(saved.status).toBe(200);
  const dictionaries = (await app.api<Array<{ code: string; dicts: Array<{ value: string; text: string; title: string }> }>>('GET', '/api/eform/dict/init?lang=th_TH', { token: userToken })).body.result;
  expect(dictionaries.length).toBeGreaterThan(0);
  expected = {
    columnSetting: { form: {}, tableColumn: {}, queryValue: { dec_head_list: { decNo: 'D7' } }, gwSetting: {} },
    sysAllDictItems: Object.fromEntries(dictionaries.map((dict) => [dict.code, dict.dicts.map(({ value, text, title }) => ({ value, text, title }))])),
  };
});
afterAll(async () => {
  await Promise.all([app?.close(), cas?.close()]);
});

async function entryToken(entry: string): Promise<string> {
  const admin = await app.loginAs('demo_admin');
  const issued = await app.api<{ token: string }>('POST', '/api/system/freeLoginToken', { token: admin, body: { entry, userId: demoUserId } });
  expect(issued.status).toBe(200);
  return issued.body.result.token;
}

function expectFullResult(answer: { status: number; body: { result: LoginAnswer } }): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.result.userInfo.username).toBe('demo_user');
  expect(answer.body.result.columnSetting).toEqual(expected.columnSetting);
  expect(answer.body.result.sysAllDictItems).toEqual(expected.sysAllDictItems);
}

describe('every login kind answers the spec §3 login result', () => {
  it('a password-free entry', async () => {
    const token = await entryToken('secretFreeLogin');
    expectFullResult(await app.api<LoginAnswer>('POST', `/api/system/secretFreeLogin?lang=th_TH&token=${encodeURIComponent(token)}`));
  });

  it('the third-party login ticket', async () => {
    const token = await entryToken('thirdLogin');
    expectFullResult(await app.api<LoginAnswer>('GET', `/api/system/thirdLogin/getLoginUser/${encodeURIComponent(token)}?lang=th_TH`));
  });

  it('a CAS login', async () => {
    const ticket = cas.issueTicket(serviceUrl, 'demo_user');
    const response = await fetch(`${app.url}/api/system/cas/login?${new URLSearchParams({ lang: 'th_TH', ssoKey: 'every-kind-cas', ticket })}`, { headers: { accept: 'application/json' } });
    expectFullResult({ status: response.status, body: (await response.json()) as { result: LoginAnswer } });
  });
});
