import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { createRequire } from 'node:module';
import { quantile, since } from './stats';

/**
 * Where a password login's time goes (not part of `npm run bench`): BENCH_LOGINS sequential logins
 * of demo_admin, each with the timeline of the statements it sends (sent and answered, in ms from
 * the request's start, the median over the logins), against bare argon2id verifies of the same
 * password, one after each login (so both meet the same load). The verify inside a login runs from
 * the admission's answer to the COMMIT's send (only the answer's assembly lies between the verify's
 * end and that send), printed beside the bare one. BENCH_PROFILE=/tmp/login.cpuprofile writes a CPU
 * profile of the logins.
 *   BENCH_LOGINS=200 npx tsx bench/profileLogin.ts
 */
interface Sent { text: string; sentMs: number; answeredMs: number }
let requestStart = 0n;
let timeline: Sent[] = [];
const msSinceRequest = () => Number(process.hrtime.bigint() - requestStart) / 1e6;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string; name?: string };
  const text = (typeof config === 'string' ? config : (config.text ?? `(named ${config.name})`)).trim().replace(/\s+/g, ' ').slice(0, 70);
  const entry: Sent = { text, sentMs: msSinceRequest(), answeredMs: Number.NaN };
  timeline.push(entry);
  // knex's BEGIN, COMMIT and ROLLBACK pass a callback rather than take the promise.
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  if (callbackAt >= 0) {
    const callback = args[callbackAt] as (...a: unknown[]) => unknown;
    args[callbackAt] = (...answer: unknown[]) => {
      entry.answeredMs = msSinceRequest();
      return callback(...answer);
    };
  }
  const result = (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(() => (entry.answeredMs = msSinceRequest()), () => (entry.answeredMs = msSinceRequest()));
  }
  return result;
} as typeof pg.Client.prototype.query;

// argon2's verify, timed where the login calls it: patched on the package's exports before the app's
// modules are imported (an ES module's named import of a CommonJS package copies the export then).
interface VerifySpan { startMs: number; endMs: number }
let verifySpans: VerifySpan[] = [];
const argon2 = createRequire(import.meta.url)('@node-rs/argon2') as { verify: (...a: unknown[]) => Promise<boolean> };
const originalVerify = argon2.verify;
argon2.verify = async (...args: unknown[]) => {
  const span: VerifySpan = { startMs: msSinceRequest(), endMs: Number.NaN };
  verifySpans.push(span);
  try {
    return await originalVerify(...args);
  } finally {
    span.endMs = msSinceRequest();
  }
};
const { startBenchApp, benchPassword } = await import('./benchApp');
const { hashPassword, verifyPassword } = await import('../src/auth/passwords');

/**
 * The login's spans, each the median of its per-login lengths (a difference of medians is not a
 * median of differences when the tails are long, as under load): before the verify, the verify
 * itself, from its end to the COMMIT's send, the COMMIT, and from the COMMIT's answer to the client.
 */
function printSpans(timelines: Sent[][], verifies: VerifySpan[], totals: number[], bareP50: number): void {
  const rows = timelines.map((t, i) => ({ t, v: verifies[i], total: totals[i]! })).filter((row) => row.v && row.t.some((e) => /^commit/i.test(e.text)));
  const span = (name: string, of: (row: (typeof rows)[number], commit: Sent) => number) => {
    const values = rows.map((row) => of(row, row.t.find((e) => /^commit/i.test(e.text))!));
    console.log(`  ${name.padEnd(48)} p50 ${quantile(values, 0.5).toFixed(2).padStart(6)} ms`);
  };
  console.log(`per-login spans (${rows.length} logins that committed; bare verify p50 ${bareP50.toFixed(2)} ms):`);
  span('request sent -> admission answered', (row) => row.t[0]!.answeredMs);
  span('admission answered -> verify started', (row) => row.v!.startMs - row.t[0]!.answeredMs);
  span('verify (inside the login)', (row) => row.v!.endMs - row.v!.startMs);
  span('last read answered -> verify resolved', (row, commit) => row.v!.endMs - Math.max(...row.t.filter((e) => e !== commit).map((e) => e.answeredMs)));
  span('verify resolved -> COMMIT sent', (row, commit) => commit.sentMs - row.v!.endMs);
  span('COMMIT sent -> answered', (_row, commit) => commit.answeredMs - commit.sentMs);
  span('COMMIT answered -> answer read by the client', (row, commit) => row.total - commit.answeredMs);
}

/**
 * What a durable COMMIT costs on this disk against one with `synchronous_commit` off: the same
 * one-row insert committed each way, alternating (BENCH_COMMITS of each), on a table made for it;
 * and a durable one sent after the connection sat idle for 25 ms, as a login's COMMIT is (its
 * backend waited for the verify since its last statement).
 */
