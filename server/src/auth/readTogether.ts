import type { Knex } from 'knex';
import type { QueryConfig, QueryResult } from 'pg';
import { sendTogether, type PipeliningClient } from '../db/pipelined';

/** A row as pg answers it. */
export type ReadRow = Record<string, unknown>;

/**
 * Statements of a transaction the caller holds, written to its connection together (one round
 * trip, `sendTogether`) rather than each after the answer of the one before. PostgreSQL still runs
 * them one after another in the transaction, each with its own snapshot taken when it starts, so
 * a statement that waits for a lock delays the ones after it exactly as before. Answers each one's
 * rows in order (knex's shaping such as `first()` is the caller's); the first failure is thrown
 * (the ones after it fail with the aborted transaction, and the transaction rolls back as usual).
 */
export async function readTogether(trx: Knex.Transaction, statements: ReadonlyArray<Knex.QueryBuilder | Knex.Raw>): Promise<ReadRow[][]> {
  // A transaction's client answers with the transaction's own connection.
  const connection = (await (trx.client as { acquireConnection(): Promise<unknown> }).acquireConnection()) as PipeliningClient;
  return rowsOf(await sendTogether(connection, statements.map(asQueryConfig)));
}

/** A knex statement as pg takes it (text with $n placeholders and its values), to be sent on a connection directly. */
export function asQueryConfig(statement: Knex.QueryBuilder | Knex.Raw): QueryConfig {
  const { sql, bindings } = statement.toSQL().toNative();
  return { text: sql, values: bindings as unknown[] };
}

/** Each statement's rows, in order, from outcomes of statements sent together; the first failure is thrown. */
export function rowsOf(outcomes: ReadonlyArray<PromiseSettledResult<unknown>>): ReadRow[][] {
  return outcomes.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return (outcome.value as QueryResult<ReadRow>).rows;
  });
}
