import type { Knex } from 'knex';

/**
 * Runs `work` in one transaction in platform mode: the only context in which the app role may
 * see and write tenants other than one (row-level security admits `app.platform = on`). Call it
 * only after checking that the caller is the platform operator. `enterTenant` switches the same
 * transaction into one tenant, e.g. to create a new tenant's first administrator atomically.
 */
export async function withPlatform<T>(db: Knex, work: (trx: Knex.Transaction, enterTenant: (tenantId: string) => Promise<void>) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw("select set_config('app.platform', 'on', true), set_config('app.tenant_id', '', true)");
    return work(trx, async (tenantId) => {
      await trx.raw("select set_config('app.tenant_id', ?, true)", [tenantId]);
    });
  });
}
