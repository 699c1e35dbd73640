import type { Knex } from 'knex';
import { tenantTransaction } from './tenantTransaction';

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
