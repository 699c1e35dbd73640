import { Logger, run, type Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wharf } from '../src/app/composition';
import type { JobContext } from '../src/platform/module';
import { dispatchDueWarnings } from '../src/warnings/jobs';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/**
 * Issue 22 "Warnings", triggers on a schedule: the hourly slots read on the tenant's clock (across
 * a day boundary), and a warning evaluated by the job console's `warning.evaluate` kind under two
 * worker processes notifying each record once.
 */

const silent = new Logger(() => () => undefined);
let app: TestApp;
let admin: string;
let demoId: string;
const runners: Runner[] = [];

const siteRule = (ruleCode: string, extra: Record<string, unknown> = {}) => ({
  ruleCode, ruleName: ruleCode, dispatchFrequency: 'hourly', dispatchHours: [0], cronExpr: '0 0 * * * ?', sqlCode: 'ws_open', recordKeyField: 'id', setConfigs: [],
  siteMessageTemplate: { siteEmailTemplateCode: 'ws_site', siteEmailTemplateName: 'Site', siteEmailSubject: 'Open: ${item_no}', siteEmailContent: '${item_no} is open' },
  noticeConfig: { recipient: ['demo_admin'] },
  ...extra,
});
const warning = (code: string, rules: unknown[]) => ({ schemaVersion: 1, warningItemCode: code, warningItemName: code, productType: 'customize', triggerMode: 'platform', rules });
const lastRun = async (warningCode: string, ruleCode: string) => (await app.database.owner('warn_rule_run').where({ tenant_id: demoId, warning_code: warningCode, rule_code: ruleCode }).first<{ last_run_at: Date | null } | undefined>('last_run_at'))?.last_run_at ?? null;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  demoId = await tenantIdOf(app, 'demo');
  const table = await syncedTable(app, admin, 'demo', 'ws_item', [column('item_no', 'varchar', { colLength: 30 })]);
  await insertRows(app, 'demo', table, [{ item_no: 'I1' }, { item_no: 'I2' }]);
  expect((await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'ws_open', sqlName: 'Open items', sqlQuery: 'select id, item_no from biz.ws_item' } })).status).toBe(200);
  await publishDefinition(app, admin, 'warning', 'ws_midnight', warning('ws_midnight', [siteRule('at_midnight')]));
  await publishDefinition(app, admin, 'warning', 'ws_jobs', warning('ws_jobs', [siteRule('by_job', { dispatchHours: [12] })]));
}, 180_000);

afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await app?.close();
});

describe('warning slots on the tenant\'s clock', () => {
  it('runs a midnight slot at the tenant\'s midnight (16:00 UTC the day before in Shanghai), not at UTC midnight; the back-test reads the same clock', async () => {
    await app.database.owner('sys_tenant').where({ id: demoId }).update({ time_zone: 'Asia/Shanghai' });
    const shanghaiMidnight = Date.UTC(2026, 2, 1, 16);
    // UTC midnight of 2 March is 08:00 in Shanghai: the slot [0] is not due.
    await dispatchDueWarnings(app.ctx, Date.UTC(2026, 2, 2, 0), () => undefined);
    expect(await lastRun('ws_midnight', 'at_midnight')).toBeNull();
    const lines: string[] = [];
    await dispatchDueWarnings(app.ctx, shanghaiMidnight, (line) => lines.push(line));
    expect(await lastRun('ws_midnight', 'at_midnight')).not.toBeNull();
    expect(lines).toContainEqual(expect.stringMatching(/^ws_midnight\/at_midnight: 2 checked/));

    // Over the last two days the back-test evaluates at the Shanghai midnights, the 16:00 UTC ticks.
    const to = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const from = new Date(to.getTime() - 48 * 3_600_000);
    const backTest = await app.api<{ perSlot: Array<{ at: string }> }>('POST', '/api/warn/rules/backtest', { token: admin, body: { warningCode: 'ws_midnight', ruleCode: 'at_midnight', from: from.toISOString(), to: to.toISOString() } });
    expect(backTest.status).toBe(200);
    expect(backTest.body.result.perSlot.length).toBeGreaterThanOrEqual(1);
    expect(backTest.body.result.perSlot.every((slot) => new Date(slot.at).getUTCHours() === 16)).toBe(true);

    // The designer's preview reads a cron on the same clock: 08:00 in Shanghai is 00:00 UTC (asked as the web client asks, with `_t` and `lang`).
    const preview = await app.api<{ times: string[]; timeZone: string }>('GET', `/api/warn/rules/nextTimes?cronExpr=${encodeURIComponent('0 0 8 * * ?')}&_t=${Date.now()}&lang=en_US`, { token: admin });
    expect(preview.status).toBe(200);
    expect(preview.body.result.timeZone).toBe('Asia/Shanghai');
    expect(preview.body.result.times).toHaveLength(5);
    expect(preview.body.result.times.every((time) => new Date(time).getUTCHours() === 0)).toBe(true);
    expect((await app.api('GET', '/api/warn/rules/nextTimes?cronExpr=nonsense', { token: admin })).status).toBe(400);
    expect((await app.api('GET', `/api/warn/rules/nextTimes?cronExpr=${encodeURIComponent('0 0 8 * * ?')}`, { token: await app.loginAs('demo_user') })).status).toBe(403);

    // A name PostgreSQL does not know is refused by the column's check.
    await expect(app.database.owner('sys_tenant').where({ id: demoId }).update({ time_zone: 'Mars/Olympus' })).rejects.toThrow(/time zone/);
    await app.database.owner('sys_tenant').where({ id: demoId }).update({ time_zone: null });
  });
});

