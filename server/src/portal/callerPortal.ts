import { resolvePortal, type ResolvedPortal } from '@wharf/engine';
import type { Caller } from '../auth/authenticate';
import { KeptReads } from '../cache/keptReads';
import type { AppContext } from '../context';
import { withTenant } from '../db/withTenant';
import { onGrantsChanged } from '../platform/access/grantsChanged';
import { publishedPortals, roleCodesOf } from './portalStore';

/**
 * Kept per session for 5 s: the datasets module asks it for every widget a portal user runs (a
 * portal of twelve cards asks twelve times at once). Role changes are seen at once (grants
 * changed), a newly published portal within 5 s.
 */
const kept = new KeptReads<ResolvedPortal | null>({ name: 'portal.callerPortals', max: 10_000, ttlMs: 5000 });
onGrantsChanged(() => kept.forgetAll());

/**
 * The caller's portal in the tenant the request works in: the published portals resolved for the
 * roles they hold (engine `resolvePortal`), or null when none is meant for them. Other modules use
 * it to let a caller use what their portal shows (with engine `portalWidgetCodes`).
 */
export function callerPortal(ctx: AppContext, who: Caller): Promise<ResolvedPortal | null> {
  return kept.get(`${who.sessionId}/${who.tenantId}`, () => readCallerPortal(ctx, who));
}

/** `callerPortal` read now, not kept: what `GET /api/eform/portal/mine` answers. */
export function readCallerPortal(ctx: AppContext, who: Caller): Promise<ResolvedPortal | null> {
  return withTenant(ctx.db, who.tenantId, async (trx) => resolvePortal(await publishedPortals(trx), await roleCodesOf(trx, who.userId)) ?? null);
}
