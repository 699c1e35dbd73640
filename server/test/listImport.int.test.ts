import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { maxStreamedMegabytes } from '../src/eform/import/checkedXlsx';
import { maxImportRows } from '../src/eform/import/readImportSheet';

type Outcome = { fileName: string; imported: number; refused: number; importId?: string; errorsUrl?: string };
type Row = Record<string, unknown> & { id: string };

let app: TestApp;
let admin: string;
let physical: string;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const form = {
  schemaVersion: 2, formCode: 'imp_form', formName: 'Import', objectName: 'imp_rows', formStatus: 'enable',
  fields: [
    { colCode: 'code', title: 'Code', type: 'input', fillRuleCode: 'imp_no', rules: [{ pattern: '^IMP\\d+$', message: 'Codes look like IMP1' }, { pk: true }] },
    { colCode: 'customer', title: 'Customer', type: 'input', required: 'Y' },
    { colCode: 'qty', title: 'Quantity', type: 'number', options: { precision: 0, min: 0 } },
    { colCode: 'price', title: 'Price', type: 'number', options: { precision: 2 } },
    { colCode: 'total', title: 'Total', type: 'number', options: { precision: 2 }, computed: 'qty * price' },
    { colCode: 'due', title: 'Due', type: 'date', rules: [{ pattern: 'date' }] },
  ],
};
const viewBody = (viewCode: string, button: Record<string, unknown> | undefined) => ({
  schemaVersion: 1, viewCode, viewName: 'Imports', viewType: 'table', tableName: 'imp_rows', formCode: 'imp_form',
  columns: [
    { colCode: 'code', colName: 'Code' }, { colCode: 'customer', colName: 'Customer name' }, { colCode: 'qty', colName: 'Qty', colType: 'number' },
    { colCode: 'price', colName: 'Price', colType: 'number' }, { colCode: 'total', colName: 'Total', colType: 'number' }, { colCode: 'due', colName: 'Due date', colType: 'date' },
    { colCode: 'createTime', colName: 'Created' },
  ],
  buttons: button ? [button] : [],
});

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  expect((await app.api('POST', '/api/system/fillRule/add', { token: admin, body: { ruleCode: 'imp_no', ruleName: 'Import numbers', ruleParams: { prefix: 'IMP', seqLength: 4 } } })).status).toBe(200);
  physical = await syncedTable(app, admin, 'demo', 'imp_rows', [
    column('code', 'varchar', { colLength: 20, isKey: 'Y' }), column('customer', 'varchar', { colLength: 20 }), column('qty', 'int'),
    column('price', 'decimal', { colLength: 10, decimals: 2 }), column('total', 'decimal', { colLength: 12, decimals: 2 }), column('due', 'date'),
  ]);
  await publishDefinition(app, admin, 'form', 'imp_form', form);
  await publishDefinition(app, admin, 'view', 'imp_view', viewBody('imp_view', { buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }));
  await publishDefinition(app, admin, 'view', 'imp_guarded', viewBody('imp_guarded', { buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls', permission: 'nobody:has' }));
  await publishDefinition(app, admin, 'view', 'imp_none', viewBody('imp_none', undefined));
  // The same table through a form without the key rule: only the unique index can refuse a repeated code.
  await publishDefinition(app, admin, 'form', 'imp_form_loose', { ...form, formCode: 'imp_form_loose', fields: form.fields.map((f) => (f.colCode === 'code' ? { ...f, rules: [f.rules![0]!] } : f)) });
  await publishDefinition(app, admin, 'view', 'imp_loose', viewBody('imp_loose', { buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls', linkForm: 'imp_form_loose' }));
});
afterAll(async () => app.close());

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Data');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A large sheet written as a stream (exceljs's whole-workbook writer holds every cell). */
async function streamedSheet(rows: unknown[][]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const worksheet = workbook.addWorksheet('Data');
  for (const row of rows) worksheet.addRow(row).commit();
  worksheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function upload(viewCode: string, bytes: Uint8Array, options: { token?: string; type?: string; name?: string } = {}) {
  const response = await fetch(`${app.url}/api/eform/views/${viewCode}/import?lang=en_US&fileName=${encodeURIComponent(options.name ?? 'rows.xlsx')}`, {
    method: 'POST', headers: { 'X-Access-Token': options.token ?? admin, 'Content-Type': options.type ?? xlsxType }, body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; messageCode?: string; result: Outcome } };
}

/** A zip whose directory claims its one file unpacks to `size` bytes (a zip bomb's signature, without the bytes). */
function declaringUnpackedSize(zip: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let i = bytes.length - 46; i >= 0; i -= 1) {
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint32(i + 24, size, true);
      return bytes;
    }
  }
  throw new Error('no central directory entry');
}

async function download(path: string, token = admin): Promise<{ status: number; rows: string[][] }> {
  const response = await fetch(`${app.url}${path}${path.includes('?') ? '&' : '?'}lang=en_US`, { headers: { 'X-Access-Token': token } });
  if (response.headers.get('content-type') !== xlsxType) return { status: response.status, rows: [] };
  return { status: response.status, rows: readXlsxRows(new Uint8Array(await response.arrayBuffer())) };
}

const stored = async () => (await app.database.owner.withSchema('biz').table(physical).orderBy('create_time').select<Array<Record<string, unknown>>>('code', 'customer', 'qty', 'price', 'total', app.database.owner.raw("to_char(due, 'YYYY-MM-DD') as due")));

describe('import template', () => {
  it('has one heading row naming the view columns the form stores (computed and system columns left out)', async () => {
    const template = await download('/api/eform/views/imp_view/importTemplate');
    expect(template.status).toBe(200);
    expect(template.rows).toEqual([['Code', 'Customer name', 'Qty', 'Price', 'Due date']]);
  });
});

describe('import upload', () => {
  it('imports every good row in one go through the form rules: fill rule, computed field, dates, data log', async () => {
    const due = new Date(Date.UTC(2026, 10, 30));
    const answer = await upload('imp_view', await sheet([['Customer name', 'qty', 'Price', 'Due date', 'Ignored heading'], ['Alpha', 3, 2.5, due, 'x'], ['Beta', '4', 1, '2026/12/1', 'y'], [], ['Gamma', 1, 1, 46357]]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, message: '3 rows imported', result: { imported: 3, refused: 0, fileName: 'rows.xlsx' } });
    expect(await stored()).toEqual([
      { code: 'IMP0001', customer: 'Alpha', qty: 3, price: '2.50', total: '7.50', due: '2026-11-30' },
      { code: 'IMP0002', customer: 'Beta', qty: 4, price: '1.00', total: '4.00', due: '2026-12-01' },
      { code: 'IMP0003', customer: 'Gamma', qty: 1, price: '1.00', total: '1.00', due: '2026-12-01' },
    ]);
    const logs = await app.database.owner('eform_data_log').where({ form_code: 'imp_form', action: 'create' }).count<Array<{ count: string }>>('* as count');
    expect(Number(logs[0]!.count)).toBe(3);
  });

  it('answers 201 when rows are refused, imports the others, and keeps the refused ones with reasons for download', async () => {
    const before = (await stored()).length;
    const answer = await upload('imp_view', await sheet([
      ['Code', 'Customer name', 'Qty', 'Due date'],
      ['IMP0500', 'Delta', 2, '2026-01-02'],
      ['bad-code', '', -1, '2026-02-30'],
      ['IMP0500', 'Echo', 1, '2026-01-03'],
    ]), { name: '申报.xlsx' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.code).toBe(201);
    expect(answer.body.message).toBe('1 imported, 2 refused; download the details to see why');
    expect(answer.body.result).toMatchObject({ imported: 1, refused: 2, fileName: '申报.xlsx' });
    expect(answer.body.result.errorsUrl).toBe(`/api/eform/import/${answer.body.result.importId}/errors`);
    expect((await stored()).length).toBe(before + 1);
    const details = await download(answer.body.result.errorsUrl!);
    expect(details.status).toBe(200);
    expect(details.rows[0]).toEqual(['Row', 'Code', 'Customer name', 'Qty', 'Due date', 'Reason']);
    expect(details.rows.slice(1).map((row) => row.slice(0, 5))).toEqual([['3', 'bad-code', '', '-1', '2026-02-30'], ['4', 'IMP0500', 'Echo', '1', '2026-01-03']]);
    const [badReason, duplicateReason] = details.rows.slice(1).map((row) => row[5]!);
    expect(badReason).toContain('Codes look like IMP1');
    expect(badReason).toMatch(/Customer name: /);
    expect(badReason).toMatch(/Qty: /);
    expect(badReason).toMatch(/Due date: /);
    expect(duplicateReason).toMatch(/^Code: /);
    // The details are the uploader's own.
    expect((await download(answer.body.result.errorsUrl!, await app.loginAs('acme_admin'))).status).toBe(404);
    expect((await download('/api/eform/import/not-a-uuid/errors')).status).toBe(404);
    // Kept 7 days, then gone.
    await app.database.owner('eform_view_import').where({ id: answer.body.result.importId }).update({ expires_at: app.database.owner.raw("now() - interval '1 second'") });
    expect((await download(answer.body.result.errorsUrl!)).status).toBe(404);
  });

  it('numbers rows from the fill rule as one save per row would: a refused row leaves its number to the next, later saves continue', async () => {
    const answer = await upload('imp_view', await sheet([['Customer name', 'Qty'], ['Fox', 1], [null, 2], ['Golf', 3], ['Hotel', -5]]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.result).toMatchObject({ imported: 2, refused: 2 });
    const saved = await app.api('POST', '/api/eform/data/imp_form', { token: admin, body: { data: { customer: 'India', qty: 1 } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const codes = (await stored()).filter((row) => ['Fox', 'Golf', 'India'].includes(row.customer as string)).map((row) => [row.customer, row.code]);
    expect(codes.sort()).toEqual([['Fox', 'IMP0004'], ['Golf', 'IMP0005'], ['India', 'IMP0006']]);
  });

  it('a row only the unique index refuses leaves the rows around it as their own savepoints would: stored once, logged once, numbered in turn', async () => {
    const answer = await upload('imp_loose', await sheet([['Code', 'Customer name', 'Qty'], [null, 'Lima', 1], ['IMP0900', 'Juliet', 1], ['IMP0900', 'Kilo', 1], [null, null, 1], [null, 'Mike', 1]]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.result).toMatchObject({ imported: 3, refused: 2 });
    const details = await download(answer.body.result.errorsUrl!);
    expect(details.rows.slice(1).map((row) => [row[0], row[2]])).toEqual([['4', 'Kilo'], ['5', '']]);
    expect(details.rows[1]![4]).toMatch(/^Duplicate value: /);
    const rows = (await stored()).filter((row) => ['Juliet', 'Kilo', 'Lima', 'Mike'].includes(row.customer as string)).map((row) => [row.customer, row.code]);
    expect(rows.sort()).toEqual([['Juliet', 'IMP0900'], ['Lima', 'IMP0007'], ['Mike', 'IMP0008']]);
    const logs = await app.database.owner('eform_data_log').where({ form_code: 'imp_form_loose', action: 'create' }).select<Array<{ after: { customer: string } }>>('after');
    expect(logs.map((log) => log.after.customer).sort()).toEqual(['Juliet', 'Lima', 'Mike']);
    const counter = await app.database.owner('sys_fill_rule_counter as c').join('sys_fill_rule as r', 'r.id', 'c.rule_id').where('r.rule_code', 'imp_no').first<{ value: number }>('c.value');
    expect(Number(counter!.value)).toBe(8);
    // With no counter yet (a new period, say), an import whose every row is refused leaves none behind.
    const counters = () => app.database.owner('sys_fill_rule_counter as c').join('sys_fill_rule as r', 'r.id', 'c.rule_id').where('r.rule_code', 'imp_no').select('c.value');
    await app.database.owner('sys_fill_rule_counter').whereIn('rule_id', app.database.owner('sys_fill_rule').where({ rule_code: 'imp_no' }).select('id')).delete();
    const refusedAll = await upload('imp_view', await sheet([['Customer name', 'Qty'], [null, 1], ['November', -1]]));
    expect(refusedAll.body.result).toMatchObject({ imported: 0, refused: 2 });
    expect(await counters()).toEqual([]);
  });

  it('refuses a file that is not a usable sheet with the spec\'s "data format incorrect" message, importing nothing', async () => {
    const before = (await stored()).length;
    const cases: Array<[Uint8Array, string]> = [
      [Buffer.from('name,qty\nA,1\n'), 'import/not-xlsx'],
      [zipSync({ 'x.txt': new Uint8Array(10) }), 'import/format-incorrect'],
      [await sheet([['Customer name', 'Qty']]), 'import/no-rows'],
      [await sheet([['Nothing', 'Matches'], ['a', 'b']]), 'import/no-matching-columns'],
      [declaringUnpackedSize(zipSync({ 'xl/big.xml': new Uint8Array(1000) }), (maxStreamedMegabytes + 1) * 1024 * 1024), 'import/too-large'],
    ];
    for (const [bytes, code] of cases) {
      const answer = await upload('imp_view', bytes);
      expect(answer.status, code).toBe(400);
      expect(answer.body.messageCode, code).toBe(code);
      expect(answer.body.message, code).toMatch(/^Import failed/);
    }
    // One row past the limit is refused when it is reached (the rows before it, written meanwhile, roll back).
    const many = await upload('imp_view', await streamedSheet([['Customer name'], ...Array.from({ length: maxImportRows + 1 }, (_, i) => [`c${i}`])]));
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(`Import failed: at most ${maxImportRows} rows can be imported at once`);
    expect((await upload('imp_view', await sheet([['Customer name'], ['x']]), { type: 'text/plain' })).status).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('needs the view\'s import button, its permission and read access to the view', async () => {
    const rows = await sheet([['Customer name'], ['Zed']]);
    expect((await upload('imp_none', rows)).status).toBe(403);
    expect((await upload('imp_guarded', rows)).status).toBe(403);
    expect((await download('/api/eform/views/imp_guarded/importTemplate')).status).toBe(403);
    expect((await upload('no_such_view', rows)).status).toBe(404);
    // A user whose menus do not open the view may not import into it.
    expect((await upload('imp_view', rows, { token: await app.loginAs('demo_user') })).status).toBe(403);
    const other = await upload('imp_view', rows, { token: await app.loginAs('acme_admin') });
    expect(other.status).toBe(404);
  });

  it('refuses uploads over 10 MB', async () => {
    const answer = await upload('imp_view', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(answer.status).toBe(413);
  });
});

describe('rows of an import in the list', () => {
  it('shows imported rows through the view data API', async () => {
    const page = await app.api<{ records: Row[] }>('GET', '/api/eform/views/imp_view/data?pageSize=50', { token: admin });
    expect(page.body.result.records.map((r) => r.customer)).toEqual(expect.arrayContaining(['Alpha', 'Beta', 'Gamma', 'Delta']));
  });
});

describe('the customs example', () => {
  it('imports declaration heads from its list as staff (import button granted with the app): one row in, one refused', async () => {
    const staff = await app.loginAs('demo_user');
    const template = await download('/api/eform/views/dec_list_view/importTemplate', staff);
    expect(template.status).toBe(200);
    expect(template.rows).toEqual([['Entry id', 'I/E', 'Customs', 'Consignee', 'Credit code', 'Broker email', 'Declared', 'Total']]);
    const answer = await upload('dec_list_view', await sheet([
      template.rows[0]!,
      [null, 'I', '2200', 'Imported Trading Co', null, null, '2026-11-20', 1200],
      [null, 'X', '2200', null, null, null, '2026-11-20', 5],
    ]), { token: staff });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const details = await download(answer.body.result.errorsUrl!, staff);
    expect(answer.body.result, JSON.stringify(details.rows)).toMatchObject({ imported: 1, refused: 1 });
    const page = await app.api<{ records: Row[] }>('GET', '/api/eform/views/dec_list_view/data?consignee=Imported%20Trading', { token: staff });
    expect(page.body.result.records).toHaveLength(1);
    expect(String(page.body.result.records[0]!.entryId)).toMatch(/^\d{18}$/);
    expect(page.body.result.records[0]).toMatchObject({ ieFlag: 'I', customsCode: '2200', declDate: '2026-11-20' });
    expect(Number(page.body.result.records[0]!.declTotal)).toBe(1200);
  });
});
