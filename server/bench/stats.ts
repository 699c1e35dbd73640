import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The q-th quantile (0..1) of a list of timings, by nearest rank. */
export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export interface BenchResult {
  name: string;
  unit: string;
  value: number;
  baseline: number;
  ratio: number;
  note?: string;
}

/** Writes one suite's figures where `npm run bench` collects them (bench/README.md). */
export function writeSuite(file: string, suite: string, description: string, results: BenchResult[]): void {
  const dir = process.env.BENCH_RESULTS_DIR ?? resolve(import.meta.dirname, '..', '..', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), `${JSON.stringify({ suite, description, results }, null, 2)}\n`);
}

/** Milliseconds since `start` (a process.hrtime.bigint() reading). */
export const since = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
