import type { Knex } from 'knex';

/**
 * A stored time zone as one the clock functions accept: the tenant's IANA name when this runtime
 * knows it (PostgreSQL's check admitted it, and ICU's list differs at the edges), else UTC.
 */
export function usableTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The time zone of the transaction's tenant (`sys_tenant.time_zone`; row-level security shows its own row only). */
export async function tenantTimeZone(trx: Knex.Transaction): Promise<string> {
  const row = await trx('sys_tenant').first<{ time_zone: string | null } | undefined>('time_zone');
  return usableTimeZone(row?.time_zone);
}
