import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

// Issue 18 point 6: an export's headings are the view's column names in the exporter's language.

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

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const physical = await syncedTable(app, admin, 'demo', 'bt_goods', [column('goodsNo', 'varchar', { colLength: 20 }), column('note', 'varchar', { colLength: 50 })]);
  await publishDefinition(app, admin, 'view', 'bt_view', view);
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
