import pg from 'pg';
import { startBenchApp } from './benchApp';
import { throughApi, type FormDataBenchTarget, type Timings } from './formData';
import { descendantsCpuSeconds } from './processCpu';
import { quantile } from './stats';

/**
 * What each statement of one save costs PostgreSQL (not part of `npm run bench`): the statements one
 * API save sends are caught as sent, then each is replayed alone
 * `BENCH_REPLAYS` times in a tenant transaction rolled back after it, timed from send to answer on
 * an idle connection (a round trip plus PostgreSQL's work; `select 1` gives the round trip alone).
 *   BENCH_REPLAYS=300 npx tsx bench/formDataStatementCost.ts
 */
type Caught = { text: string; values?: unknown[] };
let catching: Caught[] | undefined;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function caughtQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string; values?: unknown[] };
  if (catching) catching.push(typeof config === 'string' ? { text: config, ...(Array.isArray(args[1]) ? { values: args[1] as unknown[] } : {}) } : { text: config.text, ...(config.values ? { values: config.values } : {}) });
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const replays = Number(process.env.BENCH_REPLAYS ?? 300);
const app = await startBenchApp();
try {
  const target: FormDataBenchTarget = { url: app.url, token: app.token, owner: app.owner, db: app.db, tenantId: app.tenantId };
  const warm: Timings = { save: [], totalMs: 0 };
  for (let i = 0; i < 100; i += 1) await throughApi(target, 3_000_000 + i, warm);
  const sides: Array<[string, () => Promise<void>]> = [
    ['api', () => throughApi(target, 3_500_000, warm)],
  ];
  // The baseline's INSERTs are not replayed: replaying its numbered head insert alone hung (not looked into).
  const caught: Array<[string, Caught[]]> = [];
  for (const [side, save] of sides) {
    catching = [];
    await save();
    caught.push([side, catching]);
    catching = undefined;
  }
  const connection = await app.db.client.acquireConnection() as pg.Client;
  // A replay that waits on a lock says so instead of hanging the run.
  await connection.query('set statement_timeout = 5000');
  const skip = /^(begin|commit|rollback|savepoint|release)\b/i;
  let named = 0;
  // Named, as the product sends its hot statements: planned once, so a replay costs what a save's statement costs on a warm connection.
  // PostgreSQL's CPU (all its processes, /proc) per replay of the last statement timed, transaction included.
  let databaseMsPerReplay = 0;
  const time = async (statement: Caught): Promise<number[]> => {
    const name = `replay_${(named += 1)}`;
    const spent: number[] = [];
    const databaseBefore = descendantsCpuSeconds();
    for (let i = 0; i < replays; i += 1) {
      await connection.query(`begin; select set_config('app.tenant_id', '${app.tenantId}', true)`);
      const start = process.hrtime.bigint();
      const text = statement.text.replace(/^begin;[^;]*;\s*/i, '');
      await (text.includes(';') ? connection.query(text) : connection.query({ name, text, values: statement.values ?? [] }));
      spent.push(Number(process.hrtime.bigint() - start) / 1e6);
      await connection.query('rollback');
    }
    databaseMsPerReplay = ((descendantsCpuSeconds() - databaseBefore) * 1000) / replays;
    return spent;
  };
  const idle = await time({ text: 'select 1' });
  console.log(`round trip alone (select 1): p50 ${quantile(idle, 0.5).toFixed(3)} ms, PostgreSQL CPU ${databaseMsPerReplay.toFixed(3)} ms per replay (begin, tenant, statement, rollback), ${replays} replays`);
  for (const [side, statements] of caught) {
    let sum = 0;
    for (const statement of statements) {
      if (skip.test(statement.text.trim()) && !/set_config/.test(statement.text)) continue;
      const p50 = quantile(await time(statement), 0.5);
      sum += p50;
      console.log(`${side}  p50 ${p50.toFixed(3)} ms, PostgreSQL CPU ${databaseMsPerReplay.toFixed(3)} ms/replay  ${statement.text.trim().replace(/\s+/g, ' ').slice(0, 110)}`);
    }
    console.log(`${side}  sum ${sum.toFixed(3)} ms`);
  }
  // BENCH_EXPLAIN=1: the plan of the save's write, with each node's time (rolled back).
  const write = caught.flatMap(([, statements]) => statements).find((statement) => statement.text.startsWith('with '));
  if (process.env.BENCH_EXPLAIN === '1' && write) {
    // BENCH_EXPLAIN_ROWS=n: the master table grown by n copies of its last row first (new ids and entry ids), and analysed.
    const grow = Number(process.env.BENCH_EXPLAIN_ROWS ?? 0);
    if (grow > 0) {
      const head = (await app.owner('eform_tables').where({ tenant_id: app.tenantId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!.physical_name;
      const columns = (await app.owner('information_schema.columns').where({ table_schema: 'biz', table_name: head }).whereNotIn('column_name', ['id', 'entryId']).pluck('column_name')).map((c: string) => `"${c}"`).join(', ');
      await app.owner.raw(`insert into biz."${head}" ("entryId", ${columns}) select 'G' || lpad(g::text, 17, '0'), ${columns} from (select * from biz."${head}" limit 1) r, generate_series(1, ${grow}) g`);
      await app.owner.raw(`analyze biz."${head}"`);
    }
    await connection.query(`begin; select set_config('app.tenant_id', '${app.tenantId}', true)`);
    const { rows } = await connection.query(`explain (analyze, buffers, verbose off) ${write.text}`, write.values);
    await connection.query('rollback');
    console.log(rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
    console.log(write.text);
  }
  await app.db.client.releaseConnection(connection);
} finally {
  await app.stop();
}
