import type { AppContext } from '../context';
import { page, type Page } from '../http/envelope';
import { readOnlyOwner } from './ownerReads';
import { traceFor } from './httpTrace';
import { matchesTrace, type TraceEntry, type TraceFilter } from './traceRing';

/** One traced request as the page lists it: the entry with its user's name and tenant's code. */
export type TracedRequest = Omit<TraceEntry, 'at'> & { at: string; username: string | null; tenantCode: string | null };

/**
 * A page of this process's trace, newest first, filtered. User names and tenant codes are read for
 * the (at most 1000) entries' ids in one read, so the user filter can match names.
 */
export async function listTrace(ctx: AppContext, filter: TraceFilter & { pageNo: number; pageSize: number }): Promise<Page<TracedRequest>> {
  const entries = traceFor(ctx).newestFirst();
  const userIds = [...new Set(entries.flatMap((entry) => (entry.userId ? [entry.userId] : [])))];
  const tenantIds = [...new Set(entries.flatMap((entry) => (entry.tenantId ? [entry.tenantId] : [])))];
  const [users, tenants] = await readOnlyOwner(ctx.owner, async (trx) => [
    new Map((await trx('sys_user').whereIn('id', userIds).select<{ id: string; username: string }[]>('id', 'username')).map((row) => [row.id, row.username])),
    new Map((await trx('sys_tenant').whereIn('id', tenantIds).select<{ id: string; tenant_code: string }[]>('id', 'tenant_code')).map((row) => [row.id, row.tenant_code])),
  ] as const);
  const matching = entries.filter((entry) => matchesTrace(entry, entry.userId ? users.get(entry.userId) ?? null : null, filter));
  const start = (filter.pageNo - 1) * filter.pageSize;
  const records = matching.slice(start, start + filter.pageSize).map((entry) => ({
    ...entry,
    at: entry.at.toISOString(),
    username: entry.userId ? users.get(entry.userId) ?? null : null,
    tenantCode: entry.tenantId ? tenants.get(entry.tenantId) ?? null : null,
  }));
  return page(records, matching.length, filter.pageNo, filter.pageSize);
}
