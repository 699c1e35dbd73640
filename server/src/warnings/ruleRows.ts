import type { SqlText } from '@wharf/engine';
import type { PoolClient } from 'pg';
import { toSqlConfigError } from '../eform/sqlConfig/runReadOnlySql';

/** Rows fetched per round trip: large enough that a million rows take 200 fetches, small enough to keep memory flat. */
export const ruleRowBatch = 5000;

/**
 * Streams the rows of a rule's SQL (already checked and bound) through a cursor on `client`, as
 * the SQL configs' reader role, `onBatch` getting each batch. The role is the transaction's from
 * here until `endReading`; the caller's own writes come after it. `watermark`, when given, keeps
 * only rows whose column is past the value (the column's name comes from the published rule and
 * is an identifier by its schema; the value is bound).
 */
export async function streamRuleRows(client: PoolClient, sql: SqlText, watermark: { field: string; after: string } | undefined, onBatch: (rows: ReadonlyArray<Record<string, unknown>>) => void): Promise<void> {
  const values: unknown[] = [...sql.values];
  let text = sql.text;
  if (watermark) {
    values.push(watermark.after);
    text = `select * from (${sql.text}\n) as wharf_rule where wharf_rule."${watermark.field.replaceAll('"', '')}" > $${values.length}`;
  }
  try {
    await client.query("select set_config('role', public.wharf_sql_reader_role(), true)");
    await client.query({ text: `declare wharf_rule_rows no scroll cursor for ${text}`, values, queryMode: 'extended' } as never);
    for (;;) {
      const batch = await client.query(`fetch forward ${ruleRowBatch} from wharf_rule_rows`);
      if (batch.rows.length > 0) onBatch(batch.rows as Array<Record<string, unknown>>);
      if (batch.rows.length < ruleRowBatch) break;
    }
    await client.query('close wharf_rule_rows');
    await client.query('set local role none');
  } catch (error) {
    throw toSqlConfigError(error);
  }
}
