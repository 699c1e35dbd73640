import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Knex } from 'knex';
import { descendantsCpuSeconds, mainThreadCpuMs } from './processCpu';
import { quantile, since, type BenchResult } from './stats';

export interface WorkflowBenchTarget {
  url: string;
  /** demo_admin: initiator, approver and workflow manager. */
  token: string;
  /** Owner connection: only to look up physical names and the tasks to complete. */
  owner: Knex;
  /** App-role connection for the baseline, so both sides pay for row-level security. */
  db: Knex;
  tenantId: string;
}

const processKey = 'bench_one_step';

/** One approval by demo_admin between start and end: each completion ends its request. */
const definition = {
  schemaVersion: 1, processKey, processName: 'Bench one step', businessType: 'bench', billType: 'bench', formCode: 'dec_form',
  startPermission: { scope: 'all' }, promoter: { promoterType: 'all' },
  nodes: [
    { nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'check' },
    { nodeId: 'check', nodeType: 'approval', name: 'Check', approverType: 'person', approverIds: ['demo_admin'], multiMode: 'any', emptyApprover: 'autoPass', rejectMode: 'toInitiator', nextNodeId: 'end' },
    { nodeId: 'end', nodeType: 'end', name: 'Done' },
  ],
};

async function call(target: WorkflowBenchTarget, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.url}${path}`, { method, headers: { 'Content-Type': 'application/json', 'X-Access-Token': target.token }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { result: unknown }).result;
}

/** Runs `work` for each item with `clients` requests in flight, as that many users would. */
export async function inParallel<T>(items: readonly T[], clients: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  }));
}

/** Requests started through the API on declaration rows inserted directly (starting is not what is measured). */
export async function startRequests(target: WorkflowBenchTarget, head: string, count: number, offset: number): Promise<Array<{ instanceId: string; taskId: string }>> {
  const ids: string[] = await target.db.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [target.tenantId]);
    const rows: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const { rows: [row] } = await trx.raw<{ rows: Array<{ id: string }> }>(
        `insert into biz."${head}" ("entryId", "ieFlag", "customsCode", consignee, "socialCreditCode", "declDate", currency, "declTotal", create_by) values (?, 'I', '2200', ?, '91310000MA1FL1234X', '2026-11-22', 'USD', 100, 'demo_admin') returning id`,
        [`8${String(offset + i).padStart(17, '0')}`, `Bench ${offset + i}`],
      );
      rows.push(row!.id);
    }
    return rows;
  });
  const started: Array<{ instanceId: string; taskId: string }> = [];
  await inParallel(ids, 8, async (dataId) => {
    const { instanceId } = (await call(target, 'POST', '/api/bpm/instance/start', { processKey, formCode: 'dec_form', dataId })) as { instanceId: string };
    const task = await target.owner('bpm_task').where({ instance_id: instanceId, status: 'pending' }).first<{ id: string }>('id');
    started.push({ instanceId, taskId: task!.id });
  });
  return started;
}

/** Saves and publishes the bench's one-step template; answers the declaration head's physical name and demo_admin's id. */
export async function prepareWorkflowBench(target: WorkflowBenchTarget): Promise<{ head: string; initiatorId: string }> {
  await call(target, 'POST', '/api/eform/definitions', { kind: 'workflow', code: processKey, name: 'Bench one step', body: definition });
  await call(target, 'POST', `/api/bpm/template/${processKey}/publish`, {});
  const head = (await target.owner('eform_tables').where({ tenant_id: target.tenantId, table_code: 'dec_head' }).first<{ physical_name: string }>('physical_name'))!.physical_name;
  const initiatorId = (await target.owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string }>('id'))!.id;
  return { head, initiatorId };
}

/** One completion through the API: the request's task approved by demo_admin. */
export async function completeThroughApi(target: WorkflowBenchTarget, request: { taskId: string }): Promise<void> {
  await call(target, 'POST', `/api/bpm/task/${request.taskId}/approve`, {});
}

/**
 * Which load client approves through the API: the lean one in a worker thread of its own (`worker`,
 * `workflowRawLoad.mjs`: prepared request bytes on keep-alive sockets, as wrk or autocannon would
 * send them; the headline figures), node:http's client in a worker thread (`http`, `workflowLoad.mjs`:
 * ~0.9 ms of CPU per request on this machine, taken from the server on 2 cores), or fetch on the
 * event loop of this process, which the server also runs on (`inline`, as the first figures were taken).
 */
export type WorkflowLoadClient = 'worker' | 'http' | 'inline';

/** The load client `BENCH_WORKFLOW_CLIENT` names (`http`, `inline`), else the lean worker. */
export function workflowLoadClient(env: NodeJS.ProcessEnv = process.env): WorkflowLoadClient {
  const named = env.BENCH_WORKFLOW_CLIENT;
  return named === 'inline' || named === 'http' ? named : 'worker';
}

/** Approves `requests` through the API with `clients` in flight; answers each latency (ms). */
export async function completeAllThroughApi(target: WorkflowBenchTarget, requests: ReadonlyArray<{ taskId: string }>, clients: number, loadClient: WorkflowLoadClient): Promise<number[]> {
  if (loadClient === 'inline') {
    const latencies: number[] = [];
    await inParallel(requests, clients, async (request) => {
      const began = process.hrtime.bigint();
      await completeThroughApi(target, request);
      latencies.push(since(began));
    });
    return latencies;
  }
  const script = loadClient === 'http' ? './workflowLoad.mjs' : './workflowRawLoad.mjs';
  const worker = new Worker(new URL(script, import.meta.url), { workerData: { url: target.url, token: target.token, taskIds: requests.map((r) => r.taskId), clients } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { latencies: number[] }) => resolve(answer.latencies));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load worker exited with ${code}`))));
  });
}

