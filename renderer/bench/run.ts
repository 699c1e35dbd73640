/**
 * Form runtime bench (issue 7 item 7): builds a small page with vite, opens it in Debian's Chromium
 * through playwright-core, and measures in the same run the form runtime against hand-written
 * baselines (a React + antd Form with the same 300 fields; a plain ag-grid over the same 500 rows).
 * Writes `$BENCH_RESULTS_DIR/renderer-form.json` (bench/README.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { firstRenderCpu } from './firstRenderCpu';
import { buildPage, chromiumArgs, serve } from './formBenchPage';
import { keystrokeCpu } from './keystrokeCpu';

const here = import.meta.dirname;
const renderRounds = Number(process.env.FORM_BENCH_ROUNDS ?? 5);
// The sub-table's first render swings most from load to load on a busy machine: more loads by default.
const gridRounds = Number(process.env.FORM_BENCH_GRID_ROUNDS ?? 9);
/** `FORM_BENCH_SUBTABLE_ONLY=1`: only the sub-table's first renders, printed (no results file) — for trying a change. */
const subTableOnly = process.env.FORM_BENCH_SUBTABLE_ONLY === '1';
/** `FORM_BENCH_KEYSTROKE_ONLY=1`: only the 300-field form's keystrokes, printed (no results file) — for trying a change. */
const keystrokeOnly = process.env.FORM_BENCH_KEYSTROKE_ONLY === '1';
/** Traced loads per variant for the first render's main-thread CPU time. */
const cpuRounds = Number(process.env.FORM_BENCH_CPU_ROUNDS ?? 5);
const keystrokes = Number(process.env.FORM_BENCH_KEYS ?? 120);
const warmupKeys = 20;
const cellEdits = Number(process.env.FORM_BENCH_EDITS ?? 30);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const round = (value: number) => Math.round(value * 100) / 100;

async function open(browser: Browser, url: string): Promise<{ page: Page; renderMs: number; commitMs: number }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url);
  const timing = await page.evaluate(() => window.benchReady);
  return { page, ...timing };
}

/** Median first render of each variant, loading them alternately so drift hits both alike. */
async function firstRenders(browser: Browser, base: string, variants: string[], query: string, rounds = renderRounds): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of variants) {
      const { page, renderMs } = await open(browser, `${base}/?variant=${variant}&${query}`);
      times[variant]!.push(renderMs);
      await page.close();
    }
  }
  return times;
}

/** Median main-thread CPU time of each variant's first render (traced loads, alternating; see firstRenderCpu). */
async function firstRenderCpus(browser: Browser, base: string, variants: string[], query: string, rounds: number): Promise<Record<string, number>> {
  const times: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of variants) times[variant]!.push(await firstRenderCpu(browser, `${base}/?variant=${variant}&${query}`));
  }
  return Object.fromEntries(Object.entries(times).map(([variant, values]) => [variant, percentile(values, 50)]));
}

/** The input typed into on each 300-field page: the same field, in the middle of the form. */
const keystrokeTargets = [
  { variant: 'wharf', selector: '#wharf_bench_form_f100' },
  { variant: 'antd', selector: '#f100' },
];

interface KeyTimes {
  total: number[];
  script: number[];
}

/**
 * Types into one input of each variant's page, in alternating chunks of keystrokes, so the load on
 * this shared machine drifts over both variants alike. The first `warmupKeys` of each are dropped.
 */
async function keystrokeTimes(browser: Browser, base: string, targets: Array<{ variant: string; selector: string }>): Promise<Record<string, KeyTimes>> {
  const pages = [];
  for (const target of targets) {
    const { page } = await open(browser, `${base}/?variant=${target.variant}&fields=300`);
    await page.click(target.selector);
    pages.push({ ...target, page });
  }
  const chunk = 20;
  for (let typed = 0; typed < keystrokes + warmupKeys; typed += chunk) {
    for (const { page } of pages) {
      await page.bringToFront();
      for (let i = typed; i < Math.min(typed + chunk, keystrokes + warmupKeys); i += 1) {
        await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
        await page.waitForTimeout(15);
      }
    }
  }
  const result: Record<string, KeyTimes> = {};
  for (const { variant, selector, page } of pages) {
    const times = await page.evaluate(() => ({ total: window.keystrokeTimes, script: window.keystrokeScriptTimes }));
    const value = await page.inputValue(selector);
    await page.close();
    if (value.length !== keystrokes + warmupKeys) throw new Error(`${variant}: typed ${value.length} characters, expected ${keystrokes + warmupKeys}`);
    result[variant] = { total: times.total.slice(warmupKeys), script: times.script.slice(warmupKeys) };
  }
  return result;
}

/**
 * JavaScript CPU time per keystroke from Chromium's sampling profiler (samples outside idle, native
 * "(program)" and GC), which shows the work a keystroke causes in page script apart from the browser's
 * own event and style work that dominates wall-clock latency on a loaded machine.
 */
