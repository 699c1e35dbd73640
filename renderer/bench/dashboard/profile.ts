/**
 * Where a dashboard bench load spends its time (issue 17), for both pages of `run.ts`: one Chromium
 * performance trace and one sampling CPU profile per load, summarised as
 * - the request timeline (document, each chunk, the data) and when all 12 charts had their first frame / finished;
 * - React commits (a stand-in devtools hook counts `onCommitFiberRoot`) and when each happened;
 * - main-thread time by trace event (script evaluation per chunk, function calls, layout, paint, GC);
 * - CPU self time by chunk and the heaviest functions.
 * `npx tsx bench/dashboard/profile.ts [loads per variant, default 2]`; `DASHBOARD_PROFILE_READABLE=1` profiles an unminified build. A diagnostic, not a measurement: the
 * profiler itself slows the page; compare the two pages' shares, not the absolute figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildBenchPage, chromiumArgs, serveBenchPage } from './benchPage';
import type { TraceEvent } from '../traceEvent';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') || '(none)';
const ms = (micro: number) => Math.round(micro / 1000);
const top = (entries: Map<string, number>, count: number) => [...entries].sort((a, b) => b[1] - a[1]).slice(0, count);

function add(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** The page's main thread: the CrRendererMain thread that ran the most script (Chromium's own pages have renderers too). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; count: number } | undefined;
  for (const named of names) {
    const count = events.filter((event) => event.pid === named.pid && event.tid === named.tid && event.name === 'FunctionCall' && /^http/.test(event.args?.data?.url ?? '')).length;
    if (!best || count > best.count) best = { pid: named.pid, tid: named.tid, count };
  }
  return best;
}

function summariseTrace(events: TraceEvent[], origin: number, firstFrameAt: number, until: number): string[] {
  const lines: string[] = [];
  const main = mainThread(events);
  const requests = events.filter((event) => event.name === 'ResourceSendRequest' && /^http/.test(event.args?.data?.url ?? '')).map((event) => `${ms(event.ts - origin)} ms ${event.args?.data?.requestMethod ?? ''} ${short(event.args?.data?.url)}`);
  lines.push(`  requests: ${requests.join(' | ')}`);
  if (!main) return lines;
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts >= origin && event.ts <= until);
  const byName = new Map<string, number>();
  const evaluations: string[] = [];
  for (const event of onMain) {
    if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(event.name)) continue;
    add(byName, event.name, event.dur ?? 0);
    if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') evaluations.push(`${short(event.args?.data?.url)}@${ms(event.ts - origin)}+${ms(event.dur ?? 0)}`);
  }
  const busy = onMain.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const cpu = (end: number) => onMain.filter((event) => event.name === 'RunTask' && event.ts <= end).reduce((sum, event) => sum + (event.tdur ?? 0), 0);
  lines.push(`  main-thread CPU (thread time): ${ms(cpu(firstFrameAt))} ms to the first frames, ${ms(cpu(until))} ms to finished`);
  const frames = onMain.filter((event) => event.name === 'FireAnimationFrame').length;
  lines.push(`  main thread busy ${ms(busy)} ms of ${ms(until - origin)} ms; ${frames} animation-frame callbacks`);
  lines.push(`  by event (inclusive, nested events overlap): ${top(byName, 14).map(([name, micro]) => `${name} ${ms(micro)}`).join(', ')}`);
  if (evaluations.length > 0) lines.push(`  module evaluations: ${evaluations.join(', ')}`);
  return lines;
}

/** The CPU samples as (time, chunk or builtin) pairs. */
function sampledChunks(profile: CpuProfile): Array<{ time: number; where: string; name: string; delta: number }> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let time = profile.startTime;
  return profile.samples.map((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const frame = nodes.get(id)?.callFrame;
    const where = frame ? (frame.url ? short(frame.url) : frame.functionName) : '?';
    return { time, delta, where, name: frame?.url ? `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber}` : where };
  });
}

