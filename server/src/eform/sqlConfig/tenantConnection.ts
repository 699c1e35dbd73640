import type { Knex } from 'knex';
import type { PoolClient } from 'pg';

export interface TenantConnectionOptions {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `work` on one pooled connection of the app role inside a READ ONLY transaction whose
 * `app.tenant_id` is `tenantId` (row-level security), with statement and lock timeouts — the same
 * tenancy as `withTenant`, on a bare pg client so list and export queries can use cursors, text
 * timestamps and the extended protocol directly. The opening statements go in one round trip: the
 * tenant id is a server-side uuid, checked, so writing it into that text is safe. The transaction
 * is rolled back at the end (it only read); a connection that cannot roll back is closed.
 */
export async function withTenantConnection<T>(db: Knex, tenantId: string, options: TenantConnectionOptions, work: (client: PoolClient) => Promise<T>): Promise<T> {
  if (!uuidPattern.test(tenantId)) throw new Error('tenant id is not a uuid');
  const client = (await db.client.acquireConnection()) as PoolClient;
  try {
    await client.query(
      `begin transaction read only; set local statement_timeout = ${Math.max(1, Math.trunc(options.statementTimeoutMs))}; `
      + `set local lock_timeout = ${Math.max(1, Math.trunc(options.lockTimeoutMs))}; select set_config('app.tenant_id', '${tenantId}', true)`,
    );
    return await work(client);
  } finally {
    // The connection goes back only once the rollback is answered: handed back with it in flight,
    // the next borrower found a busy connection (its pipelined opening then went one statement at a
    // time) and a failed rollback ended a connection someone else held by then. A rollback that
    // fails ends the connection (knex then drops it) rather than leaving it in a transaction.
    await client.query('rollback').catch(() => (client as unknown as { end(): Promise<void> }).end().catch(() => undefined));
    await db.client.releaseConnection(client);
  }
}

/**
 * From here to the end of the transaction, queries run as the reader role (`wharf_sql_reader`, or
 * this database's own name for it, which `wharf_sql_reader_role()` answers: migration 0074): SELECT
 * only on the business tables and a few tenant tables, under row-level security, no set_config.
 */
export async function becomeSqlReader(client: PoolClient): Promise<void> {
  // set_config('role', …, true) is SET LOCAL ROLE with the name as a value.
  await client.query("select set_config('role', public.wharf_sql_reader_role(), true)");
}
