import type { Knex } from 'knex';
import type { PoolClient } from 'pg';
import type { SqlText } from '@wharf/engine';
import { AppError, sqlState } from '../../http/errors';
import { becomeSqlReader, withTenantConnection } from './tenantConnection';

export interface ReadOnlyLimits {
  /** statement_timeout of the query, milliseconds. */
  timeoutMs: number;
  /** lock_timeout, milliseconds. */
  lockTimeoutMs: number;
  /** Rows returned at most; one more is fetched to tell that the answer was cut. */
  rowCap: number;
  /** Bytes of the answer at most (its rows as JSON); more is refused with 413 sqlConfig/result-too-large. */
  byteCap: number;
}

/**
 * 8 MiB of JSON: 10,000 option rows of ~800 bytes each, far above what a select or a tree needs,
 * and small enough that a few answers at once (each also parsed into objects) and the result
 * cache (32 MB) stay modest in the server's memory.
 */
export const defaultReadOnlyLimits: ReadOnlyLimits = { timeoutMs: 5000, lockTimeoutMs: 1000, rowCap: 10_000, byteCap: 8 * 1024 * 1024 };

export interface ReadOnlyResult {
  rows: Array<Record<string, unknown>>;
  columns: string[];
  isTruncated: boolean;
}

/**
 * The builder's SQL wrapped under the row cap and a byte guard. Its columns are renamed by position
 * (`c1…cn`: any names, repeated ones too) so the wrapper can name them; the database adds up the
 * size of each row in order (`pg_column_size`) and, past the cap, sends empty values and a flag
 * instead of the row, so one huge value never reaches this process's memory. The flag is the
 * last column.
 */
function cappedText(sql: string, columnCount: number, rowCap: number, capPlaceholder: string): string {
  const aliases = Array.from({ length: columnCount }, (_, i) => `c${i + 1}`);
  const shown = aliases.map((alias) => `case when wharf_sized.wharf_total <= ${capPlaceholder} then wharf_sized.${alias} end`);
  return `select ${[...shown, `wharf_sized.wharf_total > ${capPlaceholder}`].join(', ')}
from (select wharf_sql.*, sum(pg_column_size(wharf_sql.*)) over (rows unbounded preceding) as wharf_total
from (${sql}
) as wharf_sql${aliases.length > 0 ? `(${aliases.join(', ')})` : ''}) as wharf_sized limit ${Math.trunc(rowCap) + 1}`;
}

/**
 * Runs a builder's SQL (already bound and checked) in its box: a read-only transaction of the
 * caller's tenant with statement and lock timeouts (`withTenantConnection`), as `wharf_sql_reader`,
 * as extended-protocol statements (the simple protocol would accept several): first with no rows
 * to learn its columns, then under the row cap and the byte cap (counted by the database while it
 * sends, then as JSON here).
 */
export async function runReadOnlySql(db: Knex, tenantId: string, sql: SqlText, limits: ReadOnlyLimits = defaultReadOnlyLimits): Promise<ReadOnlyResult> {
  return withTenantConnection(db, tenantId, { statementTimeoutMs: limits.timeoutMs, lockTimeoutMs: limits.lockTimeoutMs }, async (client) => {
    await becomeSqlReader(client);
    const { columns } = await queryBuilderRows(client, { text: `select * from (${sql.text}
) as wharf_sql limit 0`, values: sql.values });
    const text = cappedText(sql.text, columns.length, limits.rowCap, `$${sql.values.length + 1}`);
    const result = await queryBuilderRows(client, { text, values: [...sql.values, limits.byteCap] });
    const rows: Array<Record<string, unknown>> = [];
    let bytes = 0;
    for (const values of result.rows) {
      if (values[columns.length] === true) throw tooLarge(limits.byteCap);
      const row: Record<string, unknown> = {};
      columns.forEach((name, i) => {
        row[name] = values[i];
      });
      bytes += JSON.stringify(row).length + 1;
      if (bytes > limits.byteCap) throw tooLarge(limits.byteCap);
      rows.push(row);
    }
    const isTruncated = rows.length > limits.rowCap;
    return { rows: isTruncated ? rows.slice(0, limits.rowCap) : rows, columns, isTruncated };
  });
}

const tooLarge = (byteCap: number) => new AppError(413, 'sqlConfig/result-too-large', [String(Math.round(byteCap / (1024 * 1024)))]);

/** One statement holding builder SQL, rows as arrays (a name repeated keeps every column), through the extended protocol. */
async function queryBuilderRows(client: PoolClient, sql: SqlText): Promise<{ rows: unknown[][]; columns: string[] }> {
  try {
    const result = await client.query({ text: sql.text, values: [...sql.values], rowMode: 'array', queryMode: 'extended' } as never) as unknown as { rows: unknown[][]; fields: Array<{ name: string }> };
    return { rows: result.rows, columns: result.fields.map((f) => f.name) };
  } catch (error) {
    throw toSqlConfigError(error);
  }
}

/** One statement holding builder SQL, always through the extended protocol; PostgreSQL errors become 400s. */
export async function queryBuilderSql(client: PoolClient, sql: SqlText): Promise<{ rows: Array<Record<string, unknown>>; columns: string[] }> {
  try {
    const result = await client.query({ text: sql.text, values: [...sql.values], queryMode: 'extended' } as never) as unknown as { rows: Array<Record<string, unknown>>; fields: Array<{ name: string }> };
    return { rows: result.rows, columns: result.fields.map((f) => f.name) };
  } catch (error) {
    throw toSqlConfigError(error);
  }
}

/**
 * A PostgreSQL error from a builder's SQL as an error the builder can act on, without the
 * database's own text: that names columns and tables, and quotes data ("invalid input syntax for
 * type integer: <value>"), so it stays in the server log (the error's `cause`, logged by the error
 * middleware). The caller gets a code and the SQLSTATE. Anything else (the server failing) is left
 * as it is (a logged 500).
 */
export function toSqlConfigError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const state = sqlState(error);
  if (!state) return error;
  const mapped = mappedSqlError(state);
  if (!mapped) return error;
  mapped.cause = error;
  return mapped;
}

function mappedSqlError(state: string): AppError | undefined {
  if (state === '25006') return new AppError(400, 'sqlConfig/read-only');
  if (state === '42501') return new AppError(400, 'sqlConfig/not-permitted');
  if (state === '57014') return new AppError(400, 'sqlConfig/timeout');
  if (state === '55P03') return new AppError(400, 'sqlConfig/lock-timeout');
  if (state.startsWith('54') || state.startsWith('53')) return new AppError(400, 'sqlConfig/too-costly');
  // Classes about the statement itself: cardinality (21), data (22), integrity (23), syntax and
  // access rules (42), unsupported feature (0A), raised by a PL/pgSQL function (P0).
  if (['21', '22', '23', '42', '0A', 'P0'].includes(state.slice(0, 2))) return new AppError(400, 'sqlConfig/sql-error', [state]);
  return undefined;
}
