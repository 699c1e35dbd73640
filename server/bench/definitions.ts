import type { Knex } from 'knex';
import { quantile, since, type BenchResult } from './stats';

export interface DefinitionBenchTarget {
  url: string;
  token: string;
  /** App-role connection for the baseline, so both sides pay for row-level security. */
  db: Knex;
  tenantId: string;
}

const body = (code: string) => ({
  schemaVersion: 2,
  formCode: code,
  formName: `Bench form ${code}`,
  fields: Array.from({ length: 12 }, (_, i) => ({ colCode: `field_${i}`, title: `Field ${i}`, type: i % 3 === 0 ? 'number' : 'input' })),
});

type Timings = { save: number[]; publish: number[]; read: number[]; totalMs: number };
const empty = (): Timings => ({ save: [], publish: [], read: [], totalMs: 0 });

/** One definition through the product: save (POST), publish, read back — over HTTP, as a client would. */
async function throughProduct(target: DefinitionBenchTarget, code: string, into: Timings): Promise<void> {
  const headers = { 'Content-Type': 'application/json', 'X-Access-Token': target.token };
  let start = process.hrtime.bigint();
  const created = await fetch(`${target.url}/api/eform/definitions`, { method: 'POST', headers, body: JSON.stringify({ kind: 'form', code, name: code, body: body(code) }) });
  const { result } = (await created.json()) as { result: { id: string } };
  into.save.push(since(start));
  start = process.hrtime.bigint();
  await (await fetch(`${target.url}/api/eform/definitions/${result.id}/publish`, { method: 'POST', headers, body: '{}' })).json();
  into.publish.push(since(start));
  start = process.hrtime.bigint();
  await (await fetch(`${target.url}/api/eform/definitions/${result.id}`, { headers })).json();
  into.read.push(since(start));
}

/** The same rows written and read with hand-written SQL through pg (Knex only carries the text). */
async function directly(target: DefinitionBenchTarget, code: string, into: Timings): Promise<void> {
  const json = JSON.stringify(body(code));
  const inTenant = <T>(work: (trx: Knex.Transaction) => Promise<T>) =>
    target.db.transaction(async (trx) => {
      await trx.raw("select set_config('app.tenant_id', ?, true)", [target.tenantId]);
      return work(trx);
    });
  let start = process.hrtime.bigint();
  const id = await inTenant(async (trx) => {
    const { rows } = await trx.raw<{ rows: { id: string }[] }>(
      `insert into eform_definition (tenant_id, kind, code, name, schema_version, body) values (?, 'form', ?, ?, 2, ?) returning id`,
      [target.tenantId, code, code, json]);
    await trx.raw(`insert into eform_definition_revision (tenant_id, definition_id, version, name, schema_version, body) values (?, ?, 1, ?, 2, ?)`,
      [target.tenantId, rows[0]!.id, code, json]);
    return rows[0]!.id;
  });
  into.save.push(since(start));
  start = process.hrtime.bigint();
  await inTenant((trx) => trx.raw(`update eform_definition set status = 'published', published_version = version where id = ?`, [id]));
  into.publish.push(since(start));
  start = process.hrtime.bigint();
  await inTenant((trx) => trx.raw('select * from eform_definition where id = ?', [id]));
  into.read.push(since(start));
}

/**
 * Saves, publishes and reads `count` definitions through the product's HTTP API and the same
 * work directly through pg, interleaved in blocks so that machine noise hits both alike.
 */
export async function benchDefinitions(target: DefinitionBenchTarget, count: number): Promise<BenchResult[]> {
  const ours = empty();
  const baseline = empty();
  const block = 500;
  for (let offset = 0; offset < count; offset += block) {
    const size = Math.min(block, count - offset);
    let start = process.hrtime.bigint();
    for (let i = 0; i < size; i += 1) await throughProduct(target, `bench_api_${offset + i}`, ours);
    ours.totalMs += since(start);
    start = process.hrtime.bigint();
    for (let i = 0; i < size; i += 1) await directly(target, `bench_sql_${offset + i}`, baseline);
    baseline.totalMs += since(start);
  }
  const results: BenchResult[] = [];
  for (const step of ['save', 'publish', 'read'] as const) {
    for (const [label, q] of [['p50', 0.5], ['p99', 0.99]] as const) {
      const value = quantile(ours[step], q);
      const base = quantile(baseline[step], q);
      results.push({ name: `${step} ${label}`, unit: 'ms', value, baseline: base, ratio: value / base });
    }
  }
  const perSecond = (t: Timings) => (count * 1000) / t.totalMs;
  const throughput = perSecond(ours);
  const baseThroughput = perSecond(baseline);
  results.push({
    name: 'save+publish+read throughput',
    unit: 'defs/s',
    value: throughput,
    baseline: baseThroughput,
    // For throughput, lower is worse: report baseline/ours so the ratio reads like the timings.
    ratio: baseThroughput / throughput,
    note: `${count} definitions, one client, sequential; ratio is baseline/ours`,
  });
  return results;
}
