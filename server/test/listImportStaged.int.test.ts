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
 * Plain adds into a form without fill rules go through staging tables (`import/importStaging.ts`):
 * checked in process, COPY'd, uniqueness decided in SQL over the whole file, written in one
 * statement. A sheet with every kind of refusal — two unique columns whose refusals chain (a row
 * refused for one column holds nothing back for the other), repeats within a chunk and across
 * chunks, values already in the table — must end exactly as row by row ends it. So must a sheet
 * whose set write meets a unique index no rule asks about (the staged rows are redone row by row).
 */
const headings = ['Code', 'Ref', 'Name', 'Qty', 'I/E', 'Date', 'Tag'];

let app: TestApp;
let tenantId: string;
let physical: string;

beforeAll(async () => {
  app = await startTestApp();
  const admin = await app.loginAs('demo_admin');
  tenantId = await tenantIdOf(app, 'demo');
  physical = await syncedTable(app, admin, 'demo', 'stg_rows', [
    column('code', 'varchar', { colLength: 20 }), column('ref', 'varchar', { colLength: 20 }), column('name', 'varchar', { colLength: 10 }),
    column('qty', 'int'), column('ieFlag', 'varchar', { colLength: 1 }), column('orderDate', 'date'), column('tag', 'varchar', { colLength: 20 }),
  ]);
  await publishDefinition(app, admin, 'form', 'stg_form', {
    schemaVersion: 2, formCode: 'stg_form', formName: 'Staged import', objectName: 'stg_rows', formStatus: 'enable',
    fields: [
      { colCode: 'code', title: 'Code', type: 'input', required: 'Y', rules: [{ pattern: '^C\\d+$', message: 'Codes look like C1' }, { unique: true }] },
      { colCode: 'ref', title: 'Ref', type: 'input', rules: [{ unique: true }] },
      { colCode: 'name', title: 'Name', type: 'input', required: 'Y' },
      { colCode: 'qty', title: 'Qty', type: 'number', options: { precision: 0, min: 0 } },
      { colCode: 'ieFlag', title: 'I/E', type: 'select', rules: [{ dictCode: 'ie_flag' }] },
      { colCode: 'orderDate', title: 'Date', type: 'date', rules: [{ pattern: 'date' }] },
      { colCode: 'tag', title: 'Tag', type: 'input' },
    ],
  });
  await publishDefinition(app, admin, 'view', 'stg_view', {
    schemaVersion: 1, viewCode: 'stg_view', viewName: 'Staged import', viewType: 'table', tableName: 'stg_rows', formCode: 'stg_form',
    columns: headings.map((title, i) => ({ colCode: ['code', 'ref', 'name', 'qty', 'ieFlag', 'orderDate', 'tag'][i], colName: title })),
    buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
  });
  await insertRows(app, 'demo', physical, [{ code: 'C999999', ref: 'R999999', name: 'Old', create_by: 'seed' }]);
}, 120_000);
afterAll(async () => app?.close());

/** Row `i` of the sheet (0-based), with a refusal of some kind on every few rows. */
function sheetRow(i: number): unknown[] {
  const row: unknown[] = [`C${i}`, `R${i}`, `N${i % 50}`, i % 7, i % 2 === 0 ? 'I' : 'Export', new Date(Date.UTC(2026, i % 12, 1 + (i % 28))), `T${i}`];
  const kind = i % 100;
  if (kind === 3) row[0] = `X${i}`; // Pattern.
  if (kind === 7) row[2] = null; // Required.
  if (kind === 11) row[3] = -1; // Below the minimum.
  if (kind === 13) row[4] = 'Z'; // Not an item of the dictionary.
  if (kind === 17) row[0] = `C${i - 1}`; // The row before holds the code.
  if (kind === 19) row[0] = `C${i - 12}`; // Its holder (kind 7) was refused: goes in.
  if (kind === 23) row[0] = 'C999999'; // Already in the table.
  if (kind === 29) row[2] = 'A name far too long'; // Longer than the column.
  if (kind === 31) row[1] = `R${i - 1}`; // The row before holds the ref.
  if (kind === 37) [row[0], row[1]] = [`C${i - 6}`, `R${i - 6}b`]; // Code of the row refused for its ref (kind 31): goes in.
  if (kind === 41) [row[0], row[1]] = [`C${i - 2}`, 'R999999']; // Both taken (the code two rows up, the ref in the table).
  if (kind === 43) row[1] = null; // No ref: asks nothing about it.
  if (kind === 47) row[1] = `R${i - 16}`; // Kind 31's own ref, which it did not ask (it asked the row before's): goes in.
  if (i === 2500) row[0] = 'C5'; // Repeats a row of the first chunk.
  if (i % 250 === 249) row[6] = `DUP${Math.floor(i / 500)}`; // Meets the test's unique index on tag, when there is one.
  return row;
}

const sheetOf = (count: number): ImportSheet => ({
  sheetName: 'Rows', headRow: 1, headers: headings,
  rows: Array.from({ length: count }, (_, i) => ({ rowNumber: i + 2, cells: sheetRow(i) as ImportSheet['rows'][number]['cells'] })),
});

interface Ended {
  outcome: SheetImportOutcome;
  stored: Array<Record<string, unknown>>;
  logged: unknown[];
  /** Whether the staging tables were used (a COPY ran). */
  copied: boolean;
}

