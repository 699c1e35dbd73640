import { afterAll, describe, expect, it } from 'vitest';
import { toScriptRunner } from '@wharf/engine';
import { createScriptPool, type ScriptPoolEvent } from './scriptPool';

const pool = createScriptPool({ workers: 2, timeLimitMs: 200, hardLimitMs: 1500, lang: 'en_US' });
afterAll(() => pool.dispose());

// Backtracks for minutes in QuickJS's regexp engine, which never polls the interrupt handler.
const catastrophic = "return /(a+)+$/.test('a'.repeat(40) + '!')";

describe('the worker-thread script pool', () => {
  it('runs scripts with JSON in and out', async () => {
    expect(await pool.run('t1', 'return { total: input.a + input.b }', { a: 2, b: 3 })).toEqual({ ok: true, value: { total: 5 } });
  });

  it('does not count a thread\'s start-up against the first script\'s limit', async () => {
    // Starting a thread (tsx, the engine, QuickJS's WebAssembly) takes longer than this limit.
    const fresh = createScriptPool({ workers: 1, timeLimitMs: 100, hardLimitMs: 250 });
    try {
      expect(await fresh.run('t1', 'return "first"', null)).toEqual({ ok: true, value: 'first' });
    } finally {
      fresh.dispose();
    }
  });

  it('stops an ordinary endless loop at QuickJS\'s own deadline', async () => {
    const result = await pool.run('t1', 'for (;;) {}', null);
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/timeout' } });
  });

  it('terminates a catastrophic regular expression at the hard limit, and keeps serving', async () => {
    const started = Date.now();
    const result = await pool.run('t1', catastrophic, null);
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/timeout', message: expect.any(String) } });
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(10_000);
    expect(await pool.run('t1', 'return 1 + 1', null)).toEqual({ ok: true, value: 2 });
  }, 20_000);

  it('queues scripts beyond its threads and answers each', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run('t1', 'return input * 10', i)));
    expect(results).toEqual([0, 10, 20, 30, 40, 50].map((value) => ({ ok: true, value })));
  });

  it('adapts to the rule compiler\'s script port, where a failure is an error', async () => {
    const runner = toScriptRunner(pool.forTenant('t1'));
    await expect(runner.run('return input.length > 3', 'abcd')).resolves.toBe(true);
    await expect(runner.run('throw new Error("bad")', null)).rejects.toThrow();
  });
});

describe('tenants sharing the pool', () => {
  it('one tenant\'s ten slow scripts: the 9th waiting is refused, the waiting ones expire unrun, another tenant is served at once', async () => {
    const events: ScriptPoolEvent[] = [];
    const shared = createScriptPool({ workers: 2, maxWaitingPerTenant: 8, timeLimitMs: 200, hardLimitMs: 1500, lang: 'en_US', observe: (event) => events.push(event) });
    try {
      // Both threads ready first, so every deadline below is pure queueing and running.
      await shared.whenAllReady();
      events.length = 0;

      const slow = Array.from({ length: 10 }, () => shared.run('noisy', catastrophic, null));
      const submitted = Date.now();
      const quick = await shared.run('quiet', 'return "served"', null);
      const quickMs = Date.now() - submitted;
      expect(quick).toEqual({ ok: true, value: 'served' });
      expect(quickMs).toBeLessThan(2000);

      const slowResults = await Promise.all(slow);
      // One runs (a tenant may not hold every thread), eight wait, the tenth finds the queue full.
      expect(slowResults.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual([...Array(9).fill('sandbox/timeout'), 'sandbox/queue-full']);
      expect(slowResults[9]).toMatchObject({ error: { message: 'Too many scripts are waiting to run; try again shortly' } });

      const noisy = events.filter((e) => e.tenantId === 'noisy');
      const started = noisy.filter((e) => e.type === 'started').map((e) => e.jobId);
      const expired = noisy.filter((e) => e.type === 'expired').map((e) => e.jobId);
      expect(started).toHaveLength(1);
      expect(expired).toHaveLength(9);
      // Eight expired while waiting: they never started.
      expect(expired.filter((id) => !started.includes(id))).toHaveLength(8);
      expect(noisy.filter((e) => e.type === 'refused')).toHaveLength(1);
      // The quiet tenant finished before any of the noisy tenant's scripts ended.
      const quietFinished = events.findIndex((e) => e.tenantId === 'quiet' && e.type === 'finished');
      const firstNoisyEnd = events.findIndex((e) => e.tenantId === 'noisy' && (e.type === 'expired' || e.type === 'finished'));
      expect(quietFinished).toBeGreaterThan(-1);
      expect(quietFinished).toBeLessThan(firstNoisyEnd);

      // The terminated thread is replaced (its start charged to the noisy tenant): both are served again.
      expect(await shared.run('quiet', 'return 1', null)).toEqual({ ok: true, value: 1 });
      expect(await shared.run('noisy', 'return 2', null, { hardLimitMs: 20_000 })).toEqual({ ok: true, value: 2 });
      const noisyStarts = events.filter((e) => e.tenantId === 'noisy' && e.type === 'started');
      expect(noisyStarts).toHaveLength(2);
    } finally {
      shared.dispose();
    }
  }, 30_000);

  it('serves waiting tenants round-robin, not first come first served', async () => {
    const events: ScriptPoolEvent[] = [];
    const single = createScriptPool({ workers: 1, maxWaitingPerTenant: 8, hardLimitMs: 20_000, observe: (event) => events.push(event) });
    try {
      await single.run('warm', 'return 1', null);
      events.length = 0;
      // While the thread is busy with a's first script, a queues three more and b one.
      const all = [...Array.from({ length: 4 }, () => single.run('a', 'let x = 0; for (let i = 0; i < 1e5; i++) x += i; return x', null)), single.run('b', 'return 1', null)];
      await Promise.all(all);
      const order = events.filter((e) => e.type === 'started').map((e) => e.tenantId);
      expect(order).toEqual(['a', 'b', 'a', 'a', 'a']);
    } finally {
      single.dispose();
    }
  });
});
