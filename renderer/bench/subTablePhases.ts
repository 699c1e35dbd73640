/**
 * When the sub-table's grid code runs, and what the main thread did before and after:
 * `npx tsx bench/subTablePhases.ts [loads, default 5]` (`PHASE_VARIANTS`, default `subtable,subtablePage,gridBaseline`).
 * For each first-render variant of the form bench, traced loads alternating, the medians of
 * - the first row painted (the bench's `renderMs`; tracing slows it, compare variants, not runs),
 * - when ag-grid's chunk was evaluated (`v8.evaluateModule`), from the bench's start mark,
 * - main-thread thread time (CPU, not the wait for a core) of the tasks ending before that evaluation, and after it.
 * Thread time is what a loaded machine leaves comparable: the sampling profiler charges a descheduled
 * thread's wait to whatever function was running, so single functions' self times are noise at load 15+.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildPage, chromiumArgs, serve } from './formBenchPage';
import type { TraceEvent } from './traceEvent';

interface Phases {
  renderMs: number;
  gridEvaluatedAt: number;
  cpuBefore: number;
  cpuAfter: number;
}

const variants = (process.env.PHASE_VARIANTS ?? 'subtable,subtablePage,gridBaseline').split(',');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const threadMs = (tasks: TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;

function phasesOf(events: TraceEvent[], renderMs: number): Phases {
  const mark = events.find((event) => event.name === 'bench-start');
  if (!mark) throw new Error('no bench-start mark in the trace');
  const until = mark.ts + renderMs * 1000;
  const onMain = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X');
  // ag-grid's own chunk is the largest module evaluated after the start (the variants' small chunks run first or beside it).
  const evaluations = onMain.filter((event) => event.name === 'v8.evaluateModule' && event.ts >= mark.ts && event.ts <= until);
  const grid = evaluations.find((event) => /index\.esm/.test(JSON.stringify(event.args ?? {}))) ?? evaluations.at(-1);
  if (!grid) throw new Error('no module evaluated after the start');
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts <= until && event.ts + (event.dur ?? 0) >= mark.ts);
  return {
    renderMs,
    gridEvaluatedAt: (grid.ts - mark.ts) / 1000,
    cpuBefore: threadMs(tasks.filter((task) => task.ts + (task.dur ?? 0) < grid.ts)),
    cpuAfter: threadMs(tasks.filter((task) => task.ts + (task.dur ?? 0) >= grid.ts)),
  };
}

async function main(): Promise<void> {
  const loads = Number(process.argv[2] ?? 5);
  const outDir = mkdtempSync(join(tmpdir(), 'wharf-subtable-phases-'));
  await buildPage(outDir);
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const seen: Record<string, Phases[]> = Object.fromEntries(variants.map((variant) => [variant, []]));
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const variant of variants) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
        await page.goto(`${url}/?variant=${variant}&rows=500`);
        const { renderMs } = await page.evaluate(() => window.benchReady);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        await page.close();
        seen[variant]!.push(phasesOf(trace.traceEvents, renderMs));
      }
    }
    const of = (variant: string, key: keyof Phases) => Math.round(median(seen[variant]!.map((phases) => phases[key])) * 10) / 10;
    console.table(variants.map((variant) => ({ variant, firstRowPainted: of(variant, 'renderMs'), gridEvaluatedAt: of(variant, 'gridEvaluatedAt'), cpuBefore: of(variant, 'cpuBefore'), cpuAfter: of(variant, 'cpuAfter') })));
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
