import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

type Issues = { errors: { path: string; code: string }[] };
let app: TestApp;
let demo: string;
let acme: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  demo = await app.loginAs('demo_admin');
  acme = await app.loginAs('acme_admin');
  staff = await app.loginAs('demo_user');
});
afterAll(async () => app.close());

const portType = { dictCode: 'port_type', dictName: 'Port type', items: [{ itemText: 'Sea', itemValue: 'S', sortOrder: 2 }, { itemText: 'Air', itemValue: 'A', sortOrder: 1 }, { itemText: 'Old', itemValue: 'X', status: '0' }] };

describe('dictionaries', () => {
  it('serves the seeded dictionaries to every user of the tenant, and only of that tenant', async () => {
    const items = await app.api<Array<{ value: string; text: string }>>('GET', '/api/system/dict/getDictItems/trade_mode', { token: staff });
    expect(items.body.result.map((i) => i.value)).toEqual(['0110', '0615', '0214', '1233', '9610']);
    expect((await app.api<unknown[]>('GET', '/api/system/dict/getDictItems/trade_mode', { token: acme })).body.result).toEqual([]);
    const init = await app.api<Array<{ code: string; dicts: unknown[] }>>('GET', '/api/eform/dict/init', { token: staff });
    // customs_port and dec_status come with the customs example app installed in the demo tenant (seeds/apps.json).
    expect(init.body.result.map((d) => d.code)).toEqual(['customs_port', 'dec_status', 'ie_flag', 'trade_mode']);
    // Item texts in the request's language (zh_CN unless asked), the main text where an item has none.
    expect((await app.api<Record<string, string>>('GET', '/api/system/dict/getDictItemMap/ie_flag', { token: staff })).body.result).toEqual({ I: '进口', E: '出口' });
    expect((await app.api<Record<string, string>>('GET', '/api/system/dict/getDictItemMap/ie_flag?lang=en_US', { token: staff })).body.result).toEqual({ I: 'Import', E: 'Export' });
  });

  it('adds, edits, copies and deletes a dictionary with its items', async () => {
    const added = await app.api<{ id: string; itemCount: number }>('POST', '/api/system/dict/add', { token: demo, body: portType });
    expect(added.body.result.itemCount).toBe(3);
    const options = await app.api<Array<{ value: string }>>('GET', '/api/system/dict/getDictItems/port_type', { token: demo });
    expect(options.body.result.map((o) => o.value)).toEqual(['A', 'S']);

    const edited = await app.api('PUT', '/api/system/dict/edit', { token: demo, body: { id: added.body.result.id, ...portType, items: [{ itemText: 'Rail', itemValue: 'R' }] } });
    expect(edited.status).toBe(200);
    const read = await app.api<{ items: Array<{ itemValue: string }> }>('GET', `/api/system/dict/queryById?id=${added.body.result.id}`, { token: demo });
    expect(read.body.result.items.map((i) => i.itemValue)).toEqual(['R']);

    const copy = await app.api<{ id: string }>('POST', '/api/system/dict/copy', { token: demo, body: { id: added.body.result.id, dictCode: 'port_type_2', dictName: 'Copy' } });
    expect((await app.api<Array<{ value: string }>>('GET', '/api/system/dict/getDictItems/port_type_2', { token: demo })).body.result.map((o) => o.value)).toEqual(['R']);
    expect((await app.api('DELETE', `/api/system/dict/delete?id=${copy.body.result.id}`, { token: demo })).status).toBe(200);
    const list = await app.api<{ records: Array<{ dictCode: string }> }>('GET', '/api/system/dict/list?pageSize=50', { token: demo });
    expect(list.body.result.records.map((d) => d.dictCode)).toEqual(['customs_port', 'dec_status', 'ie_flag', 'port_type', 'trade_mode']);
  });

  it('validates with the dictionary record schema, naming each failing path', async () => {
    const bad = await app.api<Issues>('POST', '/api/system/dict/add', { token: demo, body: { dictCode: '字典', dictName: '', items: [{ itemText: 'A', itemValue: 'A' }, { itemText: 'B', itemValue: 'A' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e) => e.path).sort()).toEqual(['/body/dictCode', '/body/dictName']);
    const duplicateValue = await app.api<Issues>('POST', '/api/system/dict/add', { token: demo, body: { dictCode: 'dup', dictName: 'Dup', items: [{ itemText: 'A', itemValue: 'A' }, { itemText: 'B', itemValue: 'A' }] } });
    expect(duplicateValue.body.result.errors).toMatchObject([{ path: '/body/items/1/itemValue' }]);
    const taken = await app.api<Issues>('POST', '/api/system/dict/add', { token: demo, body: { ...portType, dictCode: 'trade_mode' } });
    expect(taken.body.result.errors).toMatchObject([{ path: '/body/dictCode', code: 'dict/code-exists' }]);
    expect((await app.api('POST', '/api/system/dict/add', { token: acme, body: { ...portType, dictCode: 'trade_mode' } })).status).toBe(200);
  });

  it('keeps tenants apart and needs the dictionary page\'s buttons to change anything', async () => {
    const id = (await app.database.owner('sys_dict as d').join('sys_tenant as t', 't.id', 'd.tenant_id').where({ 't.tenant_code': 'demo', 'd.dict_code': 'ie_flag' }).first<{ id: string }>('d.id'))!.id;
    expect((await app.api('GET', `/api/system/dict/queryById?id=${id}`, { token: acme })).status).toBe(404);
    expect((await app.api('PUT', '/api/system/dict/edit', { token: acme, body: { id, dictCode: 'ie_flag', dictName: 'x', items: [] } })).status).toBe(404);
    expect((await app.api('DELETE', `/api/system/dict/delete?id=${id}`, { token: acme })).status).toBe(404);
    expect((await app.api('POST', '/api/system/dict/add', { token: staff, body: portType })).status).toBe(403);
    expect((await app.api('GET', "/api/system/dict/getDictItems/x'or'1", { token: staff })).status).toBe(404);
  });
});
