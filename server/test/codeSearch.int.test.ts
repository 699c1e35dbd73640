import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDefinition } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

interface Hit { id: string; group: string; key: string; colName: string; code: string; name: string; script: string }

let app: TestApp;
let admin: string;
let staff: string;
let acme: string;
let formId: string;

const form = {
  schemaVersion: 2, formCode: 'cs_form', formName: 'Code search form', objectName: 'cs_table', formStatus: 'enable',
  fields: [
    { colCode: 'qty', title: 'Quantity', type: 'number', rules: [{ max: 10 }, { script: "return input.value < 5 || 'too many parcels';" }] },
    { colCode: 'note', title: 'Note', type: 'input' },
  ],
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  formId = await publishDefinition(app, admin, 'form', 'cs_form', form);
  const http = await app.api('POST', '/api/eform/httpConfig/add', { token: admin, body: { httpCode: 'cs_http', httpName: 'Parcels', httpUrl: 'https://example.com/parcels', httpMethod: 'GET', header: {}, returnScript: 'return input.body.parcels;' } });
  expect(http.status).toBe(200);
  const sql = await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'cs_sql', sqlName: 'Parcel codes', sqlQuery: 'select 1 as parcels_value, 2 as label' } });
  expect(sql.status).toBe(200);
}, 120_000);
afterAll(async () => app.close());

const search = (token: string, body: Record<string, unknown>) => app.api<Hit[]>('POST', '/api/eform/manage/codeSearch/code', { token, body });
const update = (token: string, body: Record<string, unknown>) => app.api<{ id: string; version?: number }>('POST', '/api/eform/manage/codeSearch/update?lang=en_US', { token, body });

describe('developer code search', () => {
  it('says who may edit scripts, and lets only holders of its button search', async () => {
    expect((await app.api<boolean>('GET', '/api/system/permission/allowEditScript', { token: admin })).body.result).toBe(true);
    expect((await app.api<boolean>('GET', '/api/system/permission/allowEditScript', { token: staff })).body.result).toBe(false);
    expect((await search(staff, {})).status).toBe(403);
    expect((await update(staff, { id: formId, table_name: 'formRule', code: 'return true;', col_name: '/fields/0/rules/1/script' })).status).toBe(403);
  });

  it('finds form rule scripts, HTTP return scripts and SQL queries by the code they contain, by name and code, and by kind', async () => {
    const rule = await search(admin, { key: 'TOO MANY' });
    expect(rule.body.result).toEqual([{ id: formId, group: 'formRule', key: 'qty › #2 › script', colName: '/fields/0/rules/1/script', code: 'cs_form', name: 'cs_form', script: "return input.value < 5 || 'too many parcels';" }]);
    const parcels = await search(admin, { key: 'parcels' });
    expect(parcels.body.result.map((hit) => [hit.group, hit.code]).sort()).toEqual([['formRule', 'cs_form'], ['httpReturn', 'cs_http'], ['sqlQuery', 'cs_sql']]);
    expect((await search(admin, { key: 'parcels', group: 'sqlQuery' })).body.result.map((hit) => hit.code)).toEqual(['cs_sql']);
    expect((await search(admin, { name: 'Parcel co' })).body.result.map((hit) => hit.code)).toEqual(['cs_sql']);
    // The customs example's list view opens its form with a script.
    expect((await search(admin, { group: 'viewButton' })).body.result.some((hit) => hit.colName.startsWith('/buttons/') && hit.script.length > 0)).toBe(true);
    // Another tenant finds none of it; LIKE wildcards are plain text.
    expect((await search(acme, { key: 'parcels' })).body.result).toEqual([]);
    expect((await search(admin, { key: '%_%' })).body.result).toEqual([]);
    const bad = await search(admin, { group: 'users', extra: 1 });
    expect(bad.status).toBe(400);
  });

  it('saves an edited rule script as a new draft revision of the form, leaving the published version in place', async () => {
    const saved = await update(admin, { id: formId, table_name: 'formRule', code: "return input.value < 6 || 'too many parcels';", col_name: '/fields/0/rules/1/script' });
    expect(saved.status).toBe(200);
    const head = await app.api<{ version: number; status: string; publishedVersion: number; body: typeof form }>('GET', `/api/eform/definitions/${formId}`, { token: admin });
    expect(head.body.result).toMatchObject({ version: saved.body.result.version, status: 'draft' });
    expect(head.body.result.body.fields[0]!.rules![1]).toEqual({ script: "return input.value < 6 || 'too many parcels';" });
    expect(head.body.result.body.fields[0]!.rules![0]).toEqual({ max: 10 });
    const revisions = await app.api<Array<{ version: number }>>('GET', `/api/eform/definitions/${formId}/revisions`, { token: admin });
    expect(revisions.body.result.map((r) => r.version)).toContain(saved.body.result.version);
    expect((await search(admin, { key: 'value < 6' })).body.result).toHaveLength(1);
  });

  it('saves HTTP return scripts and SQL queries through their own checks', async () => {
    const [http] = (await search(admin, { group: 'httpReturn', code: 'cs_http' })).body.result;
    expect((await update(admin, { id: http!.id, table_name: 'httpReturn', code: 'return input.body.items;', col_name: 'returnScript' })).status).toBe(200);
    expect((await search(admin, { group: 'httpReturn', code: 'cs_http' })).body.result[0]!.script).toBe('return input.body.items;');
    const [sql] = (await search(admin, { group: 'sqlQuery', code: 'cs_sql' })).body.result;
    const refused = await update(admin, { id: sql!.id, table_name: 'sqlQuery', code: 'drop table sys_user', col_name: 'sqlQuery' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('/body/sqlQuery');
  });

  it('refuses any place that is not code, another kind, and another tenant\'s record', async () => {
    const wrongPlace = await update(admin, { id: formId, table_name: 'formRule', code: 'x', col_name: '/fields/0/colCode' });
    expect(wrongPlace.status).toBe(400);
    expect(wrongPlace.body.messageCode).toBe('codeSearch/unknown-kind');
    expect((await update(admin, { id: formId, table_name: 'viewButton', code: 'x', col_name: '/fields/0/rules/1/script' })).status).toBe(404);
    expect((await update(admin, { id: formId, table_name: 'sqlQuery', code: 'select 1', col_name: 'sql_query' })).status).toBe(400);
    expect((await update(acme, { id: formId, table_name: 'formRule', code: 'x', col_name: '/fields/0/rules/1/script' })).status).toBe(404);
    const missing = await update(admin, { table_name: 'users', col_name: '' });
    expect(missing.status).toBe(400);
    for (const path of ['/body/id', '/body/code', '/body/table_name', '/body/col_name']) expect(JSON.stringify(missing.body)).toContain(path);
  });
});
