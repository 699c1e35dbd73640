import { afterAll, describe, expect, it } from 'vitest';
import { toScriptRunner } from '@wharf/engine';
import { createWorkerSandboxHost } from './workerSandboxHost';

const host = createWorkerSandboxHost({ workers: 2, timeLimitMs: 200, hardLimitMs: 1500, lang: 'en_US' });
afterAll(() => host.dispose());

describe('the worker-hosted script sandbox', () => {
  it('runs scripts with JSON in and out', async () => {
    expect(await host.run('return { total: input.a + input.b }', { a: 2, b: 3 })).toEqual({ ok: true, value: { total: 5 } });
  });

  it('does not count a thread\'s start-up against the first script\'s hard limit', async () => {
    // Starting a thread (tsx, the engine, QuickJS's WebAssembly) takes longer than this limit.
    const fresh = createWorkerSandboxHost({ workers: 1, timeLimitMs: 100, hardLimitMs: 250 });
    try {
      expect(await fresh.run('return "first"', null)).toEqual({ ok: true, value: 'first' });
    } finally {
      fresh.dispose();
    }
  });

  it('stops an ordinary endless loop at QuickJS\'s own deadline', async () => {
    const result = await host.run('for (;;) {}', null);
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/timeout' } });
  });

  it('terminates a catastrophic regular expression at the hard limit, and keeps serving', async () => {
    const started = Date.now();
    const result = await host.run("return /(a+)+$/.test('a'.repeat(40) + '!')", null);
    const elapsed = Date.now() - started;
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/timeout', message: expect.any(String) } });
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(10_000);
    expect(await host.run('return 1 + 1', null)).toEqual({ ok: true, value: 2 });
  }, 20_000);

  it('queues runs beyond its threads and answers each', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => host.run('return input * 10', i)));
    expect(results).toEqual([0, 10, 20, 30, 40, 50].map((value) => ({ ok: true, value })));
  });

  it('adapts to the rule compiler\'s script port, where a failure is an error', async () => {
    const runner = toScriptRunner(host);
    await expect(runner.run('return input.length > 3', 'abcd')).resolves.toBe(true);
    await expect(runner.run('throw new Error("bad")', null)).rejects.toThrow();
  });
});
