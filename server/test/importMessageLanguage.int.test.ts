import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';

// Issue 20 point 6: a refused import row's reason names the field in the reason's language
// ("编号已存在", never "Serial已存在"): the import loads its form without a language, the rules must not.
let app: TestApp;
let admin: string;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const titleI18n = { zh_CN: '编号', en_US: 'Serial', th_TH: 'หมายเลข', zh_TW: '編號' };
const form = {
  schemaVersion: 2, formCode: 'iml_form', formName: 'Serials', objectName: 'iml_rows', formStatus: 'enable',
  fields: [
    { colCode: 'serial', title: 'Serial', titleI18n, type: 'input', rules: [{ pk: true }] },
    { colCode: 'note', title: 'Note', type: 'input' },
  ],
};
const view = {
  schemaVersion: 1, viewCode: 'iml_view', viewName: 'Serials', viewType: 'table', tableName: 'iml_rows', formCode: 'iml_form',
  columns: [{ colCode: 'serial', colName: 'Serial' }, { colCode: 'note', colName: 'Note' }],
  buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  await syncedTable(app, admin, 'demo', 'iml_rows', [column('serial', 'varchar', { colLength: 20 }), column('note', 'varchar', { colLength: 20 })]);
  await publishDefinition(app, admin, 'form', 'iml_form', form);
  await publishDefinition(app, admin, 'view', 'iml_view', view);
});
afterAll(async () => app.close());

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Data');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusalReasons(lang: string, serial: string): Promise<string[]> {
  const bytes = await sheet([['Serial', 'Note'], [serial, 'first'], [serial, 'again']]);
  const response = await fetch(`${app.url}/api/eform/views/iml_view/import?lang=${lang}&fileName=rows.xlsx`, {
    method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': xlsxType }, body: bytes,
  });
  const body = (await response.json()) as { result: { refused: number; errorsUrl?: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  expect(body.result.refused).toBe(1);
  const details = await fetch(`${app.url}${body.result.errorsUrl!}?lang=${lang}`, { headers: { 'X-Access-Token': admin } });
  const rows = readXlsxRows(new Uint8Array(await details.arrayBuffer()));
  return rows.slice(1).map((row) => row[row.length - 1]!);
}

describe('an import\'s refusal reasons', () => {
  it('name the field by its title in the request\'s language', async () => {
    const [zh] = await refusalReasons('zh_CN', 'S-1');
    expect(zh).toContain('编号已存在');
    expect(zh).not.toContain('Serial已存在');
    const [tw] = await refusalReasons('zh_TW', 'S-2');
    expect(tw).toContain('編號已存在');
    const [en] = await refusalReasons('en_US', 'S-3');
    expect(en).toContain('Serial');
    expect(en).not.toContain('编号');
  });
});
