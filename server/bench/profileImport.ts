import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchApp } from './benchApp';
import { defineBenchForm, parseOnly, throughProduct, writeSheets } from './importXlsx';

/**
 * Where an import's time goes (not part of `npm run bench`): the import bench's form, one file of
 * BENCH_IMPORT_FILE_ROWS rows parsed by exceljs' streaming reader and then imported through the
 * list page's upload, with a CPU profile of the import written to $BENCH_PROFILE.
 *   BENCH_IMPORT_FILE_ROWS=10000 BENCH_PROFILE=/tmp/import.cpuprofile npx tsx bench/profileImport.ts
 */
const rows = Number(process.env.BENCH_IMPORT_FILE_ROWS ?? 10_000);
const app = await startBenchApp();
const dir = mkdtempSync(join(tmpdir(), 'wharf-import-profile-'));
try {
  const target = { url: app.url, token: app.token };
  await defineBenchForm(target);
  const [warmFile, file] = await writeSheets(dir, { rows: 2 * rows, fileRows: rows });
  await throughProduct(target, warmFile!);
  let started = performance.now();
  await parseOnly(file!);
  const parseMs = performance.now() - started;
  const session = new Session();
  if (process.env.BENCH_PROFILE) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  // Time per statement kind (by its first words), from knex's query events.
  const begun = new Map<string, { key: string; at: number }>();
  const spent = new Map<string, { count: number; ms: number }>();
  app.db.on('query', (query: { __knexQueryUid: string; sql: string }) => begun.set(query.__knexQueryUid, { key: query.sql.trim().slice(0, 60).replace(/\s+/g, ' '), at: performance.now() }));
  app.db.on('query-response', (_response: unknown, query: { __knexQueryUid: string }) => {
    const start = begun.get(query.__knexQueryUid);
    if (!start) return;
    const entry = spent.get(start.key) ?? { count: 0, ms: 0 };
    spent.set(start.key, { count: entry.count + 1, ms: entry.ms + performance.now() - start.at });
  });
  started = performance.now();
  const imported = await throughProduct(target, file!);
  const importMs = performance.now() - started;
  if (process.env.BENCH_PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  for (const [key, { count, ms }] of [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) console.log(`${ms.toFixed(0).padStart(7)} ms ${String(count).padStart(5)}x  ${key}`);
  console.log(`parse only: ${rows} rows in ${parseMs.toFixed(0)} ms; import: ${imported} rows in ${importMs.toFixed(0)} ms; ratio ${(parseMs / importMs).toFixed(3)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
  await app.stop();
}
