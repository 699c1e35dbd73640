import type { Browser } from 'playwright-core';
import type { TraceEvent } from './traceEvent';


/**
 * Main-thread CPU time (thread time, ms) of one first render of a bench variant: every task on the page's
 * main thread from the one holding the bench's start mark until the first row was painted. Unlike the
 * wall-clock figure it does not count the time the thread waited for a core, which on a loaded shared
 * machine is most of a load (the main thread is "busy" but descheduled). Traced loads run apart from the
 * timed ones, since tracing slows a page.
 */
export async function firstRenderCpu(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url);
  const { renderMs } = await page.evaluate(() => window.benchReady);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.close();
  const mark = trace.traceEvents.find((event) => event.name === 'bench-start');
  if (!mark) throw new Error(`${url}: no bench-start mark in the trace`);
  const until = mark.ts + renderMs * 1000;
  const tasks = trace.traceEvents.filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts <= until && event.ts + (event.dur ?? 0) >= mark.ts);
  return tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}
