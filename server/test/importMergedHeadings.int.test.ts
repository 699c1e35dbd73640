import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

// Merged cells around a heading row the importer finds itself (issue 23, NOTE11): a title merged across
// the columns above the headings is no heading, and a heading merged across columns in the row found
// is refused with the cells it covers, as it is in the row expected.

type Answer = { status: number; body: { message: string; messageCode?: string; result: { imported: number } } };

let app: TestApp;
let admin: string;
let physical: string;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  physical = await syncedTable(app, admin, 'demo', 'mh_rows', [column('code', 'varchar', { colLength: 30, isKey: 'Y' }), column('customer', 'varchar', { colLength: 40 }), column('note', 'varchar', { colLength: 40 })]);
  await publishDefinition(app, admin, 'form', 'mh_form', {
    schemaVersion: 2, formCode: 'mh_form', formName: 'Merged', objectName: 'mh_rows', formStatus: 'enable',
    fields: [{ colCode: 'code', title: 'Code', type: 'input', rules: [{ pk: true }] }, { colCode: 'customer', title: 'Customer', type: 'input' }, { colCode: 'note', title: 'Note', type: 'input' }],
  });
  await publishDefinition(app, admin, 'view', 'mh_view', {
    schemaVersion: 1, viewCode: 'mh_view', viewName: 'Merged', viewType: 'table', tableName: 'mh_rows', formCode: 'mh_form',
    columns: [{ colCode: 'code', colName: 'Code' }, { colCode: 'customer', colName: 'Customer' }, { colCode: 'note', colName: 'Note' }],
    buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
  });
}, 120_000);
afterAll(async () => app?.close());

async function book(rows: unknown[][], merge: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  sheet.mergeCells(merge);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Uint8Array): Promise<Answer> {
  const response = await fetch(`${app.url}/api/eform/views/mh_view/import?fileName=merged.xlsx&lang=en_US`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': xlsxType }, body: bytes });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('merged cells and the heading row the list import finds', () => {
  it('reads the headings below a title merged across the columns (the title was refused as a merged heading)', async () => {
    const answer = await upload(await book([['Shipments of March', null, null], ['Code', 'Customer', 'Note'], ['M1', 'Acme', 'first']], 'A1:C1'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.imported).toBe(1);
    const rows = await app.database.owner.withSchema('biz').table(physical).select('code', 'customer', 'note');
    expect(rows).toEqual([{ code: 'M1', customer: 'Acme', note: 'first' }]);
  });

  it('refuses a heading merged across two columns in the heading row found below a title, naming its cells', async () => {
    const answer = await upload(await book([['Shipments of March'], ['Code', 'Customer', null], ['M2', 'Beta', 'second']], 'B2:C2'));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      messageCode: 'import/merged-heading',
      message: 'Import failed: the heading "Customer" of the sheet "Data" is merged across the cells B2:C2, which would drop the columns it covers. Unmerge it: one heading per column',
    });
    expect(await app.database.owner.withSchema('biz').table(physical).where({ code: 'M2' }).first('id')).toBeUndefined();
  });
});