/** Imports the sheet (staged, or row by row), reads what it stored and logged, then rolls it all back. */
async function importAndRollBack(sheet: ImportSheet, inSets: boolean, stagingSegment?: number, onProgress?: (done: number) => Promise<void>): Promise<Ended> {
  let ended: Ended | undefined;
  await withTenant(app.database.db, tenantId, async (trx) => {
    const target = await loadForm(trx, tenantId, 'stg_form');
    const mapping = matchHeadings(sheet.headers, importColumns(await loadImportView(trx, 'stg_view'), target, 'en_US'));
    const outcome = await writeSheetRows(trx, { target, tenantId, user: 'demo_admin', lang: 'en_US', sheet, mapping, action: 'add', businessKey: [], inSets, ...(stagingSegment ? { stagingSegment } : {}), ...(onProgress ? { onProgress } : {}) });
    const stored = await trx.withSchema('biz').table(physical).whereNot({ code: 'C999999' }).orderBy('code').select('code', 'ref', 'name', 'qty', 'ieFlag', trx.raw(`"orderDate"::text as "orderDate"`), 'tag', 'create_by', 'row_version');
    const logged = (await trx('eform_data_log').where({ form_code: 'stg_form' }).select('after', 'version', 'action', 'user_name')).map((entry) => entry as unknown).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const { rows } = await trx.raw<{ rows: unknown[] }>("select 1 from pg_class where relname like 'wharf_import_staging_%' and relpersistence = 't'");
    ended = { outcome, stored, logged, copied: rows.length > 0 };
    throw new Error('roll back');
  }).catch((error: Error) => {
    if (error.message !== 'roll back') throw error;
  });
  return ended!;
}

describe('adding rows through staging tables', () => {
  it('refuses, stores and logs 3,000 rows with mixed errors exactly as row by row does', async () => {
    const sheet = sheetOf(3000);
    const reference = await importAndRollBack(sheet, false);
    // Segments of 1,000 rows: repeats across segments are decided against the rows written before.
    const staged = await importAndRollBack(sheet, true, 1000);
    expect(reference.copied).toBe(false);
    expect(staged.copied).toBe(true);
    expect(staged.outcome.refused).toEqual(reference.outcome.refused);
    expect(staged.outcome.imported).toBe(reference.outcome.imported);
    expect(staged.outcome.rows).toBe(3000);
    expect(staged.stored).toEqual(reference.stored);
    expect(staged.logged).toEqual(reference.logged);
    const reasonOf = (rowNumber: number) => reference.outcome.refused.find((row) => row.rowNumber === rowNumber)?.reason;
    expect(reasonOf(17 + 2)).toMatch(/Code/);
    expect(reasonOf(31 + 2)).toMatch(/Ref/);
    expect(reasonOf(37 + 2)).toBeUndefined();
    expect(reasonOf(47 + 2)).toBeUndefined();
    expect(reasonOf(19 + 2)).toBeUndefined();
    expect(reasonOf(41 + 2)).toMatch(/Code.*Ref|Ref.*Code/);
    expect(reasonOf(2500 + 2)).toBe(reasonOf(17 + 2));
    expect(reference.outcome.imported).toBeGreaterThan(2000);
  }, 300_000);

  it('redoes the staged rows row by row when the set write meets a unique index no rule asks about', async () => {
    const sheet = sheetOf(1200);
    // Tags repeat every 500 rows (the index is the table owner's to make, and dropped after).
    await app.database.owner.raw(`create unique index stg_tag_once on biz.${physical} (tenant_id, tag)`);
    const reference = await importAndRollBack(sheet, false);
    const staged = await importAndRollBack(sheet, true);
    // Segments of 500: each meets the index, and is redone while the next one is checked.
    const segmented = await importAndRollBack(sheet, true, 500);
    await app.database.owner.raw('drop index biz.stg_tag_once');
    expect(staged.copied).toBe(true);
    expect(segmented.outcome.refused).toEqual(reference.outcome.refused);
    expect(segmented.stored).toEqual(reference.stored);
    expect(segmented.logged).toEqual(reference.logged);
    // Row 499 repeats row 249's tag.
    expect(reference.outcome.refused.some((row) => row.rowNumber === 499 + 2)).toBe(true);
    expect(staged.outcome.refused).toEqual(reference.outcome.refused);
    expect(staged.outcome.imported).toBe(reference.outcome.imported);
    expect(staged.stored).toEqual(reference.stored);
    expect(staged.logged).toEqual(reference.logged);
  }, 300_000);

  it('checks the next segment while one is written', async () => {
    // What happened in order: rows checked so far (progress), and each answered write of a segment.
    const events: Array<number | 'written'> = [];
    const onAnswer = (_answer: unknown, query: { sql?: string }) => {
      if (query.sql?.trimStart().startsWith('with m as (insert')) events.push('written');
    };
    app.database.db.on('query-response', onAnswer);
    try {
      const staged = await importAndRollBack(sheetOf(3000), true, 1000, async (done) => void events.push(done));
      expect(staged.copied).toBe(true);
    } finally {
      app.database.db.off('query-response', onAnswer);
    }
    const firstWrite = events.indexOf('written');
    expect(firstWrite).toBeGreaterThan(0);
    // The first segment fills at the second chunk (1,000 sheet rows hold fewer kept ones); the third
    // chunk, the sheet's last, is checked while that segment is written, before its write answers.
    expect(events.slice(0, firstWrite)).toEqual([1000, 2000, 3000]);
    expect(events.filter((event) => event === 'written')).toHaveLength(2);
  }, 300_000);
});
