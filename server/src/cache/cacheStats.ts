/** What the monitoring page shows of one in-process cache. */
export interface CacheStats {
  /** Says what is kept, e.g. `views.readable` (unique per cache; registering a name again replaces the old one). */
  name: string;
  size: number;
  max: number;
  /** How long an entry is kept, or null when only the size bounds it. */
  ttlMs: number | null;
  /** Lookups answered from the cache, and lookups that had to read, since the process started. */
  hits: number;
  misses: number;
}

/** Something that can tell its statistics when asked. */
export interface WatchedCache {
  stats(): CacheStats;
}

// Caches are made once per process (module-level), so a name maps to one live cache; the map keeps
// the latest one made under a name (a test re-importing a module makes it again).
const watched = new Map<string, WatchedCache>();

/** Lists a cache on the monitoring page (`GET /api/system/monitor/caches`). */
export function watchCache(name: string, cache: WatchedCache): void {
  watched.set(name, cache);
}

/** Every watched cache's statistics, by name. */
export function cacheStatistics(): CacheStats[] {
  return [...watched.values()].map((cache) => cache.stats()).sort((a, b) => a.name.localeCompare(b.name));
}
