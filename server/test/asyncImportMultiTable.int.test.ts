import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAsyncImportFixture, runReaches, uploadTo, workbook, xlsxType, type AsyncImportFixture, type Run } from './asyncImportSupport';
import { readXlsxRows } from './support/readXlsx';
import { tenantIdOf } from './support/eformDataSources';

let fixture: AsyncImportFixture;
let admin: string;

const col = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });
const masterTable = {
  schemaVersion: 1, tableName: 'mt_orders', tableTitle: 'Orders',
  columns: [col('code', 'varchar', { colLength: 20, isKey: 'Y' }), col('customer', 'varchar', { colLength: 40 })],
  relations: [{ relationType: 'master', relatedTable: 'mt_lines', colCode: 'code', relatedColCode: 'orderCode', cardinality: 'oneToMany' }],
};
const linesTable = { schemaVersion: 1, tableName: 'mt_lines', tableTitle: 'Lines', columns: [col('orderCode', 'varchar', { colLength: 20 }), col('lineNo', 'int'), col('item', 'varchar', { colLength: 40 }), col('qty', 'int')] };
const form = {
  schemaVersion: 2, formCode: 'mt_form', formName: 'Orders with lines', objectName: 'mt_orders', formStatus: 'enable',
  fields: [{ colCode: 'code', title: 'Order', type: 'input', rules: [{ pk: true }] }, { colCode: 'customer', title: 'Customer', type: 'input', required: 'Y' }],
  subTables: [{ tableName: 'mt_lines', title: 'Lines', fields: [{ colCode: 'lineNo', title: 'Line', type: 'number', required: 'Y' }, { colCode: 'item', title: 'Item', type: 'input', required: 'Y' }, { colCode: 'qty', title: 'Qty', type: 'number' }] }],
};
const letters = [
  { colLetter: 'A', colCode: 'code', colName: 'Order' }, { colLetter: 'B', colCode: 'customer', colName: 'Customer' },
  { colLetter: 'C', colCode: 'mt_lines.lineNo', colName: 'Line' }, { colLetter: 'D', colCode: 'mt_lines.item', colName: 'Item' }, { colLetter: 'E', colCode: 'mt_lines.qty', colName: 'Qty' },
];
const headings = ['Order', 'Customer', 'Line', 'Item', 'Qty'];
const task = (taskCode: string, importType: string, extra: Record<string, unknown> = {}) => ({
  taskName: taskCode, taskCode, importMode: '2', importType, pageTitle: 'Orders', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Orders', businessPk: 'code', formCode: 'mt_form', fieldsMapConfig: letters, ...extra,
});

async function define(kind: string, code: string, body: unknown, publish: boolean): Promise<void> {
  const created = await fixture.app.api<{ id: string }>('POST', '/api/eform/definitions', { token: admin, body: { kind, code, name: code, body } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (publish) expect((await fixture.app.api('POST', `/api/eform/definitions/${created.body.result.id}/publish`, { token: admin, body: {} })).status).toBe(200);
}

/** Orders with their lines as stored, lines in line order. */
async function storedOrders(): Promise<Array<{ code: string; customer: string; lines: Array<[number, string, number | null]> }>> {
  const tenantId = await tenantIdOf(fixture.app, 'demo');
  const tables = await fixture.app.database.owner('eform_tables').where({ tenant_id: tenantId }).whereIn('table_code', ['mt_orders', 'mt_lines']).select<Array<{ table_code: string; physical_name: string }>>('table_code', 'physical_name');
  const physical = Object.fromEntries(tables.map((t) => [t.table_code, t.physical_name]));
  const biz = () => fixture.app.database.owner.withSchema('biz');
  const orders = await biz().table(physical.mt_orders!).orderBy('code').select<Array<{ code: string; customer: string }>>('code', 'customer');
  const lines = await biz().table(physical.mt_lines!).orderBy(['orderCode', 'lineNo']).select<Array<{ orderCode: string; lineNo: number; item: string; qty: number | null }>>('orderCode', 'lineNo', 'item', 'qty');
  return orders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderCode === order.code).map((line) => [line.lineNo, line.item, line.qty] as [number, string, number | null]) }));
}

