import ExcelJS from 'exceljs';
import pino from 'pino';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellValue, writtenDigits } from '../src/eform/import/importColumns';
import { startWorker } from '../src/app/composition';
import type { WorkerHandle } from '../src/worker/startWorker';
import { runReaches, uploadTo, xlsxType, type Run } from './asyncImportSupport';
import { column, insertRows, publishDefinition, syncedTable } from './support/eformDataSources';
import { readXlsxRows } from './support/readXlsx';
import { startTestApp, type TestApp } from './support/testApp';

let app: TestApp;
let admin: string;
let dataDir: string;
let worker: WorkerHandle;
let physical: string;

/** Two declarations whose numbers differ only in the digits a spreadsheet drops. */
const mine = '220020261126001910';
const other = '220020261126002000';
/** What LibreOffice or Excel stores for `mine` typed into a number cell: 15 significant digits. */
const asStoredBySpreadsheet = 2.20020261126002e17;

const form = {
  schemaVersion: 2, formCode: 'dp_form', formName: 'Declarations', objectName: 'dp_rows', formStatus: 'enable',
  fields: [
    { colCode: 'dec_no', title: 'Declaration no', type: 'input', rules: [{ pattern: '^\\d{18}$', message: '18 digits' }] },
    { colCode: 'note', title: 'Note', type: 'input' },
    { colCode: 'qty', title: 'Qty', type: 'number', options: { precision: 0 } },
  ],
};
const view = {
  schemaVersion: 1, viewCode: 'dp_view', viewName: 'Declarations', viewType: 'table', tableName: 'dp_rows', formCode: 'dp_form',
  columns: [{ colCode: 'dec_no', colName: 'Declaration no' }, { colCode: 'note', colName: 'Note' }, { colCode: 'qty', colName: 'Qty', colType: 'number' }],
  buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
};

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const added = book.addWorksheet('Sheet1');
  rows.forEach((row, index) => (added.getRow(index + 1).values = row as ExcelJS.CellValue[]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function download(path: string): Promise<Uint8Array> {
  const response = await fetch(`${app.url}${path}${path.includes('?') ? '&' : '?'}lang=en_US`, { headers: { 'X-Access-Token': admin } });
  expect(response.headers.get('content-type')).toBe(xlsxType);
  return new Uint8Array(await response.arrayBuffer());
}

const notes = async () => Object.fromEntries((await app.database.owner.withSchema('biz').table(physical).select<Array<{ dec_no: string; note: string }>>('dec_no', 'note')).map((r) => [r.dec_no, r.note]));

beforeAll(async () => {
  app = await startTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'wharf-import-precision-'));
  app.ctx.config.dataDir = dataDir;
  worker = await startWorker(app.database.ownerUrl, app.ctx.owner, pino({ level: 'silent' }), app.ctx);
  admin = await app.loginAs('demo_admin');
  physical = await syncedTable(app, admin, 'demo', 'dp_rows', [column('dec_no', 'varchar', { colLength: 20, isKey: 'Y' }), column('note', 'varchar', { colLength: 40 }), column('qty', 'int')]);
  await publishDefinition(app, admin, 'form', 'dp_form', form);
  await publishDefinition(app, admin, 'view', 'dp_view', view);
}, 120_000);
afterAll(async () => {
  await worker.stop();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('numbers a spreadsheet has rounded to 15 digits', () => {
  it('cell conversion: more than 15 digits into a text or integer column is refused; shorter numbers and other columns pass', () => {
    expect(writtenDigits(asStoredBySpreadsheet)).toBe(18);
    expect(writtenDigits(123456789012345)).toBe(15);
    expect(writtenDigits(0.5)).toBe(1);
    expect(cellValue(asStoredBySpreadsheet, { colType: 'varchar', length: 20 })).toEqual({ refusal: 'import/number-too-long', args: [other, 15] });
    expect(cellValue(1e16, { colType: 'bigint' })).toMatchObject({ refusal: 'import/number-too-long' });
    expect(cellValue(123456789012345, { colType: 'varchar', length: 20 })).toBe('123456789012345');
    expect(cellValue(12.5, { colType: 'text' })).toBe('12.5');
    expect(cellValue(1e16, { colType: 'decimal', length: 30, decimals: 0 })).toBe(1e16);
    expect(cellValue(mine, { colType: 'varchar', length: 20 })).toBe(mine);
  });

  it('an add-or-modify import refuses the rounded number (format the column as text) and leaves the other declaration alone', async () => {
    await insertRows(app, 'demo', physical, [{ dec_no: mine, note: 'mine' }, { dec_no: other, note: 'other' }]);
    const task = await app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: {
      taskName: 'Declarations', taskCode: 'dp_upsert', importMode: '1', importType: '4', pageTitle: 'Declarations', headStartRow: 1, startRow: 2, listStartRow: 2,
      sheetName: 'Sheet1', businessPk: 'dec_no', formCode: 'dp_form',
      fieldsMapConfig: [{ colLetter: 'A', colCode: 'dec_no', colName: 'Declaration no' }, { colLetter: 'B', colCode: 'note', colName: 'Note' }],
    } });
    expect(task.status, JSON.stringify(task.body)).toBe(200);
    const file = await sheet([['Declaration no', 'Note'], [asStoredBySpreadsheet, 'typed as a number'], [mine, 'typed as text']]);
    const uploaded = await uploadTo(app, '/api/fyImportBackend/run/upload?taskCode=dp_upsert', admin, file);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const checked = await runReaches(app, admin, uploaded.body.result.id, /^(B20|B30|C10|C20|C30|C40)$/);
    expect(checked).toMatchObject({ statusCode: 'C30', totalCount: 2, wrongCount: 1 });
    const details = readXlsxRows(await download(checked.errorsUrl!));
    expect(details[1]![0]).toBe('2');
    expect(details[1]!.at(-1)).toBe(`Declaration no: The number ${other} has more than 15 digits: spreadsheets keep only 15, so its last digits may already be lost. Format the column as text and type the value again`);

    const confirmed = await app.api<Run>('POST', '/api/fyImportBackend/run/confirm?lang=en_US', { token: admin, body: { id: checked.id } });
    expect(confirmed.status).toBe(200);
    expect(await runReaches(app, admin, checked.id, /^(F10|G10)$/)).toMatchObject({ statusCode: 'G10', importedCount: 1 });
    expect(await notes()).toEqual({ [mine]: 'typed as text', [other]: 'other' });
  });

  it('the list import refuses the same cell with the same message', async () => {
    const response = await uploadTo(app, '/api/eform/views/dp_view/import', admin, await sheet([['Declaration no', 'Note'], [asStoredBySpreadsheet, 'again']]));
    expect(response.status).toBe(201);
    const result = response.body.result as unknown as { imported: number; refused: number; errorsUrl: string };
    expect(result).toMatchObject({ imported: 0, refused: 1 });
    expect(readXlsxRows(await download(result.errorsUrl))[1]!.at(-1)).toMatch(/^Declaration no: The number 220020261126002000 has more than 15 digits.*Format the column as text/);
    expect(await notes()).toEqual({ [mine]: 'typed as text', [other]: 'other' });
  });
});

describe('import templates', () => {
  it('give text columns the text format (@), so 18 digits typed there stay text', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await download('/api/eform/views/dp_view/importTemplate')) as unknown as ExcelJS.Buffer);
    const template = book.worksheets[0]!;
    expect(template.getRow(1).values).toEqual([undefined, 'Declaration no', 'Note', 'Qty']);
    expect(template.getColumn(1).numFmt).toBe('@');
    expect(template.getColumn(2).numFmt).toBe('@');
    expect(template.getColumn(3).numFmt).toBeUndefined();
  });
});
