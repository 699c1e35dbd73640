import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAdminPassword } from './support/constants';
import { withSlider } from './support/slider';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23: the password login's result (spec §3 columnSetting and sysAllDictItems), and the user
 * console's enable_vcode (settable, listed, switching the login's SMS-code step on) and edits that
 * change only the fields they name.
 */
interface UserRecord {
  id: string;
  username: string;
  phone: string | null;
  email: string | null;
  workNo: string | null;
  enableVcode?: 'Y' | 'N';
}
interface LoginAnswer {
  token: string;
  step?: string;
  columnSetting?: Record<string, Record<string, Record<string, string>>>;
  sysAllDictItems?: Record<string, Array<{ value: string; text: string; title: string }>>;
}
type Issues = { errors: Array<{ path: string; code: string }> };

let app: TestApp;
let admin: string;
const password = 'Harbour#2027';
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

const login = async (username: string, userPassword = testAdminPassword) =>
  app.api<LoginAnswer>('POST', '/api/system/login?lang=en_US', { body: await withSlider(app, { username, password: userPassword }) });
const addUser = (body: Record<string, unknown>) => app.api<UserRecord & Issues>('POST', '/api/system/user/add', { token: admin, body });
const editUser = (body: Record<string, unknown>) => app.api<UserRecord & Issues>('PUT', '/api/system/user/edit', { token: admin, body });
const listed = async (username: string) =>
  (await app.api<{ records: UserRecord[] }>('GET', `/api/system/user/list?username=${username}`, { token: admin })).body.result.records.find((user) => user.username === username)!;

describe('the password login result (spec §3)', () => {
  it('answers the user\'s column settings and every dictionary of the tenant, texts in the request language', async () => {
    const saved = await app.api('POST', '/api/system/sysCustom/saveCustomWithDataId', { token: admin, body: { type: 'customColumns', dataId: 'dec_head_list', name: 'columns', value: '["decNo"]' } });
    expect(saved.status).toBe(200);
    await app.api('POST', '/api/system/sysCustom/saveCustomWithDataId', { token: admin, body: { type: 'queryValue', dataId: 'dec_head_list', name: 'decNo', value: 'D1' } });

    const answer = await login('demo_admin');
    expect(answer.status).toBe(200);
    expect(answer.body.result.columnSetting).toEqual({ form: {}, tableColumn: { dec_head_list: { columns: '["decNo"]' } }, queryValue: { dec_head_list: { decNo: 'D1' } }, gwSetting: {} });

    const dictionaries = (await app.api<Array<{ code: string; dicts: Array<{ value: string; text: string; title: string }> }>>('GET', '/api/eform/dict/init?lang=en_US', { token: admin })).body.result;
    expect(dictionaries.length).toBeGreaterThan(0);
    expect(answer.body.result.sysAllDictItems).toEqual(Object.fromEntries(dictionaries.map((dict) => [dict.code, dict.dicts.map(({ value, text, title }) => ({ value, text, title }))])));
  });

  it('answers neither to a login that stops at a step (nothing is stored before the last step, spec §4)', async () => {
    const added = await addUser({ username: 'stepper', realname: 'Stepper', password });
    expect(added.status).toBe(200);
    const answer = await login('stepper', password);
    expect(answer.body.result.step).toBe('changePassword');
    expect(answer.body.result).not.toHaveProperty('sysAllDictItems');
  });
});

describe('enable_vcode in the user console (spec §3, §4)', () => {
  it('is set by user/add, shown by user/list, and makes the login ask for the SMS code', async () => {
    const added = await addUser({ username: 'coder', realname: 'Coder', password, phone: '13900001234', enableVcode: 'Y' });
    expect(added.status).toBe(200);
    expect(added.body.result.enableVcode).toBe('Y');
    expect((await listed('coder')).enableVcode).toBe('Y');

    const answer = await login('coder', password);
    expect(answer.status).toBe(200);
    expect(answer.body.result.step).toBe('verifyCode');
    expect((await app.api('GET', '/api/user/info', { token: answer.body.result.token })).status).toBe(401);
  });

  it('is switched off and on by user/edit; without a phone it is refused at its field', async () => {
    const added = await addUser({ username: 'switcher', realname: 'Switcher', password, phone: '13900004321' });
    expect(added.body.result.enableVcode).toBe('N');
    const on = await editUser({ id: added.body.result.id, realname: 'Switcher', enableVcode: 'Y' });
    expect(on.status).toBe(200);
    expect((await listed('switcher')).enableVcode).toBe('Y');
    const off = await editUser({ id: added.body.result.id, realname: 'Switcher', enableVcode: 'N' });
    expect(off.body.result.enableVcode).toBe('N');

    const phoneless = await addUser({ username: 'phoneless', realname: 'Phoneless', password, enableVcode: 'Y' });
    expect(phoneless.status).toBe(400);
    expect(phoneless.body.result.errors).toEqual([expect.objectContaining({ path: '/body/enableVcode', code: 'user/vcode-needs-phone' })]);
    expect(await app.database.owner('sys_user').where({ username: 'phoneless' }).first('id')).toBeUndefined();
  });
});

describe('user/edit changes only the fields it names', () => {
  it('keeps phone, email and work number when the edit leaves them out, and clears one sent empty', async () => {
    const added = await addUser({ username: 'keeper', realname: 'Keeper', password, phone: '13900005678', email: 'keeper@example.com', workNo: 'W-7' });
    expect(added.status).toBe(200);
    const renamed = await editUser({ id: added.body.result.id, realname: 'Keeper Two' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ phone: '13900005678', email: 'keeper@example.com', workNo: 'W-7' });

    const cleared = await editUser({ id: added.body.result.id, realname: 'Keeper Two', email: '' });
    expect(cleared.body.result).toMatchObject({ phone: '13900005678', email: null, workNo: 'W-7' });
  });
});
