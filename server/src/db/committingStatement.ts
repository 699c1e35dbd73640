import type { Knex } from 'knex';
import { sendTogether, type PipeliningClient } from './pipelined';
import { namedStatement, renderPart, type SqlPart } from './sqlParts';
import { markEndedByStatement } from './tenantTransaction';

/**
 * Runs `part` as the last statement of the knex transaction `trx` with its COMMIT in the same socket
 * write (`sendTogether`), and answers its rows once both are answered. Locks the statement takes (a
 * gap-free counter's row) are then held for PostgreSQL's own time only, not for a round trip and
 * this process's next turn. When the statement fails, PostgreSQL has aborted the transaction and
 * answers the COMMIT with a rollback: the statement's error is thrown, and nothing it or the
 * transaction wrote stays. Either way the transaction is over: knex's own COMMIT or ROLLBACK for it
 * is settled without being sent (`markEndedByStatement`), so `trx` takes no statement after this.
 * Only on the app's client (`connect`), whose transactions know the mark; `isPrepared` as `runShaped`.
 */
export async function runCommitting<Row>(trx: Knex.Transaction, part: SqlPart, prefix: string, isPrepared = true): Promise<Row[]> {
  if (!trx.isTransaction) throw new Error('runCommitting runs inside a transaction only');
  const connection = (await trx.client.acquireConnection()) as PipeliningClient & object;
  const statement = isPrepared ? namedStatement(part, prefix) : renderPart(part);
  const [ran, committed] = await sendTogether(connection, [statement, 'commit']);
  // Both were sent (sendTogether answers every outcome): whatever they answered, the transaction is over.
  markEndedByStatement(connection);
  if (ran!.status === 'rejected') throw ran!.reason;
  if (committed!.status === 'rejected') throw committed!.reason;
  return (ran!.value as { rows: Row[] }).rows;
}
