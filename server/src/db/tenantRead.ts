import type { Knex } from 'knex';
import type { PoolClient, QueryConfig, QueryResult } from 'pg';
import { sendTogether, type PipeliningClient } from './pipelined';

export interface TenantReadOptions {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** What the statement's own error becomes (the opening's and the connection's pass as they are). */
  statementError?: (error: unknown) => unknown;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A statement of a tenant's read: its text and bound values; `name` makes it a prepared statement of each connection. */
export interface TenantStatement {
  text: string;
  values: readonly unknown[];
  name?: string;
}

/**
 * One read-only statement of a tenant, in one round trip: the opening (`begin transaction read
 * only`, the statement and lock timeouts, the tenant's `app.tenant_id` set locally), the statement
 * with its values bound, and the `rollback` are written to the connection together (pg's pipeline
 * mode, switched on for these three only: `sendTogether`) instead of each waiting for the answer of the one before.
 * Row-level security is exactly `withTenant`'s: PostgreSQL runs the three in order on one session,
 * so the statement runs inside the transaction after the tenant is set; if the opening fails, the
 * transaction is aborted (the statement fails with it) and its error is thrown whatever the
 * statement answered, so no row read without the tenant's setting ever leaves here. The tenant id
 * is written into the opening's text only as a checked uuid (a session's tenant, never the client's).
 * A connection still busy (another reader's rollback in flight) takes the three one after another.
 */
export async function readAsTenant<Row>(db: Knex, tenantId: string, options: TenantReadOptions, statement: TenantStatement): Promise<Row[]> {
  const [rows] = await readAllAsTenant(db, tenantId, options, [statement]);
  return rows as Row[];
}

/**
 * `readAsTenant` for several statements of one read-only transaction (a list page and its count),
 * all written with the opening and the rollback in one round trip, always through the extended
 * protocol; answers each one's rows in order, or throws the opening's error, else the first
 * statement's that failed.
 */
export async function readAllAsTenant(db: Knex, tenantId: string, options: TenantReadOptions, statements: readonly TenantStatement[]): Promise<unknown[][]> {
  if (!uuidPattern.test(tenantId)) throw new Error('tenant id is not a uuid');
  const opening = `begin transaction read only; set local statement_timeout = ${Math.max(1, Math.trunc(options.statementTimeoutMs))}; `
    + `set local lock_timeout = ${Math.max(1, Math.trunc(options.lockTimeoutMs))}; select set_config('app.tenant_id', '${tenantId}', true)`;
  const client = (await db.client.acquireConnection()) as PoolClient;
  let isBroken = false;
  try {
    const sent: QueryConfig[] = statements.map((s) => ({ text: s.text, values: s.values as unknown[], queryMode: 'extended', ...(s.name ? { name: s.name } : {}) }) as QueryConfig);
    const outcomes = await sendTogether(client as unknown as PipeliningClient, [opening, ...sent, 'rollback']);
    const [opened, ...reads] = outcomes;
    if (reads.pop()!.status === 'rejected') isBroken = true;
    if (opened!.status === 'rejected') throw opened!.reason;
    return reads.map((read) => {
      if (read.status === 'rejected') throw options.statementError ? options.statementError(read.reason) : read.reason;
      return (read.value as QueryResult).rows as unknown[];
    });
  } finally {
    // A connection that could not roll back is ended (knex then drops it) rather than reused in a transaction.
    if (isBroken) await (client as unknown as { end(): Promise<void> }).end().catch(() => undefined);
    await db.client.releaseConnection(client);
  }
}
