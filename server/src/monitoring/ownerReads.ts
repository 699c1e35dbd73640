import type { Knex } from 'knex';

/**
 * Runs `work` on the owner connection in a read-only transaction with a 5 s statement timeout. The
 * monitoring pages read across tenants (sessions, user names of the trace, the statistics views),
 * which row-level security gives only the owner; read-only, so a mistake here can change nothing.
 */
export function readOnlyOwner<T>(owner: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return owner.transaction(async (trx) => {
    await trx.raw('set transaction read only');
    await trx.raw("set local statement_timeout = '5s'");
    return work(trx);
  });
}
