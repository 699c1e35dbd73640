import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import pg from 'pg';
import { buildTableViewQuery, compileViewRequest } from '@wharf/engine';
import type { TableDefinition, ViewDefinition } from '@wharf/schemas';
import { since, writeSuite, type BenchResult } from './stats';

export interface ListBenchTarget {
  url: string;
  token: string;
  owner: Knex;
  /** The app role's connection; the bare handler opens its own pool with the same role (same row-level security). */
  db: Knex;
  tenantId: string;
}

export interface ListBenchOptions {
  rows: number;
  seconds: number;
  connections: number;
  /** Alternating rounds per side and load client; each figure is the median of its rounds. */
  rounds: number;
}

export const listBenchOptions = (env: NodeJS.ProcessEnv = process.env): ListBenchOptions => ({
  rows: Number(env.BENCH_LIST_ROWS ?? 1_000_000),
  seconds: Number(env.BENCH_LIST_SECONDS ?? 10),
  connections: Number(env.BENCH_LIST_CONNECTIONS ?? 10),
  rounds: Math.max(1, Number(env.BENCH_LIST_ROUNDS ?? 5)),
});

const table: TableDefinition = {
  schemaVersion: 1, tableName: 'bench_decl', tableTitle: 'Bench declarations',
  columns: [
    { colCode: 'dec_no', colName: 'No.', colType: 'varchar', colLength: 30 },
    { colCode: 'trade_mode', colName: 'Trade mode', colType: 'varchar', colLength: 10 },
    { colCode: 'amount', colName: 'Amount', colType: 'decimal', colLength: 18, decimals: 2 },
    { colCode: 'declare_date', colName: 'Declared on', colType: 'date' },
    { colCode: 'consignee', colName: 'Consignee', colType: 'varchar', colLength: 100 },
  ],
} as TableDefinition;
const view = {
  schemaVersion: 1, viewCode: 'bench_list', viewName: 'Bench list', viewType: 'table', tableName: 'bench_decl',
  columns: [
    { colCode: 'dec_no', colName: 'No.', queryOp: 'rhk' }, { colCode: 'trade_mode', colName: 'Trade mode', queryOp: 'eq' },
    { colCode: 'amount', colName: 'Amount', colType: 'number' }, { colCode: 'declare_date', colName: 'Declared on', colType: 'date' },
    { colCode: 'consignee', colName: 'Consignee' }, { colCode: 'createTime', colName: 'Created' },
  ],
} as ViewDefinition;

