import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateRule } from '../src/warnings/evaluateRule';
import { warningDispatchJobName, warningEvaluateJobKind, warningTasks, warningRecordSavedJobName } from '../src/warnings/jobs';
import { startRecordSavedTrigger, stopRecordSavedTrigger } from '../src/warnings/recordSavedTrigger';
import { column, insertRows, publishDefinition, syncedTable, tenantIdOf } from './support/eformDataSources';
import { startTestApp, type TestApp } from './support/testApp';

/** Issue 22 "Warnings": evaluation per business record over a real table, results, relieve/recover, back-test. */

interface Result { id: string; recordKey: string; status: string; cancelReason: string | null; values: Record<string, unknown>; display?: unknown; readings: Array<{ warnField: string; value: unknown }> }
interface Evaluation { checked: number; fired: number; recovered: number; messages: number }

const hour = 3_600_000;
let app: TestApp;
let admin: string;
let staff: string;
let acme: string;
let demoId: string;
let declTable: string;

const ago = (hours: number) => new Date(Date.now() - hours * hour).toISOString();

const rule = (ruleCode: string, extra: Record<string, unknown> = {}) => ({
  ruleCode, ruleName: `Rule ${ruleCode}`, dispatchFrequency: 'hourly', dispatchHours: Array.from({ length: 24 }, (_, h) => h), cronExpr: '0 0 * * * ?',
  sqlCode: 'wr_open_decls', recordKeyField: 'id',
  setConfigs: [{ warnField: 'declared_at', operateType: 'greater', warnFieldValue: 48, unit: 'hour', fieldPrecision: 1 }],
  emailTemplate: { emailTemplateCode: 'wr_mail', emailTemplateName: 'Mail', emailSubject: 'Declaration ${decl_no} not cleared', emailContent: '<p>${decl_no} (${broker}) declared ${declared_at}</p>' },
  siteMessageTemplate: { siteEmailTemplateCode: 'wr_site', siteEmailTemplateName: 'Site', siteEmailSubject: 'Not cleared: ${decl_no}', siteEmailContent: '${decl_no} waits since ${breachedSince}', warnType: 'warning' },
  noticeConfig: { recipient: ['ops@example.com'], businessField: 'broker' },
  ...extra,
});

const warning = (code: string, rules: unknown[], triggerMode = 'platform') => ({ schemaVersion: 1, warningItemCode: code, warningItemName: code, productType: 'customize', triggerMode, rules });

