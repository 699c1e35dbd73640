/**
 * Dashboard bench (issue 17 "Speed"): in Debian's Chromium, the time from navigation to every widget
 * painted — echarts' `finished` event on all 12 charts, their first animation included — for a
 * 12-widget dashboard (DashboardRenderer: react-grid-layout, ReportChart, one batched NDJSON request)
 * against a hand-written page drawing the same 12 echarts charts (same options as far as the picture
 * goes, same size, a title above each) from the same data through the same single request, both
 * built in one production vite build; also the time to every chart's first frame (setOption returned),
 * and the number of data requests each page makes (the dashboard must make 1). The data server
 * answers every line at once, so the figures are the pages' own work.
 * Writes `$BENCH_RESULTS_DIR/renderer-dashboard.json` (bench/README.md). `DASHBOARD_BENCH_ROUNDS` (default 9);
 * `DASHBOARD_BENCH_TRACE=1` prints each load's requests (when each chunk and the data were asked for).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildBenchPage, chromiumArgs, serveBenchPage } from './benchPage';

const here = import.meta.dirname;
const rounds = Number(process.env.DASHBOARD_BENCH_ROUNDS ?? 9);
const variants = ['dashboard', 'handwritten'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const round = (value: number) => Math.round(value * 100) / 100;

/** One cold load of a variant in a fresh context: ms to all 12 charts' first frame and to all 12 finished, and the data requests made. */
async function load(browser: Browser, url: string): Promise<{ firstFrameMs: number; paintedMs: number; dataRequests: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let dataRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/data')) dataRequests += 1;
  });
  const started = Date.now();
  const trace: string[] = [];
  if (process.env.DASHBOARD_BENCH_TRACE) page.on('request', (request) => trace.push(`${Date.now() - started} ms ${request.method()} ${request.url().replace(/^https?:\/\/[^/]+/, '')}`));
  await page.goto(url);
  const times = await page.evaluate(() => Promise.race([window.benchTimes, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not all 12 charts finished drawing within 60 s')), 60_000))]));
  if (process.env.DASHBOARD_BENCH_TRACE) console.log(`${url}: first frames at ${Math.round(times.firstFrame)} ms, finished at ${Math.round(times.finished)} ms\n  ${trace.join('\n  ')}`);
  // Anything asked after the paint would still count (a refetch loop would show here).
  await page.waitForTimeout(300);
  await context.close();
  return { firstFrameMs: times.firstFrame, paintedMs: times.finished, dataRequests };
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'wharf-dashboard-bench-'));
  await buildBenchPage(outDir);
  const { server, url } = await serveBenchPage(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const times: Record<string, number[]> = { dashboard: [], handwritten: [] };
  const firstFrames: Record<string, number[]> = { dashboard: [], handwritten: [] };
  const requests: Record<string, number[]> = { dashboard: [], handwritten: [] };
  try {
    // One warm-up load each (the vite chunks into the OS cache), then alternate so drift hits both alike.
    for (const variant of variants) await load(browser, `${url}/?variant=${variant}`);
    for (let index = 0; index < rounds; index += 1) {
      for (const variant of variants) {
        const { firstFrameMs, paintedMs, dataRequests } = await load(browser, `${url}/?variant=${variant}`);
        times[variant]!.push(paintedMs);
        firstFrames[variant]!.push(firstFrameMs);
        requests[variant]!.push(dataRequests);
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  const ours = median(times.dashboard!);
  const baseline = median(times.handwritten!);
  const oursFirst = median(firstFrames.dashboard!);
  const baselineFirst = median(firstFrames.handwritten!);
  const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;
  const result = {
    suite: 'dashboard',
    description: `12-widget dashboard in Chromium: navigation to every widget painted (echarts finished drawing, median of ${rounds} cold loads), and to every chart's first frame, against a hand-written page with the same 12 echarts charts fed the same data through the same single NDJSON request; data requests per load`,
    results: [
      { name: 'navigation to 12 widgets painted', unit: 'ms', value: round(ours), baseline: round(baseline), ratio: round(ours / baseline), note: `echarts' finished event on all 12 (first animation included) on both pages; baseline: hand-written echarts page, same charts, same data, same one request; ranges ${range(times.dashboard!)} vs ${range(times.handwritten!)}` },
      { name: 'navigation to 12 charts\' first frame', unit: 'ms', value: round(oursFirst), baseline: round(baselineFirst), ratio: round(oursFirst / baselineFirst), note: `setOption returned (echarts draws the first frame inside it) for all 12, before the animation; ranges ${range(firstFrames.dashboard!)} vs ${range(firstFrames.handwritten!)}` },
      { name: 'data requests per dashboard load', unit: 'requests', value: Math.max(...requests.dashboard!), baseline: Math.max(...requests.handwritten!), ratio: round(Math.max(...requests.dashboard!) / Math.max(...requests.handwritten!)), note: 'most over all loads; must be 1' },
    ],
  };
  const resultsDir = process.env.BENCH_RESULTS_DIR ?? resolve(here, '..', '..', '..', 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'renderer-dashboard.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

await main();
