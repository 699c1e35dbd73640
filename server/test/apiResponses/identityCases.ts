/**
 * Cases of `apiResponses.int.test.ts` for the login family beyond the password login, the session's
 * own calls, the slider, registration and alteration, forgot password, entry tokens and the logs.
 * `prepareIdentity` makes a user for each call that changes or ends something (so the shared
 * administrator's session is never touched), reads codes from the development senders' log as a
 * person would read them from their phone or mailbox, and solves sliders. Public calls come from
 * addresses of their own so their rate limits never meet another test's.
 */
import { smsDeliveriesSettled } from '../../src/identity/index';
import { humanTrack, newChallenge, sliderAnswer, solveSlider } from '../support/slider';
import type { TestApp } from '../support/testApp';

export type Prepared = Record<string, string>;
/** `token`: 'none' for a public call, else the session to call with; `headers`: sent as they are. */
export type Call = { method: string; path: string; body?: unknown; token?: string; headers?: Record<string, string> };
type Ok = <T>(method: string, path: string, body?: unknown, token?: string) => Promise<T>;

const password = 'Contract-2026!x';
const newPassword = 'Quay-Strong-2031!';
const freeLogins = { secretFreeLogin: 'token', xdoFreeLogin: 'xdoToken', gwFreeLogin: 'fuyunToken', medicineFreeLogin: 'medicineToken', waizongfuFreeLogin: 'wzfToken', portalFreeLogin: 'code' } as const;
let nextIp = 1;
/** A public call from an address of its own (198.51.100.0/24, documentation addresses). */
const from = () => ({ 'X-Forwarded-For': `198.51.100.${nextIp++}` });
const open = (method: string, path: string, body?: unknown): Call => ({ method, path, ...(body === undefined ? {} : { body }), token: 'none', headers: from() });
const registration = (n: string) => ({
  tenantCode: 'demo', username: `ar_reg_${n}`, password: 'Harbour#2027', confirmPassword: 'Harbour#2027', realname: 'Registered', phone: `1370077${n}`,
  email: `ar.reg${n}@example.com`, companyName: `Answer Co ${n}`, compCode: `330297${n}`, socialCreditCode: `91330200MA2K${n}XY`, proxyType: 'freightForwarder',
});

/** How each operation is called; `v` holds what `prepareIdentity` made. */
export const identityCases: Record<string, (v: Prepared) => Call> = {
  'GET /api/system/slider/challenge': () => open('GET', '/api/system/slider/challenge'),
  'POST /api/system/slider/verify': (v) => open('POST', '/api/system/slider/verify', JSON.parse(v.sliderAnswer!)),
  'POST /api/system/login/verifyCode': (v) => open('POST', '/api/system/login/verifyCode', { ticket: v.verifyTicket, captcha: v.verifyCaptcha }),
  'POST /api/system/user/forceChangePassword': (v) => open('POST', '/api/system/user/forceChangePassword', { ticket: v.forcedTicket, password: newPassword, confirmpassword: newPassword }),
  'GET /api/system/site/info': () => open('GET', '/api/system/site/info'),
  'POST /api/system/user/register': () => open('POST', '/api/system/user/register', registration('0001')),
  'POST /api/system/user/register/log': () => open('POST', '/api/system/user/register/log?from=answers'),
  'POST /api/system/user/alteration': () => {
    const company = registration('0002');
    return open('POST', '/api/system/user/alteration', {
      username: company.username, password: company.password, companyName: `${company.companyName} Ltd`, compCode: company.compCode.replace(/.$/, 'Z'),
      socialCreditCode: company.socialCreditCode.replace(/Y$/, 'X'), phone: company.phone.replace(/^137/, '136'), email: `new.${company.email}`,
    });
  },
  'POST /api/system/passwordRecovery/sendCode': () => open('POST', '/api/system/passwordRecovery/sendCode', { username: 'ar_mailbox', email: 'ar.mailbox@example.com' }),
  'POST /api/system/passwordRecovery/reset': (v) => open('POST', '/api/system/passwordRecovery/reset', { username: 'ar_recovering', code: v.resetCode, password: newPassword, confirmPassword: newPassword }),
  'POST /api/system/sms': (v) => open('POST', '/api/system/sms', { mobile: '13900770999', smsmode: '0', sliderToken: v.smsSlider }),
  'POST /api/system/phoneLogin': (v) => open('POST', '/api/system/phoneLogin', { mobile: v.phone, captcha: v.phoneCode, sliderToken: v.phoneSlider }),
  'POST /api/system/visitorLogin': (v) => open('POST', '/api/system/visitorLogin', { token: v.visitorToken }),
  ...Object.fromEntries(Object.entries(freeLogins).map(([entry, parameter]) => [`POST /api/system/${entry}`, (v: Prepared) => open('POST', `/api/system/${entry}?${parameter}=${v[entry]}`)])),
  'GET /api/system/thirdLogin/getLoginUser/{id}': (v) => open('GET', `/api/system/thirdLogin/getLoginUser/${v.thirdLogin}`),
  'POST /api/system/visitorToken': () => ({ method: 'POST', path: '/api/system/visitorToken', body: { pageType: 'form', pageCode: 'dec_form' } }),
  'POST /api/system/freeLoginToken': (v) => ({ method: 'POST', path: '/api/system/freeLoginToken', body: { entry: 'secretFreeLogin', userId: v.demoUserId } }),
  'POST /api/system/entryToken/revoke': (v) => ({ method: 'POST', path: '/api/system/entryToken/revoke', body: { tokenId: v.revokedTokenId } }),
  'POST /api/system/log/operationlog': () => ({ method: 'POST', path: '/api/system/log/operationlog', body: [{ eventType: 'click', page: '/answers', element: 'save', retry: 0 }] }),
  'GET /api/system/log/loginfo': () => ({ method: 'GET', path: '/api/system/log/loginfo?pageNo=1&pageSize=10' }),
  'GET /api/system/log/visitInfo': () => ({ method: 'GET', path: '/api/system/log/visitInfo?pageNo=1&pageSize=10' }),
  'GET /api/system/log/messageLog': () => ({ method: 'GET', path: '/api/system/log/messageLog?pageNo=1&pageSize=10' }),
  'DELETE /api/system/log/delete': (v) => ({ method: 'DELETE', path: `/api/system/log/delete?logType=login&id=${v.deletedLogId}` }),
  'DELETE /api/system/log/deleteBatch': (v) => ({ method: 'DELETE', path: `/api/system/log/deleteBatch?logType=login&ids=${v.batchDeletedLogId}` }),
  'POST /api/system/logout': (v) => ({ method: 'POST', path: '/api/system/logout', token: v.endedSession }),
  'PUT /api/system/user/changePassword': (v) => ({ method: 'PUT', path: '/api/system/user/changePassword', body: { oldpassword: password, password: newPassword, confirmpassword: newPassword }, token: v.passwordChangerSession }),
  'PUT /api/system/selectDepart': (v) => ({ method: 'PUT', path: '/api/system/selectDepart', body: { orgId: v.secondDepartId }, token: v.twoDepartSession }),
};