const evaluate = (warningCode: string, ruleCode: string, token = admin) => app.api<Evaluation>('POST', '/api/warn/rules/evaluate', { token, body: { warningCode, ruleCode } });
const results = (warningCode: string, ruleCode: string, token = admin, status?: string) => app.api<{ records: Result[]; total: number }>('GET', `/api/warn/results?warningCode=${warningCode}&ruleCode=${ruleCode}${status ? `&status=${status}` : ''}`, { token });
const messagesOf = (source: string) => app.database.owner('sys_message').where({ source }).orderBy('created_at').select<Array<{ es_type: string; es_receiver: string; es_cc: string | null; es_title: string; es_content: string }>>('es_type', 'es_receiver', 'es_cc', 'es_title', 'es_content');
const declId = async (declNo: string) => (await app.database.owner.withSchema('biz').table(declTable).where({ decl_no: declNo }).first<{ id: string }>('id'))!.id;
const setCleared = (declNo: string, cleared: string) => app.database.owner.withSchema('biz').table(declTable).where({ decl_no: declNo }).update({ cleared });

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  staff = await app.loginAs('demo_user');
  acme = await app.loginAs('acme_admin');
  demoId = await tenantIdOf(app, 'demo');
  await app.database.owner('sys_user').where({ tenant_id: demoId, username: 'demo_user' }).update({ email: 'broker@example.com' });
  declTable = await syncedTable(app, admin, 'demo', 'wr_decl', [
    column('decl_no', 'varchar', { colLength: 30 }), column('broker', 'varchar', { colLength: 50 }), column('declared_at', 'datetime'), column('cleared', 'varchar', { colLength: 1 }),
  ]);
  await insertRows(app, 'demo', declTable, [
    { decl_no: 'D1', broker: 'demo_user', declared_at: ago(50), cleared: 'N' },
    { decl_no: 'D2', broker: 'demo_user', declared_at: ago(10), cleared: 'N' },
    { decl_no: 'D3', broker: 'demo_user', declared_at: ago(60), cleared: 'Y' },
  ]);
  const sql = await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'wr_open_decls', sqlName: 'Open declarations', sqlQuery: "select id, decl_no, broker, declared_at from biz.wr_decl where cleared = 'N'" } });
  expect(sql.status).toBe(200);
  const created = await app.api('POST', '/api/eform/sqlConfig/add', { token: admin, body: { sqlCode: 'wr_created', sqlName: 'Declarations by creation', sqlQuery: 'select id, decl_no, create_time as created_at from biz.wr_decl' } });
  expect(created.status).toBe(200);
  await publishDefinition(app, admin, 'warning', 'wr_clear', warning('wr_clear', [
    rule('over48', { resultPageLoadScript: 'return input.records.map(function (r) { return { label: r.values.decl_no + " / " + r.status }; });' }),
    rule('pending', { pendingSeconds: 7200, emailTemplate: undefined, siteMessageTemplate: undefined }),
    rule('since', { watermarkField: 'declared_at', setConfigs: [], emailTemplate: undefined, noticeConfig: { recipient: ['demo_admin'] } }),
    rule('scoped', { recordFormCode: 'wr_form', emailTemplate: undefined, noticeConfig: { recipient: ['demo_admin', 'demo_user'] } }),
    rule('off', { isEnabled: false, emailTemplate: undefined, siteMessageTemplate: undefined }),
    rule('created', { sqlCode: 'wr_created', watermarkField: 'created_at', setConfigs: [], emailTemplate: undefined, noticeConfig: { recipient: ['demo_admin'] } }),
  ]));
  await publishDefinition(app, admin, 'form', 'wr_form', { schemaVersion: 2, formCode: 'wr_form', formName: 'Declarations', objectName: 'wr_decl', formStatus: 'enable', fields: [{ colCode: 'decl_no', title: 'No', type: 'input' }] });
}, 180_000);
afterAll(async () => {
  await stopRecordSavedTrigger(app.ctx);
  await app.close();
});

