import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// COPY into an import's staging tables (`importStaging.ts`): the rows go in as text lines, parsed
// by PostgreSQL into the staging columns' types, with no per-row statement and no bound parameters.

/** Characters COPY's text format gives a meaning to, escaped so a value arrives as it was. */
const escapes: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One value in COPY's text format: `\N` for null, booleans as t/f, objects as JSON. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value as number | bigint);
  return text.replace(/[\\\n\r\t]/g, (c) => escapes[c]!);
}

/** The lines of `rows` (each row's values in the table's column order) as one COPY text payload. */
export function copyLines(rows: ReadonlyArray<readonly unknown[]>): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyText).join('\t')}\n`;
  return text;
}

/**
 * Streams `rows` into `table` with COPY FROM STDIN on the transaction's own connection (so they
 * are part of the transaction, and a staging table's rows are the session's alone). `table` and
 * `columns` are quoted by the caller.
 */
export async function copyInto(trx: Knex.Transaction, table: string, columns: readonly string[], rows: ReadonlyArray<readonly unknown[]>): Promise<void> {
  if (rows.length === 0) return;
  // A transaction's client answers its own connection (knex does not release it until the end).
  const connection = (await trx.client.acquireConnection()) as PoolClient;
  const sink = connection.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from([copyLines(rows)]), sink);
}
