import { describe, expect, it } from 'vitest';
import { cacheStatistics } from './cacheStats';
import { CountedLru } from './countedLru';

describe('CountedLru', () => {
  it('answers as lru-cache does, counts its hits and misses, and lists itself by name', () => {
    const cache = new CountedLru<string, number>('test.lru', { max: 2, ttl: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('z')).toBeUndefined();
    cache.set('c', 3);
    // 'b' was the least recently used: pushed out.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.stats()).toEqual({ name: 'test.lru', size: 2, max: 2, ttlMs: 60_000, hits: 1, misses: 2 });
    expect(cacheStatistics().find((stats) => stats.name === 'test.lru')).toEqual(cache.stats());
    expect(new CountedLru<string, number>('test.lru.untimed', { max: 5 }).stats().ttlMs).toBeNull();
  });
});
