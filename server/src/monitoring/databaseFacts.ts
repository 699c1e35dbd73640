import type { Knex } from 'knex';
import { readOnlyOwner } from './ownerReads';
import { round } from './processWatch';

/** A statement running (or a transaction left open) longer than `longRunningSeconds`. */
export interface RunningStatement {
  pid: number;
  userName: string | null;
  applicationName: string | null;
  state: string;
  seconds: number;
  /** The other backends it waits for (`pg_blocking_pids`), empty when it waits for nobody. */
  blockedBy: number[];
  query: string;
}

/** One statement of `pg_stat_statements`, slowest on average first. */
export interface SlowStatement {
  query: string;
  calls: number;
  totalMs: number;
  meanMs: number;
  rows: number;
}

/** The database page: connections, cache hit ratio, size, locks, long-running and slowest statements. */
export interface DatabaseFacts {
  databaseName: string;
  serverVersion: string;
  sizeBytes: number;
  maxConnections: number;
  connections: { state: string; count: number }[];
  /** Share of block reads answered from PostgreSQL's buffer cache since its statistics were reset, 0–100; null before any read. */
  cacheHitPercent: number | null;
  transactions: { committed: number; rolledBack: number; deadlocks: number };
  locks: { mode: string; granted: number; waiting: number }[];
  longRunning: RunningStatement[];
  /**
   * The slowest statements when `pg_stat_statements` can be read; otherwise why not:
   * 'not-installed' (no extension in this database) or 'not-loaded' (not in shared_preload_libraries), 'unreadable' (anything else).
   */
  slowest: { available: true; statements: SlowStatement[] } | { available: false; reason: 'not-installed' | 'not-loaded' | 'unreadable'; statements: [] };
}

/** Statements running at least this long are listed as long-running. */
export const longRunningSeconds = 1;
/** Query texts are cut to this many characters (they can be pages long). */
const queryChars = 500;

/**
 * Reads the database's own statistics views (`pg_stat_activity`, `pg_stat_database`, `pg_locks`,
 * `pg_stat_statements` where present) for the database the owner connection is on, in one read-only
 * transaction (`readOnlyOwner`). Query texts of other roles' sessions read as
 * `<insufficient privilege>` unless the owner is a superuser or holds `pg_read_all_stats`.
 */
export async function databaseFacts(owner: Knex): Promise<DatabaseFacts> {
  return readOnlyOwner(owner, async (trx) => {
    const { rows: [about] } = await trx.raw<{ rows: { name: string; version: string; size: string; max: string }[] }>(
      "select current_database() as name, current_setting('server_version') as version, pg_database_size(current_database())::text as size, current_setting('max_connections') as max",
    );
    const { rows: connections } = await trx.raw<{ rows: { state: string; count: number }[] }>(
      "select coalesce(state, 'background') as state, count(*)::int as count from pg_stat_activity where datname = current_database() group by 1 order by 2 desc",
    );
    const { rows: [stats] } = await trx.raw<{ rows: { hit: string; read: string; committed: string; rolled_back: string; deadlocks: string }[] }>(
      'select blks_hit::text as hit, blks_read::text as read, xact_commit::text as committed, xact_rollback::text as rolled_back, deadlocks::text as deadlocks from pg_stat_database where datname = current_database()',
    );
    const { rows: locks } = await trx.raw<{ rows: { mode: string; granted: number; waiting: number }[] }>(
      `select l.mode, count(*) filter (where l.granted)::int as granted, count(*) filter (where not l.granted)::int as waiting
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where a.datname = current_database() group by l.mode order by l.mode`,
    );
    const { rows: running } = await trx.raw<{ rows: { pid: number; user_name: string | null; application_name: string | null; state: string; seconds: number; blocked_by: number[]; query: string }[] }>(
      `select pid, usename as user_name, nullif(application_name, '') as application_name, state,
              extract(epoch from now() - coalesce(query_start, xact_start))::float8 as seconds,
              pg_blocking_pids(pid) as blocked_by, left(query, ${queryChars}) as query
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state is not null and state <> 'idle'
          and coalesce(query_start, xact_start) < now() - make_interval(secs => ?)
        order by coalesce(query_start, xact_start) limit 50`,
      [longRunningSeconds],
    );
    const hit = Number(stats?.hit ?? 0);
    const read = Number(stats?.read ?? 0);
    return {
      databaseName: about!.name,
      serverVersion: about!.version,
      sizeBytes: Number(about!.size),
      maxConnections: Number(about!.max),
      connections,
      cacheHitPercent: hit + read > 0 ? round((hit / (hit + read)) * 100) : null,
      transactions: { committed: Number(stats?.committed ?? 0), rolledBack: Number(stats?.rolled_back ?? 0), deadlocks: Number(stats?.deadlocks ?? 0) },
      locks,
      longRunning: running.map((row) => ({ pid: row.pid, userName: row.user_name, applicationName: row.application_name, state: row.state, seconds: round(row.seconds), blockedBy: row.blocked_by, query: row.query })),
      slowest: await slowestStatements(trx),
    };
  });
}

/** `pg_stat_statements` of this database, read in a savepoint so its absence costs nothing else. */
async function slowestStatements(trx: Knex.Transaction): Promise<DatabaseFacts['slowest']> {
  const { rows: [extension] } = await trx.raw<{ rows: { installed: boolean }[] }>("select exists (select 1 from pg_extension where extname = 'pg_stat_statements') as installed");
  if (!extension?.installed) return { available: false, reason: 'not-installed', statements: [] };
  try {
    const rows = await trx.transaction(async (savepoint) => (await savepoint.raw<{ rows: { query: string; calls: string; total_ms: number; mean_ms: number; rows: string }[] }>(
      `select left(s.query, ${queryChars}) as query, s.calls::text as calls, s.total_exec_time as total_ms, s.mean_exec_time as mean_ms, s.rows::text as rows
         from pg_stat_statements s join pg_database d on d.oid = s.dbid
        where d.datname = current_database() order by s.mean_exec_time desc limit 20`,
    )).rows);
    return { available: true, statements: rows.map((row) => ({ query: row.query, calls: Number(row.calls), totalMs: round(row.total_ms), meanMs: round(row.mean_ms), rows: Number(row.rows) })) };
  } catch (error) {
    return { available: false, reason: /shared_preload_libraries/.test(String(error)) ? 'not-loaded' : 'unreadable', statements: [] };
  }
}
