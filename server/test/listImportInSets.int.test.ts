import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { loadForm } from '../src/eform/data/loadForm';
import { importColumns, matchHeadings } from '../src/eform/import/importColumns';
import { loadImportView } from '../src/eform/import/importRows';
import type { ImportSheet } from '../src/eform/import/readImportSheet';
import { writeSheetRows, type SheetImportOutcome } from '../src/eform/import/writeSheetRows';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Plain adds go in chunks checked and written as sets (`import/addInSets.ts`). A sheet of a few
 * thousand rows with every kind of refusal — pattern, required, range, dictionary, column length,
 * the same code earlier in the file (in the same chunk and in an earlier one), a code already in
 * the table, a code whose earlier holder was refused — must end exactly as row by row ends it:
 * the same refused rows and reasons, the same stored rows with the same fill-rule numbers, the
 * same data log. And the statements an import runs must not grow with its rows.
 */
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const headings = ['Code', 'Name', 'Qty', 'I/E', 'Date'];

let app: TestApp;
let admin: string;
let tenantId: string;
let physical: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  tenantId = await tenantIdOf(app, 'demo');
  expect((await app.api('POST', '/api/system/fillRule/add', { token: admin, body: { ruleCode: 'ins_no', ruleName: 'Set import numbers', ruleParams: { prefix: 'S', seqLength: 5 } } })).status).toBe(200);
  physical = await syncedTable(app, admin, 'demo', 'ins_rows', [
    column('serial', 'varchar', { colLength: 20 }), column('code', 'varchar', { colLength: 20 }), column('name', 'varchar', { colLength: 10 }),
    column('qty', 'int'), column('ieFlag', 'varchar', { colLength: 1 }), column('orderDate', 'date'),
  ]);
  await publishDefinition(app, admin, 'form', 'ins_form', {
    schemaVersion: 2, formCode: 'ins_form', formName: 'Set import', objectName: 'ins_rows', formStatus: 'enable',
    fields: [
      { colCode: 'serial', title: 'Serial', type: 'input', fillRuleCode: 'ins_no' },
      { colCode: 'code', title: 'Code', type: 'input', required: 'Y', rules: [{ pattern: '^C\\d+$', message: 'Codes look like C1' }, { unique: true }] },
      { colCode: 'name', title: 'Name', type: 'input', required: 'Y' },
      { colCode: 'qty', title: 'Qty', type: 'number', options: { precision: 0, min: 0 } },
      { colCode: 'ieFlag', title: 'I/E', type: 'select', rules: [{ dictCode: 'ie_flag' }] },
      { colCode: 'orderDate', title: 'Date', type: 'date', rules: [{ pattern: 'date' }] },
    ],
  });
  await publishDefinition(app, admin, 'view', 'ins_view', {
    schemaVersion: 1, viewCode: 'ins_view', viewName: 'Set import', viewType: 'table', tableName: 'ins_rows', formCode: 'ins_form',
    columns: headings.map((title, i) => ({ colCode: ['code', 'name', 'qty', 'ieFlag', 'orderDate'][i], colName: title })),
    buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
  });
  // Already in the table before any import: a row that repeats it is refused.
  await insertRows(app, 'demo', physical, [{ code: 'C999999', name: 'Old', create_by: 'seed' }]);
}, 120_000);
afterAll(async () => app?.close());

/** Row `i` of the sheet (0-based), with a refusal of some kind on every few rows. */
function sheetRow(i: number, offset = 0): unknown[] {
  const code = (n: number) => `C${offset + n}`;
  const row: unknown[] = [code(i), `N${i % 50}`, i % 7, i % 2 === 0 ? 'I' : 'Export', new Date(Date.UTC(2026, i % 12, 1 + (i % 28)))];
  const kind = i % 100;
  if (kind === 3) row[0] = `X${i}`; // Pattern.
  if (kind === 7) row[1] = null; // Required.
  if (kind === 11) row[2] = -1; // Below the minimum.
  if (kind === 13) row[3] = 'Z'; // Not an item of the dictionary: the cell cannot be read.
  if (kind === 17) row[0] = code(i - 1); // The row just before holds it: refused as a repeat.
  if (kind === 19) row[0] = code(i - 12); // Its holder (kind 7) was refused: this one goes in.
  if (kind === 23) row[0] = 'C999999'; // Already in the table.
  if (kind === 29) row[1] = 'A name far too long'; // Longer than the column.
  if (i === 2500) row[0] = code(5); // Repeats a row of the first chunk.
  return row;
}

const sheetOf = (count: number, offset = 0): ImportSheet => ({
  sheetName: 'Rows', headRow: 1, headers: headings,
  rows: Array.from({ length: count }, (_, i) => ({ rowNumber: i + 2, cells: sheetRow(i, offset) as ImportSheet['rows'][number]['cells'] })),
});