/** The same row writes a completion makes, by hand through pg in one tenant transaction: lock, close the task, end the request, log the event, tell the initiator. */
export async function completeDirectly(target: WorkflowBenchTarget, request: { instanceId: string; taskId: string }, initiatorId: string): Promise<void> {
  await target.db.transaction(async (trx) => {
    await trx.raw("select set_config('app.tenant_id', ?, true)", [target.tenantId]);
    const { rows: [instance] } = await trx.raw<{ rows: Array<{ state: { seq: number } }> }>('select state from bpm_instance where id = ? for update', [request.instanceId]);
    await trx.raw("update bpm_task set status = 'approved', ended_at = now() where id = ? and status = 'pending'", [request.taskId]);
    const state = { ...instance!.state, status: 'completed', outcome: 'approved', seq: instance!.state.seq + 1 };
    await trx.raw("update bpm_instance set state = ?::jsonb, status = 'completed', outcome = 'approved', business_status = 'approved', current_node_id = null, ended_at = now(), version = version + 1 where id = ?", [JSON.stringify(state), request.instanceId]);
    await trx.raw("insert into bpm_event (tenant_id, instance_id, seq, action, answers, at, actor_id) values (?, ?, ?, ?::jsonb, '{}'::jsonb, now(), ?)", [target.tenantId, request.instanceId, state.seq, JSON.stringify({ type: 'approve', taskNo: 1 }), initiatorId]);
    await trx.raw("insert into sys_announcement (tenant_id, title, content, msg_category, msg_type, user_ids, send_status, send_time) values (?, 'Approved', 'Approved', '2', 'USER', ?::jsonb, '1', now())", [target.tenantId, JSON.stringify([initiatorId])]);
  });
}

/**
 * Task completions through `POST /api/bpm/task/{id}/approve` (authentication, access inside the
 * operation, the instance row locked, the engine's transition with directory answers, state, event
 * and effects in one transaction) against the same row writes through pg, `clients` requests in
 * flight on both sides, in interleaved blocks so machine noise hits both alike.
 */