/** Every main-thread task of 30 ms or more: when, how long, and which chunks its CPU samples fell in. */
function longTasks(events: TraceEvent[], profile: CpuProfile, origin: number, until: number): string[] {
  const main = mainThread(events);
  if (!main) return [];
  const samples = sampledChunks(profile);
  const tasks = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask' && (event.dur ?? 0) >= 30_000 && event.ts >= origin && event.ts <= until);
  return tasks.map((task) => {
    const inside = new Map<string, number>();
    for (const sample of samples) if (sample.time >= task.ts && sample.time <= task.ts + (task.dur ?? 0)) add(inside, sample.where, sample.delta);
    const kinds = new Map<string, number>();
    for (const event of events) {
      if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== 'X' || event.name === 'RunTask' || event.ts < task.ts || event.ts > task.ts + (task.dur ?? 0)) continue;
      if (['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'FireAnimationFrame', 'TimerFire', 'Layout', 'ParseHTML', 'EventDispatch', 'v8.compileModule'].includes(event.name)) add(kinds, event.name, event.dur ?? 0);
    }
    const line = `    task @${ms(task.ts - origin)} +${ms(task.dur ?? 0)}: ${top(kinds, 3).map(([name, micro]) => `${name} ${ms(micro)}`).join(', ')} | ${top(inside, 4).map(([where, micro]) => `${where} ${ms(micro)}`).join(', ')}`;
    if ((task.dur ?? 0) < 200_000) return line;
    const functions = new Map<string, number>();
    for (const sample of samples) if (sample.time >= task.ts && sample.time <= task.ts + (task.dur ?? 0)) add(functions, sample.name, sample.delta);
    return `${line}\n      its heaviest functions: ${top(functions, 10).map(([name, micro]) => `${name} ${ms(micro)}`).join('; ')}`;
  });
}

function summariseProfile(profile: CpuProfile, origin: number): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byUrl = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < origin) return;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    const where = frame.url ? short(frame.url) : frame.functionName;
    add(byUrl, where, delta);
    if (frame.url) add(byFunction, `${frame.functionName || '(anonymous)'} ${short(frame.url)}:${frame.lineNumber}`, delta);
  });
  return [
    `  CPU self time by chunk: ${top(byUrl, 14).map(([url, micro]) => `${url} ${ms(micro)}`).join(', ')}`,
    `  heaviest functions: ${top(byFunction, 12).map(([name, micro]) => `${name} ${ms(micro)}`).join('; ')}`,
  ];
}

// Counts React commits without React's devtools: React calls the hook's onCommitFiberRoot after every commit.
const commitHook = `(() => {
  window.reactCommits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onCommitFiberRoot() { window.reactCommits.push(Math.round(performance.now())); },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
  };
})();`;

async function profileLoad(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(commitHook);
  const session = await context.newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline'] });
  await session.send('Profiler.start');
  await page.goto(url);
  const times = await page.evaluate(() => window.benchTimes);
  const commits = await page.evaluate(() => (window as unknown as { reactCommits: number[] }).reactCommits);
  const canvases = await page.evaluate(() => document.querySelectorAll('canvas').length);
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const documentRequest = trace.traceEvents.find((event) => event.name === 'ResourceSendRequest' && /\?variant=/.test(event.args?.data?.url ?? ''));
  const origin = documentRequest?.ts ?? profile.startTime;
  const until = origin + times.finished * 1000 + 50_000;
  return [
    `${short(url)}: all first frames at ${Math.round(times.firstFrame)} ms, all finished at ${Math.round(times.finished)} ms (from navigation start)`,
    `  React commits (${commits.length}) at ${commits.join(', ')} ms; ${canvases} canvases`,
    ...summariseTrace(trace.traceEvents, origin, origin + times.firstFrame * 1000, until),
    ...summariseProfile(profile, origin),
    '  long tasks (≥ 30 ms):',
    ...longTasks(trace.traceEvents, profile, origin, until),
  ];
}

async function main(): Promise<void> {
  const loads = Number(process.argv[2] ?? 2);
  const outDir = mkdtempSync(join(tmpdir(), 'wharf-dashboard-profile-'));
  await buildBenchPage(outDir, process.env.DASHBOARD_PROFILE_READABLE === '1');
  const { server, url } = await serveBenchPage(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    // One load each first, to bring the built chunks into the OS cache.
    for (const variant of ['dashboard', 'handwritten']) {
      const page = await browser.newPage();
      await page.goto(`${url}/?variant=${variant}`);
      await page.evaluate(() => window.benchTimes);
      await page.close();
    }
    for (let index = 0; index < loads; index += 1) {
      for (const variant of ['dashboard', 'handwritten']) console.log((await profileLoad(browser, `${url}/?variant=${variant}`)).join('\n'));
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