async function printCommitCost(owner: import('knex').Knex): Promise<void> {
  const count = Number(process.env.BENCH_COMMITS ?? 200);
  await owner.raw('create table bench_commit_probe (id bigserial primary key, at timestamptz not null default now())');
  const durable: number[] = [];
  const quick: number[] = [];
  const afterIdle: number[] = [];
  const connection = (await owner.client.acquireConnection()) as pg.Client;
  try {
    for (let i = 0; i < count; i += 1) {
      for (const [isDurable, samples] of [[true, durable], [false, quick], [true, afterIdle]] as const) {
        await connection.query(`begin; ${isDurable ? '' : "set local synchronous_commit = off;"} insert into bench_commit_probe default values`);
        if (samples === afterIdle) await new Promise((resolve) => setTimeout(resolve, 25));
        const start = process.hrtime.bigint();
        await connection.query('commit');
        samples.push(since(start));
      }
    }
  } finally {
    await owner.client.releaseConnection(connection);
    await owner.raw('drop table bench_commit_probe');
  }
  const [durableP50, quickP50] = [quantile(durable, 0.5), quantile(quick, 0.5)];
  console.log(`COMMIT of a one-row insert (${count} each, alternating): durable p50 ${durableP50.toFixed(2)} ms, synchronous_commit off p50 ${quickP50.toFixed(2)} ms: the WAL flush ~${(durableP50 - quickP50).toFixed(2)} ms; durable after 25 ms idle p50 ${quantile(afterIdle, 0.5).toFixed(2)} ms`);
}

const logins = Number(process.env.BENCH_LOGINS ?? 200);
const app = await startBenchApp();
try {
  const credentials = JSON.stringify({ username: 'demo_admin', password: benchPassword });
  const timelines: Sent[][] = [];
  const loginVerifies: VerifySpan[] = [];
  const totals: number[] = [];
  let session: Session | undefined;
  if (process.env.BENCH_PROFILE) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const hash = await hashPassword(benchPassword);
  const verifies: number[] = [];
  let characters = 0;
  for (let i = 0; i < logins; i += 1) {
    if (i % 9 === 0) await app.owner('auth_rate_limit').delete();
    timeline = [];
    verifySpans = [];
    requestStart = process.hrtime.bigint();
    const response = await fetch(`${app.url}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: credentials });
    characters = (await response.text()).length;
    totals.push(since(requestStart));
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    timelines.push(timeline);
    if (verifySpans.length === 1) loginVerifies.push(verifySpans[0]!);
    const start = process.hrtime.bigint();
    await verifyPassword(hash, benchPassword);
    verifies.push(since(start));
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
    session.disconnect();
  }
  const [loginP50, verifyP50, loginP95, verifyP95] = [quantile(totals, 0.5), quantile(verifies, 0.5), quantile(totals, 0.95), quantile(verifies, 0.95)];
  console.log(`login p50 ${loginP50.toFixed(2)} ms, bare verify p50 ${verifyP50.toFixed(2)} ms, ratio ${(loginP50 / verifyP50).toFixed(2)}x (${logins} each, interleaved)`);
  console.log(`login p95 ${loginP95.toFixed(2)} ms, bare verify p95 ${verifyP95.toFixed(2)} ms, ratio ${(loginP95 / verifyP95).toFixed(2)}x; the answer: ${characters} characters`);
  const committed = timelines.map((t) => t.find((entry) => /^commit/i.test(entry.text))?.sentMs ?? Number.NaN);
  const insideLogin = timelines.map((t, i) => committed[i]! - t[0]!.answeredMs).filter(Number.isFinite);
  const afterCommit = totals.map((total, i) => total - committed[i]!).filter(Number.isFinite);
  console.log(`verify inside a login (admission answered -> COMMIT sent) p50 ${quantile(insideLogin, 0.5).toFixed(2)} ms vs bare ${verifyP50.toFixed(2)} ms; COMMIT sent -> answer read p50 ${quantile(afterCommit, 0.5).toFixed(2)} ms`);
  // The statements of the last logins (the same sequence every time: the same account, no failures).
  const shape = timelines.at(-1)!;
  const same = timelines.filter((t) => t.length === shape.length);
  console.log(`statements per login: ${shape.length} (${same.length} of ${timelines.length} logins had this sequence); median ms from the request's start:`);
  shape.forEach((entry, i) => {
    const sent = quantile(same.map((t) => t[i]!.sentMs), 0.5);
    const answered = quantile(same.map((t) => t[i]!.answeredMs), 0.5);
    console.log(`  sent ${sent.toFixed(2).padStart(7)}  answered ${answered.toFixed(2).padStart(7)}  ${entry.text}`);
  });
  console.log(`  answer read by the client at ${loginP50.toFixed(2)} ms`);
  printSpans(timelines, loginVerifies, totals, verifyP50);
  await printCommitCost(app.owner);
} finally {
  await app.stop();
}
