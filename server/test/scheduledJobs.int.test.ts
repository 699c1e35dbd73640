import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wharf } from '../src/app/composition';
import { configureHttpConfigs } from '../src/eform/httpConfig/executeHttpConfig';
import { ssrfPolicyFromEnv } from '../src/eform/httpConfig/ssrfGuard';
import type { ScheduledJobKind } from '../src/platform/module';
import { startTestApp, type TestApp } from './support/testApp';

interface Job { id: string; jobName: string; status: 'normal' | 'stopped'; nextFireTime: string | null; parameter: Record<string, unknown>; lastRun: { status: string } | null }
interface Run { trigger: string; status: string; log: string; durationMs: number | null }
interface Issues { errors: Array<{ path: string; message: string }> }

const silent = new Logger(() => () => undefined);
let app: TestApp;
let demo: string;
let acme: string;
let operator: string;
let roleUser: string;

/** A kind only this file registers: logs its parameter, fails when asked to. */
const echoKind: ScheduledJobKind = {
  name: 'test.echo',
  parameterSchema: { type: 'object', properties: { word: { type: 'string', minLength: 1 }, fail: { type: 'boolean' } }, required: ['word'], additionalProperties: false },
  async run(_jobs, { parameter, log }) {
    log(`echo ${String(parameter.word)}`);
    if (parameter.fail) throw new Error('asked to fail');
  },
};

/** Runs the queued jobs (the run task and the tick) once, as a worker would. */
async function runQueued(): Promise<void> {
  await runOnce({ connectionString: app.database.ownerUrl, taskList: wharf.tasks(app.ctx), logger: silent });
}

beforeAll(async () => {
  app = await startTestApp();
  app.ctx.jobKinds = new Map([...wharf.jobKinds, [echoKind.name, echoKind]]);
  [demo, acme, operator, roleUser] = await Promise.all([app.loginAs('demo_admin'), app.loginAs('acme_admin'), app.loginAs('admin'), app.loginAs('demo_user')]);
});

afterAll(async () => {
  await app?.close();
});

const base = '/api/system/sysJob';
const echoJob = (jobName: string, extra: Record<string, unknown> = {}) => ({ jobName, jobClassName: 'test.echo', cronExpression: '0 0 3 * * ?', parameter: { word: 'hello' }, ...extra });

