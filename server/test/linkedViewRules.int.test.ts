import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenantId, prepareFormDataUsers, type FormDataUsers } from './inTenant/formDataUsers';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 14 §1, data rules on every read path: a view reached only through a link from the customs
 * list (a linkView button) shows no more than the list's data rule does when it is over the same
 * table — in its list, its export and the form data it opens. A linked view over another table
 * carries no rule of the list's (its columns need not exist there).
 */

let app: TestApp;
let users: FormDataUsers;

interface Page { records: Array<Record<string, unknown>> }

beforeAll(async () => {
  app = await startTestApp();
  const admin = await app.loginAs('demo_admin');
  const cargo = await syncedTable(app, admin, 'demo', 'lv_cargo', [column('title', 'varchar', { colLength: 100 })]);
  await insertRows(app, 'demo', cargo, [{ title: 'crate' }, { title: 'pallet' }]);
  const exportButton = { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' };
  await publishDefinition(app, admin, 'view', 'lv_same', {
    schemaVersion: 1, viewCode: 'lv_same', viewName: 'Declarations again', viewType: 'table', tableName: 'dec_head', formCode: 'dec_form',
    columns: [{ colCode: 'ieFlag', colName: 'I/E', isExport: 'Y' }, { colCode: 'consignee', colName: 'Consignee', isExport: 'Y' }], buttons: [exportButton],
  });
  await publishDefinition(app, admin, 'view', 'lv_other', {
    schemaVersion: 1, viewCode: 'lv_other', viewName: 'Cargo', viewType: 'table', tableName: 'lv_cargo', columns: [{ colCode: 'title', colName: 'Title', isExport: 'Y' }], buttons: [exportButton],
  });
  // The customs list links to both (as a builder adds "open" buttons); neither has a menu of its own.
  const tenantId = await demoTenantId(app);
  const links = [
    { buttonName: 'Same table', buttonType: 'inline', openType: 'openView', linkView: 'lv_same' },
    { buttonName: 'Cargo', buttonType: 'inline', openType: 'openView', linkView: 'lv_other' },
  ];
  await app.database.owner.raw(
    `update eform_definition_revision r set body = jsonb_set(r.body, '{buttons}', coalesce(r.body -> 'buttons', '[]'::jsonb) || ?::jsonb)
       from eform_definition d where d.id = r.definition_id and r.version = d.published_version and d.tenant_id = ? and d.kind = 'view' and d.code = 'dec_list_view'`,
    [JSON.stringify(links), tenantId],
  );
  users = await prepareFormDataUsers(app);
});
afterAll(async () => app?.close());

const list = async (token: string, viewCode: string) => {
  const response = await app.api<Page>('GET', `/api/eform/views/${viewCode}/data?pageSize=100`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result.records;
};

describe('a view reached only through a link from the ruled list', () => {
  it('lists only the rows the list\'s data rule shows when it is over the same table', async () => {
    const flags = (await list(users.ruled, 'lv_same')).map((row) => row.ieFlag);
    expect(flags.length).toBeGreaterThan(0);
    expect(new Set(flags)).toEqual(new Set(['E']));
    // Without a rule, the same link shows every declaration.
    expect(new Set((await list(users.viewOnly, 'lv_same')).map((row) => row.ieFlag))).toEqual(new Set(['E', 'I']));
  });

  it('exports only those rows', async () => {
    const response = await fetch(`${app.url}/api/eform/views/lv_same/export`, { headers: { 'X-Access-Token': users.ruled } });
    expect(response.status).toBe(200);
    const rows = readXlsxRows(new Uint8Array(await response.arrayBuffer())).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(['E']));
  });

  it('does not open a hidden record by id through the linked view (404), and opens a shown one', async () => {
    expect((await app.api('GET', `/api/eform/data/dec_form/${users.importRecordId}`, { token: users.ruled })).status).toBe(404);
    expect((await app.api('GET', `/api/eform/data/dec_form/${users.exportRecordId}`, { token: users.ruled })).status).toBe(200);
  });

  it('leaves a linked view over another table unnarrowed', async () => {
    expect((await list(users.ruled, 'lv_other')).map((row) => row.title).sort()).toEqual(['crate', 'pallet']);
  });
});
