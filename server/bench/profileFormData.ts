import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { startBenchApp } from './benchApp';
import { directly, throughApi, throughApiFromWorker, type FormDataBenchTarget, type Timings } from './formData';
import { descendantsCpuSeconds, mainThreadCpuMs, mainThreadCpuSplitMs } from './processCpu';
import { quantile } from './stats';

/**
 * Where a form-data save's time goes (not part of `npm run bench`): the formData bench's saves, one
 * after another, with every statement the process sends counted by its first words, the main
 * thread's and PostgreSQL's CPU per save (steadier than wall time on a busy machine) for the API and
 * for the same INSERTs through pg, and a CPU profile of the API phase written to $BENCH_PROFILE
 * (by layer: `bench/formDataLayers.ts`). The API's saves are posted from the bench's load client in
 * a worker thread (`formDataLoad.mjs`), so the main thread's CPU and profile are the server's alone;
 * BENCH_PROFILE_CLIENT=fetch posts them from this thread with fetch, as before (client included).
 *   BENCH_FORM_ROWS=1000 BENCH_PROFILE=/tmp/save.cpuprofile npx tsx bench/profileFormData.ts
 */
const statements = new Map<string, number>();
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string; name?: string };
  const text = typeof config === 'string' ? config : (config.text ?? `(named ${config.name})`);
  const key = text.trim().slice(0, 70).replace(/\s+/g, ' ');
  statements.set(key, (statements.get(key) ?? 0) + 1);
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const count = Number(process.env.BENCH_FORM_ROWS ?? 1000);
const fetchClient = process.env.BENCH_PROFILE_CLIENT === 'fetch';
const app = await startBenchApp();
try {
  const target: FormDataBenchTarget = { url: app.url, token: app.token, owner: app.owner, db: app.db, tenantId: app.tenantId };
  const physical = async (code: string) => (await app.owner('eform_tables').where({ tenant_id: app.tenantId, table_code: code }).first<{ physical_name: string }>('physical_name'))!.physical_name;
  const tables = { head: await physical('dec_head'), list: await physical('dec_list') };
  const warm: Timings = { save: [], totalMs: 0 };
  for (let i = 0; i < 200; i += 1) {
    await throughApi(target, 1_000_000 + i, warm);
    await directly(target, tables, 1_000_000 + i, warm);
  }
  for (const side of ['pg', 'api'] as const) {
    statements.clear();
    const timings: Timings = { save: [], totalMs: 0 };
    let session: Session | undefined;
    if (side === 'api' && process.env.BENCH_PROFILE) {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const threadBefore = mainThreadCpuMs();
    const splitBefore = mainThreadCpuSplitMs();
    const databaseBefore = descendantsCpuSeconds();
    const started = process.hrtime.bigint();
    if (side === 'api' && !fetchClient) timings.save.push(...(await throughApiFromWorker(target, 2_000_000, count, 1)).latencies);
    else {
      for (let i = 0; i < count; i += 1) {
        if (side === 'api') await throughApi(target, 2_000_000 + i, timings);
        else await directly(target, tables, 2_000_000 + i, timings);
      }
    }
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    const threadMs = mainThreadCpuMs() - threadBefore;
    const splitAfter = mainThreadCpuSplitMs();
    const kernelMs = splitAfter.system - splitBefore.system;
    const databaseMs = (descendantsCpuSeconds() - databaseBefore) * 1000;
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
      session.disconnect();
    }
    console.log(`${side}: p50 ${quantile(timings.save, 0.5).toFixed(2)} ms, p99 ${quantile(timings.save, 0.99).toFixed(2)} ms, ${((count * 1000) / wallMs).toFixed(0)} saves/s; main thread CPU ${(threadMs / count).toFixed(3)} ms per save (${side === 'api' && !fetchClient ? 'server alone' : 'client included'}; kernel ${(kernelMs / count).toFixed(3)}), PostgreSQL CPU ${(databaseMs / count).toFixed(3)} ms per save`);
    for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1])) console.log(`${(n / count).toFixed(2).padStart(7)} per save  ${text}`);
  }
} finally {
  await app.stop();
}
