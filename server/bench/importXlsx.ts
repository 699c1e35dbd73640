import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { maxImportRows } from '../src/eform/import/readImportSheet';
import type { BenchResult } from './stats';

export interface ImportBenchTarget {
  url: string;
  /** A signed-in demo_admin session. */
  token: string;
}

export interface ImportBenchOptions {
  /** Rows imported in all (BENCH_IMPORT_ROWS, default 100,000). */
  rows: number;
  /** Rows per uploaded file: the product takes at most `maxImportRows` per upload (BENCH_IMPORT_FILE_ROWS, default all in one). */
  fileRows: number;
  /** First row number of the sheets (their codes are unique across files written with different firsts). */
  first?: number;
}

/** The small file imported first (a warm-up): its RSS growth against the large files' shows whether memory grows with the rows. */
const probeRows = 10_000;

export function importBenchOptions(): ImportBenchOptions {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
  return { rows, fileRows: Math.min(maxImportRows, Number(process.env.BENCH_IMPORT_FILE_ROWS ?? rows)) };
}

const column = (colCode: string, colType: string, extra: Record<string, unknown> = {}) => ({ colCode, colName: colCode, colType, ...extra });

/** A dozen columns of the usual kinds: text, numbers, a date, a dictionary field, a unique code with a pattern. */
const table = {
  schemaVersion: 1, tableName: 'bench_import_rows', tableTitle: 'Import bench',
  columns: [
    column('code', 'varchar', { colLength: 20 }), column('name', 'varchar', { colLength: 60 }), column('qty', 'int'),
    column('price', 'decimal', { colLength: 12, decimals: 2 }), column('weight', 'decimal', { colLength: 12, decimals: 3 }), column('orderDate', 'date'),
    column('ieFlag', 'varchar', { colLength: 1 }), column('email', 'varchar', { colLength: 80 }), column('city', 'varchar', { colLength: 40 }),
    column('country', 'varchar', { colLength: 3 }), column('batch', 'varchar', { colLength: 20 }), column('note', 'varchar', { colLength: 200 }),
  ],
};
const form = {
  schemaVersion: 2, formCode: 'bench_import_form', formName: 'Import bench', objectName: 'bench_import_rows', formStatus: 'enable',
  fields: [
    { colCode: 'code', title: 'Code', type: 'input', required: 'Y', rules: [{ pattern: '^B\\d+$', message: 'Codes look like B1' }, { unique: true }] },
    { colCode: 'name', title: 'Name', type: 'input', required: 'Y', rules: [{ max: 60 }] },
    { colCode: 'qty', title: 'Quantity', type: 'number', options: { precision: 0, min: 0 } },
    { colCode: 'price', title: 'Price', type: 'number', options: { precision: 2, min: 0 } },
    { colCode: 'weight', title: 'Weight', type: 'number', options: { precision: 3 } },
    { colCode: 'orderDate', title: 'Order date', type: 'date', rules: [{ pattern: 'date' }] },
    { colCode: 'ieFlag', title: 'Import/export', type: 'select', rules: [{ dictCode: 'ie_flag' }] },
    { colCode: 'email', title: 'Email', type: 'input', rules: [{ pattern: 'email' }] },
    { colCode: 'city', title: 'City', type: 'input' },
    { colCode: 'country', title: 'Country', type: 'input', rules: [{ min: 3, max: 3 }] },
    { colCode: 'batch', title: 'Batch', type: 'input' },
    { colCode: 'note', title: 'Note', type: 'textarea' },
  ],
};
const view = {
  schemaVersion: 1, viewCode: 'bench_import_view', viewName: 'Import bench', viewType: 'table', tableName: 'bench_import_rows', formCode: 'bench_import_form',
  columns: form.fields.map((field) => ({ colCode: field.colCode, colName: field.title })),
  buttons: [{ buttonName: 'Import', buttonType: 'toolbar', openType: 'importXls' }],
};
const headings = form.fields.map((field) => field.title);

/** Row `i` of the sheet: every row passes the form's rules (the bench measures rows going in). */
const sheetRow = (i: number) => [
  `B${i}`, `Customer ${i % 997}`, i % 500, (i % 10_000) / 4, (i % 777) / 8, new Date(Date.UTC(2026, i % 12, 1 + (i % 28))),
  i % 2 === 0 ? 'I' : 'Export', `buyer${i % 313}@example.com`, `City ${i % 41}`, 'CHN', `LOT-${Math.floor(i / 100)}`, i % 5 === 0 ? `Handle with care ${i}` : null,
];

