import type { Knex } from 'knex';

/**
 * Runs `callback` once the knex transaction `trx` has committed, and never when it rolls back.
 * knex settles a transaction's `executionPromise` when its COMMIT ran (a nested one's when its
 * savepoint was released, so the transactions it sits in are waited for too). Only for a
 * transaction whose owner commits it (`db.transaction`, `withTenant`): a transaction joined to a
 * pg connection's (`TenantTransaction.knex()`) settles before its owner commits, so code on such a
 * transaction asks the `TenantTransaction` instead. The callback runs on a later tick.
 */
export function afterKnexCommit(trx: Knex.Transaction, callback: () => void): void {
  const settled: Array<Promise<unknown>> = [];
  for (let level: Knex.Transaction | undefined = trx; level; level = level.parentTransaction) settled.push(level.executionPromise);
  Promise.all(settled).then(() => runCommitted([callback]), () => undefined);
}

/**
 * Runs the callbacks of a committed transaction. The write is done and answered for: a callback
 * that throws (it should not: each handles its own failures) is ignored, so it can neither turn a
 * committed write into an error for its caller nor leave an unhandled rejection behind.
 */
export function runCommitted(callbacks: ReadonlyArray<() => void>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // See above: the transaction's outcome stands.
    }
  }
}
