import type { Knex } from 'knex';
import { afterKnexCommit, runCommitted } from './afterCommit';
import { sendTogether, type PipeliningClient } from './pipelined';
import { namedStatement, runPart, runPartOn, type PreparingConnection, type SqlPart } from './sqlParts';
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
  /**
   * Runs `callback` once this transaction has committed, never when it rolls back: what other areas
   * hear about a write (an announcement) must not run ahead of the write being there.
   */
  afterCommit(callback: () => void): void;
}

/** A knex transaction the caller already holds (and commits: see `afterKnexCommit`), as a `TenantTransaction`. */
export function fromKnexTransaction(trx: Knex.Transaction): TenantTransaction {
  return { run: (part, prefix) => runPart(trx, part, prefix), knex: () => Promise.resolve(trx), afterCommit: (callback) => afterKnexCommit(trx, callback) };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `withTenant` without knex's transaction machinery on the way: one pooled connection, `begin` with
 * the tenant's `set_config` in one text, `work`, then `commit` (or `rollback` when `work` throws).
 * A knex transaction costs ~0.2 ms of CPU per request here (its transactor is a whole knex instance
 * made per transaction, most of it garbage), which a task action, four statements long, need not pay
 * unless it builds a query: `knex()` then joins knex to this transaction (`joinedTransaction`:
 * no BEGIN, COMMIT or ROLLBACK of its own). The opening goes with the first statement `run` sends,
 * in one round trip (`sendTogether`): PostgreSQL runs it first, and the statement's rows are
 * answered only when the opening succeeded (else the opening's error is thrown), so no row read
 * without the tenant's setting reaches `work`. Row-level security is the same as `withTenant`'s: the
 * setting is local to the transaction, on the app role's connection. The tenant id is written into
 * the text only as a checked uuid (a session's tenant, never the client's).
 */
export async function withTenantTransaction<T>(db: Knex, tenantId: string, work: (tx: TenantTransaction) => Promise<T>): Promise<T> {
  if (!uuidPattern.test(tenantId)) throw new Error('tenant id is not a uuid');
  const connection = (await db.client.acquireConnection()) as PreparingConnection & PipeliningClient & { query(text: string): Promise<unknown> };
  const opening = `begin; select set_config('app.tenant_id', '${tenantId}', true)`;
  let joined: { transaction: Promise<Knex.Transaction>; settle(error?: unknown): Promise<void> } | undefined;
  let isOpen = false;
  const committed: Array<() => void> = [];
  const open = async () => {
    if (isOpen) return;
    isOpen = true;
    await connection.query(opening);
  };
  const tx: TenantTransaction = {
    run: async (part, prefix) => {
      if (isOpen) return runPartOn(connection, part, prefix);
      isOpen = true;
      const [opened, ran] = await sendTogether(connection, [opening, namedStatement(part, prefix)]);
      if (opened!.status === 'rejected') throw opened!.reason;
      if (ran!.status === 'rejected') throw ran!.reason;
      return (ran!.value as { rows: unknown[] }).rows as never[];
    },
    knex: async () => {
      await open();
      return (joined ??= joinedTransaction(db, connection)).transaction;
    },
    afterCommit: (callback) => {
      committed.push(callback);
    },
  };
  try {
    const answer = await work(tx);
    await joined?.settle();
    if (isOpen) await connection.query('commit');
    runCommitted(committed);
    return answer;
  } catch (error) {
    await joined?.settle(error);
    if (isOpen) await connection.query('rollback').catch(() => (connection as unknown as { end(): Promise<void> }).end().catch(() => undefined));
    throw error;
  } finally {
    await db.client.releaseConnection(connection);
  }
}
