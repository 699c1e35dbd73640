import { describe, expect, it } from 'vitest';
import { cacheStatistics } from './cacheStats';
import { KeptReads } from './keptReads';

describe('KeptReads', () => {
  it('shares one running read among the callers of a key, and keeps its answer', async () => {
    const kept = new KeptReads<number>({ name: 'test.kept', max: 10, ttlMs: 60_000 });
    let reads = 0;
    let finish: (value: number) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const first = kept.get('k', read);
    const second = kept.get('k', read);
    finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(await kept.get('k', read)).toBe(7);
    expect(reads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const kept = new KeptReads<number>({ name: 'test.kept', max: 10, ttlMs: 60_000 });
    await expect(kept.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('k', () => Promise.resolve(3))).toBe(3);
  });

  it('reads again after forgetAll, while a running read still answers its callers', async () => {
    const kept = new KeptReads<number>({ name: 'test.kept', max: 10, ttlMs: 60_000 });
    let finish: (value: number) => void = () => undefined;
    const running = kept.get('k', () => new Promise<number>((resolve) => (finish = resolve)));
    kept.forgetAll();
    expect(await kept.get('k', () => Promise.resolve(2))).toBe(2);
    finish(1);
    expect(await running).toBe(1);
    expect(await kept.get('k', () => Promise.resolve(9))).toBe(2);
  });

  it('counts hits and misses and lists itself by name on the monitoring page', async () => {
    const kept = new KeptReads<number>({ name: 'test.counted', max: 5, ttlMs: 1000 });
    await kept.get('a', () => Promise.resolve(1));
    await kept.get('a', () => Promise.resolve(2));
    await kept.get('b', () => Promise.resolve(3));
    expect(kept.stats()).toEqual({ name: 'test.counted', size: 2, max: 5, ttlMs: 1000, hits: 1, misses: 2 });
    expect(cacheStatistics().find((cache) => cache.name === 'test.counted')).toEqual(kept.stats());
  });
});
