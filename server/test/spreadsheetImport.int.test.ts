import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { column, publishDefinition, syncedTable } from './support/eformDataSources';
import { runReaches, startAsyncImportFixture, type AsyncImportFixture, type Run } from './asyncImportSupport';

// Spreadsheets as Excel, WPS and LibreOffice users make them (issue 23): CSV files in UTF-8 and
// GB18030, multipart uploads, .xls read through LibreOffice (refused clearly without it), dates in the
// four languages' spellings, a title row above the headings (found), and headings merged across columns.

type Outcome = { fileName: string; imported: number; refused: number; importId?: string };
type Answer = { status: number; body: { code: number; message: string; messageCode?: string; result: Outcome & Run } };

let fixture: AsyncImportFixture;
let admin: string;
let physical: string;

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const form = {
  schemaVersion: 2, formCode: 'ss_form', formName: 'Shipments', objectName: 'ss_rows', formStatus: 'enable',
  fields: [
    { colCode: 'code', title: 'Code', type: 'input', rules: [{ pk: true }] },
    { colCode: 'customer', title: 'Customer', type: 'input' },
    { colCode: 'shipped', title: 'Shipped', type: 'date' },
  ],
};
const view = {
  schemaVersion: 1, viewCode: 'ss_view', viewName: 'Shipments', viewType: 'table', tableName: 'ss_rows', formCode: 'ss_form',
  columns: [{ colCode: 'code', colName: 'Code' }, { colCode: 'customer', colName: 'Customer', colNameI18n: { zh_CN: '客户名称' } }, { colCode: 'shipped', colName: 'Shipped', colType: 'date' }],
  buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }, { buttonName: 'Export', buttonType: 'toolbar', openType: 'exportXls' }],
};

beforeAll(async () => {
  fixture = await startAsyncImportFixture();
  admin = fixture.admin;
  physical = await syncedTable(fixture.app, admin, 'demo', 'ss_rows', [column('code', 'varchar', { colLength: 30, isKey: 'Y' }), column('customer', 'varchar', { colLength: 40 }), column('shipped', 'date')]);
  await publishDefinition(fixture.app, admin, 'form', 'ss_form', form);
  await publishDefinition(fixture.app, admin, 'view', 'ss_view', view);
}, 120_000);
afterAll(async () => fixture?.close());

const stored = async () => fixture.app.database.owner.withSchema('biz').table(physical).orderBy('code').select<Array<{ code: string; customer: string | null; shipped: string | null }>>('code', 'customer', fixture.app.database.owner.raw('shipped::text as shipped'));
const clear = () => fixture.app.database.owner.withSchema('biz').table(physical).delete();

