import type { Knex } from 'knex';
import pg from 'pg';
import { planDatasetQuery, type DatasetQuery, type QueryColumn } from '@wharf/engine';
import type { DatasetDefinition, TableDefinition } from '@wharf/schemas';
import { quantile, since, type BenchResult } from './stats';

export interface DatasetBenchTarget {
  url: string;
  token: string;
  owner: Knex;
  /** The app role's connection; the baseline opens its own pool with the same role (same row-level security). */
  db: Knex;
  tenantId: string;
}

export interface DatasetBenchOptions {
  rows: number;
  /** Requests per side, sent one after another (no two in flight: nothing is merged or cached). */
  requests: number;
}

export const datasetBenchOptions = (env: NodeJS.ProcessEnv = process.env): DatasetBenchOptions => ({
  rows: Number(env.BENCH_DATASET_ROWS ?? 1_000_000),
  requests: Number(env.BENCH_DATASET_REQUESTS ?? 600),
});

const table: TableDefinition = {
  schemaVersion: 1, tableName: 'bench_ds', tableTitle: 'Bench dataset rows',
  columns: [
    { colCode: 'port', colName: 'Port', colType: 'varchar', colLength: 10 },
    { colCode: 'trade_mode', colName: 'Trade mode', colType: 'varchar', colLength: 10 },
    { colCode: 'amount', colName: 'Amount', colType: 'decimal', colLength: 18, decimals: 2 },
    { colCode: 'declare_date', colName: 'Declared on', colType: 'date' },
  ],
} as TableDefinition;

// cacheSeconds 0: every API request runs its statement (identical requests would only be merged while in flight, and none overlap here).
const dataset: DatasetDefinition = {
  schemaVersion: 1, datasetCode: 'bench_ds', datasetName: 'Bench dataset', sourceType: 'table', tableName: 'bench_ds', cacheSeconds: 0,
  dimension: [{ colCode: 'port', title: 'Port' }, { colCode: 'trade_mode', title: 'Trade mode' }, { colCode: 'declare_date', title: 'Declared on', colType: 'date' }],
  measure: [{ colCode: 'amount', title: 'Amount', aggregate: 'sum', precision: 2 }, { colCode: 'id', title: 'Declarations', aggregate: 'count' }],
  requiredFilters: ['trade_mode', 'declare_date'],
} as DatasetDefinition;

const modes = ['0110', '0615', '0214', '1233', '9610'];

/** The dashboard-like query of request `i`: totals by port for one trade mode over one month (~1/50 of the rows). */
function queryOf(i: number): DatasetQuery {
  const month = 1 + (i % 10);
  const from = `2026-${String(month).padStart(2, '0')}-01`;
  const to = `2026-${String(month).padStart(2, '0')}-28`;
  return {
    dimensions: ['port'], measures: ['amount', 'id'],
    filters: [{ colCode: 'trade_mode', op: 'eq', value: modes[Math.floor(i / 10) % modes.length]! }, { colCode: 'declare_date', op: 'between', value: [from, to] }],
  };
}

