import type { Knex } from 'knex';
import { renderPart, runPart, type SqlPart } from '../../db/sqlParts';

/**
 * Runs a statement whose text varies with the request's shape (how many lookups, how many sub-table
 * rows): as a named prepared statement (planned once per pooled connection, `runPart`) while the
 * shape is a small one, else unnamed, so the texts a connection keeps prepared stay few — every
 * named text stays prepared on its connection for the connection's life.
 */
export async function runShaped<Row>(trx: Knex.Transaction, part: SqlPart, prefix: string, isSmall: boolean): Promise<Row[]> {
  if (isSmall) return runPart<Row>(trx, part, prefix);
  const { text, values } = renderPart(part);
  const connection = (await trx.client.acquireConnection()) as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
  return (await connection.query(text, values)).rows as Row[];
}
