import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runReaches, startAsyncImportFixture, uploadTo, type AsyncImportFixture, type Run } from './asyncImportSupport';
import { readXlsxRows } from './support/readXlsx';
import { tenantIdOf } from './support/eformDataSources';

// Import modes 3 (multi table, multi sheet) and 4 (the Thai variant: a record per sheet), spec §3.

let fixture: AsyncImportFixture;
let admin: string;

const col = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });
const masterTable = {
  schemaVersion: 1, tableName: 'sm_orders', tableTitle: 'Orders',
  columns: [col('code', 'varchar', { colLength: 20, isKey: 'Y' }), col('customer', 'varchar', { colLength: 40 })],
  relations: [{ relationType: 'master', relatedTable: 'sm_lines', colCode: 'code', relatedColCode: 'orderCode', cardinality: 'oneToMany' }],
};
const linesTable = { schemaVersion: 1, tableName: 'sm_lines', tableTitle: 'Lines', columns: [col('orderCode', 'varchar', { colLength: 20 }), col('lineNo', 'int'), col('item', 'varchar', { colLength: 40 }), col('qty', 'int')] };
const form = {
  schemaVersion: 2, formCode: 'sm_form', formName: 'Orders with lines', objectName: 'sm_orders', formStatus: 'enable',
  fields: [{ colCode: 'code', title: 'Order', type: 'input', rules: [{ pk: true }] }, { colCode: 'customer', title: 'Customer', type: 'input', required: 'Y' }],
  subTables: [{ tableName: 'sm_lines', title: 'Lines', fields: [{ colCode: 'lineNo', title: 'Line', type: 'number', required: 'Y' }, { colCode: 'item', title: 'Item', type: 'input', required: 'Y' }, { colCode: 'qty', title: 'Qty', type: 'number' }] }],
};
const task = (taskCode: string, importMode: string, importType: string, extra: Record<string, unknown> = {}) => ({
  taskName: taskCode, taskCode, importMode, importType, pageTitle: 'Orders', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Orders', businessPk: 'code', formCode: 'sm_form', ...extra,
});

async function define(kind: string, code: string, body: unknown, publish: boolean): Promise<void> {
  const created = await fixture.app.api<{ id: string }>('POST', '/api/eform/definitions', { token: admin, body: { kind, code, name: code, body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (publish) expect((await fixture.app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token: admin, body: {} })).status).toBe(200);
}

async function storedOrders(): Promise<Array<{ code: string; customer: string; lines: Array<[number, string, number | null]> }>> {
  const tenantId = await tenantIdOf(fixture.app, 'demo');
  const tables = await fixture.app.database.owner('eform_tables').where({ tenant_id: tenantId }).whereIn('table_code', ['sm_orders', 'sm_lines']).select<Array<{ table_code: string; physical_name: string }>>('table_code', 'physical_name');
  const physical = Object.fromEntries(tables.map((t) => [t.table_code, t.physical_name]));
  const biz = () => fixture.app.database.owner.withSchema('biz');
  const orders = await biz().table(physical.sm_orders!).orderBy('code').select<Array<{ code: string; customer: string }>>('code', 'customer');
  const lines = await biz().table(physical.sm_lines!).orderBy(['orderCode', 'lineNo']).select<Array<{ orderCode: string; lineNo: number; item: string; qty: number | null }>>('orderCode', 'lineNo', 'item', 'qty');
  return orders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderCode === order.code).map((line) => [line.lineNo, line.item, line.qty] as [number, string, number | null]) }));
}

async function workbook(sheets: Array<[string, Array<[number, unknown[]]>]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) {
    const sheet = book.addWorksheet(name);
    for (const [rowNumber, values] of rows) sheet.getRow(rowNumber).values = values as ExcelJS.CellValue[];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
const numbered = (rows: unknown[][], from = 1): Array<[number, unknown[]]> => rows.map((row, index) => [from + index, row]);

async function runToEnd(taskCode: string, bytes: Buffer, expectChecked: string): Promise<Run> {
  const uploaded = await uploadTo(fixture.app, `/api/fyImportBackend/run/upload?taskCode=${taskCode}`, admin, bytes);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const checked = await runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C\d0)$/);
  expect(checked.statusCode, checked.message ?? '').toBe(expectChecked);
  if (!/^C[134]0$/.test(checked.statusCode)) return checked;
  expect((await fixture.app.api('POST', '/api/fyImportBackend/run/confirm', { token: admin, body: { id: checked.id } })).status).toBe(200);
  return runReaches(fixture.app, admin, checked.id, /^(F10|G10)$/);
}

