import type { SessionScope } from './sessionScope';

/** What `auth_resolve_session` answers for a live token. */
export interface SessionRow {
  session_id: string;
  user_id: string;
  tenant_id: string;
  home_tenant_id: string;
  scope: SessionScope | null;
  expires_at: Date;
}

/**
 * The longest a session is answered from memory. Changes are announced by the database as they
 * commit (`SessionChangeListener`), so this only bounds how long a notice lost with a dead-but-not-
 * yet-noticed listener connection could go unheard.
 */
export const sessionCacheLifetimeMs = 10_000;
const maxEntries = 50_000;

interface Entry {
  session: SessionRow;
  until: number;
}

/**
 * Live sessions by token hash, so a request need not ask the database who is calling. It answers
 * only while the change listener is connected (otherwise every request looks its session up), and
 * never past the session's own expiry.
 *
 * A lookup that was in flight while a change was announced is not remembered: every change bumps
 * `generation`, and `remember` takes the generation read before the lookup started. So an answer
 * read before a revocation committed can never outlive the revocation's notice.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  // Where each session's and user's entries are, so a notice (a purge sends thousands) costs no scan.
  private readonly keysBySession = new Map<string, string>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private isListening = false;
  private changes = 0;
  // Lookups answered from memory and lookups that went to the database (the monitoring page's hit ratio).
  private hitCount = 0;
  private missCount = 0;

  /** Read before looking a session up in the database; hand it to `remember`. */
  get generation(): number {
    return this.changes;
  }

  get listening(): boolean {
    return this.isListening;
  }

  /** Answers from memory only while changes are being heard; anything else starts over empty. */
  setListening(isListening: boolean): void {
    this.isListening = isListening;
    this.forgetAll();
  }

  lookup(key: string, now = Date.now()): SessionRow | undefined {
    const entry = this.isListening ? this.entries.get(key) : undefined;
    if (entry && entry.until > now) {
      this.hitCount += 1;
      return entry.session;
    }
    this.missCount += 1;
    if (entry) this.drop(key);
    return undefined;
  }

  /** Sessions held in memory now (at most `max`, each up to `ttlMs`), and the lookups answered from memory or not since the process started. */
  stats(): { size: number; max: number; ttlMs: number; hits: number; misses: number } {
    return { size: this.entries.size, max: maxEntries, ttlMs: sessionCacheLifetimeMs, hits: this.hitCount, misses: this.missCount };
  }

  remember(key: string, session: SessionRow, generationAtLookup: number, now = Date.now()): void {
    if (!this.isListening || generationAtLookup !== this.changes) return;
    if (this.entries.size >= maxEntries) this.drop(this.entries.keys().next().value!);
    this.drop(key);
    this.entries.set(key, { session, until: Math.min(now + sessionCacheLifetimeMs, session.expires_at.getTime()) });
    this.keysBySession.set(session.session_id, key);
    const userKeys = this.keysByUser.get(session.user_id);
    if (userKeys) userKeys.add(key);
    else this.keysByUser.set(session.user_id, new Set([key]));
  }

  forgetSession(sessionId: string): void {
    this.changes += 1;
    const key = this.keysBySession.get(sessionId);
    if (key) this.drop(key);
  }

  forgetUser(userId: string): void {
    this.changes += 1;
    for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.drop(key);
  }

  forgetAll(): void {
    this.changes += 1;
    this.entries.clear();
    this.keysBySession.clear();
    this.keysByUser.clear();
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const { session_id: sessionId, user_id: userId } = entry.session;
    if (this.keysBySession.get(sessionId) === key) this.keysBySession.delete(sessionId);
    const userKeys = this.keysByUser.get(userId);
    userKeys?.delete(key);
    if (userKeys?.size === 0) this.keysByUser.delete(userId);
  }
}
