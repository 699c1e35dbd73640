import type { NextFunction, Request, Response } from 'express';
import type { AppContext } from '../context';
import { accessDenied, AppError, unauthorized } from '../http/errors';
import { sessionCacheFor } from './sessionChangeListener';
import type { SessionRow } from './sessionCache';
import { isCallAllowedForScope, type SessionScope } from './sessionScope';
import { hashToken } from './tokens';

/** Who is calling: resolved from `X-Access-Token` by `authenticate`. */
export interface Caller {
  sessionId: string;
  userId: string;
  /** The tenant this request works in: the home tenant, or the one an operator switched into. */
  tenantId: string;
  /** Where the user's own rows live (user, session, settings): use it for "me" operations. */
  homeTenantId: string;
  /** Null: whatever the user may do. A visitor session: its one page (see `isCallAllowedForScope`). */
  scope: SessionScope | null;
}

const callers = new WeakMap<Request, Caller>();

/** The authenticated caller of a request that passed `authenticate`. */
export function caller(req: Request): Caller {
  const found = callers.get(req);
  if (!found) throw unauthorized();
  return found;
}

/**
 * Requires a live session token in `X-Access-Token` (401 otherwise). The lookup goes through
 * `auth_resolve_session`, the one cross-tenant read the app role is allowed for this purpose;
 * revoked, expired and frozen-user sessions do not resolve. Live sessions are remembered for a few
 * seconds, and forgotten the moment the database announces a change to them (`sessionCache.ts`).
 */
export function authenticate(ctx: AppContext) {
  const sessions = sessionCacheFor(ctx);
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = req.get('X-Access-Token');
    if (!token || token.length > 200) throw unauthorized();
    const tokenHash = hashToken(token);
    const key = tokenHash.toString('base64');
    let session = sessions.lookup(key);
    if (!session) {
      const generation = sessions.generation;
      session = (await resolveSession(ctx, tokenHash))[0];
      if (!session) throw await whyNoSession(ctx, token);
      sessions.remember(key, session, generation);
    }
    // A scoped (visitor) session reaches only its page's calls: refused here, before any route runs.
    if (session.scope && !isCallAllowedForScope(session.scope, req.method, req.baseUrl + req.path)) throw accessDenied();
    callers.set(req, { sessionId: session.session_id, userId: session.user_id, tenantId: session.tenant_id, homeTenantId: session.home_tenant_id, scope: session.scope });
    next();
  };
}

/**
 * The 401 for a token that does not resolve. A session ended by a prohibited second login says
 * so (`token.is.multiple` in the body, spec §8), so the screen can tell the user why.
 */
async function whyNoSession(ctx: AppContext, token: string): Promise<AppError> {
  const { rows } = await ctx.db.raw<{ rows: { reason: string | null }[] }>('select auth_session_end_reason(?) as reason', [hashToken(token)]);
  if (rows[0]?.reason === 'multiple-login') return new AppError(401, 'login/multiple', [], { reason: 'token.is.multiple' });
  return unauthorized();
}

/**
 * The token check every request makes, as a named prepared statement on a pooled connection:
 * PostgreSQL plans it once per connection, and it skips the query builder (bench: server-auth).
 */
async function resolveSession(ctx: AppContext, tokenHash: Buffer): Promise<SessionRow[]> {
  const connection = (await ctx.db.client.acquireConnection()) as { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: SessionRow[] }> };
  try {
    const { rows } = await connection.query({
      name: 'wharf_resolve_session',
      text: 'select session_id, user_id, tenant_id, home_tenant_id, scope, expires_at from auth_resolve_session($1)',
      values: [tokenHash],
    });
    return rows;
  } finally {
    await ctx.db.client.releaseConnection(connection);
  }
}
