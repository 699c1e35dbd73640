import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 18 point 6: builder texts reach the user in their language on the server too: an export's
// headings are the view's column names, and a save's messages name fields by their translated titles.

let app: TestApp;
let admin: string;

const view = {
  schemaVersion: 1, viewCode: 'bt_view', viewName: '货物', viewType: 'table', tableName: 'bt_goods',
  columns: [
    { colCode: 'goodsNo', colName: '货号', colNameI18n: { en_US: 'Goods no.', th_TH: 'รหัสสินค้า', zh_TW: '貨號' } },
    { colCode: 'note', colName: '备注' },
  ],
  buttons: [{ buttonName: '导出', buttonType: 'toolbar', openType: 'exportXls' }],
};

const form = {
  schemaVersion: 2, formCode: 'bt_form', formName: '货物', objectName: 'bt_goods', formStatus: 'enable',
  fields: [
    { colCode: 'goodsNo', title: '货号', titleI18n: { en_US: 'Goods no.', th_TH: 'รหัสสินค้า', zh_TW: '貨號' }, type: 'input', required: 'Y' },
    { colCode: 'note', title: '备注', type: 'input', rules: [{ pattern: '^[a-z]*$', message: '只能小写字母', messageI18n: { en_US: 'Lower-case letters only' } }] },
  ],
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const physical = await syncedTable(app, admin, 'demo', 'bt_goods', [column('goodsNo', 'varchar', { colLength: 20 }), column('note', 'varchar', { colLength: 50 })]);
  await publishDefinition(app, admin, 'view', 'bt_view', view);
  await publishDefinition(app, admin, 'form', 'bt_form', form);
  await insertRows(app, 'demo', physical, [{ goodsNo: 'G1', note: 'first' }]);
});
afterAll(async () => app.close());

/** The header row of the export in `lang`, read back with exceljs. */
async function headings(lang: string): Promise<unknown[]> {
  const response = await fetch(`${app.url}/api/eform/views/bt_view/export?lang=${lang}`, { headers: { 'X-Access-Token': admin } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
}

describe('export headings in the exporter language', () => {
  it.each([
    ['zh_CN', ['货号', '备注']],
    ['en_US', ['Goods no.', '备注']],
    ['th_TH', ['รหัสสินค้า', '备注']],
    ['zh_TW', ['貨號', '备注']],
  ])('%s', async (lang, expected) => {
    expect(await headings(lang)).toEqual(expected);
  });
});

describe('save messages in the request language', () => {
  it('names the field by its translated title and shows the translated rule message', async () => {
    type Issues = { issues: Array<{ path: string; message: string }> };
    const save = (lang: string) => app.api<Issues>('POST', `/api/eform/data/bt_form?lang=${lang}`, { token: admin, body: { data: { goodsNo: '', note: 'ABC' } } });
    const english = await save('en_US');
    expect(english.status).toBe(400);
    const messages = Object.fromEntries(english.body.result.issues.map((issue) => [issue.path, issue.message]));
    expect(messages['/data/goodsNo']).toBe('Goods no. cannot be empty');
    expect(messages['/data/note']).toBe('Lower-case letters only');
    const chinese = Object.fromEntries((await save('zh_CN')).body.result.issues.map((issue) => [issue.path, issue.message]));
    expect(chinese['/data/goodsNo']).toBe('货号不能为空');
    expect(chinese['/data/note']).toBe('只能小写字母');
  });
});
