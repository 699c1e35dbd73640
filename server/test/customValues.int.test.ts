import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

const base = '/api/system/sysCustom';
type Saved = Array<{ type: string; dataId: string; name: string; value: string }>;
const save = (token: string, body: unknown) => app.api<{ issues?: Array<{ path: string }> }>('POST', `${base}/saveCustomWithDataId`, { token, body });
const read = (token: string, type: string, dataId: string) => app.api<Saved>('GET', `${base}/getCustomVaueByTypeAndDataId?type=${type}&dataId=${dataId}`, { token });

describe('sysCustom: a user\'s saved values per screen', () => {
  it('saves, replaces and removes one user\'s values, apart from every other user', async () => {
    const columns = JSON.stringify([{ colCode: 'entryId', hidden: false, width: 160 }]);
    expect((await save(staff, { type: 'customColumns', dataId: 'dec_list_view', name: 'columns', value: columns })).status).toBe(200);
    expect((await read(staff, 'customColumns', 'dec_list_view')).body.result).toEqual([{ type: 'customColumns', dataId: 'dec_list_view', name: 'columns', value: columns }]);

    await save(staff, { type: 'customColumns', dataId: 'dec_list_view', name: 'columns', value: '[]' });
    expect((await read(staff, 'customColumns', 'dec_list_view')).body.result).toEqual([expect.objectContaining({ value: '[]' })]);
    expect((await read(admin, 'customColumns', 'dec_list_view')).body.result).toEqual([]);
    expect((await read(await app.loginAs('acme_admin'), 'customColumns', 'dec_list_view')).body.result).toEqual([]);

    await save(staff, { type: 'customColumns', dataId: 'dec_list_view', name: 'columns', value: null });
    expect((await read(staff, 'customColumns', 'dec_list_view')).body.result).toEqual([]);
  });

  it('refuses hostile keys and oversized values with the failing paths, and needs a session', async () => {
    const bad = await save(staff, { type: "x' or 1=1 --", dataId: '', name: 'n', value: 'y'.repeat(100_001), userId: 'someone' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/body/type');
    expect(JSON.stringify(bad.body)).toContain('/body/value');
    expect((await app.api('GET', `${base}/getCustomVaueByTypeAndDataId?type=customColumns`, { token: staff })).status).toBe(400);
    expect((await app.api('GET', `${base}/getCustomVaueByTypeAndDataId?type=a&dataId=b`)).status).toBe(401);
  });
});