async function api(target: DatasetBenchTarget, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.url}${path}`, { method, headers: { 'Content-Type': 'application/json', 'X-Access-Token': target.token }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = (await response.json()) as { result: unknown };
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.result;
}

/** The synced table, its rows (generated in PostgreSQL), the aggregation's index and the published dataset; returns the physical name. */
async function prepare(target: DatasetBenchTarget, rows: number): Promise<string> {
  await api(target, 'POST', '/api/eform/definitions', { kind: 'table', code: 'bench_ds', name: 'bench_ds', body: table });
  await api(target, 'POST', '/api/eform/tables/bench_ds/sync', {});
  const created = (await api(target, 'POST', '/api/eform/definitions', { kind: 'dataset', code: 'bench_ds', name: 'bench_ds', body: dataset })) as { id: string };
  await api(target, 'POST', `/api/eform/definitions/${created.id}/publish`, {});
  const { physical_name: physical } = (await target.owner('eform_tables').where({ tenant_id: target.tenantId, table_code: 'bench_ds' }).first('physical_name')) as { physical_name: string };
  const qualified = `biz."${physical}"`;
  await target.owner.raw(`
    insert into ${qualified} (tenant_id, port, trade_mode, amount, declare_date)
    select ?, 'P' || lpad((n % 40)::text, 2, '0'), (array['0110','0615','0214','1233','9610'])[1 + (n / 7) % 5], (n % 100000) / 100.0, date '2026-01-01' + (n % 300)
    from generate_series(1, ?) as n`, [target.tenantId, rows]);
  // The aggregation's index, made as a DBA would: the filter's columns, then what is summed (an index-only scan); both sides use it.
  await target.owner.raw(`create index bench_ds_mode_date on ${qualified} (tenant_id, trade_mode, declare_date) include (port, amount, id)`);
  await target.owner.raw(`vacuum analyze ${qualified}`);
  return physical;
}

/**
 * Dataset query through the API (`POST /api/eform/dataset/bench_ds/query`: auth, access, plan,
 * run as the caller, shape) vs the very statement the planner writes for it, through pg as the
 * app role in the same kind of read-only tenant transaction. Requests go one at a time, the two
 * sides alternating in blocks of 50 so the machine's noise hits both alike.
 */
export async function benchDataset(target: DatasetBenchTarget, options: DatasetBenchOptions): Promise<{ results: BenchResult[]; description: string }> {
  const started = Date.now();
  const physical = await prepare(target, options.rows);
  const prepareSeconds = Math.round((Date.now() - started) / 1000);
  const { connectionString } = (target.db.client as { config: { connection: { connectionString: string } } }).config.connection;
  const pool = new pg.Pool({ connectionString, max: 2 });
  const columns: QueryColumn[] = [
    { field: 'id', type: 'string' }, { field: 'port', type: 'string' }, { field: 'trade_mode', type: 'string' }, { field: 'amount', type: 'number' }, { field: 'declare_date', type: 'date' },
  ];
  const source = { kind: 'table' as const, schema: 'biz', table: physical, columns };
  // Planned before the clock starts: the baseline is the statement alone.
  const plans = Array.from({ length: 50 }, (_, i) => {
    const planned = planDatasetQuery({ dataset, query: queryOf(i), source, rowFilter: true });
    if (!planned.ok) throw new Error(planned.errors.map((e) => e.code).join(', '));
    return planned.plan;
  });
  const direct = async (i: number) => {
    const plan = plans[i % plans.length]!;
    const client = await pool.connect();
    try {
      await client.query(`begin transaction read only; select set_config('app.tenant_id', '${target.tenantId}', true)`);
      const { rows } = await client.query(plan.sql.text, plan.sql.values as unknown[]);
      await client.query('rollback');
      if (rows.length === 0) throw new Error('no rows');
    } finally {
      client.release();
    }
  };
  const viaApi = async (i: number) => {
    const answer = (await api(target, 'POST', '/api/eform/dataset/bench_ds/query', queryOf(i))) as { rows: unknown[] };
    if (answer.rows.length === 0) throw new Error('no rows');
  };
  const samples = { api: [] as number[], pg: [] as number[] };
  try {
    for (let i = 0; i < 40; i += 1) {
      await direct(i);
      await viaApi(i);
    }
    const block = 50;
    for (let done = 0; done < options.requests; done += block) {
      for (const side of ['pg', 'api'] as const) {
        for (let i = done; i < Math.min(done + block, options.requests); i += 1) {
          const start = process.hrtime.bigint();
          await (side === 'pg' ? direct(i) : viaApi(i));
          samples[side].push(since(start));
        }
      }
    }
  } finally {
    await pool.end();
  }
  const note = `${options.rows.toLocaleString('en')} rows; totals (sum, count) by 40 ports for one trade mode over one month (~2% of the rows, index-only scan of (tenant_id, trade_mode, declare_date) include (port, amount, id)); ${options.requests} requests per side, one at a time, alternating blocks of 50; cacheSeconds 0`;
  const result = (name: string, q: number): BenchResult => {
    const value = quantile(samples.api, q);
    const baseline = quantile(samples.pg, q);
    return { name, unit: 'ms', value, baseline, ratio: value / baseline, note };
  };
  return {
    results: [result('dataset query p50', 0.5), result('dataset query p90', 0.9), result('dataset query p99', 0.99)],
    description: `Dataset query through POST /api/eform/dataset/{code}/query (client in the same process) vs the same planned SQL through pg as the app role; data prepared in ${prepareSeconds} s`,
  };
}