describe('the scheduled-job console', () => {
  it('adds a job stopped, lists it, starts it with a next firing, stops it', async () => {
    const added = await app.api<Job>('POST', `${base}/add`, { token: demo, body: echoJob('nightly echo') });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ jobName: 'nightly echo', status: 'stopped', nextFireTime: null, parameter: { word: 'hello' }, lastRun: null });
    const list = await app.api<{ records: Job[]; total: number }>('GET', `${base}/list?jobName=nightly`, { token: demo });
    expect(list.body.result.records.map((job) => job.jobName)).toEqual(['nightly echo']);
    const started = await app.api<Job>('PUT', `${base}/start?id=${added.body.result.id}`, { token: demo });
    expect(started.body.result.status).toBe('normal');
    // 03:00:00 of the server's time zone, the next one after now.
    const next = new Date(started.body.result.nextFireTime!);
    expect([next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([3, 0, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const stopped = await app.api<Job>('PUT', `${base}/stop?id=${added.body.result.id}`, { token: demo });
    expect(stopped.body.result).toMatchObject({ status: 'stopped', nextFireTime: null });
  });

  it('refuses an unknown job class, a parameter its kind refuses and a cron that does not read, each at its field', async () => {
    const unknown = await app.api<Issues>('POST', `${base}/add?lang=en_US`, { token: demo, body: echoJob('bad kind', { jobClassName: 'no.such' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result.errors.map((issue) => issue.path)).toEqual(['/body/jobClassName']);
    const parameter = await app.api<Issues>('POST', `${base}/add?lang=en_US`, { token: demo, body: echoJob('bad parameter', { parameter: { word: '', extra: 1 } }) });
    expect(parameter.status).toBe(400);
    expect(parameter.body.result.errors.map((issue) => issue.path).sort()).toEqual(['/body/parameter/extra', '/body/parameter/word']);
    for (const [cronExpression, message] of [['* * * * *', /six or seven fields/], ['0 0 12 * * *', /must be \?/], ['0 0 25 * * ?', /Invalid cron expression/], ['0 0 12 ? * 9', /1 \(Sunday\) to 7/]] as const) {
      const cron = await app.api<Issues>('POST', `${base}/add?lang=en_US`, { token: demo, body: echoJob('bad cron', { cronExpression }) });
      expect(cron.status, cronExpression).toBe(400);
      expect(cron.body.result.errors).toEqual([expect.objectContaining({ path: '/body/cronExpression', message: expect.stringMatching(message) })]);
    }
    const twice = await app.api<Issues>('POST', `${base}/add?lang=en_US`, { token: demo, body: echoJob('nightly echo') });
    expect(twice.body.result.errors).toEqual([expect.objectContaining({ path: '/body/jobName' })]);
  });

  it('answers the next five firings of a Quartz expression, with seconds and Quartz day numbers', async () => {
    const times = await app.api<{ times: string[] }>('GET', `${base}/nextTimes?cronExpression=${encodeURIComponent('0/15 * * * * ?')}`, { token: demo });
    expect(times.body.result.times).toHaveLength(5);
    const stamps = times.body.result.times.map((time) => new Date(time).getTime());
    expect(stamps.slice(1).map((stamp, index) => stamp - stamps[index]!)).toEqual([15_000, 15_000, 15_000, 15_000]);
    expect(stamps.every((stamp) => new Date(stamp).getSeconds() % 15 === 0)).toBe(true);
    // Quartz's 6#3 is the third Friday (1 = Sunday).
    const fridays = await app.api<{ times: string[] }>('GET', `${base}/nextTimes?cronExpression=${encodeURIComponent('0 0 12 ? * 6#3')}`, { token: demo });
    expect(fridays.body.result.times.map((time) => new Date(time).getDay())).toEqual([5, 5, 5, 5, 5]);
    const bad = await app.api<Issues>('GET', `${base}/nextTimes?lang=en_US&cronExpression=nonsense`, { token: demo });
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors[0]!.path).toBe('/query/cronExpression');
  });

  it('runs a job once and keeps the run, its status, duration and log; a failing run is a failure with the error in its log', async () => {
    const job = (await app.api<Job>('POST', `${base}/add`, { token: demo, body: echoJob('once echo', { parameter: { word: 'bonjour' } }) })).body.result;
    expect((await app.api('POST', `${base}/execute?id=${job.id}`, { token: demo })).status).toBe(200);
    await runQueued();
    const runs = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
    expect(runs.body.result.records).toEqual([expect.objectContaining({ trigger: 'once', status: 'success', log: expect.stringContaining('echo bonjour') })]);
    expect(runs.body.result.records[0]!.durationMs).toBeGreaterThanOrEqual(0);

    await app.api('PUT', `${base}/edit`, { token: demo, body: { ...echoJob('once echo', { parameter: { word: 'x', fail: true } }), id: job.id } });
    await app.api('POST', `${base}/execute?id=${job.id}`, { token: demo });
    await runQueued();
    const after = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
    expect(after.body.result.records[0]).toMatchObject({ status: 'failure', log: expect.stringContaining('asked to fail') });
    expect((await app.api<Job>('GET', `${base}/queryById?id=${job.id}`, { token: demo })).body.result.lastRun).toMatchObject({ status: 'failure' });
  });

  it('runs a SQL config and puts the result in the outbox as one email', async () => {
    const sql = await app.api('POST', '/api/eform/sqlConfig/add', { token: demo, body: { sqlCode: 'job_sql', sqlName: 'Nightly numbers', sqlQuery: "select 41 + 1 as answer, 'tea' as drink" } });
    expect(sql.status).toBe(200);
    const job = (await app.api<Job>('POST', `${base}/add`, { token: demo, body: { jobName: 'mail numbers', jobClassName: 'sqlConfig.mail', cronExpression: '0 0 6 ? * 2-6', parameter: { sqlCode: 'job_sql', receiver: 'boss@example.com' } } })).body.result;
    await app.api('POST', `${base}/execute?id=${job.id}`, { token: demo });
    await runQueued();
    const runs = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
    expect(runs.body.result.records[0]).toMatchObject({ status: 'success', log: expect.stringContaining('job_sql: 1 rows') });
    const mails = await app.database.owner('sys_message').where({ es_type: 'email', es_receiver: 'boss@example.com' }).select('es_title', 'es_content');
    expect(mails).toEqual([{ es_title: 'Nightly numbers', es_content: 'answer\tdrink\n42\ttea' }]);
    // A config the tenant does not have: the run fails saying which, in words.
    await app.api('PUT', `${base}/edit`, { token: demo, body: { jobName: 'mail numbers', jobClassName: 'sqlConfig.mail', cronExpression: '0 0 6 ? * 2-6', parameter: { sqlCode: 'gone_sql', receiver: 'boss@example.com' }, id: job.id } });
    await app.api('POST', `${base}/execute?id=${job.id}`, { token: demo });
    await runQueued();
    const failed = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
    expect(failed.body.result.records[0]).toMatchObject({ status: 'failure', log: expect.stringContaining('failed: SQL config gone_sql not found') });
  });

  it('lets a tenant administrator and the operator in, refuses a user who only holds roles, and keeps tenants apart', async () => {
    const job = (await app.api<Job>('POST', `${base}/add`, { token: demo, body: echoJob('private echo') })).body.result;
    for (const [method, path] of [['GET', `${base}/list`], ['GET', `${base}/queryById?id=${job.id}`], ['PUT', `${base}/start?id=${job.id}`], ['POST', `${base}/execute?id=${job.id}`], ['GET', `${base}/kinds`], ['DELETE', `${base}/delete?id=${job.id}`]] as const) {
      expect((await app.api(method, path, { token: roleUser })).status, `${method} ${path}`).toBe(403);
    }
    expect((await app.api('GET', `${base}/queryById?id=${job.id}`, { token: acme })).status).toBe(404);
    expect((await app.api('PUT', `${base}/start?id=${job.id}`, { token: acme })).status).toBe(404);
    expect((await app.api('POST', `${base}/execute?id=${job.id}`, { token: acme })).status).toBe(404);
    expect((await app.api('GET', `${base}/runs?jobId=${job.id}`, { token: acme })).status).toBe(404);
    expect((await app.api<{ records: Job[] }>('GET', `${base}/list`, { token: acme })).body.result.records).toEqual([]);
    // The operator works in the platform tenant until switched: demo's job is not theirs to see.
    expect((await app.api('GET', `${base}/queryById?id=${job.id}`, { token: operator })).status).toBe(404);
    const kinds = await app.api<Array<{ name: string }>>('GET', `${base}/kinds`, { token: operator });
    expect(kinds.body.result.map((kind) => kind.name)).toEqual(expect.arrayContaining(['sqlConfig.mail', 'httpConfig.call']));
    expect((await app.api('DELETE', `${base}/delete?id=${job.id}`, { token: demo })).status).toBe(200);
    expect((await app.api('GET', `${base}/queryById?id=${job.id}`, { token: demo })).status).toBe(404);
  });

  it('puts the job console on a tenant administrator\'s menu (the console package), not on a user who only holds roles', async () => {
    const menuOf = async (token: string) => JSON.stringify((await app.api<{ menu: unknown }>('GET', '/api/system/getUserPermissionByToken', { token })).body.result.menu);
    expect(await menuOf(demo)).toContain('system/ScheduledJobList');
    expect(await menuOf(acme)).toContain('system/ScheduledJobList');
    expect(await menuOf(roleUser)).not.toContain('system/ScheduledJobList');
  });

  it('fires a started job on its schedule through the tick, and not once stopped', async () => {
    const job = (await app.api<Job>('POST', `${base}/add`, { token: demo, body: echoJob('every second', { cronExpression: '* * * * * ?', status: 'normal' }) })).body.result;
    expect(job.status).toBe('normal');
    // The add asked for a tick: it queues the firings of the next minute with their times.
    await runQueued();
    const queued = await app.database.owner.raw<{ rows: Array<{ count: string }> }>("select count(*) from graphile_worker.jobs where task_identifier = 'scheduled_job_run' and key like ?", [`%scheduled_job:${job.id}:schedule:%`]);
    expect(Number(queued.rows[0]!.count)).toBeGreaterThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await runQueued();
    const runs = await app.api<{ records: Run[]; total: number }>('GET', `${base}/runs?jobId=${job.id}&pageSize=100`, { token: demo });
    expect(runs.body.result.total).toBeGreaterThanOrEqual(2);
    expect(runs.body.result.records.every((run) => run.trigger === 'schedule' && run.status === 'success')).toBe(true);
    await app.api('PUT', `${base}/stop?id=${job.id}`, { token: demo });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await runQueued();
    expect((await app.api<{ total: number }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo })).body.result.total).toBe(runs.body.result.total);
  });

  it('marks a run whose worker died mid-run as failed at the next tick, and leaves a run in progress alone', async () => {
    const job = (await app.api<Job>('POST', `${base}/add`, { token: demo, body: echoJob('orphaned echo') })).body.result;
    const tenant = await app.database.owner('sys_quartz_job').where({ id: job.id }).first<{ tenant_id: string }>('tenant_id');
    const firedAt = new Date(Date.now() - 60_000);
    await app.database.owner('sys_quartz_job_run').insert({ tenant_id: tenant!.tenant_id, job_id: job.id, trigger: 'schedule', fired_at: firedAt, started_at: firedAt, status: 'running', log: 'started\n' });
    // A run whose queued job a live worker holds: locked, so still running.
    const heldAt = new Date(Date.now() - 30_000);
    await app.database.owner('sys_quartz_job_run').insert({ tenant_id: tenant!.tenant_id, job_id: job.id, trigger: 'once', fired_at: heldAt, started_at: heldAt, status: 'running' });
    await app.database.owner.raw(`select graphile_worker.add_job('scheduled_job_run', '{}'::json, queue_name => 'held', job_key => ?)`, [`scheduled_job:${job.id}:once:${heldAt.toISOString().slice(0, 23)}`]);
    await app.database.owner.raw("update graphile_worker._private_jobs set locked_at = now(), locked_by = 'a live worker' where key like ?", [`scheduled_job:${job.id}:once:%`]);
    await app.database.owner.raw("select graphile_worker.add_job('scheduled_jobs_tick', '{}'::json)");
    await runQueued();
    const runs = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
    expect(runs.body.result.records.find((run) => run.trigger === 'schedule')).toMatchObject({ status: 'failure', log: expect.stringMatching(/started\n.*interrupted/s) });
    expect(runs.body.result.records.find((run) => run.trigger === 'once')).toMatchObject({ status: 'running' });
  });

  it('calls an HTTP config on a local server and logs its answer; a refused target fails the run', async () => {
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ rate: 7.1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      // Saved while the local address is allowed, then called by the job through the same guard.
      configureHttpConfigs(app.ctx, { policy: ssrfPolicyFromEnv({ WHARF_HTTP_ALLOW: `127.0.0.1:${port}` }) });
      const saved = await app.api('POST', '/api/eform/httpConfig/add', { token: demo, body: { httpCode: 'job_rates', httpName: 'Rates', httpUrl: `http://127.0.0.1:${port}/rates?ccy={{ccy}}`, httpMethod: 'GET' } });
      expect(saved.status).toBe(200);
      const job = (await app.api<Job>('POST', `${base}/add`, { token: demo, body: { jobName: 'call rates', jobClassName: 'httpConfig.call', cronExpression: '0 0 8 * * ?', parameter: { httpCode: 'job_rates', params: { ccy: 'USD' } } } })).body.result;
      await app.api('POST', `${base}/execute?id=${job.id}`, { token: demo });
      await runQueued();
      expect(asked).toEqual(['/rates?ccy=USD']);
      const runs = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
      expect(runs.body.result.records[0]).toMatchObject({ status: 'success', log: expect.stringContaining('job_rates answered: {"rate":7.1}') });

      configureHttpConfigs(app.ctx, { policy: ssrfPolicyFromEnv({}) });
      await app.api('PUT', `${base}/edit`, { token: demo, body: { jobName: 'call rates', jobClassName: 'httpConfig.call', cronExpression: '0 0 8 * * ?', parameter: { httpCode: 'job_rates', params: { ccy: 'EUR' } }, id: job.id } });
      await app.api('POST', `${base}/execute?id=${job.id}`, { token: demo });
      await runQueued();
      expect(asked).toEqual(['/rates?ccy=USD']);
      const after = await app.api<{ records: Run[] }>('GET', `${base}/runs?jobId=${job.id}`, { token: demo });
      expect(after.body.result.records[0]).toMatchObject({ status: 'failure' });
    } finally {
      server.close();
    }
  });
});
