// A small timing harness for the engine's benches: samples batches of calls, reports percentiles
// per call, and interleaves the measured function with its baseline so machine noise hits both alike.
import { performance } from 'node:perf_hooks';

export interface BenchResult {
  name: string;
  unit: 'µs' | 'ms';
  value: number;
  baseline?: number;
  ratio?: number;
  note?: string;
}

export interface BenchSuite {
  /** The file name part: results go to `<BENCH_RESULTS_DIR>/engine-<suite>.json`. */
  suite: string;
  description: string;
  run(): Promise<BenchResult[]> | BenchResult[];
}

export interface Percentiles {
  p50: number;
  p95: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/**
 * Times `ours` and `baseline` in alternating batches of `batch` calls, `samples` times each, after a
 * warm-up, and returns per-call percentiles in microseconds.
 */
export function compareTimings(ours: () => unknown, baseline: () => unknown, { samples = 200, batch = 50, warmup = 2000 } = {}): { ours: Percentiles; baseline: Percentiles } {
  let sink: unknown;
  for (let i = 0; i < warmup; i += 1) {
    sink = ours();
    sink = baseline();
  }
  const timesOurs: number[] = [];
  const timesBaseline: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    for (const [fn, times] of [[ours, timesOurs], [baseline, timesBaseline]] as const) {
      const start = performance.now();
      for (let i = 0; i < batch; i += 1) sink = fn();
      times.push(((performance.now() - start) * 1000) / batch);
    }
  }
  if (sink === Symbol.for('never')) console.log(sink);
  const summarise = (times: number[]): Percentiles => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  };
  return { ours: summarise(timesOurs), baseline: summarise(timesBaseline) };
}

/** Rounds to three significant digits for the report. */
export function round3(value: number): number {
  return Number(value.toPrecision(3));
}
