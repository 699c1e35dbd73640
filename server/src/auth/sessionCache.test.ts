import { describe, expect, it } from 'vitest';
import { SessionCache, sessionCacheLifetimeMs, type SessionRow } from './sessionCache';

const now = 1_000_000;
const session = (overrides: Partial<SessionRow> = {}): SessionRow => ({
  session_id: 's1', user_id: 'u1', tenant_id: 't1', home_tenant_id: 't1', scope: null, expires_at: new Date(now + 3_600_000), ...overrides,
});

function listeningCache(): SessionCache {
  const cache = new SessionCache();
  cache.setListening(true);
  return cache;
}

describe('SessionCache', () => {
  it('remembers nothing while not listening', () => {
    const cache = new SessionCache();
    cache.remember('k', session(), cache.generation, now);
    expect(cache.lookup('k', now)).toBeUndefined();
  });

  it('answers for its lifetime, and never past the session\'s expiry', () => {
    const cache = listeningCache();
    cache.remember('k', session(), cache.generation, now);
    expect(cache.lookup('k', now + sessionCacheLifetimeMs - 1)?.session_id).toBe('s1');
    expect(cache.lookup('k', now + sessionCacheLifetimeMs)).toBeUndefined();
    cache.remember('short', session({ expires_at: new Date(now + 50) }), cache.generation, now);
    expect(cache.lookup('short', now + 49)).toBeDefined();
    expect(cache.lookup('short', now + 50)).toBeUndefined();
  });

  it('does not keep a lookup that overlapped a change', () => {
    const cache = listeningCache();
    const before = cache.generation;
    cache.forgetSession('some other session');
    cache.remember('k', session(), before, now);
    expect(cache.lookup('k', now)).toBeUndefined();
  });

  it('forgets by session and by user', () => {
    const cache = listeningCache();
    cache.remember('a', session(), cache.generation, now);
    cache.remember('b', session({ session_id: 's2' }), cache.generation, now);
    cache.remember('c', session({ session_id: 's3', user_id: 'u2' }), cache.generation, now);
    cache.forgetSession('s1');
    expect(cache.lookup('a', now)).toBeUndefined();
    expect(cache.lookup('b', now)).toBeDefined();
    cache.forgetUser('u1');
    expect(cache.lookup('b', now)).toBeUndefined();
    expect(cache.lookup('c', now)).toBeDefined();
  });

  it('starts over empty when the listener comes or goes', () => {
    const cache = listeningCache();
    cache.remember('a', session(), cache.generation, now);
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.lookup('a', now)).toBeUndefined();
  });

  it('keeps its indexes in step when entries expire, are replaced or pushed out', () => {
    const cache = listeningCache();
    cache.remember('a', session(), cache.generation, now);
    cache.remember('a', session({ session_id: 's2' }), cache.generation, now);
    cache.forgetSession('s1');
    expect(cache.lookup('a', now)?.session_id).toBe('s2');
    expect(cache.lookup('a', now + sessionCacheLifetimeMs)).toBeUndefined();
    cache.remember('b', session({ session_id: 's3' }), cache.generation, now);
    cache.forgetUser('u1');
    expect(cache.lookup('b', now)).toBeUndefined();
  });

  it('counts lookups answered from memory and those that were not (the monitoring page)', () => {
    const cache = listeningCache();
    cache.remember('k', session(), cache.generation, now);
    cache.lookup('k', now);
    cache.lookup('unknown', now);
    cache.lookup('k', now + sessionCacheLifetimeMs);
    expect(cache.stats()).toEqual({ size: 0, max: 50_000, ttlMs: sessionCacheLifetimeMs, hits: 1, misses: 2 });
  });
});
