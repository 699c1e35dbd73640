import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import { fillRulePeriod, type FillRuleParams } from '@wharf/engine';
import { describeWaits, sampleWaits } from './formDataWaits';
import { quantile, since, type BenchResult } from './stats';

export interface FormDataBenchTarget {
  url: string;
  token: string;
  /** Owner connection: only to look up the physical table names. */
  owner: Knex;
  /** App-role connection for the baseline, so both sides pay for row-level security. */
  db: Knex;
  tenantId: string;
}

// The customs declaration example as the seeds install it in the demo tenant: a head and one goods line.
export const declaration = (i: number) => ({
  ieFlag: 'I', customsCode: '2200', consignee: `Consignee ${i}`, socialCreditCode: '91310000MA1FL1234X', declDate: '2026-11-22', currency: 'USD', declTotal: 1200.5,
  dec_list: [{ gNo: 1, codeTs: '8471300000', gName: 'Laptop', qty: 2, unit: '011', declPrice: 600.25, originCountry: 'CHN' }],
});

export type Timings = { save: number[]; totalMs: number };

const savePath = '/api/eform/data/dec_form';

/** Through the product, from this thread with fetch: POST /api/eform/data/dec_form (rules, fill rule, computed total, sub row, data log). */
export async function throughApi(target: FormDataBenchTarget, i: number, into: Timings): Promise<void> {
  const start = process.hrtime.bigint();
  const response = await fetch(`${target.url}${savePath}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Access-Token': target.token }, body: JSON.stringify({ data: declaration(i) }) });
  if (response.status !== 201) throw new Error(`form data save failed: ${response.status} ${await response.text()}`);
  into.save.push(since(start));
}

/**
 * `count` declarations through the API from a load client in a worker thread (`formDataLoad.mjs`:
 * node:http, keep-alive), `clients` in flight: each save's latency and the phase's wall time.
 */
export function throughApiFromWorker(target: FormDataBenchTarget, offset: number, count: number, clients: number): Promise<{ latencies: number[]; ms: number }> {
  const worker = new Worker(new URL('./formDataLoad.mjs', import.meta.url), { workerData: { url: target.url, token: target.token, count, offset, clients, path: savePath } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load worker exited with ${code}`))));
  });
}

/** The baseline's tables, and its fill rule when it numbers (`BENCH_FORM_BASELINE=plain` leaves numbering out, as before issue 21's fourth session). */
export interface BaselineTables {
  head: string;
  list: string;
  numbering?: { ruleId: string; params: FillRuleParams };
}

/**
 * The same head row and goods line inserted with hand-written SQL through pg, in one tenant
 * transaction; numbered as the product numbers (the declaration's entry id from the tenant's
 * `dec_entry_no` counter, gap-free: taken in the head's insert, held until the commit).
 */
