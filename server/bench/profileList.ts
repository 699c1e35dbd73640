import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import pg from 'pg';
import { startBenchApp, type BenchApp } from './benchApp';
import { listBenchOptions, listPath, load, prepareListData, startBareServer, type LoadClient } from './listApi';
import { descendantsCpuSeconds, mainThreadCpuMs, mainThreadCpuSplitMs, mainThreadSyscalls } from './processCpu';

/**
 * Where a list request's time goes (not part of `npm run bench`): the list bench's data and load,
 * with every statement the process sends counted by its first words, and a CPU profile of the
 * loaded phase written to $BENCH_PROFILE (open it in Chrome DevTools). BENCH_PROFILE_TARGET=bare
 * profiles the bare handler instead; BENCH_PROFILE_TARGET=both measures the two alternately (the last
 * phase, of ours, is the one profiled), BENCH_PROFILE_ROUNDS times each (default 2).
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
type Side = 'ours' | 'bare';

/** One loaded phase against `side`: its latency, throughput, and this process's CPU and system calls per request. */
async function measure(app: BenchApp, bare: { url: string }, side: Side, client: LoadClient, session: Session | undefined): Promise<void> {
  const isBare = side === 'bare';
  const url = isBare ? bare.url : app.url;
  const path = listPath(isBare ? '/data' : '/api/eform/views/bench_list/data');
  const headers: Record<string, string> = isBare ? {} : { 'X-Access-Token': app.token };
  statements.clear();
  layerMatches = 0;
  if (session) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const cpuBefore = process.cpuUsage();
  const threadBefore = mainThreadCpuMs();
  const syscallsBefore = mainThreadSyscalls();
  const splitBefore = mainThreadCpuSplitMs();
  const databaseBefore = descendantsCpuSeconds();
  const result = await load(url, path, headers, options, client);
  const cpu = process.cpuUsage(cpuBefore);
  const threadMs = mainThreadCpuMs() - threadBefore;
  const syscalls = mainThreadSyscalls();
  const split = mainThreadCpuSplitMs();
  const databaseMs = (descendantsCpuSeconds() - databaseBefore) * 1000;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  }
  const requests = Math.round(result.rps * options.seconds);
  console.log(`${side}: p50 ${result.p50} ms (mean ${result.mean.toFixed(2)}), p99 ${result.p99} ms, ${result.rps.toFixed(0)} req/s (~${requests} requests), this process's CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} ms per request (load client included, ${client === 'inline' ? 'on the event loop' : 'in its worker thread'})`);
  console.log(`  the main thread's CPU ${(threadMs / requests).toFixed(3)} ms per request (${client === 'worker' ? 'the server alone' : 'server and load client'}; steadier than wall time on a busy machine): user ${((split.user - splitBefore.user) / requests).toFixed(3)}, system (kernel) ${((split.system - splitBefore.system) / requests).toFixed(3)}`);
  console.log(`  the main thread's system calls per request: ${((syscalls.reads - syscallsBefore.reads) / requests).toFixed(2)} reads, ${((syscalls.writes - syscallsBefore.writes) / requests).toFixed(2)} writes (sockets included)`);
  console.log(`  PostgreSQL's CPU ${(databaseMs / requests).toFixed(3)} ms per request`);
  console.log(`${(layerMatches / requests).toFixed(1).padStart(7)} router layer matches per request`);
  for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1])) console.log(`${(n / requests).toFixed(3).padStart(7)} per request  ${text}`);
}

const app = await startBenchApp();
try {
  const physical = await prepareListData(app, options.rows);
  const bare = await startBareServer(app, physical);
  const target = process.env.BENCH_PROFILE_TARGET ?? 'ours';
  // `both`: the two sides alternately, BENCH_PROFILE_ROUNDS times each, in this one process (their ratio in the same run).
  const sides: Side[] = target === 'both' ? Array.from({ length: 2 * Math.max(1, Number(process.env.BENCH_PROFILE_ROUNDS ?? 2)) }, (_, i) => (i % 2 === 0 ? 'bare' : 'ours')) : [target === 'bare' ? 'bare' : 'ours'];
  const client: LoadClient = process.env.BENCH_LIST_CLIENT === 'worker' ? 'worker' : 'inline';
  await load(bare.url, listPath('/data'), {}, { ...options, seconds: 2 }, client);
  await load(app.url, listPath('/api/eform/views/bench_list/data'), { 'X-Access-Token': app.token }, { ...options, seconds: 2 }, client);
  for (const [i, side] of sides.entries()) {
    // The profile is of the last phase of ours (or of the one side asked for).
    const isProfiled = process.env.BENCH_PROFILE !== undefined && (target !== 'both' || i === sides.length - 1);
    let session: Session | undefined;
    if (isProfiled) {
      session = new Session();
      session.connect();
    }
    await measure(app, bare, side, client, session);
    session?.disconnect();
  }
  // Let the requests still in flight when the load stopped finish before the pool closes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await bare.close();
} finally {
  await app.stop();
}
