import type { Server } from 'node:http';
import express from 'express';
import { authenticate } from '../src/auth/authenticate';
import { hashPassword, verifyPassword } from '../src/auth/passwords';
import type { AppContext } from '../src/context';
import { quantile, since, type BenchResult } from './stats';

async function timeRequests(url: string, count: number, headers: Record<string, string>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await (await fetch(url, { headers })).text();
    samples.push(since(start));
  }
  return samples;
}

/**
 * Login throughput against bare argon2id verification (the floor any password login pays), and
 * the time `authenticate` adds to a request: the same trivial handler with and without it.
 */
export async function benchAuth(ctx: AppContext, productUrl: string, credentials: { username: string; password: string }, token: string): Promise<BenchResult[]> {
  const logins = 200;
  const loginTimes: number[] = [];
  const verifyTimes: number[] = [];
  // The same parameters as the stored hashes (`passwords.ts`), on the same process's thread pool.
  const hash = await hashPassword(credentials.password);
  for (let i = 0; i < logins; i += 1) {
    // The per-account rate limit is a policy, not a cost: clear it so it does not end the run.
    if (i % 9 === 0) await ctx.owner('auth_rate_limit').delete();
    let start = process.hrtime.bigint();
    const response = await fetch(`${productUrl}/api/system/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) });
    await response.json();
    loginTimes.push(since(start));
    // Each login's baseline right after it, so both meet the same load on a shared machine (the
    // baseline used to run after all the logins, minutes later under whatever load was left then).
    start = process.hrtime.bigint();
    await verifyPassword(hash, credentials.password);
    verifyTimes.push(since(start));
  }

  const app = express();
  const handler = (_req: express.Request, res: express.Response) => void res.json({ ok: true });
  app.get('/open', handler);
  app.get('/guarded', authenticate(ctx), handler);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const open: number[] = [];
  const guarded: number[] = [];
  for (let block = 0; block < 10; block += 1) {
    open.push(...(await timeRequests(`${base}/open`, 300, {})));
    guarded.push(...(await timeRequests(`${base}/guarded`, 300, { 'X-Access-Token': token })));
  }
  server.close();

  const loginP50 = quantile(loginTimes, 0.5);
  const verifyP50 = quantile(verifyTimes, 0.5);
  const openP50 = quantile(open, 0.5);
  const guardedP50 = quantile(guarded, 0.5);
  return [
    { name: 'login p50', unit: 'ms', value: loginP50, baseline: verifyP50, ratio: loginP50 / verifyP50, note: 'baseline: one argon2id verify (19 MiB, t=2), one after each login' },
    { name: 'login throughput', unit: 'logins/s', value: 1000 / loginP50, baseline: 1000 / verifyP50, ratio: loginP50 / verifyP50, note: 'one client, sequential; ratio is baseline/ours' },
    { name: 'token check added p50', unit: 'ms', value: guardedP50 - openP50, baseline: openP50, ratio: guardedP50 / openP50, note: `same handler with and without authenticate; p50 ${guardedP50.toFixed(3)} vs ${openP50.toFixed(3)} ms; target < 0.3 ms added` },
    { name: 'token check p99', unit: 'ms', value: quantile(guarded, 0.99), baseline: quantile(open, 0.99), ratio: quantile(guarded, 0.99) / quantile(open, 0.99) },
  ];
}
