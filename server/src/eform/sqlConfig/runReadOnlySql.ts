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
}

export const defaultReadOnlyLimits: ReadOnlyLimits = { timeoutMs: 5000, lockTimeoutMs: 1000, rowCap: 10_000 };

export interface ReadOnlyResult {
  rows: Array<Record<string, unknown>>;
  columns: string[];
  isTruncated: boolean;
}

/**
 * Runs a builder's SQL (already bound) in its box: a read-only transaction of the caller's tenant
 * with statement and lock timeouts (`withTenantConnection`), as `wharf_sql_reader`, as one
 * extended-protocol statement (the simple protocol would accept several), wrapped as a subquery
 * under the row cap.
 */
export async function runReadOnlySql(db: Knex, tenantId: string, sql: SqlText, limits: ReadOnlyLimits = defaultReadOnlyLimits): Promise<ReadOnlyResult> {
  return withTenantConnection(db, tenantId, { statementTimeoutMs: limits.timeoutMs, lockTimeoutMs: limits.lockTimeoutMs }, async (client) => {
    await becomeSqlReader(client);
    const text = `select * from (${sql.text}\n) as wharf_sql limit ${Math.trunc(limits.rowCap) + 1}`;
    const result = await queryBuilderSql(client, { text, values: sql.values });
    const isTruncated = result.rows.length > limits.rowCap;
    return { rows: isTruncated ? result.rows.slice(0, limits.rowCap) : result.rows, columns: result.columns, isTruncated };
  });
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
 * A PostgreSQL error from a builder's SQL as a 400 the builder can act on. Only PostgreSQL's own
 * short message is passed on, for mistakes in the SQL itself (syntax, names, types, data); never the
 * statement, its position or internals. Anything else (the server failing) is left as it is (500).
 */
export function toSqlConfigError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const state = sqlState(error);
  if (!state) return error;
  const message = String((error as { message?: unknown }).message ?? '').slice(0, 300);
  if (state === '25006') return new AppError(400, 'sqlConfig/read-only');
  if (state === '42501') return new AppError(400, 'sqlConfig/not-permitted');
  if (state === '57014') return new AppError(400, 'sqlConfig/timeout');
  if (state === '55P03') return new AppError(400, 'sqlConfig/lock-timeout');
  if (state === '54001' || state.startsWith('53')) return new AppError(400, 'sqlConfig/too-costly');
  // Classes about the statement itself: cardinality (21), data (22), integrity (23), syntax and
  // access rules (42), unsupported feature (0A), raised by a PL/pgSQL function (P0).
  if (['21', '22', '23', '42', '0A', 'P0'].includes(state.slice(0, 2))) return new AppError(400, 'sqlConfig/sql-error', [message]);
  return error;
}