async function runToEnd(taskCode: string, rows: unknown[][], expectChecked: string): Promise<Run> {
  const uploaded = await uploadTo(fixture.app, `/api/fyImportBackend/run/upload?taskCode=${taskCode}`, admin, await workbook([headings, ...rows], { name: 'Orders' }));
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const checked = await runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C\d0)$/);
  expect(checked.statusCode, checked.message ?? '').toBe(expectChecked);
  expect((await fixture.app.api('POST', '/api/fyImportBackend/run/confirm', { token: admin, body: { id: checked.id } })).status).toBe(200);
  return runReaches(fixture.app, admin, checked.id, /^(F10|G10)$/);
}

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
  admin = fixture.admin;
  await define('table', 'mt_orders', masterTable, false);
  await define('table', 'mt_lines', linesTable, false);
  for (const code of ['mt_orders', 'mt_lines']) expect((await fixture.app.api('POST', `/api/eform/tables/${code}/sync`, { token: admin, body: {} })).status).toBe(200);
  await define('form', 'mt_form', form, true);
}, 120_000);
afterAll(async () => fixture?.close());

it('accepts sub-table columns only in a multi-table task, and the business key only from the master', async () => {
  const single = await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task('mt_single', '1', { importMode: '1' }) });
  expect((single.body.result as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['/body/fieldsMapConfig/2/colCode', '/body/fieldsMapConfig/3/colCode', '/body/fieldsMapConfig/4/colCode']);
  const subKey = await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task('mt_subkey', '1', { businessPk: 'mt_lines.item' }) });
  expect(subKey.status).toBe(400);
  expect((await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task('mt_add', '1') })).status).toBe(200);
  expect((await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task('mt_upsert', '4') })).status).toBe(200);
  expect((await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task('mt_nokey', '1', { businessPk: null }) })).status).toBe(200);
  const noKey = await uploadTo(fixture.app, '/api/fyImportBackend/run/upload?taskCode=mt_nokey', admin, await workbook([headings, ['O1', 'A', 1, 'x', 1]], { name: 'Orders' }));
  expect(noKey.status).toBe(400);
  expect(noKey.body.message).toBe('A multi table single sheet import needs a business primary key to group rows into records');
});

it('groups the rows of one order into its master record and lines; a bad line refuses the whole order', async () => {
  const done = await runToEnd('mt_add', [
    ['O1', 'Alpha', 1, 'Bolts', 2],
    ['O1', 'Alpha', 2, 'Nuts', 4],
    ['O2', 'Beta', 1, 'Screws', 1],
    ['O3', null, 1, 'Washers', 1],
    ['O2', 'Beta', 2, null, 3],
  ], 'C30');
  expect(done).toMatchObject({ statusCode: 'G10', totalCount: 5, importedCount: 2, wrongCount: 3 });
  expect(await storedOrders()).toEqual([{ code: 'O1', customer: 'Alpha', lines: [[1, 'Bolts', 2], [2, 'Nuts', 4]] }]);
  const response = await fetch(`${fixture.app.url}${done.errorsUrl}?lang=en_US`, { headers: { 'X-Access-Token': admin } });
  expect(response.headers.get('content-type')).toBe(xlsxType);
  const details = readXlsxRows(new Uint8Array(await response.arrayBuffer()));
  expect(details.slice(1).map((row) => row[0])).toEqual(['4', '6', '5']);
  expect(details[1]![6]).toMatch(/^Lines: /);
  expect(details[3]![6]).toMatch(/^Customer: /);
});

it('adds or modifies by order: an existing order gets the sheet\'s lines in place of its own, a new one is added', async () => {
  const done = await runToEnd('mt_upsert', [
    ['O1', 'Alpha Ltd', 1, 'Bolts', 20],
    ['O4', 'Delta', 1, 'Pins', 7],
    ['O4', 'Delta', 2, 'Clips', 8],
  ], 'C10');
  expect(done).toMatchObject({ statusCode: 'G10', importedCount: 3, wrongCount: 0 });
  expect(await storedOrders()).toEqual([
    { code: 'O1', customer: 'Alpha Ltd', lines: [[1, 'Bolts', 20]] },
    { code: 'O4', customer: 'Delta', lines: [[1, 'Pins', 7], [2, 'Clips', 8]] },
  ]);
});