async function api(target: ListBenchTarget, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.url}${path}`, { method, headers: { 'Content-Type': 'application/json', 'X-Access-Token': target.token }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = (await response.json()) as { result: unknown };
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.result;
}

/** The synced table, its rows (generated in PostgreSQL) and the published view; returns the physical name. */
export async function prepareListData(target: ListBenchTarget, rows: number): Promise<string> {
  await api(target, 'POST', '/api/eform/definitions', { kind: 'table', code: 'bench_decl', name: 'bench_decl', body: table });
  await api(target, 'POST', '/api/eform/tables/bench_decl/sync', {});
  const created = (await api(target, 'POST', '/api/eform/definitions', { kind: 'view', code: 'bench_list', name: 'bench_list', body: view })) as { id: string };
  await api(target, 'POST', `/api/eform/definitions/${created.id}/publish`, {});
  const { physical_name: physical } = (await target.owner('eform_tables').where({ tenant_id: target.tenantId, table_code: 'bench_decl' }).first('physical_name')) as { physical_name: string };
  const qualified = `biz."${physical}"`;
  await target.owner.raw(`
    insert into ${qualified} (tenant_id, create_time, dec_no, trade_mode, amount, declare_date, consignee)
    select ?, timestamptz '2026-01-01' + n * interval '1 second' + (n % 997) * interval '1 microsecond',
           'D' || lpad(n::text, 9, '0'), (array['0110','0615','0214','1233','9610'])[1 + n % 5], (n % 100000) / 100.0,
           date '2026-01-01' + (n % 300), 'Consignee ' || (n % 5000)
    from generate_series(1, ?) as n`, [target.tenantId, rows]);
  // The index this list needs (filter on trade mode, newest first), made as a DBA would; both sides use it.
  await target.owner.raw(`create index bench_decl_mode_time on ${qualified} (tenant_id, trade_mode, create_time desc, id desc)`);
  await target.owner.raw(`vacuum analyze ${qualified}`);
  return physical;
}

/**
 * The list API's statement for a request with no framework, auth or checks: the query string read
 * with URLSearchParams, compiled by the engine, run through pg in a read-only tenant transaction.
 */
export function bareListHandler(target: ListBenchTarget, physical: string): { handle(req: IncomingMessage, res: ServerResponse): void; close(): Promise<void> } {
  const { connectionString } = (target.db.client as { config: { connection: { connectionString: string } } }).config.connection;
  const pool = new pg.Pool({ connectionString, max: 10 });
  const built = buildTableViewQuery(view, physical, table);
  if (!built.ok) throw new Error(`the bench view does not fit its table: ${built.code} ${built.args.join(', ')}`);
  const query = built.query.unmasked;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    const compiled = compileViewRequest(query, params, { probeNextPage: true, lang: 'en_US' });
    if (!compiled.ok) throw new Error(compiled.errors.map((e) => e.code).join(', '));
    void (async () => {
      const client = await pool.connect();
      try {
        await client.query(`begin transaction read only; select set_config('app.tenant_id', '${target.tenantId}', true)`);
        const { rows } = await client.query(compiled.sql.text, compiled.sql.values);
        await client.query('rollback');
        const records = rows.slice(0, 20);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true, result: { records, hasMore: rows.length > 20 } }));
      } finally {
        client.release();
      }
    })().catch(() => res.writeHead(500).end());
  };
  return { handle, close: () => pool.end() };
}

/** Serves `handle` (or runs `server`) on a free port of 127.0.0.1. */
export async function listen(handle: ((req: IncomingMessage, res: ServerResponse) => void) | Server): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = typeof handle === 'function' ? createServer(handle) : handle;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The same statement the list API runs for a request, served by node:http + pg with no framework, auth or checks. */
export async function startBareServer(target: ListBenchTarget, physical: string): Promise<{ url: string; close(): Promise<void> }> {
  const bare = bareListHandler(target, physical);
  const served = await listen(bare.handle);
  return {
    url: served.url,
    close: async () => {
      await served.close();
      await bare.close();
    },
  };
}

/** The list request under load: filter on trade mode, newest first, a page of 20. */
export const listPath = (base: string) => (page: number) => `${base}?trade_mode=0110&column=createTime&order=desc&pageSize=20&pageNo=${page}`;

/**
 * Where the load generator runs: in a worker thread of its own (`worker`, as a separate client
 * would be), or on the event loop of this process, which the servers under test also run on
 * (`inline`: its own work then queues with theirs).
 */
export type LoadClient = 'worker' | 'inline';

export interface LoadResult {
  /** autocannon's latency percentiles are whole milliseconds. */
  p50: number;
  p99: number;
  /** The mean latency, to a fraction of a millisecond (what the whole-millisecond p50 rounds). */
  mean: number;
  rps: number;
}

export async function load(url: string, path: (page: number) => string, headers: Record<string, string>, options: ListBenchOptions, client: LoadClient = 'inline'): Promise<LoadResult> {
  const request = client === 'worker'
    ? { method: 'GET' as const, path: path(1).split('?')[0]!, setupRequest: fileURLToPath(new URL('randomListPage.cjs', import.meta.url)) as never }
    : { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: path(1 + Math.floor(Math.random() * 50)) }) };
  const result = await autocannon({
    url, connections: options.connections, duration: options.seconds, headers, requests: [request],
    ...(client === 'worker' ? { workers: 1 } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`load test saw ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean, rps: result.requests.average };
}

