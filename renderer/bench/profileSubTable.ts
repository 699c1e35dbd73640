/**
 * What stands between the definition and a painted sub-table grid: `npx tsx bench/profileSubTable.ts [loads, default 2]`.
 * For each first-render variant of the form bench (`subtable`, `subtablePage`, `gridBaseline`) one load
 * under Chromium's performance trace and sampling profiler, printed from the bench's start mark:
 * - when the grid's chunk was requested and evaluated,
 * - React commits (a stand-in devtools hook counts `onCommitFiberRoot`),
 * - main-thread tasks of 10 ms or more with their trace-event kinds and heaviest page functions,
 * - when the first row showed (the bench's `renderMs`).
 * `PROFILE_READABLE=1` profiles an unminified build. A diagnostic: the profiler slows the page, so
 * compare the variants' shapes, not absolute figures (the bench, `run.ts`, gives those).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildPage, chromiumArgs, serve } from './formBenchPage';
import type { TraceEvent } from './traceEvent';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const variants = ['subtable', 'subtablePage', 'gridBaseline'];
const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
const ms = (micro: number) => Math.round(micro / 100) / 10;
const kindsShown = ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC'];

// React calls the devtools hook's onCommitFiberRoot after every commit; a stand-in hook records when.
const commitHook = `(() => {
  window.reactCommits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onCommitFiberRoot() { window.reactCommits.push(performance.now()); },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
  };
})();`;

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function summarise(events: TraceEvent[], profile: CpuProfile, start: number, end: number): string[] {
  const mark = events.find((event) => event.name === 'bench-start');
  if (!mark) return ['  (no bench-start mark in the trace)'];
  const origin = mark.ts;
  const main = { pid: mark.pid, tid: mark.tid };
  const until = origin + (end - start) * 1000;
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts + (event.dur ?? 0) >= origin && event.ts <= until);
  const lines: string[] = [];
  const requests = events.filter((event) => event.name === 'ResourceSendRequest' && event.ts >= origin - 1000 && /\.js$/.test(event.args?.data?.url ?? ''));
  lines.push(`  chunks requested: ${requests.map((event) => `${short(event.args?.data?.url)} @${ms(event.ts - origin)}`).join(', ') || 'none after the start'}`);
  const evaluations = onMain.filter((event) => ['v8.evaluateModule', 'EvaluateScript'].includes(event.name) && event.ts >= origin);
  lines.push(`  evaluated after the start: ${evaluations.map((event) => `${short(event.args?.data?.url) || event.name} @${ms(event.ts - origin)}+${ms(event.dur ?? 0)}`).join(', ') || 'none'}`);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = (id: number) => {
    const frame = nodes.get(id);
    return frame?.url ? `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber}` : (frame?.functionName ?? '?');
  };
  /** The page functions on a sample's stack, each once (for inclusive time). */
  const stackOf = (id: number) => {
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) if (nodes.get(at)?.url) names.add(nameOf(at));
    return names;
  };
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    return { time, delta: profile.timeDeltas[index] ?? 0, name: nameOf(id), id };
  });
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 10_000);
  lines.push('  main-thread tasks ≥ 10 ms:');
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const event of onMain) if (kindsShown.includes(event.name) && event.ts >= task.ts && event.ts <= taskEnd) add(kinds, event.name, event.dur ?? 0);
    const functions = new Map<string, number>();
    for (const sample of samples) if (sample.time >= task.ts && sample.time <= taskEnd && !['(idle)', '(program)', '(root)'].includes(sample.name)) add(functions, sample.name, sample.delta);
    const topKinds = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, micro]) => `${name} ${ms(micro)}`);
    const topFunctions = [...functions].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, micro]) => `${name} ${ms(micro)}`);
    lines.push(`    @${ms(task.ts - origin)} +${ms(task.dur ?? 0)}: ${topKinds.join(', ')}\n      self: ${topFunctions.join('; ')}`);
    if ((task.dur ?? 0) < 100_000) continue;
    // Inclusive time of the page's named functions (a function and everything it called), to find the component or step.
    const inclusive = new Map<string, number>();
    for (const sample of samples) if (sample.time >= task.ts && sample.time <= taskEnd) for (const name of stackOf(sample.id)) if (!/^\(anonymous\)|^[a-zA-Z$_]{1,2} /.test(name)) add(inclusive, name, sample.delta);
    lines.push(`      inclusive: ${[...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([name, micro]) => `${name} ${ms(micro)}`).join('; ')}`);
  }
  const busy = onMain.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + Math.min(event.ts + (event.dur ?? 0), until) - Math.max(event.ts, origin), 0);
  const cpu = onMain.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.tdur ?? 0), 0);
  lines.push(`  main thread busy ${ms(busy)} of ${ms(until - origin)} ms; thread CPU time of the tasks from the one holding the start ${ms(cpu)} ms`);
  return lines;
}

async function profileLoad(browser: Browser, url: string, variant: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(commitHook);
  const session = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] });
  await session.send('Profiler.start');
  await page.goto(`${url}/?variant=${variant}&rows=500`);
  const { renderMs, commitMs } = await page.evaluate(() => window.benchReady);
  const { start, commits } = await page.evaluate(() => ({ start: performance.getEntriesByName('bench-start')[0]?.startTime ?? 0, commits: (window as unknown as { reactCommits: number[] }).reactCommits }));
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  return [
    `${variant}: first row painted at ${Math.round(renderMs)} ms after the start (first commit returned at ${Math.round(commitMs)} ms)`,
    `  React commits at ${commits.filter((at) => at >= start).map((at) => Math.round(at - start)).join(', ')} ms`,
    ...summarise(trace.traceEvents, profile, start, start + renderMs),
  ];
}

async function main(): Promise<void> {
  const loads = Number(process.argv[2] ?? 2);
  const outDir = mkdtempSync(join(tmpdir(), 'wharf-subtable-profile-'));
  await buildPage(outDir, { minify: process.env.PROFILE_READABLE !== '1' });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    // One load each first, so the built chunks are in the OS cache for every variant alike.
    for (const variant of variants) {
      const page = await browser.newPage();
      await page.goto(`${url}/?variant=${variant}&rows=500`);
      await page.evaluate(() => window.benchReady);
      await page.close();
    }
    for (let index = 0; index < loads; index += 1) {
      for (const variant of variants) console.log((await profileLoad(browser, url, variant)).join('\n'));
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
