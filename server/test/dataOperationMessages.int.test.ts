import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureHttpConfigs } from '../src/eform/httpConfig/executeHttpConfig';
import { ssrfPolicyFromEnv } from '../src/eform/httpConfig/ssrfGuard';
import { declaration } from './inTenant/formDataUsers';
import { publishDefinition } from './support/eformDataSources';
import { onlineModifyViewId } from './support/onlineModifyView';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 23: the spec's §5 checks of online modification and the §8 messages data operations and
 * HTTP configs answer with, on the customs example of the demo tenant.
 */

type Issues = { errors: Array<{ path: string; code: string; message: string }> };
interface Written { id: string; rowVersion: number; isModified: boolean }

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
});
afterAll(async () => app?.close());

const create = async (consignee: string) => {
  const created = await app.api<{ id: string; rowVersion: number }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('E', consignee) } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.result;
};
const batch = (body: unknown) => app.api<{ records: Written[] } & Issues>('PUT', '/api/eform/data/dec_form/batch?lang=en_US', { token: admin, body });
const logCount = async (id: string) => (await app.api<{ records: unknown[] }>('GET', `/api/eform/data/dec_form/${id}/logs`, { token: admin })).body.result.records.length;

describe('online modification names its view (spec §5)', () => {
  it('refuses a batch without viewId: "viewId cannot be empty"', async () => {
    const record = await create('No view id');
    for (const viewId of [undefined, '']) {
      const answer = await batch({ ...(viewId === undefined ? {} : { viewId }), rows: [{ id: record.id, rowVersion: record.rowVersion, data: { consignee: 'Changed' } }] });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ messageCode: 'formData/view-id-empty', message: 'viewId cannot be empty' });
      expect(answer.body.result.errors).toMatchObject([{ path: '/body/viewId', code: 'formData/view-id-empty' }]);
    }
    expect((await app.api<{ data: { consignee: string } }>('GET', `/api/eform/data/dec_form/${record.id}`, { token: admin })).body.result.data.consignee).toBe('No view id');
  });

  it('refuses a view without a handleOnlineModify button, or one over another form: "online-modify button config not found"', async () => {
    const record = await create('No button');
    const plainViewId = await publishDefinition(app, admin, 'view', 'dec_plain_view', {
      schemaVersion: 1, viewCode: 'dec_plain_view', viewName: 'Plain', viewType: 'table', tableName: 'dec_head', formCode: 'dec_form',
      columns: [{ colCode: 'consignee', colName: 'Consignee', isEdit: 'Y' }], buttons: [{ buttonName: 'Edit', buttonType: 'inline', openType: 'edit' }],
    });
    const otherFormViewId = await publishDefinition(app, admin, 'view', 'dec_other_form_view', {
      schemaVersion: 1, viewCode: 'dec_other_form_view', viewName: 'Other form', viewType: 'table', tableName: 'dec_head', formCode: 'some_other_form',
      columns: [{ colCode: 'consignee', colName: 'Consignee', isEdit: 'Y' }], buttons: [{ buttonName: 'Edit online', buttonType: 'toolbar', openType: 'handleOnlineModify' }],
    });
    for (const viewId of [plainViewId, otherFormViewId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await batch({ viewId, rows: [{ id: record.id, rowVersion: record.rowVersion, data: { consignee: 'Changed' } }] });
      expect(answer.status, viewId).toBe(400);
      expect(answer.body, viewId).toMatchObject({ messageCode: 'formData/online-modify-button-missing', message: 'online-modify button config not found' });
    }
    const saved = await batch({ viewId: await onlineModifyViewId(app, 'demo', 'dec_form'), rows: [{ id: record.id, rowVersion: record.rowVersion, data: { consignee: 'Changed' } }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.records).toEqual([{ id: record.id, rowVersion: record.rowVersion + 1, isModified: true }]);
  });
});

describe('a save that changes nothing (spec §8 "no data modification")', () => {
  it('answers the message, keeps rowVersion and writes no data log; a real change still bumps it', async () => {
    const record = await create('Unchanged Co.');
    const same = await app.api<Written>('PUT', `/api/eform/data/dec_form/${record.id}?lang=en_US`, { token: admin, body: { rowVersion: record.rowVersion, data: { consignee: 'Unchanged Co.', declTotal: 1200.5 } } });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('No data modification');
    expect(same.body.result).toEqual({ id: record.id, rowVersion: record.rowVersion, isModified: false });
    const stored = await app.api<{ rowVersion: number; updateTime: string | null }>('GET', `/api/eform/data/dec_form/${record.id}`, { token: admin });
    expect(stored.body.result).toMatchObject({ rowVersion: record.rowVersion, updateTime: null });
    expect(await logCount(record.id)).toBe(1);
    // The whole record sent back as it was read (sub-table rows included) is no change either.
    const full = await app.api<{ data: Record<string, unknown> }>('GET', `/api/eform/data/dec_form/${record.id}`, { token: admin });
    const again = await app.api<Written>('PUT', `/api/eform/data/dec_form/${record.id}?lang=zh_CN`, { token: admin, body: { rowVersion: record.rowVersion, data: full.body.result.data } });
    expect(again.body).toMatchObject({ message: '数据未修改', result: { rowVersion: record.rowVersion, isModified: false } });

    const changed = await app.api<Written>('PUT', `/api/eform/data/dec_form/${record.id}?lang=en_US`, { token: admin, body: { rowVersion: record.rowVersion, data: { consignee: 'Changed Co.' } } });
    expect(changed.body).toMatchObject({ message: 'Operation successful', result: { rowVersion: record.rowVersion + 1, isModified: true } });
    expect(await logCount(record.id)).toBe(2);
  });

  it('in online modification, keeps the version of rows that did not change and says so when none did', async () => {
    const viewId = await onlineModifyViewId(app, 'demo', 'dec_form');
    const a = await create('Batch A');
    const b = await create('Batch B');
    const none = await batch({ viewId, rows: [{ id: a.id, rowVersion: a.rowVersion, data: { consignee: 'Batch A' } }, { id: b.id, rowVersion: b.rowVersion, data: { consignee: 'Batch B' } }] });
    expect(none.status).toBe(200);
    expect(none.body.message).toBe('No data modification');
    expect(none.body.result.records.map((r) => [r.rowVersion, r.isModified])).toEqual([[a.rowVersion, false], [b.rowVersion, false]]);
    const one = await batch({ viewId, rows: [{ id: a.id, rowVersion: a.rowVersion, data: { consignee: 'Batch A' } }, { id: b.id, rowVersion: b.rowVersion, data: { consignee: 'Batch B2' } }] });
    expect(one.body.message).toBe('Operation successful');
    expect(one.body.result.records.map((r) => [r.rowVersion, r.isModified])).toEqual([[a.rowVersion, false], [b.rowVersion + 1, true]]);
  });
});

describe('HTTP configs (spec §8 "interface address already exists")', () => {
  it('refuses a second config at the same address in the tenant, on add and on edit; another tenant may use it', async () => {
    const record = (code: string, httpUrl: string) => ({ httpCode: code, httpName: code, httpUrl, httpMethod: 'GET' });
    const add = (token: string, body: unknown) => app.api<{ id: string } & Issues>('POST', '/api/eform/httpConfig/add?lang=en_US', { token, body });
    expect((await add(admin, record('addr_one', 'https://api.example.com/rates'))).status).toBe(200);
    const second = await add(admin, record('addr_two', 'https://api.example.com/rates'));
    expect(second.status).toBe(400);
    expect(second.body.result.errors).toMatchObject([{ path: '/body/httpUrl', code: 'httpConfig/url-exists', message: 'Interface address already exists: https://api.example.com/rates' }]);
    const other = await add(admin, record('addr_two', 'https://api.example.com/ports'));
    expect(other.status).toBe(200);
    const moved = await app.api<Issues>('PUT', '/api/eform/httpConfig/edit?lang=en_US', { token: admin, body: { id: other.body.result.id, ...record('addr_two', 'https://api.example.com/rates') } });
    expect(moved.status).toBe(400);
    expect(moved.body.result.errors).toMatchObject([{ path: '/body/httpUrl', code: 'httpConfig/url-exists' }]);
    // Saving a config at its own address is no clash.
    expect((await app.api('PUT', '/api/eform/httpConfig/edit', { token: admin, body: { id: other.body.result.id, ...record('addr_two', 'https://api.example.com/ports'), httpName: 'Renamed' } })).status).toBe(200);
    expect((await add(await app.loginAs('acme_admin'), record('addr_one', 'https://api.example.com/rates'))).status).toBe(200);
  });
});

describe('the query operator customLgt (spec §9)', () => {
  it('filters by the comparison written before the value, as a super-query rule and as a column\'s queryOp', async () => {
    const tag = 'Lgt';
    for (const [consignee, total] of [[`${tag} small`, 10], [`${tag} middle`, 500], [`${tag} large`, 5000]] as const) {
      expect((await app.api('POST', '/api/eform/data/dec_form', { token: admin, body: { data: { ...declaration('E', consignee), declTotal: total } } })).status).toBe(201);
    }
    await publishDefinition(app, admin, 'view', 'dec_lgt_view', {
      schemaVersion: 1, viewCode: 'dec_lgt_view', viewName: 'Totals', viewType: 'table', tableName: 'dec_head', formCode: 'dec_form',
      columns: [{ colCode: 'consignee', colName: 'Consignee', isQuery: 'Y', queryOp: 'rhk' }, { colCode: 'declTotal', colName: 'Total', colType: 'number', isQuery: 'Y', queryOp: 'customLgt' }],
    });
    type Rows = { records: Array<{ consignee: string }> };
    const consignees = async (query: string) => {
      const answer = await app.api<Rows>('GET', `/api/eform/views/dec_lgt_view/data?consignee=${tag}&column=declTotal&order=asc&lang=en_US&${query}`, { token: admin });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result.records.map((row) => row.consignee);
    };
    const rule = (val: string) => `superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'declTotal', rule: 'customLgt', val }]))}`;
    expect(await consignees(rule('>=500'))).toEqual([`${tag} middle`, `${tag} large`]);
    expect(await consignees(rule('<500'))).toEqual([`${tag} small`]);
    expect(await consignees(rule('<>500'))).toEqual([`${tag} small`, `${tag} large`]);
    expect(await consignees(`declTotal=${encodeURIComponent('> 100')}`)).toEqual([`${tag} middle`, `${tag} large`]);
    expect(await consignees('declTotal=5000')).toEqual([`${tag} large`]);
    const refused = await app.api<Issues>('GET', `/api/eform/views/dec_lgt_view/data?lang=en_US&${rule('>lots')}`, { token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toMatchObject([{ code: 'query/invalid-value' }]);
  });
});

describe('an HTTP config whose answer is empty (spec §8 "returned data empty")', () => {
  it('answers the message where options are expected, for an empty body and for a returnScript that returns nothing', async () => {
    const target = createServer((req, res) => res.end(req.url === '/nothing' ? '' : JSON.stringify({ rows: [] })));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    try {
      const address = target.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      configureHttpConfigs(app.ctx, { policy: ssrfPolicyFromEnv({ WHARF_HTTP_ALLOW: `127.0.0.1:${port}` }) });
      const add = (httpCode: string, path: string, returnScript?: string) => app.api('POST', '/api/eform/httpConfig/add', { token: admin, body: { httpCode, httpName: httpCode, httpUrl: `http://127.0.0.1:${port}${path}`, httpMethod: 'GET', ...(returnScript ? { returnScript } : {}) } });
      expect((await add('empty_body', '/nothing')).status).toBe(200);
      expect((await add('empty_script', '/rows', 'return null;')).status).toBe(200);
      for (const httpCode of ['empty_body', 'empty_script']) {
        const answer = await app.api('POST', `/api/eform/engine/viewEngine/getHttpConfigOptions?httpCode=${httpCode}&lang=en_US`, { token: admin, body: {} });
        expect(answer.status, httpCode).toBe(400);
        expect(answer.body, httpCode).toMatchObject({ messageCode: 'httpConfig/returned-empty', message: 'The returned data is empty' });
      }
    } finally {
      target.closeAllConnections();
      await new Promise((resolve) => target.close(resolve));
    }
  });
});

describe('sub-table rows without a master value (spec §8 "no master table record")', () => {
  it('refuses lines whose master key is empty, and keeps nothing of the record', async () => {
    const col = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });
    const define = async (kind: string, code: string, body: unknown) => {
      const created = await app.api<{ id: string }>('POST', '/api/eform/definitions', { token: admin, body: { kind, code, name: code, body } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.result.id;
    };
    await define('table', 'mk_head', { schemaVersion: 1, tableName: 'mk_head', tableTitle: 'Heads', columns: [col('ref', 'varchar', { colLength: 20 }), col('title', 'varchar', { colLength: 50 })], relations: [{ relationType: 'master', relatedTable: 'mk_lines', colCode: 'ref', relatedColCode: 'refCode', cardinality: 'oneToMany' }] });
    await define('table', 'mk_lines', { schemaVersion: 1, tableName: 'mk_lines', tableTitle: 'Lines', columns: [col('refCode', 'varchar', { colLength: 20 }), col('item', 'varchar', { colLength: 50 })] });
    for (const code of ['mk_head', 'mk_lines']) expect((await app.api('POST', `/api/eform/tables/${code}/sync`, { token: admin, body: {} })).status).toBe(200);
    const formId = await define('form', 'mk_form', { schemaVersion: 2, formCode: 'mk_form', formName: 'Heads', objectName: 'mk_head', formStatus: 'enable', fields: [{ colCode: 'ref', title: 'Ref', type: 'input' }, { colCode: 'title', title: 'Title', type: 'input' }], subTables: [{ tableName: 'mk_lines', title: 'Lines', fields: [{ colCode: 'item', title: 'Item', type: 'input' }] }] });
    expect((await app.api('POST', `/api/eform/definitions/${formId}/publish`, { token: admin, body: {} })).status).toBe(200);

    const orphan = await app.api<{ issues: Issues['errors'] }>('POST', '/api/eform/data/mk_form?lang=en_US', { token: admin, body: { data: { title: 'No ref', mk_lines: [{ item: 'Bolt' }] } } });
    expect(orphan.status).toBe(400);
    expect(orphan.body.result.issues).toEqual([{ path: '/data/mk_lines', code: 'formData/no-master-record', message: 'No master table record' }]);
    expect(await app.database.owner('eform_tables').join('sys_tenant as t', 't.id', 'eform_tables.tenant_id').where({ table_code: 'mk_lines', 't.tenant_code': 'demo' }).first('physical_name').then(async (row: { physical_name: string }) => app.database.owner.withSchema('biz').from(row.physical_name).count({ n: '*' }))).toEqual([{ n: 0 }]);
    // With its key, or without lines, the record is kept.
    const kept = await app.api<{ id: string; rowVersion: number }>('POST', '/api/eform/data/mk_form', { token: admin, body: { data: { ref: 'R1', title: 'With ref', mk_lines: [{ item: 'Bolt' }] } } });
    expect(kept.status).toBe(201);
    // A change that empties the key while sending lines is refused the same way.
    const emptied = await app.api<{ issues: Issues['errors'] }>('PUT', `/api/eform/data/mk_form/${kept.body.result.id}?lang=en_US`, { token: admin, body: { rowVersion: kept.body.result.rowVersion, data: { ref: '', mk_lines: [{ item: 'Nut' }] } } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.result.issues).toMatchObject([{ path: '/data/mk_lines', code: 'formData/no-master-record' }]);
    expect((await app.api('POST', '/api/eform/data/mk_form', { token: admin, body: { data: { title: 'No lines', mk_lines: [] } } })).status).toBe(201);
  });
});