describe('warnings: evaluation per record', () => {
  it('fires once for the record past 48 hours, mailing the broker and the configured address and posting a site message; no repeat while it holds', async () => {
    const first = await evaluate('wr_clear', 'over48');
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ checked: 2, fired: 1, recovered: 0, messages: 2 });
    const sent = await messagesOf('warning:wr_clear/over48');
    expect(sent).toHaveLength(2);
    const email = sent.find((m) => m.es_type === 'email')!;
    expect(email.es_receiver.split(',').sort()).toEqual(['broker@example.com', 'ops@example.com']);
    expect(email.es_title).toBe('Declaration D1 not cleared');
    expect(email.es_content).toContain('<p>D1 (demo_user) declared ');
    expect(sent.find((m) => m.es_type === 'system')).toMatchObject({ es_receiver: 'demo_user', es_title: 'Not cleared: D1' });

    const again = await evaluate('wr_clear', 'over48');
    expect(again.body.result).toMatchObject({ checked: 2, fired: 0, messages: 0 });
    expect(await messagesOf('warning:wr_clear/over48')).toHaveLength(2);

    const page = await results('wr_clear', 'over48');
    expect(page.body.result.total).toBe(1);
    expect(page.body.result.records[0]).toMatchObject({ recordKey: await declId('D1'), status: 'warn', cancelReason: null, values: { decl_no: 'D1' }, display: { label: 'D1 / warn' } });
    expect(page.body.result.records[0]!.readings[0]).toMatchObject({ warnField: 'declared_at' });
    expect(Number(page.body.result.records[0]!.readings[0]!.value)).toBeGreaterThan(49);
  });

  it('relieve and recover are operator actions, audited, refused when the state does not allow them', async () => {
    const [record] = (await results('wr_clear', 'over48')).body.result.records;
    const relieved = await app.api<Result>('POST', `/api/warn/results/${record!.id}/relieve`, { token: admin, body: { note: 'broker called' } });
    expect(relieved.status).toBe(200);
    expect(relieved.body.result).toMatchObject({ status: 'cancel', cancelReason: 'relieved' });
    expect((await app.api('POST', `/api/warn/results/${record!.id}/relieve`, { token: admin, body: {} })).status).toBe(409);
    // A relieved record that still breaches stays quiet.
    expect((await evaluate('wr_clear', 'over48')).body.result).toMatchObject({ fired: 0, messages: 0 });
    const recovered = await app.api<Result>('POST', `/api/warn/results/${record!.id}/recover`, { token: admin, body: {} });
    expect(recovered.body.result).toMatchObject({ status: 'warn', cancelReason: null });
    expect((await app.api('POST', `/api/warn/results/${record!.id}/recover`, { token: admin, body: {} })).status).toBe(409);
    const events = await app.api<Array<{ action: string; username: string; note: string | null }>>('GET', `/api/warn/results/${record!.id}/events`, { token: admin });
    expect(events.body.result).toMatchObject([{ action: 'relieve', username: 'demo_admin', note: 'broker called' }, { action: 'recover', username: 'demo_admin', note: null }]);
    expect(await messagesOf('warning:wr_clear/over48')).toHaveLength(2);
  });

  it('cancels a warning when the record recovers, and warns again on a new breach', async () => {
    await setCleared('D1', 'Y');
    expect((await evaluate('wr_clear', 'over48')).body.result).toMatchObject({ checked: 1, fired: 0, recovered: 1 });
    expect((await results('wr_clear', 'over48')).body.result.records[0]).toMatchObject({ status: 'cancel', cancelReason: 'recovered', values: { decl_no: 'D1' } });
    await setCleared('D1', 'N');
    expect((await evaluate('wr_clear', 'over48')).body.result).toMatchObject({ fired: 1, messages: 2 });
    expect(await messagesOf('warning:wr_clear/over48')).toHaveLength(4);
  });

  it('waits out the pending period before firing', async () => {
    const now = Date.now();
    expect(await evaluateRule(app.ctx, demoId, 'wr_clear', 'pending', now)).toMatchObject({ fired: 0 });
    expect((await results('wr_clear', 'pending', admin, 'pending')).body.result.total).toBe(1);
    expect(await evaluateRule(app.ctx, demoId, 'wr_clear', 'pending', now + hour)).toMatchObject({ fired: 0 });
    expect(await evaluateRule(app.ctx, demoId, 'wr_clear', 'pending', now + 2 * hour + 1000)).toMatchObject({ fired: 1, messages: 0 });
    expect((await results('wr_clear', 'pending', admin, 'warn')).body.result.total).toBe(1);
  });

  it('with a watermark reads only rows past the last run, so each record warns once', async () => {
    expect((await evaluate('wr_clear', 'since')).body.result).toMatchObject({ checked: 2, fired: 2, messages: 2 });
    expect((await evaluate('wr_clear', 'since')).body.result).toMatchObject({ checked: 0, fired: 0 });
    await insertRows(app, 'demo', declTable, [{ decl_no: 'D4', broker: 'demo_user', declared_at: ago(1), cleared: 'N' }]);
    expect((await evaluate('wr_clear', 'since')).body.result).toMatchObject({ checked: 1, fired: 1, messages: 1 });
    expect((await messagesOf('warning:wr_clear/since')).map((m) => m.es_receiver)).toEqual(['demo_admin', 'demo_admin', 'demo_admin']);
  });

  it('a watermark on a time with microseconds (read back in milliseconds) lets a row through again, but it does not warn again', async () => {
    const first = await evaluate('wr_clear', 'created');
    expect(first.body.result).toMatchObject({ fired: 4, messages: 4 });
    const again = await evaluate('wr_clear', 'created');
    expect(again.body.result.checked).toBeGreaterThanOrEqual(1);
    expect(again.body.result).toMatchObject({ fired: 0, messages: 0 });
    expect(await messagesOf('warning:wr_clear/created')).toHaveLength(4);
  });

  it('tells each recipient only the records their access to the rule\'s form allows', async () => {
    // demo_user holds no entry to wr_form: the administrator alone gets the site message.
    expect((await evaluate('wr_clear', 'scoped')).body.result).toMatchObject({ fired: 1, messages: 1 });
    expect((await messagesOf('warning:wr_clear/scoped')).map((m) => m.es_receiver)).toEqual(['demo_admin']);
  });
});

