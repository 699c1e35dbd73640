import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §3: a form whose table has a NOT NULL column the form does not fill answered 500 on
 * every save. Publishing such a form is refused naming the columns; a save that still leaves one
 * empty is a 400 naming the column (no SQL text); the seeded dec_quick_note saves.
 */

type Issues = { errors: Array<{ path: string; code: string; message: string }> };

let app: TestApp;
let admin: string;
let physical: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  physical = await syncedTable(app, admin, 'demo', 'np_orders', [
    column('code', 'varchar', { colLength: 20, isKey: 'Y' }),
    column('customer', 'varchar', { colLength: 50, isNull: 'N' }),
    column('port', 'varchar', { colLength: 4, isNull: 'N' }),
    column('status', 'varchar', { colLength: 2, isNull: 'N', defaultValue: '0' }),
    column('note', 'text'),
  ]);
});
afterAll(async () => app.close());

const field = (colCode: string) => ({ colCode, title: colCode, type: 'input' });
const formBody = (colCodes: string[]) => ({ schemaVersion: 2, formCode: 'np_form', formName: 'Orders', objectName: 'np_orders', formStatus: 'enable', fields: colCodes.map(field) });

describe('a form that leaves NOT NULL columns unfilled', () => {
  it('is saved as a draft but refused at publish, naming the table and columns', async () => {
    const created = await app.api<{ id: string; version: number }>('POST', '/api/eform/definitions', { token: admin, body: { kind: 'form', code: 'np_form', name: 'Orders', body: formBody(['code', 'note']) } });
    expect(created.status).toBe(201);
    const refused = await app.api<Issues>('POST', `/api/eform/definitions/${created.body.result.id}/publish?lang=en_US`, { token: admin, body: {} });
    expect(refused.status).toBe(400);
    // The designer shows the answer's message: it names them as well.
    expect(refused.body.message).toBe('Table np_orders has required columns the form does not fill: customer, port (add a field for each, or let the column be empty, or give it a default)');
    expect(refused.body.result.errors).toEqual([{
      path: '/body/fields',
      code: 'definition/form-unfilled-columns',
      message: 'Table np_orders has required columns the form does not fill: customer, port (add a field for each, or let the column be empty, or give it a default)',
    }]);
    expect(await app.database.owner('eform_definition').where({ id: created.body.result.id }).first('status', 'published_version')).toEqual({ status: 'draft', published_version: null });

    // With a field for each (the one with a default needs none), it publishes.
    const saved = await app.api<{ version: number }>('PUT', `/api/eform/definitions/${created.body.result.id}`, { token: admin, body: { version: 1, body: formBody(['code', 'customer', 'port', 'note']) } });
    expect(saved.status).toBe(200);
    expect((await app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token: admin, body: {} })).status).toBe(200);
  });

  it('answers a save that leaves one empty with 400 naming the column, not 500, and tells no SQL', async () => {
    const response = await app.api<Issues>('POST', '/api/eform/data/np_form?lang=en_US', { token: admin, body: { data: { code: 'NP-1', customer: 'ACME', note: 'no port' } } });
    expect(response.status).toBe(400);
    expect(response.body.result.errors).toEqual([{ path: '/data/port', code: 'forms/column-required', message: 'port is required (its table column may not be empty)' }]);
    const text = JSON.stringify(response.body);
    for (const leak of [physical, 'violates', 'null value', 'insert into', 'biz.']) expect(text).not.toContain(leak);
    expect(Number((await app.database.owner.withSchema('biz').table(physical).count<Array<{ count: string | number }>>({ count: '*' }))[0]!.count)).toBe(0);
    // Filled in, the same record saves.
    expect((await app.api('POST', '/api/eform/data/np_form', { token: admin, body: { data: { code: 'NP-1', customer: 'ACME', port: '2200' } } })).status).toBe(201);
  });
});

describe('the seeded dec_quick_note', () => {
  it('fills every NOT NULL column of dec_head: it publishes and saves', async () => {
    const note = await app.database.owner('eform_definition as d').join('sys_tenant as t', 't.id', 'd.tenant_id').where({ 't.tenant_code': 'demo', 'd.kind': 'form', 'd.code': 'dec_quick_note' }).first<{ id: string }>('d.id');
    expect((await app.api('POST', `/api/eform/definitions/${note!.id}/publish`, { token: admin, body: {} })).status).toBe(200);
    const saved = await app.api<{ id: string }>('POST', '/api/eform/data/dec_quick_note', { token: admin, body: { data: { ieFlag: 'I', customsCode: '2200', remark: 'Quick note' } } });
    expect(saved.status).toBe(201);
    const record = await app.api<{ data: { entryId: string } }>('GET', `/api/eform/data/dec_quick_note/${saved.body.result.id}`, { token: admin });
    expect(record.body.result.data.entryId).toMatch(/^\d{18}$/);
  });
});
