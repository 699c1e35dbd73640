import { LRUCache } from 'lru-cache';
import { watchCache, type CacheStats, type WatchedCache } from './cacheStats';

/**
 * Answers kept for a short while, where what is kept is the read itself: the requests that arrive
 * while a read runs wait for that one read instead of each making their own (a busy list page sends
 * ten at once when an entry expires). A failed read is not kept, so the next request reads again;
 * `forgetAll` drops what is kept, and reads already running still answer the requests waiting on them.
 * Each counts its hits and misses and is listed by its `name` on the monitoring page (`cacheStats.ts`).
 */
export class KeptReads<V> implements WatchedCache {
  private readonly reads: LRUCache<string, Promise<V>>;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: { name: string; max: number; ttlMs: number }) {
    this.reads = new LRUCache<string, Promise<V>>({ max: options.max, ttl: options.ttlMs });
    watchCache(options.name, this);
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.reads.get(key);
    if (kept) {
      this.hits += 1;
      return kept;
    }
    this.misses += 1;
    const reading = read();
    this.reads.set(key, reading);
    reading.catch(() => {
      if (this.reads.get(key) === reading) this.reads.delete(key);
    });
    return reading;
  }

  forgetAll(): void {
    this.reads.clear();
  }

  stats(): CacheStats {
    return { name: this.options.name, size: this.reads.size, max: this.options.max, ttlMs: this.options.ttlMs, hits: this.hits, misses: this.misses };
  }
}