async function api(target: ImportBenchTarget, method: string, path: string, body: unknown): Promise<{ id?: string }> {
  const response = await fetch(`${target.url}${path}`, { method, headers: { 'Content-Type': 'application/json', 'X-Access-Token': target.token }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { result?: { id?: string } };
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.result ?? {};
}

/** The bench's table synced, its form and view published, in the signed-in tenant. */
export async function defineBenchForm(target: ImportBenchTarget): Promise<void> {
  await api(target, 'POST', '/api/eform/definitions', { kind: 'table', code: table.tableName, name: table.tableName, body: table });
  await api(target, 'POST', `/api/eform/tables/${table.tableName}/sync`, {});
  for (const [kind, code, body] of [['form', form.formCode, form], ['view', view.viewCode, view]] as const) {
    const { id } = await api(target, 'POST', '/api/eform/definitions', { kind, code, name: code, body });
    await api(target, 'POST', `/api/eform/definitions/${id}/publish`, {});
  }
}

/** Writes the sheets as a person's files would come: `fileRows` rows each, headings in row 1 (streamed to disk). */
export async function writeSheets(dir: string, options: ImportBenchOptions): Promise<string[]> {
  const files: string[] = [];
  const start = options.first ?? 0;
  for (let first = start; first < start + options.rows; first += options.fileRows) {
    const filename = join(dir, `rows-${first}.xlsx`);
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useSharedStrings: true });
    const sheet = book.addWorksheet('Rows');
    sheet.addRow(headings).commit();
    for (let i = first; i < Math.min(start + options.rows, first + options.fileRows); i += 1) sheet.addRow(sheetRow(i)).commit();
    sheet.commit();
    await book.commit();
    files.push(filename);
  }
  return files;
}

/** The highest resident set size seen while `work` runs, above the size when it started (sampled every 10 ms). */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, peakMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

/** The baseline: exceljs' streaming reader over the same file, every cell value read, no checks, no writes. */
export async function parseOnly(file: string): Promise<number> {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { entries: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
  for await (const worksheet of reader) {
    for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
      if (row.number > 1 && Array.isArray(row.values) && row.values.length > 0) rows += 1;
    }
  }
  return rows;
}

/** Ours: the list page's import upload (POST /api/eform/views/{view}/import), rules, checks, write and data log, end to end. */
export async function throughProduct(target: ImportBenchTarget, file: string): Promise<number> {
  const response = await fetch(`${target.url}/api/eform/views/${view.viewCode}/import?lang=en_US&fileName=rows.xlsx`, {
    method: 'POST', headers: { 'X-Access-Token': target.token, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, body: readFileSync(file),
  });
  const answer = (await response.json()) as { result?: { imported?: number; refused?: number } };
  if (response.status !== 200) throw new Error(`import failed: ${response.status} ${JSON.stringify(answer)}`);
  return answer.result?.imported ?? 0;
}

/**
 * xlsx import with the form's rules against exceljs' streaming parse of the same files: rows per
 * second and peak RSS growth of each, file by file interleaved (parse, then import). The product
 * takes at most `maxImportRows` rows per upload, so `rows` go in files of `fileRows`; uniqueness is
 * asked against a table that grows to `rows`.
 */
export async function benchImport(target: ImportBenchTarget, options: ImportBenchOptions): Promise<{ results: BenchResult[]; description: string }> {
  await defineBenchForm(target);
  const dir = mkdtempSync(join(tmpdir(), 'wharf-import-bench-'));
  try {
    // The probe (rows numbered after the measured ones, so their codes stay unique) also warms the path up.
    const [probe] = await writeSheets(dir, { rows: probeRows, fileRows: probeRows, first: options.rows });
    await parseOnly(probe!);
    const probeParse = await withPeakRss(() => parseOnly(probe!));
    const probeImport = await withPeakRss(() => throughProduct(target, probe!));
    if (probeImport.result !== probeRows) throw new Error(`expected ${probeRows} rows, imported ${probeImport.result}`);
    const files = await writeSheets(dir, options);
    let parseMs = 0;
    let importMs = 0;
    let parsed = 0;
    let imported = 0;
    let parsePeak = 0;
    let importPeak = 0;
    for (const file of files) {
      let started = performance.now();
      const parse = await withPeakRss(() => parseOnly(file));
      parseMs += performance.now() - started;
      parsed += parse.result;
      parsePeak = Math.max(parsePeak, parse.peakMb);
      started = performance.now();
      const product = await withPeakRss(() => throughProduct(target, file));
      importMs += performance.now() - started;
      imported += product.result;
      importPeak = Math.max(importPeak, product.peakMb);
    }
    if (imported !== options.rows || parsed !== options.rows) throw new Error(`expected ${options.rows} rows, parsed ${parsed}, imported ${imported}`);
    const ours = imported / (importMs / 1000);
    const baseline = parsed / (parseMs / 1000);
    return {
      description: `xlsx import through POST /api/eform/views/bench_import_view/import (12 columns: text, numbers, a date, a dictionary field by code or text, a unique patterned code; rules, column checks, write, data log) vs exceljs' streaming parse of the same files; ${options.rows} rows in files of ${options.fileRows} (at most ${maxImportRows} per upload), interleaved file by file after a ${probeRows}-row file; ratio = ours / parse-only throughput; RSS is the peak growth of the process (server and client) during one file, for the ${probeRows}-row file and the largest`,
      results: [
        { name: 'import rows/s', unit: 'rows/s', value: ours, baseline, ratio: ours / baseline },
        { name: `import peak RSS growth, ${options.fileRows}-row file`, unit: 'MB', value: importPeak, baseline: parsePeak, ratio: importPeak / Math.max(parsePeak, 1) },
        { name: `import peak RSS growth, ${probeRows}-row file`, unit: 'MB', value: probeImport.peakMb, baseline: probeParse.peakMb, ratio: probeImport.peakMb / Math.max(probeParse.peakMb, 1) },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