describe('a scheduled warning under two worker processes', () => {
  it('evaluates on the job console\'s schedule, and each record is notified once however many firings both workers run', async () => {
    const jobs: JobContext = { ...app.ctx };
    for (let index = 0; index < 2; index += 1) {
      runners.push(await run({ connectionString: app.database.ownerUrl, taskList: wharf.tasks(jobs), concurrency: 3, pollInterval: 100, logger: silent, noHandleSignals: true }));
    }
    const added = await app.api<{ id: string }>('POST', '/api/system/sysJob/add', { token: admin, body: { jobName: 'warn every second', jobClassName: 'warning.evaluate', cronExpression: '* * * * * ?', parameter: { warningItemCode: 'ws_jobs', ruleCode: 'by_job' }, status: 'normal' } });
    expect(added.status).toBe(200);
    const jobId = added.body.result.id;
    // Both processes tick at once as well.
    await app.database.owner.raw("select graphile_worker.add_job('scheduled_jobs_tick', '{}'::json), graphile_worker.add_job('scheduled_jobs_tick', '{}'::json)");
    const finished = async () => Number((await app.database.owner('sys_quartz_job_run').where({ job_id: jobId, status: 'success' }).count({ n: '*' }))[0]!.n);
    await expect.poll(finished, { timeout: 30_000, interval: 200 }).toBeGreaterThanOrEqual(3);
    await app.api('PUT', `/api/system/sysJob/stop?id=${jobId}`, { token: admin });
    await expect.poll(async () => Number((await app.database.owner('sys_quartz_job_run').where({ job_id: jobId, status: 'running' }).count({ n: '*' }))[0]!.n), { timeout: 10_000, interval: 200 }).toBe(0);

    const runs = await app.database.owner('sys_quartz_job_run').where({ job_id: jobId }).select<Array<{ fired_at: Date; status: string; log: string | null }>>('fired_at', 'status', 'log');
    expect(runs.every((row) => row.status === 'success')).toBe(true);
    expect(new Set(runs.map((row) => row.fired_at.getTime())).size).toBe(runs.length);
    // The first evaluation fired both records; every later one found them in warning already.
    expect(runs.filter((row) => /2 fired/.test(row.log ?? ''))).toHaveLength(1);
    const messages = await app.database.owner('sys_message').where({ source: 'warning:ws_jobs/by_job' }).select<Array<{ es_title: string }>>('es_title');
    expect(messages.map((message) => message.es_title).sort()).toEqual(['Open: I1', 'Open: I2']);
  }, 60_000);
});
