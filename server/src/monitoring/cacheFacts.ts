import { sessionCacheFor } from '../auth/sessionChangeListener';
import { cacheStatistics, type CacheStats } from '../cache/cacheStats';
import type { AppContext } from '../context';
import { readOnlyOwner } from './ownerReads';
import { round } from './processWatch';

/** One cache as the page shows it: its statistics and hit ratio (null before any lookup). */
export type CacheFacts = CacheStats & { hitPercent: number | null };

/** The caches and sessions page (the spec's Redis screen: here the caches live in the process). */
export interface CachesAndSessions {
  caches: CacheFacts[];
  sessions: {
    /** Sessions neither revoked nor expired, in the database, and per tenant (most first). */
    alive: number;
    aliveByTenant: { tenantCode: string; count: number }[];
    /** This process's memory of sessions (`auth/sessionCache.ts`); it answers only while `listening`. */
    cache: CacheFacts & { listening: boolean };
  };
}

const hitPercent = (hits: number, misses: number) => (hits + misses > 0 ? round((hits / (hits + misses)) * 100) : null);

/** The process's caches and the sessions alive now. */
export async function cachesAndSessions(ctx: AppContext): Promise<CachesAndSessions> {
  const byTenant = await readOnlyOwner(ctx.owner, (trx) => trx('sys_session as s').join('sys_tenant as t', 't.id', 's.tenant_id')
    .whereNull('s.revoked_at').where('s.expires_at', '>', trx.fn.now())
    .groupBy('t.tenant_code').orderByRaw('count(*) desc, t.tenant_code')
    .select<{ tenant_code: string; count: number }[]>('t.tenant_code', trx.raw('count(*)::int as count')));
  const sessionCache = sessionCacheFor(ctx);
  const sessionStats = sessionCache.stats();
  return {
    caches: cacheStatistics().map((cache) => ({ ...cache, hitPercent: hitPercent(cache.hits, cache.misses) })),
    sessions: {
      alive: byTenant.reduce((sum, row) => sum + row.count, 0),
      aliveByTenant: byTenant.map((row) => ({ tenantCode: row.tenant_code, count: row.count })),
      cache: { name: 'auth.sessions', ...sessionStats, hitPercent: hitPercent(sessionStats.hits, sessionStats.misses), listening: sessionCache.listening },
    },
  };
}