/** Makes the users, codes, tickets, tokens and sessions the cases above use. */
export async function prepareIdentity(ok: Ok, app: TestApp): Promise<Prepared> {
  const owner = app.database.owner;
  const user = async (username: string, fields: Record<string, unknown> = {}) => (await ok<{ id: string }>('POST', '/api/system/user/add', { username, realname: username.slice(0, 10), password, ...fields })).id;
  const post = async <T>(path: string, body: unknown) => {
    const answer = await app.api<T>('POST', path, { body, headers: from() });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  };
  const lastCode = async (receiver: string) => {
    await smsDeliveriesSettled(app.ctx);
    const message = await owner('sys_message_log').where({ es_receiver: receiver }).orderBy('created_at', 'desc').first<{ es_content: string }>('es_content');
    return /\d{6}/.exec(message?.es_content ?? '')![0];
  };
  const stepTicket = async (username: string) => (await post<{ token: string }>('/api/system/login', { username, password, sliderToken: await solveSlider(app) })).token;

  const challenge = await newChallenge(app, '198.51.100.250');
  const x = await sliderAnswer(app, challenge.challengeId);

  await user('ar_vcode_user', { phone: '13900770001' });
  await owner('sys_user').where({ username: 'ar_vcode_user' }).update({ enable_vcode: 'Y', force_change_pass: 'N' });
  const verifyTicket = await stepTicket('ar_vcode_user');
  await user('ar_forced_user');
  await owner('sys_user').where({ username: 'ar_forced_user' }).update({ force_change_pass: 'Y' });

  await post('/api/system/user/register', registration('0002'));
  await user('ar_mailbox', { email: 'ar.mailbox@example.com' });
  await user('ar_recovering', { email: 'ar.recovering@example.com' });
  await post('/api/system/passwordRecovery/sendCode', { username: 'ar_recovering', email: 'ar.recovering@example.com' });

  const phone = '13900770002';
  await user('ar_phone_user', { phone });
  await post('/api/system/sms', { mobile: phone, smsmode: '0', sliderToken: await solveSlider(app) });

  const demoUserId = (await owner('sys_user').where({ username: 'demo_user' }).first<{ id: string }>('id'))!.id;
  const freeToken = async (entry: string) => (await ok<{ token: string; tokenId: string }>('POST', '/api/system/freeLoginToken', { entry, userId: demoUserId }));
  const freeTokens = Object.fromEntries(await Promise.all([...Object.keys(freeLogins), 'thirdLogin'].map(async (entry) => [entry, (await freeToken(entry)).token])));

  const logins = await ok<{ records: Array<{ id: string }> }>('GET', '/api/system/log/loginfo?pageNo=1&pageSize=10');
  const departs = await Promise.all(['ar_depart_a', 'ar_depart_b'].map(async (orgCode) => (await ok<{ id: string }>('POST', '/api/system/sysOrg/add', { orgName: orgCode, orgCode, orgType: 'department' })).id));
  await user('ar_two_departs', { orgId: departs[0], departIds: departs });
  await user('ar_password_changer');
  await user('ar_leaving');
  // Users an administrator adds change their password at first login; these log in straight away.
  await owner('sys_user').whereIn('username', ['ar_two_departs', 'ar_password_changer', 'ar_leaving']).update({ force_change_pass: 'N' });
  return {
    sliderAnswer: JSON.stringify({ challengeId: challenge.challengeId, x, track: humanTrack(x) }),
    verifyTicket, verifyCaptcha: await lastCode('13900770001'), forcedTicket: await stepTicket('ar_forced_user'),
    resetCode: await lastCode('ar.recovering@example.com'),
    smsSlider: await solveSlider(app), phone, phoneCode: await lastCode(phone), phoneSlider: await solveSlider(app),
    visitorToken: (await ok<{ visitorToken: string }>('POST', '/api/system/visitorToken', { pageType: 'form', pageCode: 'dec_form' })).visitorToken,
    ...freeTokens, demoUserId, revokedTokenId: (await freeToken('secretFreeLogin')).tokenId,
    deletedLogId: logins.records[0]!.id, batchDeletedLogId: logins.records[1]!.id,
    endedSession: await app.loginAs('ar_leaving', password), passwordChangerSession: await app.loginAs('ar_password_changer', password),
    twoDepartSession: await app.loginAs('ar_two_departs', password), secondDepartId: departs[1]!,
  };
}
