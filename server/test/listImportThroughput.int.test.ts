import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Import throughput on the customs example's heads-only import form (`dec_head_import` behind
 * `dec_list_view`): every row takes a fill-rule number, two dictionary checks, a uniqueness check,
 * the insert and its data-log entry. Rows per second and database statements per row are printed;
 * the statement count is held to a bound so per-row lookups cannot creep back in.
 * `IMPORT_ROWS=2000 npx vitest run test/listImportThroughput.int.test.ts` measures a larger sheet.
 */
const rowCount = Number(process.env.IMPORT_ROWS ?? 300);
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const headings = ['Entry id', 'I/E', 'Customs', 'Consignee', 'Credit code', 'Broker email', 'Declared', 'Total'];

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
});
afterAll(async () => app.close());

async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Data');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(bytes: Buffer) {
  const response = await fetch(`${app.url}/api/eform/views/dec_list_view/import?lang=en_US&fileName=heads.xlsx`, { method: 'POST', headers: { 'X-Access-Token': admin, 'Content-Type': xlsxType }, body: bytes });
  return { status: response.status, body: (await response.json()) as { result: { imported: number; refused: number } } };
}

/** Counts the statements the app's connection pool runs while `work` runs (savepoints included). */
async function countingStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const listener = () => { statements += 1; };
  app.database.db.on('query', listener);
  try {
    return { result: await work(), statements };
  } finally {
    app.database.db.off('query', listener);
  }
}

const ports = ['2200', '3100', '5300'];

describe('list import throughput', () => {
  it(`imports ${rowCount} declaration heads with a bounded number of statements per row`, async () => {
    const rows = Array.from({ length: rowCount }, (_, i) => [null, i % 2 === 0 ? 'I' : 'E', ports[i % 3], `Bulk Consignee ${i}`, '91310000MA1FL1234X', null, '2026-11-20', 100 + i]);
    const bytes = await sheet([headings, ...rows]);
    const start = process.hrtime.bigint();
    const { result: answer, statements } = await countingStatements(() => upload(bytes));
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toMatchObject({ imported: rowCount, refused: 0 });
    const perRow = statements / rowCount;
    console.log(`list import: ${rowCount} rows in ${seconds.toFixed(2)} s = ${(rowCount / seconds).toFixed(1)} rows/s, ${perRow.toFixed(2)} statements per row`);
    const stored = await app.database.owner('eform_data_log').where({ form_code: 'dec_head_import', action: 'create' }).count<Array<{ count: string }>>('* as count');
    expect(Number(stored[0]!.count)).toBe(rowCount);
    // Rows go in chunks of up to 1,000 (import/addInSets.ts): a savepoint, the uniqueness questions and one insert each; the rest once per import.
    expect(perRow).toBeLessThan(0.5);
  }, 600_000);
});
