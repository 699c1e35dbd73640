import { LRUCache } from 'lru-cache';
import { watchCache, type CacheStats, type WatchedCache } from './cacheStats';

/**
 * lru-cache's cache that counts its `get` hits and misses and lists itself by `name` on the
 * monitoring page (`cacheStats.ts`). `has`, `peek` and `fetch` are not counted: the caches here
 * read with `get`. Keys and values are non-nullish, as lru-cache wants (`undefined` means "not there").
 */
export class CountedLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>> extends LRUCache<K, V> implements WatchedCache {
  private hitCount = 0;
  private missCount = 0;

  constructor(readonly cacheName: string, options: LRUCache.Options<K, V, unknown>) {
    super(options);
    watchCache(cacheName, this);
  }

  override get(key: K, options?: LRUCache.GetOptions<K, V, unknown>): V | undefined {
    const value = super.get(key, options);
    if (value === undefined) this.missCount += 1;
    else this.hitCount += 1;
    return value;
  }

  stats(): CacheStats {
    return { name: this.cacheName, size: this.size, max: this.max, ttlMs: this.ttl > 0 ? this.ttl : null, hits: this.hitCount, misses: this.missCount };
  }
}