const clearOrders = async () => {
  const tenantId = await tenantIdOf(fixture.app, 'demo');
  const tables = await fixture.app.database.owner('eform_tables').where({ tenant_id: tenantId }).whereIn('table_code', ['sm_orders', 'sm_lines']).pluck<string[]>('physical_name');
  for (const table of tables) await fixture.app.database.owner.withSchema('biz').table(table).delete();
};

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
  admin = fixture.admin;
  await define('table', 'sm_orders', masterTable, false);
  await define('table', 'sm_lines', linesTable, false);
  for (const code of ['sm_orders', 'sm_lines']) expect((await fixture.app.api('POST', `/api/eform/tables/${code}/sync`, { token: admin, body: {} })).status).toBe(200);
  await define('form', 'sm_form', form, true);
  for (const body of [task('sm_multi', '3', '1'), task('sm_multi_upsert', '3', '4', { headStartRow: 2, startRow: 3, listStartRow: 3 }), task('sm_thai', '4', '1', { headStartRow: 3, startRow: 4, listStartRow: 7, sheetName: 'Invoice', businessPk: null }), task('sm_thai_letters', '4', '1', {
    headStartRow: 1, startRow: 2, listStartRow: 5, sheetName: 'Invoice', businessPk: null,
    fieldsMapConfig: [{ colLetter: 'A', colCode: 'code' }, { colLetter: 'B', colCode: 'customer' }, { colLetter: 'A', colCode: 'sm_lines.lineNo' }, { colLetter: 'B', colCode: 'sm_lines.item' }, { colLetter: 'C', colCode: 'sm_lines.qty' }],
  })]) {
    const added = await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}, 120_000);
afterAll(async () => fixture?.close());

it('mode 3: master rows on the task\'s sheet, lines on the sub-table\'s sheet tied by the business key; a line without its record, or a bad line, refuses', async () => {
  await clearOrders();
  const file = await workbook([
    ['Notes', numbered([['Read me first']])],
    ['Orders', numbered([['Order', 'Customer'], ['O1', 'Alpha'], ['O2', 'Beta'], ['O3', 'Gamma']])],
    ['Lines', numbered([['Order', 'Line', 'Item', 'Qty'], ['O1', 1, 'Bolts', 2], ['O2', 1, 'Nuts', 4], ['O1', 2, 'Screws', null], ['O9', 1, 'Lost', 1], ['O3', 1, null, 1]])],
  ]);
  const done = await runToEnd('sm_multi', file, 'C30');
  expect(done).toMatchObject({ statusCode: 'G10', totalCount: 8, wrongCount: 3 });
  expect(await storedOrders()).toEqual([
    { code: 'O1', customer: 'Alpha', lines: [[1, 'Bolts', 2], [2, 'Screws', null]] },
    { code: 'O2', customer: 'Beta', lines: [[1, 'Nuts', 4]] },
  ]);
  const response = await fetch(`${fixture.app.url}${done.errorsUrl}?lang=en_US`, { headers: { 'X-Access-Token': admin } });
  const details = readXlsxRows(new Uint8Array(await response.arrayBuffer()));
  expect(details[0]).toEqual(['Sheet', 'Row', 'Order', 'Customer', 'Lines: Order', 'Lines: Line', 'Lines: Item', 'Lines: Qty', 'Reason']);
  expect(details.slice(1).map((row) => [row[0], row[1], row[8]!.replace(/:.*/, '')])).toEqual([['Lines', '5', 'No master table record'], ['Orders', '4', 'Lines'], ['Lines', '6', 'Lines']]);
  expect(details[1]![8]).toBe('No master table record: the master sheet of the file has no row with the business key O9');
});