async function keystrokeScriptCpu(browser: Browser, base: string, target: { variant: string; selector: string }, keys = 60): Promise<number> {
  const { page } = await open(browser, `${base}/?variant=${target.variant}&fields=300`);
  await page.click(target.selector);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < keys; i += 1) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(15);
  }
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const notScript = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
  let micros = 0;
  (profile.samples ?? []).forEach((id, i) => {
    if (!notScript.has(nodes.get(id) ?? '')) micros += profile.timeDeltas?.[i] ?? 0;
  });
  return micros / 1000 / keys;
}

/** Median main-thread CPU per keystroke of each 300-field page (`keystrokeCpu`), traced pages alternating. */
async function keystrokeMainThreadCpu(browser: Browser, base: string, rounds = 3): Promise<{ wharf: number; antd: number }> {
  const times = { wharf: [] as number[], antd: [] as number[] };
  for (let i = 0; i < rounds; i += 1) {
    for (const { variant, selector } of keystrokeTargets) times[variant as 'wharf' | 'antd'].push(await keystrokeCpu(browser, `${base}/?variant=${variant}&fields=300`, selector));
  }
  return { wharf: percentile(times.wharf, 50), antd: percentile(times.antd, 50) };
}

/** Edits the quantity of visible rows and times Enter → the row's computed total showing the new value. */
async function cellEditTimes(browser: Browser, base: string, variant: string): Promise<number[]> {
  const { page } = await open(browser, `${base}/?variant=${variant}&rows=500`);
  const times: number[] = [];
  for (let i = 0; i < cellEdits; i += 1) {
    const row = i % 8;
    const qty = 100 + i;
    const cell = `[data-subtable] .ag-row[row-index="${row}"] [col-id="qty"]`;
    await page.click(cell);
    const editor = `${cell} input`;
    await page.waitForSelector(editor);
    await page.fill(editor, String(qty));
    const price = Number(await page.evaluate((r) => document.querySelector(`[data-subtable] .ag-row[row-index="${r}"] [col-id="price"]`)?.textContent ?? 'NaN', row));
    const total = Math.round(qty * price * 100) / 100;
    // The form shows the total at its precision (2); the plain grid shows the raw number.
    const expected = variant === 'subtable' ? total.toFixed(2) : String(total);
    await page.evaluate(([r, text]) => window.watchCell(r, 'total', text), [row, expected] as const);
    await page.keyboard.press('Enter');
    times.push(await page.evaluate(() => window.cellWatch));
  }
  await page.close();
  return times;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'wharf-form-bench-'));
  console.log('building the bench page…');
  await buildPage(outDir);
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs });
  try {
    if (subTableOnly) {
      const gridRenders = await firstRenders(browser, url, ['subtable', 'subtablePage', 'gridBaseline'], 'rows=500', gridRounds);
      const median = (variant: string) => percentile(gridRenders[variant]!, 50);
      console.table(Object.entries(gridRenders).map(([variant, times]) => ({ variant, min: round(Math.min(...times)), median: round(median(variant)), max: round(Math.max(...times)) })));
      console.log(`ratio to the bare grid ${round(median('subtable') / median('gridBaseline'))}, to the same page by hand ${round(median('subtable') / median('subtablePage'))}`);
      const cpu = await firstRenderCpus(browser, url, ['subtable', 'subtablePage', 'gridBaseline'], 'rows=500', cpuRounds);
      console.log(`main-thread CPU (median of ${cpuRounds}): ${Object.entries(cpu).map(([variant, value]) => `${variant} ${round(value)} ms`).join(', ')}; ratio to the bare grid ${round(cpu.subtable! / cpu.gridBaseline!)}, to the same page by hand ${round(cpu.subtable! / cpu.subtablePage!)}`);
      return;
    }
    if (keystrokeOnly) {
      const keys = await keystrokeTimes(browser, url, keystrokeTargets);
      const row = (measure: string, of: (times: KeyTimes) => number) => ({ measure, ours: round(of(keys.wharf!)), baseline: round(of(keys.antd!)), ratio: round(of(keys.wharf!) / of(keys.antd!)) });
      const mainCpu = await keystrokeMainThreadCpu(browser, url);
      console.table([
        { measure: 'keystroke main-thread CPU (median)', ours: round(mainCpu.wharf), baseline: round(mainCpu.antd), ratio: round(mainCpu.wharf / mainCpu.antd) },
        row('keystroke p50', (times) => percentile(times.total, 50)),
        row('keystroke p95', (times) => percentile(times.total, 95)),
        row('keystroke p50, script only', (times) => percentile(times.script, 50)),
        row('keystroke p95, script only', (times) => percentile(times.script, 95)),
      ]);
      return;
    }
    console.log('300-field form: first render…');
    const renders = await firstRenders(browser, url, ['wharf', 'antd'], 'fields=300');
    console.log('300-field form: keystrokes…');
    const keys = await keystrokeTimes(browser, url, keystrokeTargets);
    const wharfKeys = keys.wharf!;
    const antdKeys = keys.antd!;
    console.log('300-field form: script CPU per keystroke…');
    const cpu = { wharf: [] as number[], antd: [] as number[] };
    for (let round = 0; round < 2; round += 1) {
      cpu.wharf.push(await keystrokeScriptCpu(browser, url, { variant: 'wharf', selector: '#wharf_bench_form_f100' }));
      cpu.antd.push(await keystrokeScriptCpu(browser, url, { variant: 'antd', selector: '#f100' }));
    }
    console.log('300-field form: main-thread CPU per keystroke…');
    const keyCpu = await keystrokeMainThreadCpu(browser, url);
    console.log('500-row sub-table: first render…');
    const gridRenders = await firstRenders(browser, url, ['subtable', 'subtablePage', 'gridBaseline'], 'rows=500', gridRounds);
    console.log('500-row sub-table: first render, main-thread CPU…');
    const gridCpu = await firstRenderCpus(browser, url, ['subtable', 'subtablePage', 'gridBaseline'], 'rows=500', cpuRounds);
    console.log('500-row sub-table: cell edits…');
    const wharfEdits = await cellEditTimes(browser, url, 'subtable');
    const gridEdits = await cellEditTimes(browser, url, 'gridBaseline');

    const pair = (name: string, value: number, baseline: number, note: string) => ({ name, unit: 'ms', value: round(value), baseline: round(baseline), ratio: round(value / baseline), note });
    const median = (values: number[]) => percentile(values, 50);
    const results = [
      pair('300-field form: first render (median)', median(renders.wharf!), median(renders.antd!), `baseline: hand-written React + antd Form, same fields and grid; ${renderRounds} loads each, alternating; render = root.render → layout → next frame`),
      pair('300-field form: keystroke p50', median(wharfKeys.total), median(antdKeys.total), `${keystrokes} keystrokes in one input after ${warmupKeys} warm-up, both forms typed in alternating chunks of 20; keydown → the next paint (Chromium without vsync or frame-rate limit)`),
      pair('300-field form: keystroke p95', percentile(wharfKeys.total, 95), percentile(antdKeys.total, 95), 'as above, 95th percentile; goal ≤ 0.75× the hand-written page and ≤ 16 ms'),
      pair('300-field form: keystroke p50, script only', median(wharfKeys.script), median(antdKeys.script), 'keydown → end of the input event\'s handlers, React render and microtasks, before style/layout/paint'),
      pair('300-field form: keystroke p95, script only', percentile(wharfKeys.script, 95), percentile(antdKeys.script, 95), 'as above, 95th percentile: the work a slow keystroke does apart from the browser\'s style, layout and paint'),
      pair('300-field form: page-script CPU per keystroke', cpu.wharf.reduce((a, b) => a + b, 0) / cpu.wharf.length, cpu.antd.reduce((a, b) => a + b, 0) / cpu.antd.length, 'sampling profiler, 2 × 60 keystrokes each; JavaScript only (not the browser\'s event, style and layout work)'),
      pair('300-field form: main-thread CPU per keystroke (median)', keyCpu.wharf, keyCpu.antd, 'thread time of the page\'s main-thread tasks while 40 keys are typed, per key (3 traced pages each, alternating, apart from the timed keystrokes): key events, script, style, layout, paint, layerize, commit — without the time the thread waited for a core'),
      pair('500-row sub-table: first render (median)', median(gridRenders.subtable!), median(gridRenders.gridBaseline!), `baseline: plain editable ag-grid over the same rows alone (no store, no rules, no form around it); ${gridRounds} loads each, alternating; both load ag-grid from a chunk of its own after the clock starts (the baseline fetches and runs it, then renders once); until the first row is painted`),
      pair('500-row sub-table: first render vs the same page by hand (median)', median(gridRenders.subtable!), median(gridRenders.subtablePage!), 'baseline: the same page written by hand — master field in an antd Form.Item, title, add/remove and submit buttons — around the same plain ag-grid, loaded from its chunk before its one render'),
      pair('500-row sub-table: first render, main-thread CPU (median)', gridCpu.subtable!, gridCpu.gridBaseline!, `thread time of the page's main-thread tasks from the start to the first row painted (${cpuRounds} traced loads each, apart from the timed ones): the work, without the time the thread waited for a core on a loaded machine; baseline: the bare grid`),
      pair('500-row sub-table: first render, main-thread CPU vs the same page by hand (median)', gridCpu.subtable!, gridCpu.subtablePage!, 'as above; baseline: the same page written by hand'),
      pair('500-row sub-table: cell edit → computed total p50', median(wharfEdits), median(gridEdits), `${cellEdits} quantity edits; Enter → the row total shows the new product, painted`),
      pair('500-row sub-table: cell edit → computed total p95', percentile(wharfEdits, 95), percentile(gridEdits, 95), 'as above'),
    ];
    const report = { suite: 'form', description: 'Form runtime (FormRenderer: rjsf + per-field zustand store) against hand-written React + antd / ag-grid baselines in Debian Chromium (playwright-core), production build', results };
    console.table(results.map((r) => ({ measure: r.name, ours: r.value, baseline: r.baseline, ratio: r.ratio })));
    const dir = process.env.BENCH_RESULTS_DIR ?? join(here, '..', '..', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'renderer-form.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written: ${join(dir, 'renderer-form.json')}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