export async function directly(target: FormDataBenchTarget, tables: BaselineTables, i: number, into: Timings): Promise<void> {
  const row = declaration(i);
  const line = row.dec_list[0]!;
  const { numbering } = tables;
  const { period, datePart } = numbering ? fillRulePeriod(numbering.params, new Date()) : { period: '', datePart: '' };
  const start = process.hrtime.bigint();
  await target.db.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [target.tenantId]);
    const values = [row.ieFlag, row.customsCode, row.consignee, row.socialCreditCode, row.declDate, row.currency, row.declTotal, 'demo_admin'];
    const { rows: [head] } = numbering
      ? await trx.raw(
        `with n as (insert into sys_fill_rule_counter as c (tenant_id, rule_id, period, value) values (?, ?, ?, 1) on conflict (tenant_id, rule_id, period) do update set value = c.value + 1 returning value)
         insert into biz."${tables.head}" ("entryId", "ieFlag", "customsCode", consignee, "socialCreditCode", "declDate", currency, "declTotal", create_by) values ((select ?::text || lpad(value::text, ?::int, '0') from n), ?, ?, ?, ?, ?, ?, ?, ?) returning id, row_version, "entryId"`,
        [target.tenantId, numbering.ruleId, period, `${numbering.params.prefix ?? ''}${datePart}`, numbering.params.seqLength, ...values],
      )
      : await trx.raw(
        `insert into biz."${tables.head}" ("entryId", "ieFlag", "customsCode", consignee, "socialCreditCode", "declDate", currency, "declTotal", create_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning id, row_version, "entryId"`,
        [`9${String(i).padStart(17, '0')}`, ...values],
      );
    await trx.raw(
      `insert into biz."${tables.list}" ("entryId", "gNo", "codeTs", "gName", qty, unit, "declPrice", "originCountry", "totalPrice", create_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [head.entryId, line.gNo, line.codeTs, line.gName, line.qty, line.unit, line.declPrice, line.originCountry, line.qty * line.declPrice, 'demo_admin'],
    );
  });
  into.save.push(since(start));
}

/** `count` baseline saves with `clients` in flight on the app role's pool. */
async function directlyInParallel(target: FormDataBenchTarget, tables: BaselineTables, offset: number, count: number, clients: number, into: Timings): Promise<void> {
  let next = 0;
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < count) {
      const i = offset + next;
      next += 1;
      await directly(target, tables, i, into);
    }
  }));
  into.totalMs += since(start);
}

function latencyResults(label: string, ours: number[], baseline: number[], note: string): BenchResult[] {
  return (['p50', 'p99'] as const).map((quantileName) => {
    const q = quantileName === 'p50' ? 0.5 : 0.99;
    const value = quantile(ours, q);
    const base = quantile(baseline, q);
    return { name: `${label} ${quantileName}`, unit: 'ms', value, baseline: base, ratio: value / base, note };
  });
}

/**
 * Form-data save: `count` declarations through the API (validation with dictionary and uniqueness
 * lookups, fill-rule number, computed line total, sub-table row, data log) against the same two rows
 * inserted directly through pg, interleaved in blocks so machine noise hits both alike: one client
 * at a time, then `clients` in flight (`BENCH_FORM_CLIENTS`, default 200; 0 leaves that phase out).
 * The API's load client runs in a worker thread (node:http), so the server's event loop carries only the server.
 */
export async function benchFormData(target: FormDataBenchTarget, count: number, clients = Number(process.env.BENCH_FORM_CLIENTS ?? 200)): Promise<BenchResult[]> {
  const physical = async (code: string) => (await target.owner('eform_tables').where({ tenant_id: target.tenantId, table_code: code }).first<{ physical_name: string }>('physical_name'))!.physical_name;
  const rule = process.env.BENCH_FORM_BASELINE === 'plain' ? undefined : await target.owner('sys_fill_rule').where({ tenant_id: target.tenantId, rule_code: 'dec_entry_no' }).first<{ id: string; rule_params: FillRuleParams }>('id', 'rule_params');
  const tables: BaselineTables = { head: await physical('dec_head'), list: await physical('dec_list'), ...(rule ? { numbering: { ruleId: rule.id, params: rule.rule_params } } : {}) };
  const ours: Timings = { save: [], totalMs: 0 };
  const baseline: Timings = { save: [], totalMs: 0 };
  const block = 250;
  for (let offset = 0; offset < count; offset += block) {
    const size = Math.min(block, count - offset);
    const answer = await throughApiFromWorker(target, offset, size, 1);
    ours.save.push(...answer.latencies);
    ours.totalMs += answer.ms;
    const start = process.hrtime.bigint();
    for (let i = 0; i < size; i += 1) await directly(target, tables, offset + i, baseline);
    baseline.totalMs += since(start);
  }
  const baselineNote = `baseline: the same head and goods rows INSERTed through pg as the app role${tables.numbering ? ', the entry id numbered from the same counter' : ', not numbered'}`;
  const results = latencyResults('form data save', ours.save, baseline.save, `one client; ${baselineNote}`);
  const throughput = (count * 1000) / ours.totalMs;
  const baseThroughput = (count * 1000) / baseline.totalMs;
  results.push({ name: 'form data save throughput', unit: 'rows/s', value: throughput, baseline: baseThroughput, ratio: baseThroughput / throughput, note: `${count} declarations, one client, sequential; ratio is baseline/ours` });
  if (clients > 0) {
    const loadedOurs: Timings = { save: [], totalMs: 0 };
    const loadedBaseline: Timings = { save: [], totalMs: 0 };
    const loadedBlock = Math.max(block, clients * 5);
    const waits: string[] = [];
    for (let offset = 0; offset < count; offset += loadedBlock) {
      const size = Math.min(loadedBlock, count - offset);
      const oursWaits = sampleWaits(target.owner);
      const answer = await throughApiFromWorker(target, 10_000_000 + offset, size, clients);
      waits.push(describeWaits(`ours at ${clients}, block at ${offset}`, await oursWaits.stop()));
      loadedOurs.save.push(...answer.latencies);
      loadedOurs.totalMs += answer.ms;
      const baseWaits = sampleWaits(target.owner);
      await directlyInParallel(target, tables, 10_000_000 + offset, size, clients, loadedBaseline);
      waits.push(describeWaits(`baseline at ${clients}, block at ${offset}`, await baseWaits.stop()));
    }
    // What the sessions waited on (BENCH_FORM_WAITS=0 leaves the listing out).
    if (process.env.BENCH_FORM_WAITS !== '0') console.log(waits.join('\n'));
    results.push(...latencyResults(`form data save at ${clients}`, loadedOurs.save, loadedBaseline.save, `${clients} clients in flight; ${baselineNote}`));
    const loaded = (count * 1000) / loadedOurs.totalMs;
    const loadedBase = (count * 1000) / loadedBaseline.totalMs;
    results.push({ name: `form data save throughput at ${clients}`, unit: 'rows/s', value: loaded, baseline: loadedBase, ratio: loadedBase / loaded, note: `${count} declarations, ${clients} clients in flight; ratio is baseline/ours` });
  }
  return results;
}
