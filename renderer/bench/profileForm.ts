/**
 * Where a keystroke's (or a sub-table cell edit's) time goes, page by page: `npx tsx bench/profileForm.ts`.
 * Builds the form bench's page, then for each variant types into one input (or edits quantity cells)
 * under Chromium's sampling profiler and a performance trace, and prints
 * - main-thread work per action from the trace (every top-level task, then style, layout, paint),
 * - the page-script functions with the most self time.
 * `PROFILE_VARIANTS` (default `wharf,antd`; also `subtable`, `gridBaseline`), `PROFILE_ACTIONS` (default 60).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { buildPage, chromiumArgs, serve } from './formBenchPage';

const variants = (process.env.PROFILE_VARIANTS ?? 'wharf,antd').split(',');
const actions = Number(process.env.PROFILE_ACTIONS ?? 60);
const inputOf: Record<string, string> = { wharf: '#wharf_bench_form_f100', antd: '#f100' };

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

/** Types (form variants) or edits quantity cells (grid variants) `actions` times. */
async function act(page: Page, variant: string): Promise<void> {
  const input = inputOf[variant];
  if (input) {
    for (let i = 0; i < actions; i += 1) {
      await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
      await page.waitForTimeout(15);
    }
    return;
  }
  for (let i = 0; i < actions; i += 1) {
    const cell = `[data-subtable] .ag-row[row-index="${i % 8}"] [col-id="qty"]`;
    await page.click(cell);
    await page.fill(`${cell} input`, String(100 + i));
    await page.keyboard.press('Enter');
    await page.waitForTimeout(30);
  }
}

async function traced(cdp: CDPSession, work: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink', transferMode: 'ReportEvents' });
  await work();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** Milliseconds per action of each event name on the page's main thread (nested events are counted in their parents too). */
function mainThreadTimes(events: TraceEvent[]): Array<[string, number]> {
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const totals = new Map<string, number>();
  for (const event of events) {
    if (!main || event.tid !== main.tid || event.pid !== main.pid || event.ph !== 'X' || event.dur === undefined) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur);
  }
  const shown = ['RunTask', 'EventDispatch', 'FunctionCall', 'v8.callFunction', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER'];
  return shown.filter((name) => totals.has(name)).map((name) => [name, Math.round(((totals.get(name) ?? 0) / 1000 / actions) * 100) / 100]);
}

/**
 * What the frames worked over: the page's DOM elements, and per frame layout how many layout objects
 * it had to lay out of how many there are (the median of the traced frames).
 */
async function frameScope(page: Page, events: TraceEvent[]): Promise<string> {
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const layouts = events.filter((event) => event.name === 'Layout' && event.args?.beginData?.totalObjects !== undefined).map((event) => event.args!.beginData!);
  const middle = layouts.sort((a, b) => (a.dirtyObjects ?? 0) - (b.dirtyObjects ?? 0))[Math.floor(layouts.length / 2)];
  return `${elements} DOM elements; a layout: ${middle?.dirtyObjects ?? '?'} dirty of ${middle?.totalObjects ?? '?'} layout objects (${layouts.length} layouts traced)`;
}

async function profiled(cdp: CDPSession, work: () => Promise<void>): Promise<Array<[string, number]>> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await work();
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  (profile.samples ?? []).forEach((id, i) => {
    const frame = frames.get(id);
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([key, micros]) => [key, Math.round((micros / 1000 / actions) * 1000) / 1000]);
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'wharf-form-profile-'));
  await buildPage(outDir, { minify: false });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    for (const variant of variants) {
      const query = inputOf[variant] ? 'fields=300' : 'rows=500';
      for (const kind of ['trace', 'profile'] as const) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(`${url}/?variant=${variant}&${query}`);
        await page.evaluate(() => window.benchReady);
        if (inputOf[variant]) await page.click(inputOf[variant]!);
        await act(page, variant); // warm-up: first-use costs (editors, style caches) are not per-action costs
        const cdp = await page.context().newCDPSession(page);
        if (kind === 'trace') {
          const events = await traced(cdp, () => act(page, variant));
          console.log(`\n${variant}: main-thread ms per action (trace)`, Object.fromEntries(mainThreadTimes(events)), `\n${variant}: ${await frameScope(page, events)}`);
        } else console.log(`\n${variant}: page-script self ms per action (top 25)\n${(await profiled(cdp, () => act(page, variant))).map(([key, ms]) => `  ${ms.toFixed(3)}  ${key}`).join('\n')}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