async function post(path: string, body: Uint8Array | FormData, headers: Record<string, string>, lang = 'en_US'): Promise<Answer> {
  const response = await fetch(`${fixture.app.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, { method: 'POST', headers: { 'X-Access-Token': admin, ...headers }, body });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const raw = (bytes: Uint8Array, type: string, name: string, lang = 'en_US', path = '/api/eform/views/ss_view/import') => post(`${path}${path.includes('?') ? '&' : '?'}fileName=${encodeURIComponent(name)}`, bytes, { 'Content-Type': type }, lang);

async function book(rows: unknown[][], build?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  build?.(sheet, workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('CSV files', () => {
  it('imports a UTF-8 CSV (with the byte-order mark Excel writes): text stays whole, dates in any common spelling', async () => {
    await clear();
    const csv = '\uFEFFCode,Customer,Shipped\r\n220020261126001910,"Acme, Ltd",2026年3月15日\r\nC2,Beta,15/03/2026\r\nC3,,2026-03-16\r\n';
    const answer = await raw(new TextEncoder().encode(csv), 'text/csv', 'rows.csv');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ fileName: 'rows.csv', imported: 3 });
    expect(await stored()).toEqual([
      { code: '220020261126001910', customer: 'Acme, Ltd', shipped: '2026-03-15' },
      { code: 'C2', customer: 'Beta', shipped: '2026-03-15' },
      { code: 'C3', customer: null, shipped: '2026-03-16' },
    ]);
  });

  it('imports a GB18030 CSV (Excel\'s "CSV" on a Chinese Windows), recognised from its bytes or its declared charset', async () => {
    await clear();
    // "Code,客户名称,Shipped\nG1,张三,2026/3/15" in GB18030.
    const gb = Buffer.concat([Buffer.from('Code,'), Buffer.from('bfcdbba7c3fbb3c6', 'hex'), Buffer.from(',Shipped\nG1,'), Buffer.from('d5c5c8fd', 'hex'), Buffer.from(',2026/3/15\n')]);
    const sniffed = await raw(gb, 'application/vnd.ms-excel', 'gb.csv', 'zh_CN');
    expect(sniffed.status, JSON.stringify(sniffed.body)).toBe(200);
    const declared = await raw(Buffer.from(gb.toString('latin1').replace('G1', 'G2'), 'latin1'), 'text/csv; charset=GBK', 'gb.txt', 'zh_CN');
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    expect(await stored()).toEqual([{ code: 'G1', customer: '张三', shipped: '2026-03-15' }, { code: 'G2', customer: '张三', shipped: '2026-03-15' }]);
  });

  it('refuses a CSV in another encoding with a message that says how to save it', async () => {
    const thai = Buffer.concat([Buffer.from('Code,Customer\nT1,'), Buffer.from('c5d9a1a4e9d2', 'hex'), Buffer.from('\n')]);
    for (const [bytes, type] of [[thai, 'text/csv'], [Buffer.from('\uFEFFCode\nX', 'utf16le'), 'text/csv'], [Buffer.from('Code\nX'), 'text/csv; charset=windows-874']] as const) {
      const answer = await raw(bytes, type, 'other.csv');
      expect(answer.status).toBe(400);
      expect(answer.body.messageCode).toBe('import/csv-encoding');
      expect(answer.body.message).toMatch(/only UTF-8 and GB18030 \(GBK\) are\. Save it as "CSV UTF-8/);
    }
    const zh = await raw(thai, 'text/csv', 'other.csv', 'zh_CN');
    expect(zh.body.message).toContain('只支持 UTF-8 和 GB18030');
  });

  it('runs a CSV in the background too: decoded at upload, kept as UTF-8, checked and imported', async () => {
    await clear();
    const gb = Buffer.concat([Buffer.from('Code,Customer,Shipped\nB1,'), Buffer.from('d5c5c8fd', 'hex'), Buffer.from(',15/03/2569\n')]);
    const uploaded = await raw(gb, 'text/csv', 'bg.csv', 'th_TH', '/api/eform/views/ss_view/asyncImport');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const checked = await runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C\d0)$/);
    expect(checked.statusCode, checked.message ?? '').toBe('C10');
    expect((await fixture.app.api('POST', '/api/fyImportBackend/run/confirm', { token: admin, body: { id: checked.id } })).status).toBe(200);
    expect((await runReaches(fixture.app, admin, checked.id, /^(F10|G10)$/)).statusCode).toBe('G10');
    expect(await stored()).toEqual([{ code: 'B1', customer: '张三', shipped: '2026-03-15' }]);
  });
});

describe('other file kinds and uploads', () => {
  it('without LibreOffice, refuses a legacy .xls with a message telling the user to save it as .xlsx or .csv, in each language', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    fixture.app.ctx.config.sofficePath = '/nonexistent/soffice';
    try {
      const answer = await raw(ole2, 'application/vnd.ms-excel', 'old.xls');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ messageCode: 'import/xls-not-supported', message: 'Old .xls files cannot be imported: save the file in Excel or LibreOffice as .xlsx (Excel workbook) or .csv (UTF-8) and import it again' });
      expect((await raw(ole2, 'application/octet-stream', 'old.xls', 'zh_TW')).body.message).toMatch(/^不支援舊版 \.xls 檔案/);
      expect((await raw(ole2, 'application/octet-stream', 'old.xls', 'th_TH')).body.message).toMatch(/^นำเข้าไฟล์ \.xls/);
    } finally {
      delete fixture.app.ctx.config.sofficePath;
    }
  });

  it('refuses an .xls LibreOffice fails to convert with its own message (WHARF_SOFFICE_PATH names the program)', async () => {
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    fixture.app.ctx.config.sofficePath = '/bin/false';
    try {
      const answer = await raw(ole2, 'application/vnd.ms-excel', 'old.xls');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ messageCode: 'import/xls-unreadable', message: 'Import failed, data format incorrect: the .xls file could not be read; save it in Excel or LibreOffice as .xlsx or .csv (UTF-8) and import it again' });
    } finally {
      delete fixture.app.ctx.config.sofficePath;
    }
  });

  it('accepts a multipart upload (an HTML form, Postman, curl -F) wherever a raw file is accepted', async () => {
    await clear();
    const formOf = async (code: string, name = 'form.xlsx') => {
      const data = new FormData();
      data.append('note', 'ignored');
      data.append('file', new Blob([await book([['Code', 'Customer'], [code, 'Form']])], { type: xlsxType }), name);
      return data;
    };
    const listed = await post('/api/eform/views/ss_view/import', await formOf('M1'), {});
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.result).toMatchObject({ fileName: 'form.xlsx', imported: 1 });
    const csvForm = new FormData();
    csvForm.append('upload', new Blob(['Code,Customer\nM2,Csv form\n'], { type: 'text/csv' }), 'form.csv');
    expect((await post('/api/eform/views/ss_view/import', csvForm, {})).status).toBe(200);
    const background = await post('/api/eform/views/ss_view/asyncImport', await formOf('M3'), {});
    expect(background.status, JSON.stringify(background.body)).toBe(200);
    expect(background.body.result).toMatchObject({ fileName: 'form.xlsx', statusCode: 'A10' });
    const task = { taskName: 'Form', taskCode: 'ss_form_task', importMode: '1', importType: '1', pageTitle: 'Form', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Data', businessPk: 'code', formCode: 'ss_form' };
    expect((await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task })).status).toBe(200);
    const taskRun = await post('/api/fyImportBackend/run/upload?taskCode=ss_form_task', await formOf('M4'), {});
    expect(taskRun.status, JSON.stringify(taskRun.body)).toBe(200);
    const empty = new FormData();
    empty.append('note', 'no file');
    expect((await post('/api/eform/views/ss_view/import', empty, {})).body).toMatchObject({ messageCode: 'import/form-without-file' });
    expect((await stored()).map((row) => row.code)).toEqual(['M1', 'M2']);
  });
});

describe('sheets as people lay them out', () => {
  it('reads dates typed as text in the importer\'s language', async () => {
    await clear();
    const rows = [['Code', 'Shipped'], ['D1', '2026年3月15日'], ['D2', '15/03/2026'], ['D3', 'March 15, 2026'], ['D4', '3/4/2026'], ['D5', '2026-02-30']];
    const answer = await raw(await book(rows), xlsxType, 'dates.xlsx');
    expect(answer.body.result).toMatchObject({ imported: 4, refused: 1 });
    expect((await stored()).map((row) => [row.code, row.shipped])).toEqual([['D1', '2026-03-15'], ['D2', '2026-03-15'], ['D3', '2026-03-15'], ['D4', '2026-03-04']]);
    await clear();
    const thai = await raw(await book([['Code', 'Shipped'], ['D6', '15 มี.ค. 2569'], ['D7', '3/4/2569']]), xlsxType, 'dates.xlsx', 'th_TH');
    expect(thai.body.result).toMatchObject({ imported: 2 });
    expect((await stored()).map((row) => [row.code, row.shipped])).toEqual([['D6', '2026-03-15'], ['D7', '2026-04-03']]);
  });

  it('names the sheet and row it read when no heading matches, in row 1 nor in the rows below it', async () => {
    const titled = await book([['Shipments of March'], ['Number', 'Client'], ['X1', 'Acme']]);
    const answer = await raw(titled, xlsxType, 'titled.xlsx');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Import failed, data format incorrect: no heading in row 1 of the sheet "Data" matches a column of the list (importable columns: Code, Customer, Shipped). If the headings are not in row 1 or the data is not on the first sheet, adjust the file and import it again');
  });

  it('finds the heading row below a title, a note and a blank row, in any of the four languages', async () => {
    await clear();
    const titled = await book([['Shipments of March'], ['Exported 2026-03-31', null, 'by Lee'], [], ['Code', '客户名称', 'Shipped', 'Remark'], ['H1', 'Acme', '2026-03-15', 'not imported'], ['H2', 'Beta', null, null]]);
    const answer = await raw(titled, xlsxType, 'titled.xlsx');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ imported: 2 });
    expect(await stored()).toEqual([{ code: 'H1', customer: 'Acme', shipped: '2026-03-15' }, { code: 'H2', customer: 'Beta', shipped: null }]);

    // A blank first row, and a background run of a task that expects its headings in row 1.
    await clear();
    const task = { taskName: 'Found', taskCode: 'ss_found_heading', importMode: '1', importType: '1', pageTitle: 'Found', headStartRow: 1, startRow: 2, listStartRow: 2, sheetName: 'Data', businessPk: 'code', formCode: 'ss_form' };
    expect((await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task })).status).toBe(200);
    const blankFirst = await book([[], ['code', 'customer'], ['H3', 'Gamma']]);
    const uploaded = await raw(blankFirst, xlsxType, 'blank.xlsx', 'en_US', '/api/fyImportBackend/run/upload?taskCode=ss_found_heading');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect((await runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C\d0|D\d0)$/)).statusCode).toMatch(/^(C10|D\d0)$/);

    // Headings further down than the first 10 rows are data, not headings: refused, naming row 1.
    const deep = await book([['Shipments'], ...Array.from({ length: 10 }, (_, i) => [`note ${i}`]), ['Code', 'Customer'], ['H4', 'Delta']]);
    const refused = await raw(deep, xlsxType, 'deep.xlsx');
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toBe('import/no-matching-columns');
  });

  it('refuses a heading merged across two columns, naming it, instead of dropping the column it covers', async () => {
    const merged = await book([['Code', 'Customer', null], ['X1', 'Acme', 'Ltd']], (sheet) => sheet.mergeCells('B1:C1'));
    const answer = await raw(merged, xlsxType, 'merged.xlsx');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ messageCode: 'import/merged-heading', message: 'Import failed: the heading "Customer" of the sheet "Data" is merged across the cells B1:C1, which would drop the columns it covers. Unmerge it: one heading per column' });
    // A title merged across the columns above the heading row is no heading: the import goes on.
    const task = { taskName: 'Titled', taskCode: 'ss_titled', importMode: '1', importType: '1', pageTitle: 'Titled', headStartRow: 2, startRow: 3, listStartRow: 3, sheetName: 'Data', businessPk: 'code', formCode: 'ss_form' };
    expect((await fixture.app.api('POST', '/api/fyImportBackend/task/add', { token: admin, body: task })).status).toBe(200);
    const titled = await book([['Shipments', null], ['Code', 'Customer'], ['X2', 'Acme']], (sheet) => sheet.mergeCells('A1:B1'));
    const uploaded = await raw(titled, xlsxType, 'titled.xlsx', 'en_US', '/api/fyImportBackend/run/upload?taskCode=ss_titled');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect((await runReaches(fixture.app, admin, uploaded.body.result.id, /^(B20|B30|C\d0)$/)).statusCode).toBe('C10');
  });
});

describe('files LibreOffice reads and writes', () => {
  const soffice = '/usr/bin/soffice';
  /** `.ci/run` installs LibreOffice in the background and removes this marker when the install has ended. */
  const installing = '/tmp/wharf-ci-soffice-installing';
  beforeAll(async () => {
    const until = Date.now() + 20 * 60_000;
    while (existsSync(installing) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2_000));
  }, 21 * 60_000);
  /** Converts a file with LibreOffice (headless); CI installs it (`.ci/run`), so a missing one fails here rather than skipping. */
  async function convert(input: Buffer, name: string, to: string): Promise<Buffer> {
    if (!existsSync(soffice)) throw new Error('LibreOffice (soffice) is not installed: apt-get install libreoffice-calc (.ci/run installs it)');
    const folder = await mkdtemp(join(tmpdir(), 'wharf-soffice-'));
    try {
      await writeFile(join(folder, name), input);
      // A profile of its own: parallel runs never share (or wait on) one.
      await promisify(execFile)(soffice, [`-env:UserInstallation=file://${folder}/profile`, '--headless', '--convert-to', to, '--outdir', join(folder, 'out'), join(folder, name)], { timeout: 120_000 });
      return await readFile(join(folder, 'out', name.replace(/\.[^.]+$/, `.${to.split(':')[0]}`)));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('LibreOffice reads an exported date column as dates and formula-like text as text', async () => {
    await clear();
    await fixture.app.database.owner.withSchema('biz').table(physical).insert({ tenant_id: fixture.app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).select('id'), code: 'E1', customer: '=1+1', shipped: '2026-02-28' });
    const response = await fetch(`${fixture.app.url}/api/eform/views/ss_view/export?lang=en_US`, { headers: { 'X-Access-Token': admin } });
    expect(response.status).toBe(200);
    const flat = (await convert(Buffer.from(await response.arrayBuffer()), 'export.xlsx', 'fods')).toString('utf8');
    const cells = [...flat.matchAll(/<table:table-cell ([^>]*)>\s*(?:<text:p>([^<]*)<\/text:p>)?/g)].map(([, attributes, text]) => ({ attributes: attributes!, text }));
    const dateCell = cells.find((cell) => cell.text === '2026-02-28');
    expect(dateCell?.attributes).toContain('office:value-type="date" office:date-value="2026-02-28"');
    const formulaCell = cells.find((cell) => cell.text === '=1+1');
    expect(formulaCell?.attributes).toContain('office:value-type="string"');
    expect(formulaCell?.attributes).not.toContain('table:formula');
  }, 180_000);

  it('imports a legacy .xls (Excel 97-2003, as LibreOffice writes it) through the list import and a background run', async () => {
    await clear();
    const xls = await convert(await book([['Code', 'Customer', 'Shipped'], ['X1', 'Old Excel', new Date(Date.UTC(2026, 2, 15))]]), 'rows.xlsx', 'xls:MS Excel 97');
    expect(xls.readUInt32BE(0)).toBe(0xd0cf11e0);
    const answer = await raw(xls, 'application/vnd.ms-excel', 'rows.xls');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ fileName: 'rows.xls', imported: 1 });
    expect(await stored()).toEqual([{ code: 'X1', customer: 'Old Excel', shipped: '2026-03-15' }]);

    const form = new FormData();
    form.append('file', new Blob([await convert(await book([['Code', 'Customer'], ['X2', 'Background']]), 'more.xlsx', 'xls:MS Excel 97')], { type: 'application/vnd.ms-excel' }), 'more.xls');
    const background = await post('/api/eform/views/ss_view/asyncImport', form, {});
    expect(background.status, JSON.stringify(background.body)).toBe(200);
    expect((await runReaches(fixture.app, admin, background.body.result.id, /^(B20|B30|C\d0)$/)).statusCode).toBe('C10');

    // Not a workbook LibreOffice can read: a clear refusal, not a 500.
    const broken = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const refused = await raw(broken, 'application/vnd.ms-excel', 'broken.xls');
    expect(refused.status).toBe(400);
    expect(refused.body.messageCode).toMatch(/^import\//);
  }, 300_000);

  it('imports a workbook LibreOffice wrote (shared strings, its own date cells)', async () => {
    await clear();
    const written = await convert(Buffer.from('Code,Customer,Shipped\nL1,Libre,2026-03-15\n'), 'rows.csv', 'xlsx:Calc MS Excel 2007 XML');
    expect(written.subarray(0, 2).toString()).toBe('PK');
    const answer = await raw(written, xlsxType, 'rows.xlsx');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stored()).toEqual([{ code: 'L1', customer: 'Libre', shipped: '2026-03-15' }]);
  }, 180_000);
});
