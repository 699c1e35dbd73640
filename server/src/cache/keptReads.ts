import { LRUCache } from 'lru-cache';

/**
 * Answers kept for a short while, where what is kept is the read itself: the requests that arrive
 * while a read runs wait for that one read instead of each making their own (a busy list page sends
 * ten at once when an entry expires). A failed read is not kept, so the next request reads again;
 * `forgetAll` drops what is kept, and reads already running still answer the requests waiting on them.
 */
export class KeptReads<V> {
  private readonly reads: LRUCache<string, Promise<V>>;

  constructor(options: { max: number; ttlMs: number }) {
    this.reads = new LRUCache<string, Promise<V>>({ max: options.max, ttl: options.ttlMs });
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.reads.get(key);
    if (kept) return kept;
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
}