async function medianMs(times: number, work: () => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(since(start));
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

/**
 * The list API over `rows` business rows: filter + sort + a page of 20 (pages 1–50) under autocannon
 * against a bare node:http + pg handler running the very same statement; a deep page by keyset vs
 * OFFSET; the whole table exported to .xlsx (rows/s, peak RSS growth) vs PostgreSQL's COPY TO a file.
 */
export async function benchListApi(target: ListBenchTarget, options: ListBenchOptions): Promise<{ results: BenchResult[]; description: string }> {
  const started = Date.now();
  const physical = await prepareListData(target, options.rows);
  const prepareSeconds = Math.round((Date.now() - started) / 1000);
  const bare = await startBareServer(target, physical);
  const results: BenchResult[] = [];
  try {
    // Warm both (plans, caches), then alternate rounds so the machine's noise hits both alike; each
    // side's figures are the medians of its rounds. Every round is run twice: with the load client in
    // a worker thread, as a separate client would be (the headline figures), and on this process's
    // event loop, where the client's own work queues with the server's (as the first figures were
    // taken).
    const oursPath = listPath('/api/eform/views/bench_list/data');
    const oursHeaders = { 'X-Access-Token': target.token };
    await load(bare.url, listPath('/data'), {}, { ...options, seconds: 2 });
    await load(target.url, oursPath, oursHeaders, { ...options, seconds: 2 });
    const rounds = { inline: { bare: [] as LoadResult[], ours: [] as LoadResult[] }, worker: { bare: [] as LoadResult[], ours: [] as LoadResult[] } };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const client of ['inline', 'worker'] as const) {
        rounds[client].bare.push(await load(bare.url, listPath('/data'), {}, options, client));
        rounds[client].ours.push(await load(target.url, oursPath, oursHeaders, options, client));
      }
    }
    const median = (runs: LoadResult[], key: keyof LoadResult) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
    for (const client of ['worker', 'inline'] as const) {
      const suffix = client === 'worker' ? '' : ' (load client on the servers\' event loop)';
      const summary = (runs: LoadResult[]): LoadResult => ({ p50: median(runs, 'p50'), p99: median(runs, 'p99'), mean: median(runs, 'mean'), rps: median(runs, 'rps') });
      const ours = summary(rounds[client].ours);
      const baseline = summary(rounds[client].bare);
      const where = client === 'inline' ? 'autocannon on the event loop the servers run on' : 'autocannon in a worker thread of its own';
      const note = `${options.connections} connections, ${where}, ${options.rounds} alternating rounds of ${options.seconds} s each (medians), trade_mode = '0110' (1/5 of the rows), newest first, pages 1-50 at random`;
      results.push({ name: `list page p50${suffix}`, unit: 'ms', value: ours.p50, baseline: baseline.p50, ratio: ours.p50 / baseline.p50, note });
      results.push({ name: `list page mean latency${suffix}`, unit: 'ms', value: ours.mean, baseline: baseline.mean, ratio: ours.mean / baseline.mean, note });
      results.push({ name: `list page p99${suffix}`, unit: 'ms', value: ours.p99, baseline: baseline.p99, ratio: ours.p99 / baseline.p99, note });
      results.push({ name: `list page throughput${suffix}`, unit: 'req/s', value: ours.rps, baseline: baseline.rps, ratio: baseline.rps / ours.rps, note: `ratio is baseline/ours; ${note}` });
    }

    // A deep page through the API: OFFSET (pageNo) against keyset (after = the previous page's last row).
    const deepOffset = Math.min(500_000, Math.floor(options.rows / 2));
    const pageNo = Math.floor(deepOffset / 20) + 1;
    const headers = { 'X-Access-Token': target.token };
    const previous = (await target.owner.raw(`select id, create_time::text as t from biz."${physical}" order by create_time desc, id desc offset ? limit 1`, [(pageNo - 1) * 20 - 1])).rows[0] as { id: string; t: string };
    const after = encodeURIComponent(JSON.stringify({ createTime: previous.t, id: previous.id }));
    let offsetFirst = '';
    let keysetFirst = '';
    const offsetMs = await medianMs(5, async () => {
      const body = (await (await fetch(`${target.url}/api/eform/views/bench_list/data?pageSize=20&pageNo=${pageNo}`, { headers })).json()) as { result: { records: Array<{ id: string }> } };
      offsetFirst = body.result.records[0]!.id;
    });
    const keysetMs = await medianMs(5, async () => {
      const body = (await (await fetch(`${target.url}/api/eform/views/bench_list/data?pageSize=20&after=${after}`, { headers })).json()) as { result: { records: Array<{ id: string }> } };
      keysetFirst = body.result.records[0]!.id;
    });
    if (offsetFirst !== keysetFirst) throw new Error('keyset and offset deep pages differ');
    results.push({ name: `deep page (offset ${deepOffset}) keyset`, unit: 'ms', value: keysetMs, baseline: offsetMs, ratio: keysetMs / offsetMs, note: 'baseline: the same page by OFFSET through the same API (median of 5)' });

    // Export of every row, against PostgreSQL writing the same rows to a CSV file itself.
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    let bytes = 0;
    const exportStart = process.hrtime.bigint();
    const response = await fetch(`${target.url}/api/eform/views/bench_list/export`, { headers });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const exportMs = since(exportStart);
    clearInterval(sampler);
    const copyFile = `/tmp/wharf-bench-copy-${process.pid}.csv`;
    const copyStart = process.hrtime.bigint();
    await target.owner.raw(`copy (select dec_no, trade_mode, amount, declare_date, consignee, create_time::text from biz."${physical}" where tenant_id = '${target.tenantId}' order by create_time desc, id desc) to '${copyFile}' with (format csv, header)`);
    const copyMs = since(copyStart);
    rmSync(copyFile, { force: true });
    const rowsPerSecond = (options.rows * 1000) / exportMs;
    const copyPerSecond = (options.rows * 1000) / copyMs;
    results.push({ name: 'export xlsx rows/s', unit: 'rows/s', value: rowsPerSecond, baseline: copyPerSecond, ratio: copyPerSecond / rowsPerSecond, note: `${options.rows} rows, ${(bytes / 1e6).toFixed(1)} MB xlsx; baseline: COPY TO a CSV file on the server; ratio is baseline/ours` });
    results.push({ name: 'export peak RSS growth', unit: 'MB', value: (peak - rssBefore) / 1e6, baseline: 0, ratio: 0, note: `process RSS before ${(rssBefore / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB (server and client in one process)` });
  } finally {
    await bare.close();
  }
  return { results, description: `List view API over ${options.rows} business rows (prepared in ${prepareSeconds} s) vs a bare node:http + pg handler running the same statement; deep page keyset vs OFFSET; streamed xlsx export vs COPY TO` };
}

/** Runs the list bench with the options from the environment, writes `server-list.json` and prints the figures. */
export async function runListBench(target: ListBenchTarget): Promise<void> {
  const options = listBenchOptions();
  if (options.rows <= 0) return;
  const { results, description } = await benchListApi(target, options);
  writeSuite('server-list.json', 'list', description, results);
  for (const r of results) console.log(`${r.name.padEnd(36)} ${r.value.toFixed(2).padStart(11)} ${r.unit}  baseline ${r.baseline.toFixed(2).padStart(11)}  ratio ${r.ratio.toFixed(2)}x`);
}
