import type { SessionScope } from '../identity/visitorScope';

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
  private isListening = false;
  private changes = 0;

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
    if (!this.isListening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.entries.delete(key);
    return undefined;
  }

  remember(key: string, session: SessionRow, generationAtLookup: number, now = Date.now()): void {
    if (!this.isListening || generationAtLookup !== this.changes) return;
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { session, until: Math.min(now + sessionCacheLifetimeMs, session.expires_at.getTime()) });
  }

  forgetSession(sessionId: string): void {
    this.forgetWhere((session) => session.session_id === sessionId);
  }

  forgetUser(userId: string): void {
    this.forgetWhere((session) => session.user_id === userId);
  }

  forgetAll(): void {
    this.changes += 1;
    this.entries.clear();
  }

  private forgetWhere(matches: (session: SessionRow) => boolean): void {
    this.changes += 1;
    for (const [key, entry] of this.entries) if (matches(entry.session)) this.entries.delete(key);
  }
}