interface Ended {
  outcome: SheetImportOutcome;
  stored: Array<Record<string, unknown>>;
  logged: unknown[];
}

/** Imports the sheet with `writeSheetRows` (in sets, or row by row) and reads what it stored and logged, then rolls it all back. */
async function importAndRollBack(sheet: ImportSheet, inSets: boolean): Promise<Ended> {
  let ended: Ended | undefined;
  await withTenant(app.database.db, tenantId, async (trx) => {
    const target = await loadForm(trx, tenantId, 'ins_form');
    const mapping = matchHeadings(sheet.headers, importColumns(await loadImportView(trx, 'ins_view'), target, 'en_US'));
    const outcome = await writeSheetRows(trx, { target, tenantId, user: 'demo_admin', lang: 'en_US', sheet, mapping, action: 'add', businessKey: [], inSets });
    const stored = await trx.withSchema('biz').table(physical).whereNot({ code: 'C999999' }).orderBy('serial').select('serial', 'code', 'name', 'qty', 'ieFlag', trx.raw(`"orderDate"::text as "orderDate"`), 'create_by', 'row_version');
    const logged = (await trx('eform_data_log').where({ form_code: 'ins_form' }).select('after', 'version', 'action', 'user_name')).map((entry) => entry as unknown).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    ended = { outcome, stored, logged };
    throw new Error('roll back');
  }).catch((error: Error) => {
    if (error.message !== 'roll back') throw error;
  });
  return ended!;
}

/** Counts every statement sent to PostgreSQL by this process while `work` runs (named prepared statements included). */
async function countingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let statements = 0;
  prototype.query = function counted(this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rows');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(bytes: Buffer) {
  const response = await fetch(`${app.url}/api/eform/views/ins_view/import?lang=en_US&fileName=rows.xlsx`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': xlsxType }, body: bytes });
  return { status: response.status, body: (await response.json()) as { result: { imported: number; refused: number; errorsUrl?: string } } };
}

describe('adding rows in sets', () => {
  it('refuses, numbers, stores and logs 3,000 rows with mixed errors exactly as row by row does', async () => {
    const sheet = sheetOf(3000);
    const { result: reference, statements: rowByRow } = await countingStatements(() => importAndRollBack(sheet, false));
    const { result: inSets, statements } = await countingStatements(() => importAndRollBack(sheet, true));
    // The sets were used (a chunk that goes row by row costs statements per row).
    expect(statements).toBeLessThan(60);
    expect(rowByRow).toBeGreaterThan(3000);
    // Thirty of each kind of refusal; the repeat of a refused row's code and the rows around the refusals go in.
    expect(reference.outcome.refused).toHaveLength(30 * 7 + 1);
    expect(inSets.outcome.refused).toEqual(reference.outcome.refused);
    expect(inSets.outcome.imported).toBe(reference.outcome.imported);
    expect(inSets.stored).toEqual(reference.stored);
    expect(inSets.logged).toEqual(reference.logged);
    // Spot checks of what the reference (the row-by-row path) decided.
    const reasonOf = (rowNumber: number) => reference.outcome.refused.find((row) => row.rowNumber === rowNumber)?.reason;
    expect(reasonOf(3 + 2)).toBe('Code: Codes look like C1');
    expect(reasonOf(17 + 2)).toMatch(/^Code: /);
    expect(reasonOf(23 + 2)).toBe(reasonOf(17 + 2));
    expect(reasonOf(2500 + 2)).toBe(reasonOf(17 + 2));
    expect(reasonOf(19 + 2)).toBeUndefined();
    expect(reference.stored.map((row) => row.serial)).toEqual(reference.stored.map((_, i) => `S${String(i + 1).padStart(5, '0')}`));
  }, 300_000);

  it('imports through the upload with statements that do not grow with the rows', async () => {
    const sizes = [1500, 3000];
    const counts: number[] = [];
    for (const [index, size] of sizes.entries()) {
      const bytes = await workbook([headings, ...sheetOf(size, (index + 1) * 1_000_000).rows.map((row) => row.cells)]);
      const { result: answer, statements } = await countingStatements(() => upload(bytes));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.result.refused).toBeGreaterThan(0);
      expect(answer.body.result.imported + answer.body.result.refused).toBe(size);
      counts.push(statements);
    }
    // The second file has twice the rows; chunks of up to 1,000 rows cost a handful of statements each.
    expect(counts[1]! - counts[0]!).toBeLessThan(25);
    expect(counts[1]! / sizes[1]!).toBeLessThan(0.05);
    const stored = await app.database.owner.withSchema('biz').table(physical).count<Array<{ count: string }>>('* as count');
    const logged = await app.database.owner('eform_data_log').where({ form_code: 'ins_form', action: 'create' }).count<Array<{ count: string }>>('* as count');
    expect(Number(logged[0]!.count)).toBe(Number(stored[0]!.count) - 1);
  }, 300_000);
});
