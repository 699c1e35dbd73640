import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { startBenchApp } from './benchApp';
import { descendantsCpuSeconds, mainThreadCpuMs, mainThreadCpuSplitMs } from './processCpu';
import { completeAllThroughApi, prepareWorkflowBench, startRequests, workflowLoadClient } from './workflow';

/**
 * Where a task completion's time goes (not part of `npm run bench`): the workflow bench's one-step
 * requests approved through the API, with every statement the process sends during the completions
 * counted by its first words, and a CPU profile of that phase written to $BENCH_PROFILE (open it in
 * Chrome DevTools, or summarise it with `npx tsx bench/summariseProfile.ts <file>`). The load client
 * runs in a worker thread (BENCH_WORKFLOW_CLIENT=inline: on the server's event loop), so the profile
 * and the main thread's CPU are the server's.
 *   BENCH_WORKFLOW_TASKS=1000 BENCH_PROFILE=/tmp/workflow.cpuprofile npx tsx bench/profileWorkflow.ts
 */
const statements = new Map<string, number>();
let counting = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const config = args[0] as string | { text?: string; name?: string };
    const text = typeof config === 'string' ? config : (config.text ?? `(named ${config.name})`);
    const key = text.trim().slice(0, 70).replace(/\s+/g, ' ');
    statements.set(key, (statements.get(key) ?? 0) + 1);
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const count = Number(process.env.BENCH_WORKFLOW_TASKS ?? 1000);
const clients = Number(process.env.BENCH_WORKFLOW_CLIENTS ?? 8);
const loadClient = workflowLoadClient();
const app = await startBenchApp();
try {
  const target = { url: app.url, token: app.token, owner: app.owner, db: app.db, tenantId: app.tenantId };
  const { head } = await prepareWorkflowBench(target);
  // A warm-up block (plans, caches, JIT), then the measured one.
  await completeAllThroughApi(target, await startRequests(target, head, 200, 0), clients, loadClient);
  const requests = await startRequests(target, head, count, 200);
  const session = new Session();
  session.connect();
  if (process.env.BENCH_PROFILE) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  counting = true;
  const cpuBefore = process.cpuUsage();
  const threadBefore = mainThreadCpuMs();
  const splitBefore = mainThreadCpuSplitMs();
  const databaseBefore = descendantsCpuSeconds();
  const started = process.hrtime.bigint();
  await completeAllThroughApi(target, requests, clients, loadClient);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  const threadMs = mainThreadCpuMs() - threadBefore;
  const split = mainThreadCpuSplitMs();
  const databaseMs = (descendantsCpuSeconds() - databaseBefore) * 1000;
  counting = false;
  if (process.env.BENCH_PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  console.log(`${count} completions in ${ms.toFixed(0)} ms: ${((count * 1000) / ms).toFixed(0)}/s; per completion, this process's CPU ${((cpu.user + cpu.system) / 1000 / count).toFixed(3)} ms (load client included), its main thread's ${(threadMs / count).toFixed(3)} ms (${loadClient === 'inline' ? 'server and client' : 'the server alone'})`);
  console.log(`  the main thread's user ${((split.user - splitBefore.user) / count).toFixed(3)} ms and system (kernel) ${((split.system - splitBefore.system) / count).toFixed(3)} ms per completion`);
  console.log(`  PostgreSQL's CPU ${(databaseMs / count).toFixed(3)} ms per completion (the embedded server's processes)`);
  for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1])) console.log(`${(n / count).toFixed(3).padStart(7)} per completion  ${text}`);
} finally {
  await app.stop();
}
