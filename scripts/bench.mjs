#!/usr/bin/env node
// Runs every package's benchmarks through turbo (one at a time: the machines are small
// and shared), then merges bench/results/*.json into bench/results.json and prints a table.
// Each package writes files shaped like bench/README.md describes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const partsDir = join(root, 'bench', 'results');
rmSync(partsDir, { recursive: true, force: true });
mkdirSync(partsDir, { recursive: true });

const run = spawnSync('npx', ['turbo', 'run', 'bench', '--concurrency=1', '--continue', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', BENCH_RESULTS_DIR: partsDir },
});

const suites = existsSync(partsDir)
  ? readdirSync(partsDir).filter((name) => name.endsWith('.json')).sort().map((name) => JSON.parse(readFileSync(join(partsDir, name), 'utf8')))
  : [];
const combined = { generatedAt: new Date().toISOString(), node: process.version, suites };
writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(combined, null, 2)}\n`);

const rows = [['suite', 'measure', 'ours', 'baseline', 'ratio']];
for (const suite of suites) {
  for (const r of suite.results) {
    const fmt = (v) => (typeof v === 'number' ? `${Number(v.toPrecision(4))} ${r.unit ?? ''}`.trim() : '-');
    rows.push([suite.suite, r.name, fmt(r.value), fmt(r.baseline), typeof r.ratio === 'number' ? `${r.ratio.toFixed(2)}x` : '-']);
  }
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
const table = rows.map((row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')).join('\n');
writeFileSync(join(root, 'bench', 'results.md'), `\`\`\`\n${table}\n\`\`\`\n`);
console.log(`\n${table}\n\nwritten: bench/results.json, bench/results.md`);
if (run.status !== 0) process.exit(run.status ?? 1);
