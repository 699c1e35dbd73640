import type { Knex } from 'knex';
import { runPart, runPartOn, type PreparingConnection, type SqlPart } from './sqlParts';
import { joinedTransaction } from './tenantTransaction';

/**
 * A tenant's transaction as a hot path sees it: statements written as text run on its connection
 * (`run`), and the knex transaction on the same connection is there for the paths that build
 * queries (`knex()`), made only when first asked for.
 */
export interface TenantTransaction {
  /** Runs `part` as a named prepared statement in this transaction (`sqlParts.ts`). */
  run<Row>(part: SqlPart, prefix: string): Promise<Row[]>;
  /** This same transaction as knex's, for query builders; made on first use, with no statement of its own. */
  knex(): Promise<Knex.Transaction>;
}

/** A knex transaction the caller already holds, as a `TenantTransaction`. */
export function fromKnexTransaction(trx: Knex.Transaction): TenantTransaction {
  return { run: (part, prefix) => runPart(trx, part, prefix), knex: () => Promise.resolve(trx) };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `withTenant` without knex's transaction machinery on the way: one pooled connection, `begin` with
 * the tenant's `set_config` in one text, `work`, then `commit` (or `rollback` when `work` throws).
 * A knex transaction costs ~0.2 ms of CPU per request here (its transactor is a whole knex instance
 * made per transaction, most of it garbage), which a task action, four statements long, need not pay
 * unless it builds a query: `knex()` then joins knex to this transaction (`joinedTransaction`:
 * no BEGIN, COMMIT or ROLLBACK of its own). Row-level security is the same as `withTenant`'s: the
 * setting is local to the transaction, on the app role's connection. The tenant id is written into
 * the text only as a checked uuid (a session's tenant, never the client's).
 */
export async function withTenantTransaction<T>(db: Knex, tenantId: string, work: (tx: TenantTransaction) => Promise<T>): Promise<T> {
  if (!uuidPattern.test(tenantId)) throw new Error('tenant id is not a uuid');
  const connection = (await db.client.acquireConnection()) as PreparingConnection & { query(text: string): Promise<unknown> };
  let joined: { transaction: Promise<Knex.Transaction>; settle(error?: unknown): Promise<void> } | undefined;
  const tx: TenantTransaction = {
    run: (part, prefix) => runPartOn(connection, part, prefix),
    knex: () => (joined ??= joinedTransaction(db, connection)).transaction,
  };
  let isOpen = false;
  try {
    await connection.query(`begin; select set_config('app.tenant_id', '${tenantId}', true)`);
    isOpen = true;
    const answer = await work(tx);
    await joined?.settle();
    await connection.query('commit');
    return answer;
  } catch (error) {
    await joined?.settle(error);
    if (isOpen) await connection.query('rollback').catch(() => (connection as unknown as { end(): Promise<void> }).end().catch(() => undefined));
    throw error;
  } finally {
    await db.client.releaseConnection(connection);
  }
}
