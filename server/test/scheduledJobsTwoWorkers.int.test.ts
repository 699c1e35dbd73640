import { Logger, run, type Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wharf } from '../src/app/composition';
import type { JobContext, ScheduledJobKind } from '../src/platform/module';
import { startTestApp, type TestApp } from './support/testApp';

const silent = new Logger(() => () => undefined);
let app: TestApp;
let demo: string;
const runners: Runner[] = [];

/** Each call of the slow kind: when it ran. It takes longer than the job's one-second period. */
const calls: Array<{ start: number; end: number }> = [];
const slowKind: ScheduledJobKind = {
  name: 'test.slow',
  parameterSchema: { type: 'object' },
  async run(_jobs, { log }) {
    const start = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    calls.push({ start, end: Date.now() });
    log('slept');
  },
};

beforeAll(async () => {
  app = await startTestApp();
  const jobKinds = new Map([...wharf.jobKinds, [slowKind.name, slowKind]]);
  app.ctx.jobKinds = jobKinds;
  demo = await app.loginAs('demo_admin');
  // Two worker runners, as two worker processes would run them: their own pools on one database.
  const jobs: JobContext = { ...app.ctx, jobKinds };
  for (let index = 0; index < 2; index += 1) {
    runners.push(await run({ connectionString: app.database.ownerUrl, taskList: wharf.tasks(jobs), concurrency: 3, pollInterval: 100, logger: silent, noHandleSignals: true }));
  }
});

afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await app?.close();
});

describe('a scheduled job under two worker processes', () => {
  it('runs every firing once and never two runs of the job at the same time', async () => {
    const added = await app.api<{ id: string }>('POST', '/api/system/sysJob/add', { token: demo, body: { jobName: 'slow every second', jobClassName: 'test.slow', cronExpression: '* * * * * ?', status: 'normal' } });
    expect(added.status).toBe(200);
    const jobId = added.body.result.id;
    // Both processes tick at once as well (the add asked for one tick; these are two more).
    await app.database.owner.raw("select graphile_worker.add_job('scheduled_jobs_tick', '{}'::json), graphile_worker.add_job('scheduled_jobs_tick', '{}'::json)");
    await expect.poll(() => calls.length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(4);
    await app.api('PUT', `/api/system/sysJob/stop?id=${jobId}`, { token: demo });
    // Let the run in progress end (firings still queued find the job stopped).
    await expect.poll(async () => Number((await app.database.owner('sys_quartz_job_run').where({ job_id: jobId, status: 'running' }).count({ n: '*' }))[0]!.n), { timeout: 10_000, interval: 200 }).toBe(0);

    const ordered = [...calls].sort((a, b) => a.start - b.start);
    for (let index = 1; index < ordered.length; index += 1) expect(ordered[index]!.start, `run ${index} overlaps the one before`).toBeGreaterThanOrEqual(ordered[index - 1]!.end);
    const runs = await app.database.owner('sys_quartz_job_run').where({ job_id: jobId }).select<Array<{ fired_at: Date; status: string }>>('fired_at', 'status');
    expect(runs.every((row) => row.status === 'success')).toBe(true);
    expect(runs).toHaveLength(calls.length);
    expect(new Set(runs.map((row) => row.fired_at.getTime())).size).toBe(runs.length);
    // Firings on whole seconds, from the schedule (none invented by the extra ticks).
    expect(runs.every((row) => row.fired_at.getMilliseconds() === 0)).toBe(true);
  });
});
