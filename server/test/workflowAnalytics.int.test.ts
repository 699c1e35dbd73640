import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';

// Process analytics (spec §9 "top-10 lists", issue 16): SQL over the tenant's instances and tasks.

interface Entry {
  key: string;
  name: string;
  value: number;
  unit: string;
  processKey: string | null;
}

let app: TestApp;
let admin: string;
const tenant: Record<string, string> = {};
const user: Record<string, string> = {};
const definition: Record<string, string> = {};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
const top = (list: string, token = admin, extra = '') => app.api<{ list: string; records: Entry[] }>('GET', `/api/bpm/analytics/top?list=${list}${extra}`, { token });

/** Writes an instance straight into the tables (these tests read figures, not the runtime). */
async function instance(tenantCode: string, processKey: string, startedHoursAgo: number, status = 'active', title = `${processKey} request`): Promise<string> {
  const [row] = await app.database.owner('bpm_instance').insert({
    tenant_id: tenant[tenantCode], process_key: processKey, definition_id: definition[`${tenantCode}/${processKey}`], definition_version: 1, title,
    initiator_id: user[tenantCode === 'demo' ? 'demo_user' : 'acme_admin'], status, state: '{}', started_at: hoursAgo(startedHoursAgo),
    ...(status === 'completed' ? { outcome: 'approved', ended_at: hoursAgo(0) } : {}),
  }).returning<Array<{ id: string }>>('id');
  return row!.id;
}

let taskNo = 0;
async function task(instanceId: string, tenantCode: string, fields: { node: string; assignee: string; status: string; createdHoursAgo: number; endedHoursAgo?: number; dueHoursAgo?: number }): Promise<void> {
  taskNo += 1;
  await app.database.owner('bpm_task').insert({
    tenant_id: tenant[tenantCode], instance_id: instanceId, task_no: taskNo, node_id: fields.node, node_name: `Node ${fields.node}`, assignee_id: user[fields.assignee],
    status: fields.status, created_at: hoursAgo(fields.createdHoursAgo), ended_at: fields.endedHoursAgo === undefined ? null : hoursAgo(fields.endedHoursAgo),
    due_at: fields.dueHoursAgo === undefined ? null : hoursAgo(fields.dueHoursAgo),
  });
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.loginAs('demo_admin');
  const { owner } = app.database;
  for (const code of ['demo', 'acme']) tenant[code] = (await owner('sys_tenant').where({ tenant_code: code }).first<{ id: string }>('id'))!.id;
  for (const username of ['demo_user', 'officer_li', 'officer_wang', 'acme_admin']) user[username] = (await owner('sys_user').where({ username }).first<{ id: string }>('id'))!.id;
  // Workflow definitions to hang the instances on: the example's in demo, and one per process key used.
  for (const [tenantCode, processKey, name] of [['demo', 'dec_approval', 'Declaration approval'], ['demo', 'leave', 'Leave'], ['demo', 'trip', 'Business trip'], ['acme', 'dec_approval', 'Acme approval']] as const) {
    const existing = await owner('eform_definition').where({ tenant_id: tenant[tenantCode], kind: 'workflow', code: processKey }).first<{ id: string }>('id');
    definition[`${tenantCode}/${processKey}`] = existing?.id ?? (await owner('eform_definition').insert({ tenant_id: tenant[tenantCode], kind: 'workflow', code: processKey, name, status: 'published', version: 1, published_version: 1, schema_version: 1, body: JSON.stringify({}) }).returning<Array<{ id: string }>>('id'))[0]!.id;
  }

  // demo: 3 dec_approval, 2 leave, 1 trip; acme: 5 dec_approval (must never count in demo).
  const dec = [await instance('demo', 'dec_approval', 100), await instance('demo', 'dec_approval', 50), await instance('demo', 'dec_approval', 10, 'completed')];
  const leave = [await instance('demo', 'leave', 300, 'suspended', 'Oldest leave'), await instance('demo', 'leave', 5, 'completed')];
  await instance('demo', 'trip', 1);
  const acme = [];
  for (let i = 0; i < 5; i += 1) acme.push(await instance('acme', 'dec_approval', 1000 + i, 'active', `Acme ${i}`));

  // Node "manager" of dec_approval took 10 h and 20 h; leave's "boss" 2 h; trip none closed.
  await task(dec[0]!, 'demo', { node: 'manager', assignee: 'officer_li', status: 'approved', createdHoursAgo: 90, endedHoursAgo: 80, dueHoursAgo: 82 });
  await task(dec[1]!, 'demo', { node: 'manager', assignee: 'officer_li', status: 'rejected', createdHoursAgo: 45, endedHoursAgo: 25, dueHoursAgo: 37 });
  await task(dec[2]!, 'demo', { node: 'manager', assignee: 'officer_wang', status: 'rejected', createdHoursAgo: 9, endedHoursAgo: 8, dueHoursAgo: 1 });
  await task(leave[1]!, 'demo', { node: 'boss', assignee: 'officer_wang', status: 'approved', createdHoursAgo: 4, endedHoursAgo: 2 });
  // Still open past its deadline: overdue for Wang.
  await task(dec[0]!, 'demo', { node: 'officers', assignee: 'officer_wang', status: 'pending', createdHoursAgo: 70, dueHoursAgo: 46 });
  // Open, deadline ahead: not overdue.
  await task(leave[0]!, 'demo', { node: 'boss', assignee: 'officer_li', status: 'pending', createdHoursAgo: 3, dueHoursAgo: -5 });
  // Another tenant's slow, late, rejected task: never in demo's lists.
  await task(acme[0]!, 'acme', { node: 'manager', assignee: 'acme_admin', status: 'rejected', createdHoursAgo: 900, endedHoursAgo: 1, dueHoursAgo: 800 });
});
afterAll(async () => app.close());

