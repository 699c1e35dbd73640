import type { Knex } from 'knex';
import type { QueryConfig } from 'pg';
import { tenantTransaction, tenantTransactionWith } from './tenantTransaction';
import { sendInTurn } from './pipelined';

/**
 * Runs `work` in one transaction whose queries see only `tenantId`'s rows: row-level security
 * reads the tenant from `app.tenant_id`, set here for this transaction only (`is_local = true`),
 * so a pooled connection never carries it into someone else's request. On the app's own client the
 * setting goes with the `BEGIN`, in the same round trip (`tenantTransaction.ts`).
 */
export async function withTenant<T>(db: Knex, tenantId: string, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const opensAsTenant = tenantTransaction(db, tenantId);
  if (opensAsTenant) return db.transaction(work, opensAsTenant);
  return db.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [tenantId]);
    return work(trx);
  });
}

/**
 * `withTenant` with `statements` run first in the transaction, written in the opening's socket write
 * on the app's client (`tenantTransactionWith`): one round trip for the opening and reads that need no
 * answer of the transaction's. `work` gets their outcomes in order (a failed one leaves the transaction
 * aborted: `work` then throws, and the transaction rolls back). On another client they run one after
 * another after the tenant is set, with the same outcomes.
 */
export async function withTenantOpening<T>(db: Knex, tenantId: string, statements: ReadonlyArray<string | QueryConfig>, work: (trx: Knex.Transaction, opened: Array<PromiseSettledResult<unknown>>) => Promise<T>): Promise<T> {
  const opening = tenantTransactionWith(db, tenantId, statements);
  if (opening) return db.transaction(async (trx) => work(trx, await opening.outcomes), opening.config);
  return withTenant(db, tenantId, async (trx) => {
    const connection = (await trx.client.acquireConnection()) as { query(config: string | QueryConfig): Promise<unknown> };
    return work(trx, await sendInTurn(connection, statements));
  });
}