describe('warnings: back-test, access, triggers', () => {
  it('counts how often the rule would have fired over a past period, sending and storing nothing', async () => {
    const before = await app.database.owner('sys_message').count<Array<{ count: string }>>('* as count');
    const answer = await app.api<{ firings: number; records: number; evaluations: number; isTruncated: boolean; perSlot: Array<{ at: string; firings: number }> }>('POST', '/api/warn/rules/backtest', { token: admin, body: { warningCode: 'wr_clear', ruleCode: 'over48', from: ago(72), to: new Date().toISOString() } });
    expect(answer.status).toBe(200);
    // D1 (declared 50 hours ago) crosses 48 hours in the last two hours; D2 (10 hours) never does.
    expect(answer.body.result).toMatchObject({ firings: 1, records: 1, isTruncated: false });
    expect(answer.body.result.evaluations).toBeGreaterThanOrEqual(71);
    expect(answer.body.result.perSlot.filter((slot) => slot.firings > 0).map((slot) => Date.parse(slot.at))[0]).toBeGreaterThan(Date.now() - 3 * hour);
    expect(await app.database.owner('sys_message').count<Array<{ count: string }>>('* as count')).toEqual(before);
    const tooLong = await app.api<{ errors: Array<{ path: string; code: string }> }>('POST', '/api/warn/rules/backtest', { token: admin, body: { warningCode: 'wr_clear', ruleCode: 'over48', from: ago(24 * 40), to: ago(0) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.result.errors).toMatchObject([{ path: '/body/to', code: 'warning/backtest-period' }]);
    expect((await app.api('POST', '/api/warn/rules/backtest', { token: admin, body: { warningCode: 'wr_clear', ruleCode: 'nope', from: ago(2), to: ago(1) } })).status).toBe(404);
  });

  it('keeps results and actions to warning designers of the tenant', async () => {
    const [record] = (await results('wr_clear', 'over48')).body.result.records;
    expect((await results('wr_clear', 'over48', staff)).status).toBe(403);
    const rules = await app.api<Array<{ warningCode: string; ruleCode: string; warnCount: number; lastChecked: number; hasResultScript: boolean }>>('GET', '/api/warn/rules', { token: admin });
    expect(rules.body.result.find((r) => r.ruleCode === 'over48')).toMatchObject({ warningCode: 'wr_clear', warnCount: 1, lastChecked: 2, hasResultScript: true });
    expect((await app.api('GET', '/api/warn/rules', { token: staff })).status).toBe(403);
    expect((await app.api<unknown[]>('GET', '/api/warn/rules', { token: acme })).body.result).toEqual([]);
    expect((await evaluate('wr_clear', 'over48', staff)).status).toBe(403);
    expect((await app.api('POST', `/api/warn/results/${record!.id}/relieve`, { token: staff, body: {} })).status).toBe(403);
    expect((await app.api('POST', `/api/warn/results/${record!.id}/relieve`, { token: acme, body: {} })).status).toBe(404);
    expect((await app.api('GET', `/api/warn/results/${record!.id}/events`, { token: acme })).status).toBe(404);
    expect((await results('wr_clear', 'over48', acme)).status).toBe(404);
  });

  it('lists the published rules\' message templates with their notice config, to warning designers of the tenant only', async () => {
    const answer = await app.api<Array<{ warningCode: string; ruleCode: string; channel: string; templateCode: string; subject: string; recipient: string[]; businessField: string | null }>>('GET', '/api/warn/templates', { token: admin });
    expect(answer.status).toBe(200);
    const over48 = answer.body.result.filter((row) => row.warningCode === 'wr_clear' && row.ruleCode === 'over48');
    expect(over48).toEqual([
      expect.objectContaining({ channel: 'system', templateCode: 'wr_site', subject: 'Not cleared: ${decl_no}', recipient: ['ops@example.com'], businessField: 'broker' }),
      expect.objectContaining({ channel: 'email', templateCode: 'wr_mail', subject: 'Declaration ${decl_no} not cleared' }),
    ]);
    // A rule without templates lists none.
    expect(answer.body.result.some((row) => row.ruleCode === 'pending')).toBe(false);
    expect((await app.api('GET', '/api/warn/templates', { token: staff })).status).toBe(403);
    expect((await app.api<unknown[]>('GET', '/api/warn/templates', { token: acme })).body.result).toEqual([]);
  });

  it('runs the platform rules due this hour on the hourly tick, never a disabled one', async () => {
    const before = new Date(Date.now() - 1000);
    const logged: string[] = [];
    await warningTasks(app.ctx)[warningDispatchJobName]!({}, { logger: { info: (line: string) => logged.push(line) } } as never);
    const runs = await app.database.owner('warn_rule_run').where({ tenant_id: demoId, warning_code: 'wr_clear' }).select<Array<{ rule_code: string; last_run_at: Date | null }>>('rule_code', 'last_run_at');
    const ranNow = runs.filter((run) => run.last_run_at && run.last_run_at >= before).map((run) => run.rule_code).sort();
    expect(ranNow).toEqual(expect.arrayContaining(['over48', 'since']));
    expect(runs.map((run) => run.rule_code)).not.toContain('off');
    expect(logged.some((line) => line.startsWith('wr_clear/over48: '))).toBe(true);
    expect(logged.some((line) => line.startsWith('wr_clear/off'))).toBe(false);
  });

  it('runs as the job console\'s warning.evaluate kind and on a saved record of a business warning\'s form', async () => {
    const lines: string[] = [];
    await warningEvaluateJobKind.run(app.ctx, { tenantId: demoId, parameter: { warningItemCode: 'wr_clear', ruleCode: 'over48' }, log: (line) => lines.push(line) });
    expect(lines).toEqual([expect.stringMatching(/^wr_clear\/over48: 3 checked, 0 fired/)]);

    await publishDefinition(app, admin, 'warning', 'wr_saved', warning('wr_saved', [rule('onsave', { triggerFormCodes: ['wr_form'], emailTemplate: undefined, noticeConfig: { recipient: ['demo_admin'] } })], 'business'));
    startRecordSavedTrigger(app.ctx);
    // A record saved through the form data API (committed) queues the business warnings naming its form.
    expect((await app.api('POST', '/api/eform/data/wr_form', { token: admin, body: { data: { decl_no: 'D9' } } })).status).toBe(201);
    await expect.poll(async () => (await app.database.owner.raw<{ rows: unknown[] }>("select 1 from graphile_worker.jobs where task_identifier = ? and key = ?", [warningRecordSavedJobName, `${demoId}:warning-saved:wr_form`])).rows.length, { timeout: 10_000 }).toBe(1);
    const logged: string[] = [];
    const task = warningTasks(app.ctx)[warningRecordSavedJobName]!;
    await task({ tenantId: demoId, formCode: 'wr_form' }, { logger: { info: (line: string) => logged.push(line) } } as never);
    expect(logged).toEqual([expect.stringMatching(/^wr_saved\/onsave: 3 checked, 1 fired/)]);
  });
});

describe('warnings: a deleted record', () => {
  it('re-evaluates a business warning when a record of its form is deleted, and the deleted record\'s warning recovers', async () => {
    const d1 = await declId('D1');
    const key = `${demoId}:warning-saved:wr_form`;
    await app.database.owner.raw('select graphile_worker.remove_job(?)', [key]);
    const stateOf = async () => (await app.database.owner('warn_record_state').where({ tenant_id: demoId, warning_code: 'wr_saved', rule_code: 'onsave', record_key: d1 }).first<{ status: string; cancel_reason: string | null }>('status', 'cancel_reason'));
    expect(await stateOf()).toMatchObject({ status: 'warn' });
    expect((await app.api('DELETE', `/api/eform/data/wr_form/${d1}`, { token: admin })).status).toBe(200);
    await expect.poll(async () => (await app.database.owner.raw<{ rows: unknown[] }>('select 1 from graphile_worker.jobs where task_identifier = ? and key = ?', [warningRecordSavedJobName, key])).rows.length, { timeout: 10_000 }).toBe(1);
    const logged: string[] = [];
    await warningTasks(app.ctx)[warningRecordSavedJobName]!({ tenantId: demoId, formCode: 'wr_form' }, { logger: { info: (line: string) => logged.push(line) } } as never);
    expect(logged).toEqual([expect.stringMatching(/^wr_saved\/onsave: 2 checked, 0 fired, 1 recovered/)]);
    expect(await stateOf()).toMatchObject({ status: 'cancel', cancel_reason: 'recovered' });
  });
});

describe('the customs example: declaration not cleared within 48 hours', () => {
  it('mails the broker and posts a site message for a declaration dated three days ago and not released, once; relieve and recover on its results', async () => {
    const declDate = new Date(Date.now() - 72 * hour).toISOString().slice(0, 10);
    const created = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: { entryId: '220020261127000048', ieFlag: 'I', customsCode: '2200', consignee: 'Late Freight Co.', declDate, declTotal: 10, brokerEmail: 'late.broker@example.com' } } });
    expect(created.status).toBe(201);
    const first = await evaluate('late_declaration', 'not_cleared_48h');
    expect(first.status).toBe(200);
    expect(first.body.result.fired).toBeGreaterThanOrEqual(1);
    const sent = await messagesOf('warning:late_declaration/not_cleared_48h');
    const mail = sent.find((m) => m.es_type === 'email' && m.es_title.includes('220020261127000048'))!;
    expect(mail).toMatchObject({ es_receiver: 'late.broker@example.com', es_title: 'Declaration 220020261127000048 not cleared within 48 hours' });
    expect(mail.es_content).toContain('Late Freight Co.');
    expect(sent.find((m) => m.es_type === 'system' && m.es_title.includes('220020261127000048'))).toMatchObject({ es_receiver: 'dec_clerk' });
    expect((await evaluate('late_declaration', 'not_cleared_48h')).body.result).toMatchObject({ fired: 0, messages: 0 });

    const page = await results('late_declaration', 'not_cleared_48h');
    const record = page.body.result.records.find((r) => r.recordKey === created.body.result.id)!;
    expect(record.display).toMatchObject({ label: expect.stringMatching(/^220020261127000048 · Late Freight Co\. · \d+(\.\d)? h$/) });
    expect((await app.api<Result>('POST', `/api/warn/results/${record.id}/relieve`, { token: admin, body: {} })).body.result.status).toBe('cancel');
    expect((await app.api<Result>('POST', `/api/warn/results/${record.id}/recover`, { token: admin, body: {} })).body.result.status).toBe('warn');
  });
});
