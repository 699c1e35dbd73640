import type { Browser } from 'playwright-core';
import type { TraceEvent } from './traceEvent';

/**
 * Main-thread CPU time (thread time, ms) per keystroke in a 300-field page: every task on the page's
 * main thread while `keys` characters are typed into `selector` — the key events, the page's script,
 * then the frame's style, layout, pre-paint, paint, layerize and commit. Unlike "keydown → next paint"
 * it leaves out the time the thread waited for a core, which at load 20–30 on this shared machine is
 * most of a slow keystroke and the same noise on both pages. Traced apart from the timed keystrokes.
 */
export async function keystrokeCpu(browser: Browser, url: string, selector: string, keys = 40): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(url);
  await page.evaluate(() => window.benchReady);
  await page.click(selector);
  const type = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
      await page.waitForTimeout(15);
    }
  };
  await type(10); // first-use costs (style caches, the input's first edit) are not per-keystroke costs
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await type(keys);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.close();
  const main = trace.traceEvents.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error(`${url}: no renderer main thread in the trace`);
  const tasks = trace.traceEvents.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  // Only outermost tasks: a nested one's time is already in its parent's.
  let end = -Infinity;
  let micros = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    micros += task.tdur ?? 0;
  }
  return micros / 1000 / keys;
}
