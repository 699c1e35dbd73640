import type { Knex } from 'knex';
import pg from 'pg';
import type { AppContext } from '../src/context';
import { evaluateRule } from '../src/warnings/evaluateRule';
import { since, type BenchResult } from './stats';

export interface WarningBenchTarget {
  url: string;
  token: string;
  owner: Knex;
  db: Knex;
  ctx: AppContext;
  tenantId: string;
}

/** How many rows the rule reads (BENCH_WARNING_ROWS), and how many evaluations per side after the first (BENCH_WARNING_ROUNDS). */
export const warningBenchOptions = (env: NodeJS.ProcessEnv = process.env) => ({
  rows: Number(env.BENCH_WARNING_ROWS ?? 1_000_000),
  rounds: Number(env.BENCH_WARNING_ROUNDS ?? 3),
});

const sqlQuery = "select id, decl_no, declared_at from biz.bench_warn where status <> 'C'";

async function api(target: WarningBenchTarget, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.url}${path}`, { method, headers: { 'Content-Type': 'application/json', 'X-Access-Token': target.token }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = (await response.json()) as { result: unknown };
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.result;
}

/**
 * A synced table of `rows` declarations, one in a hundred declared 49 hours ago (the rest an hour
 * ago), a SQL config reading the open ones and a published warning "declared more than 48 hours
 * ago" (no templates: the bench measures reading and deciding, not mail). Returns the table's
 * physical name.
 */
async function prepare(target: WarningBenchTarget, rows: number): Promise<string> {
  const table = { schemaVersion: 1, tableName: 'bench_warn', tableTitle: 'Bench warnings', columns: [
    { colCode: 'decl_no', colName: 'No', colType: 'varchar', colLength: 20 },
    { colCode: 'declared_at', colName: 'Declared', colType: 'datetime' },
    { colCode: 'status', colName: 'Status', colType: 'varchar', colLength: 2 },
  ] };
  await api(target, 'POST', '/api/eform/definitions', { kind: 'table', code: 'bench_warn', name: 'bench_warn', body: table });
  await api(target, 'POST', '/api/eform/tables/bench_warn/sync', {});
  const { physical_name: physical } = (await target.owner('eform_tables').where({ tenant_id: target.tenantId, table_code: 'bench_warn' }).first('physical_name')) as { physical_name: string };
  await target.owner.raw(`insert into biz."${physical}" (tenant_id, decl_no, declared_at, status)
    select ?, 'D' || n, now() - case when n % 100 = 0 then interval '49 hours' else interval '1 hour' end, 'O' from generate_series(1, ?) as n`, [target.tenantId, rows]);
  await target.owner.raw(`vacuum analyze biz."${physical}"`);
  await api(target, 'POST', '/api/eform/sqlConfig/add', { sqlCode: 'bench_warn_sql', sqlName: 'Open declarations', sqlQuery });
  const warning = {
    schemaVersion: 1, warningItemCode: 'bench_warning', warningItemName: 'Bench', productType: 'customize', triggerMode: 'platform',
    rules: [{ ruleCode: 'late', ruleName: 'Late', dispatchFrequency: 'hourly', dispatchHours: [0], cronExpr: '0 0 * * * ?', sqlCode: 'bench_warn_sql', recordKeyField: 'id',
      setConfigs: [{ warnField: 'declared_at', operateType: 'greater', warnFieldValue: 48, unit: 'hour' }] }],
  };
  const created = (await api(target, 'POST', '/api/eform/definitions', { kind: 'warning', code: 'bench_warning', name: 'bench', body: warning })) as { id: string };
  await api(target, 'POST', `/api/eform/definitions/${created.id}/publish`, {});
  return physical;
}

/**
 * The same rows through pg as the app role (row-level security) in a read-only transaction: the
 * rule's SQL (its table name resolved) through a cursor, 5,000 rows a fetch, each row only counted.
 */
async function readThroughPg(client: pg.PoolClient, tenantId: string, physical: string): Promise<number> {
  await client.query('begin transaction read only');
  await client.query("select set_config('app.tenant_id', $1, true)", [tenantId]);
  await client.query(`declare bench_rows no scroll cursor for ${sqlQuery.replace('biz.bench_warn', `biz."${physical}"`)}`);
  let count = 0;
  for (;;) {
    const batch = await client.query('fetch forward 5000 from bench_rows');
    count += batch.rows.length;
    if (batch.rows.length < 5000) break;
  }
  await client.query('rollback');
  return count;
}

/**
 * Evaluation throughput (issue 22 "Done when"): records checked per second by `evaluateRule` over
 * the rule's rows (cursor as the reader role, set configs, the per-record state machine, the
 * states' writes) against the same query's rows through pg. The first evaluation fires for one
 * record in a hundred (their states written); later ones find nothing new (the steady state of
 * an hourly rule). Sides alternate.
 */
export async function benchWarnings(target: WarningBenchTarget, options = warningBenchOptions()): Promise<{ results: BenchResult[]; description: string }> {
  const physical = await prepare(target, options.rows);
  const { connectionString } = (target.db.client as { config: { connection: { connectionString: string } } }).config.connection;
  const pool = new pg.Pool({ connectionString, max: 1 });
  const client = await pool.connect();
  try {
    await readThroughPg(client, target.tenantId, physical);
    let started = process.hrtime.bigint();
    const first = await evaluateRule(target.ctx, target.tenantId, 'bench_warning', 'late');
    const firstMs = since(started);
    const ours: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      started = process.hrtime.bigint();
      const steady = await evaluateRule(target.ctx, target.tenantId, 'bench_warning', 'late');
      ours.push(steady.checked / (since(started) / 1000));
      started = process.hrtime.bigint();
      const counted = await readThroughPg(client, target.tenantId, physical);
      bare.push(counted / (since(started) / 1000));
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const firstRate = first.checked / (firstMs / 1000);
    const results: BenchResult[] = [
      { name: 'warning first run', unit: 'records/s', value: firstRate, baseline: mean(bare), ratio: firstRate / mean(bare), note: `${first.checked} checked, ${first.fired} fired in ${Math.round(firstMs)} ms` },
      { name: 'warning steady run', unit: 'records/s', value: mean(ours), baseline: mean(bare), ratio: mean(ours) / mean(bare), note: `${options.rounds} rounds each, alternating` },
    ];
    return { results, description: `Warning evaluation (evaluateRule: cursor as the reader role, set configs, per-record states) over ${options.rows} rows, 1% breaching, vs the same query's rows through pg (cursor, app role, counted); records checked per second` };
  } finally {
    client.release();
    await pool.end();
  }
}
