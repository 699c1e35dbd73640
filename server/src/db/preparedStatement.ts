import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Runs `query` as a named prepared statement and answers its rows: on each pooled connection
 * PostgreSQL parses and analyses its text once and afterwards only binds and runs it. For the
 * statements every request of a hot path sends. The name is the text's hash, so a query whose text
 * depends on its input (which columns an update sets) gets one statement per text and two texts
 * never share a name. The text is the builder's own, compiled once here, and the values stay bound.
 */
export async function runPrepared<Row>(db: Knex | Knex.Transaction, query: Knex.QueryBuilder, prefix: string): Promise<Row[]> {
  const { sql, bindings } = query.toSQL();
  const name = `${prefix}_${createHash('sha1').update(sql).digest('base64url')}`;
  const result = await db.raw(sql, bindings).options({ name }) as unknown as { rows: Row[] };
  return result.rows;
}
