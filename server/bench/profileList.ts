import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import pg from 'pg';
import { startBenchApp } from './benchApp';
import { listBenchOptions, listPath, load, prepareListData, startBareServer } from './listApi';
import { descendantsCpuSeconds, mainThreadCpuMs } from './processCpu';

/**
 * Where a list request's time goes (not part of `npm run bench`): the list bench's data and load,
 * with every statement the process sends counted by its first words, and a CPU profile of the
 * loaded phase written to $BENCH_PROFILE (open it in Chrome DevTools). BENCH_PROFILE_TARGET=bare
 * profiles the bare handler instead.
 *   BENCH_LIST_ROWS=100000 BENCH_PROFILE=/tmp/list.cpuprofile npx tsx bench/profileList.ts
 */
const statements = new Map<string, number>();
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string; name?: string };
  const text = typeof config === 'string' ? config : (config.text ?? `(named ${config.name})`);
  const key = text.trim().slice(0, 60).replace(/\s+/g, ' ');
  statements.set(key, (statements.get(key) ?? 0) + 1);
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

// Express's router tries each route layer in turn: how many it tries per request is its cost.
const { prototype: layer } = createRequire(import.meta.url)('router/lib/layer.js') as { prototype: { match(path: string): unknown } };
const originalMatch = layer.match;
let layerMatches = 0;
layer.match = function countedMatch(path: string) {
  layerMatches += 1;
  return originalMatch.call(this, path);
};

const options = listBenchOptions();
const app = await startBenchApp();
try {
  const physical = await prepareListData(app, options.rows);
  const bare = await startBareServer(app, physical);
  const isBare = process.env.BENCH_PROFILE_TARGET === 'bare';
  const url = isBare ? bare.url : app.url;
  const path = listPath(isBare ? '/data' : '/api/eform/views/bench_list/data');
  const headers: Record<string, string> = isBare ? {} : { 'X-Access-Token': app.token };
  const client = process.env.BENCH_LIST_CLIENT === 'worker' ? 'worker' : 'inline';
  await load(url, path, headers, { ...options, seconds: 2 }, client);
  statements.clear();
  layerMatches = 0;
  const session = new Session();
  session.connect();
  if (process.env.BENCH_PROFILE) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const cpuBefore = process.cpuUsage();
  const threadBefore = mainThreadCpuMs();
  const databaseBefore = descendantsCpuSeconds();
  const result = await load(url, path, headers, options, client);
  const cpu = process.cpuUsage(cpuBefore);
  const threadMs = mainThreadCpuMs() - threadBefore;
  const databaseMs = (descendantsCpuSeconds() - databaseBefore) * 1000;
  if (process.env.BENCH_PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  const requests = Math.round(result.rps * options.seconds);
  console.log(`${isBare ? 'bare' : 'ours'}: p50 ${result.p50} ms (mean ${result.mean.toFixed(2)}), p99 ${result.p99} ms, ${result.rps.toFixed(0)} req/s (~${requests} requests), this process's CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} ms per request (load client included, ${client === 'inline' ? 'on the event loop' : 'in its worker thread'})`);
  console.log(`  the main thread's CPU ${(threadMs / requests).toFixed(3)} ms per request (${client === 'worker' ? 'the server alone' : 'server and load client'}; steadier than wall time on a busy machine)`);
  console.log(`  PostgreSQL's CPU ${(databaseMs / requests).toFixed(3)} ms per request`);
  console.log(`${(layerMatches / requests).toFixed(1).padStart(7)} router layer matches per request`);
  for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1])) console.log(`${(n / requests).toFixed(3).padStart(7)} per request  ${text}`);
  // Let the requests still in flight when the load stopped finish before the pool closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await bare.close();
} finally {
  await app.stop();
}