export async function benchWorkflow(target: WorkflowBenchTarget, count: number, clients: number, loadClient: WorkflowLoadClient = 'worker'): Promise<BenchResult[]> {
  const { head, initiatorId } = await prepareWorkflowBench(target);
  // cpuMs: this process's CPU (server, client and pg driver; not PostgreSQL's), which machine load inflates far less than wall time.
  // busyMs: how long this process's main event loop (the server's; with an inline client, the client's too) was busy.
  // threadMs: the main thread's CPU (the server's when the load client is in its worker).
  // databaseMs: the embedded PostgreSQL's CPU (NaN-free only when the bench started it: no DATABASE_URL).
  const ours = { latency: [] as number[], totalMs: 0, cpuMs: 0, busyMs: 0, threadMs: 0, databaseMs: 0 };
  const baseline = { latency: [] as number[], totalMs: 0, cpuMs: 0, busyMs: 0, threadMs: 0, databaseMs: 0 };
  const busyMsSince = (from: EventLoopUtilization) => performance.eventLoopUtilization(from).active;
  const cpuMsSince = (from: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(from);
    return (used.user + used.system) / 1000;
  };
  const block = 250;
  for (let offset = 0; offset < count; offset += block) {
    const size = Math.min(block, count - offset);
    const forApi = await startRequests(target, head, size, 2 * offset);
    const forPg = await startRequests(target, head, size, 2 * offset + size);
    let start = process.hrtime.bigint();
    let cpu = process.cpuUsage();
    let loop = performance.eventLoopUtilization();
    let thread = mainThreadCpuMs();
    let database = descendantsCpuSeconds();
    ours.latency.push(...await completeAllThroughApi(target, forApi, clients, loadClient));
    ours.totalMs += since(start);
    ours.cpuMs += cpuMsSince(cpu);
    ours.busyMs += busyMsSince(loop);
    ours.threadMs += mainThreadCpuMs() - thread;
    ours.databaseMs += (descendantsCpuSeconds() - database) * 1000;
    start = process.hrtime.bigint();
    cpu = process.cpuUsage();
    loop = performance.eventLoopUtilization();
    thread = mainThreadCpuMs();
    database = descendantsCpuSeconds();
    await inParallel(forPg, clients, async (request) => {
      const began = process.hrtime.bigint();
      await completeDirectly(target, request, initiatorId);
      baseline.latency.push(since(began));
    });
    baseline.totalMs += since(start);
    baseline.cpuMs += cpuMsSince(cpu);
    baseline.busyMs += busyMsSince(loop);
    baseline.threadMs += mainThreadCpuMs() - thread;
    baseline.databaseMs += (descendantsCpuSeconds() - database) * 1000;
  }
  const completed = await target.owner('bpm_instance').where({ process_key: processKey, status: 'completed' }).count<Array<{ n: string }>>({ n: '*' });
  if (Number(completed[0]!.n) !== 2 * count) throw new Error(`expected ${2 * count} completed requests, found ${completed[0]!.n}`);
  const where = { worker: 'lean, in a worker thread', http: 'node:http, in a worker thread', inline: 'fetch, on the server\'s event loop' }[loadClient];
  const results: BenchResult[] = (['p50', 'p99'] as const).map((label) => {
    const q = label === 'p50' ? 0.5 : 0.99;
    const value = quantile(ours.latency, q);
    const base = quantile(baseline.latency, q);
    return { name: `task completion ${label}`, unit: 'ms', value, baseline: base, ratio: value / base, note: `${clients} requests in flight, load client ${where}; baseline: the same row writes through pg as the app role` };
  });
  const throughput = (count * 1000) / ours.totalMs;
  const baseThroughput = (count * 1000) / baseline.totalMs;
  results.push({ name: 'task completions', unit: '/s', value: throughput, baseline: baseThroughput, ratio: baseThroughput / throughput, note: `${count} one-step requests approved, ${clients} clients, load client ${where}; ratio is baseline/ours` });
  results.push({ name: 'node CPU per completion', unit: 'ms', value: ours.cpuMs / count, baseline: baseline.cpuMs / count, ratio: ours.cpuMs / baseline.cpuMs, note: 'CPU of the bench process (server, HTTP client in whichever thread, pg driver) per completion; PostgreSQL\'s own CPU not counted' });
  results.push({ name: 'main thread CPU per completion', unit: 'ms', value: ours.threadMs / count, baseline: baseline.threadMs / count, ratio: ours.threadMs / baseline.threadMs, note: `CPU of the process's main thread per completion (the server's${loadClient === 'inline' ? ' and the client\'s' : ''}; the baseline's pg client), from /proc; the steadiest figure on a busy machine` });
  if (ours.databaseMs > 0) results.push({ name: 'PostgreSQL CPU per completion', unit: 'ms', value: ours.databaseMs / count, baseline: baseline.databaseMs / count, ratio: ours.databaseMs / baseline.databaseMs, note: 'CPU of the embedded PostgreSQL\'s processes per completion (0 and left out when the bench runs on DATABASE_URL\'s server)' });
  results.push({ name: 'main event loop busy per completion', unit: 'ms', value: ours.busyMs / count, baseline: baseline.busyMs / count, ratio: ours.busyMs / baseline.busyMs, note: `time the process's main event loop (the server's${loadClient === 'inline' ? ', and the client\'s' : ''}; the baseline's pg client) was busy per completion` });
  return results;
}