describe('process analytics top-10 lists', () => {
  it('most started templates, counted in the caller\'s tenant only', async () => {
    const { body } = await top('mostStarted');
    expect(body.result.list).toBe('mostStarted');
    expect(body.result.records.map((e) => [e.key, e.name, e.value, e.unit])).toEqual([['dec_approval', 'Declaration approval', 3, 'instances'], ['leave', 'Leave', 2, 'instances'], ['trip', 'Business trip', 1, 'instances']]);
    // Started in the last two days: one dec_approval, the completed leave and the trip.
    expect((await top('mostStarted', admin, '&days=2')).body.result.records.map((e) => [e.key, e.value])).toEqual([['dec_approval', 1], ['leave', 1], ['trip', 1]]);
  });

  it('slowest nodes by the average hours their tasks waited', async () => {
    const { records } = (await top('slowestNodes')).body.result;
    expect(records.map((e) => [e.key, e.value, e.unit, e.processKey])).toEqual([['dec_approval/manager', 10.33, 'hours', 'dec_approval'], ['leave/boss', 2, 'hours', 'leave']]);
    expect(records[0]!.name).toBe('Node manager');
  });

  it('most overdue approvers: acted on late, or still open past the deadline', async () => {
    const { records } = (await top('mostOverdueApprovers')).body.result;
    // Li acted late twice; Wang once acted in time (before the due time) and has one task open past it.
    expect(records.map((e) => [e.key, e.name, e.value])).toEqual([[user.officer_li, 'Li Na', 2], [user.officer_wang, 'Wang Lei', 1]]);
  });

  it('most rejected templates and the longest running requests', async () => {
    expect((await top('mostRejected')).body.result.records.map((e) => [e.key, e.value, e.unit])).toEqual([['dec_approval', 2, 'rejections']]);
    const running = (await top('longestRunning')).body.result.records;
    expect(running.map((e) => e.name)).toEqual(['Oldest leave', 'dec_approval request', 'dec_approval request', 'trip request']);
    expect(running[0]).toMatchObject({ processKey: 'leave', unit: 'hours' });
    expect(running[0]!.value).toBeGreaterThanOrEqual(300);
    expect(running[0]!.value).toBeLessThan(301);
  });

  it('keeps to ten entries', async () => {
    for (let i = 0; i < 12; i += 1) await instance('demo', 'trip', 2 + i, 'active');
    expect((await top('longestRunning')).body.result.records).toHaveLength(10);
  });

  it('is for holders of the workflow management permission; an unknown list is a 400', async () => {
    expect((await top('mostStarted', await app.loginAs('demo_user'))).status).toBe(403);
    const unknown = await top('everything');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.result)).toContain('/query/list');
  });
});