it('mode 3 adds or modifies: an order\'s lines on the sheet replace its own; a missing sub-table sheet or key column is a template mismatch', async () => {
  const file = await workbook([
    ['Orders', numbered([['Orders with lines'], ['Order', 'Customer'], ['O1', 'Alpha Ltd'], ['O4', 'Delta']])],
    ['sm_lines', numbered([['Lines of the orders'], ['code', 'Line', 'Item', 'Qty'], ['O1', 1, 'Bolts', 20], ['O4', 1, 'Pins', 7], ['O4', 2, 'Clips', 8]])],
  ]);
  expect(await runToEnd('sm_multi_upsert', file, 'C10')).toMatchObject({ statusCode: 'G10', importedCount: 5 });
  expect(await storedOrders()).toEqual([
    { code: 'O1', customer: 'Alpha Ltd', lines: [[1, 'Bolts', 20]] },
    { code: 'O2', customer: 'Beta', lines: [[1, 'Nuts', 4]] },
    { code: 'O4', customer: 'Delta', lines: [[1, 'Pins', 7], [2, 'Clips', 8]] },
  ]);
  const noKey = await workbook([['Orders', numbered([['t'], ['Order', 'Customer'], ['O5', 'E']])], ['Lines', numbered([['t'], ['Line', 'Item'], [1, 'x']])]]);
  const mismatch = await runToEnd('sm_multi_upsert', noKey, 'B30');
  expect(mismatch.message).toBe('Template mismatch: the sheet Lines has no column of the business key (code), so its lines cannot be tied to their records');
});

it('mode 4 (Thai variant): each sheet named after the task\'s sheet is one record, its master values above its list of lines', async () => {
  await clearOrders();
  const sheet = (code: string, customer: string, lines: unknown[][]): Array<[number, unknown[]]> => [
    [1, ['ใบขนสินค้า / Declaration']], [3, ['Order', 'Customer']], [4, [code, customer]], [6, ['Line', 'Item', 'Qty']],
    ...numbered(lines, 7), [7 + lines.length + 1, ['Total', null, 99]],
  ];
  const file = await workbook([
    ['Invoice', sheet('T1', 'สยาม', [[1, 'Rice', 10], [2, 'Sugar', 5]])],
    ['Invoice (2)', sheet('T2', 'Chao Phraya', [[1, 'Tea', 3]])],
    ['Invoice 3', sheet('T3', 'Bad', [[1, null, 3]])],
    ['Rates', numbered([['USD', 35]])],
  ]);
  const done = await runToEnd('sm_thai', file, 'C30');
  expect(done).toMatchObject({ statusCode: 'G10', wrongCount: 2 });
  expect(await storedOrders()).toEqual([
    { code: 'T1', customer: 'สยาม', lines: [[1, 'Rice', 10], [2, 'Sugar', 5]] },
    { code: 'T2', customer: 'Chao Phraya', lines: [[1, 'Tea', 3]] },
  ]);
  const details = readXlsxRows(new Uint8Array(await (await fetch(`${fixture.app.url}${done.errorsUrl}?lang=en_US`, { headers: { 'X-Access-Token': admin } })).arrayBuffer()));
  expect(details.slice(1).map((row) => [row[0], row[1]])).toEqual([['Invoice 3', '4'], ['Invoice 3', '7']]);
});

it('mode 4 with the task\'s column letters: master and list columns by letter, whatever their headings', async () => {
  await clearOrders();
  const sheet = (code: string): Array<[number, unknown[]]> => [[1, ['No.', 'Buyer']], [2, [code, 'Buyer of ' + code]], [4, ['#', 'Goods', 'Amount']], [5, [1, 'Fish', 2]]];
  const done = await runToEnd('sm_thai_letters', await workbook([['Invoice', sheet('L1')], ['Invoice-2', sheet('L2')]]), 'C10');
  expect(done).toMatchObject({ statusCode: 'G10', wrongCount: 0 });
  expect(await storedOrders()).toEqual([
    { code: 'L1', customer: 'Buyer of L1', lines: [[1, 'Fish', 2]] },
    { code: 'L2', customer: 'Buyer of L2', lines: [[1, 'Fish', 2]] },
  ]);
});
