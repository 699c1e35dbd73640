import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaration } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';
import { expectEveryInstanceReplays, ok, onlyTodo, publishedTemplate, startedRequest, twoStepDefinition, workflowPeople, type WorkflowPeople } from './workflow/workflowFixture';

/**
 * Issue 16: the workflow runtime on the real database — templates published through the lifecycle,
 * requests started on form records, tasks approved and returned through the engine's transition,
 * access inside each operation, concurrent approvals, and every stored instance replaying from its log.
 */

let app: TestApp;
let people: WorkflowPeople;

beforeAll(async () => {
  app = await startTestApp();
  people = await workflowPeople(app);
  await publishedTemplate(app, people.admin, twoStepDefinition('wt_two_step'));
});
afterAll(async () => app?.close());

describe('templates', () => {
  it('lists a published template as active with its version, and moves through suspend, activate, disable, enable', async () => {
    const list = ok(await app.api<{ records: Array<{ processKey: string; status: string; version: number; enabled: boolean }> }>('GET', '/api/bpm/template/list?keyword=wt_two', { token: people.admin }), 'list');
    expect(list.records).toEqual([expect.objectContaining({ processKey: 'wt_two_step', status: 'active', version: 1, enabled: true })]);
    expect(ok(await app.api<{ status: string }>('POST', '/api/bpm/template/wt_two_step/suspend', { token: people.admin }), 'suspend').status).toBe('suspended');
    const refused = await app.api('POST', '/api/bpm/instance/preview', { token: people.admin, body: { processKey: 'wt_two_step', data: {} } });
    expect([refused.status, refused.body.messageCode]).toEqual([400, 'workflow/template-not-active']);
    expect((await app.api('POST', '/api/bpm/template/wt_two_step/suspend', { token: people.admin })).status).toBe(400);
    expect(ok(await app.api<{ status: string }>('POST', '/api/bpm/template/wt_two_step/activate', { token: people.admin }), 'activate').status).toBe('active');
    expect(ok(await app.api<{ enabled: boolean }>('POST', '/api/bpm/template/wt_two_step/disable', { token: people.admin }), 'disable').enabled).toBe(false);
    expect(ok(await app.api<{ enabled: boolean }>('POST', '/api/bpm/template/wt_two_step/enable', { token: people.admin }), 'enable').enabled).toBe(true);
  });

  it('refuses the lifecycle to a user who does not manage workflows', async () => {
    expect((await app.api('GET', '/api/bpm/template/list', { token: people.outsider })).status).toBe(403);
    expect((await app.api('POST', '/api/bpm/template/wt_two_step/suspend', { token: people.approverA })).status).toBe(403);
  });

  it('refuses to publish a definition whose approver names nobody in the tenant, naming the node', async () => {
    const definition = twoStepDefinition('wt_unknown_person');
    definition.nodes[1] = { ...definition.nodes[1]!, approverIds: ['nobody_here'] };
    ok(await app.api('POST', '/api/eform/definitions', { token: people.admin, body: { kind: 'workflow', code: definition.processKey, name: 'x', body: definition } }), 'create');
    const refused = await app.api<{ errors: Array<{ path: string; code: string; message: string }> }>('POST', '/api/bpm/template/wt_unknown_person/publish', { token: people.admin, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors).toEqual([expect.objectContaining({ path: '/body/nodes/1', code: 'workflow/approver-unknown', message: expect.stringContaining('nobody_here') })]);
  });

  it('counts a user in the recycle bin as nobody when publishing', async () => {
    const gone = ok(await app.api<{ id: string }>('POST', '/api/system/user/add', { token: people.admin, body: { username: 'wt_gone', realname: 'Gone', password: 'Workflow-2026!x', roleIds: [] } }), 'user');
    ok(await app.api('DELETE', `/api/system/user/delete?id=${gone.id}`, { token: people.admin }), 'recycle');
    const definition = twoStepDefinition('wt_gone_person');
    definition.nodes[2] = { ...definition.nodes[2]!, approverIds: ['wt_gone'] };
    ok(await app.api('POST', '/api/eform/definitions', { token: people.admin, body: { kind: 'workflow', code: definition.processKey, name: 'x', body: definition } }), 'create');
    const refused = await app.api<{ errors: Array<{ path: string; code: string }> }>('POST', '/api/bpm/template/wt_gone_person/publish', { token: people.admin, body: {} });
    expect([refused.status, refused.body.result.errors]).toEqual([400, [expect.objectContaining({ path: '/body/nodes/2', code: 'workflow/approver-unknown' })]]);
  });
});

describe('a request from start to end', () => {
  it('previews the route, starts, and goes through both approvals to the cc', async () => {
    const preview = ok(await app.api<{ steps: Array<{ nodeId: string; approvers: Array<{ userId: string }> }> }>('POST', '/api/bpm/instance/preview', { token: people.admin, body: { processKey: 'wt_two_step', formCode: 'dec_form', data: {} } }), 'preview');
    expect(preview.steps.find((step) => step.nodeId === 'first')?.approvers.map((approver) => approver.userId)).toEqual([people.ids.approverA]);

    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const first = await onlyTodo(app, people.approverA, instanceId);
    expect(first).toEqual(expect.objectContaining({ taskName: 'First check', taskTitle: expect.stringContaining('Test approval'), processName: 'Test approval' }));
    // Someone who takes no part sees nothing; a participant who is not the assignee may not act.
    expect((await app.api('GET', `/api/bpm/instance/${instanceId}`, { token: people.outsider })).status).toBe(404);
    expect((await app.api('POST', `/api/bpm/task/${first.id}/approve`, { token: people.outsider, body: {} })).status).toBe(404);
    ok(await app.api('POST', `/api/bpm/task/${first.id}/approve`, { token: people.approverA, body: { comment: 'fine' } }), 'approve first');
    // The rest of the route from where the request waits, for those who see it.
    const rest = ok(await app.api<{ steps: Array<{ nodeId: string }> }>('POST', '/api/bpm/instance/preview', { token: people.approverA, body: { processKey: 'wt_two_step', instanceId } }), 'preview the rest');
    expect(rest.steps.map((step) => step.nodeId)).toEqual(['second', 'copy', 'end']);
    expect((await app.api('POST', '/api/bpm/instance/preview', { token: people.outsider, body: { processKey: 'wt_two_step', instanceId } })).status).toBe(404);
    const second = await onlyTodo(app, people.approverB, instanceId);
    const notTheirs = await app.api('POST', `/api/bpm/task/${second.id}/approve`, { token: people.approverA, body: {} });
    expect([notTheirs.status, notTheirs.body.messageCode]).toEqual([403, 'workflow/not-assignee']);
    const done = ok(await app.api<{ status: string }>('POST', `/api/bpm/task/${second.id}/approve`, { token: people.approverB, body: {} }), 'approve second');
    expect(done.status).toBe('completed');

    const detail = ok(await app.api<{ status: string; outcome: string; history: Array<{ action: string; actorName: string | null }> }>('GET', `/api/bpm/instance/${instanceId}`, { token: people.approverA }), 'detail');
    expect([detail.status, detail.outcome]).toEqual(['completed', 'approved']);
    expect(detail.history.map((entry) => entry.action)).toEqual(['start', 'approve', 'approve']);
    const cc = ok(await app.api<{ records: Array<{ id: string; instanceId: string; isRead: boolean }> }>('GET', '/api/bpm/task/cc', { token: people.reader }), 'cc');
    expect(cc.records).toEqual([expect.objectContaining({ instanceId, isRead: false, processName: 'Test approval' })]);
    expect(ok(await app.api<{ isRead: boolean }>('POST', `/api/bpm/task/${cc.records[0]!.id}/read`, { token: people.reader }), 'read').isRead).toBe(true);
    expect((await app.api('POST', `/api/bpm/task/${cc.records[0]!.id}/read`, { token: people.outsider })).status).toBe(404);
    const mine = ok(await app.api<{ records: Array<{ id: string }> }>('GET', '/api/bpm/instance/list?classify=start', { token: people.admin }), 'mine');
    expect(mine.records.map((record) => record.id)).toContain(instanceId);
  });

  it('returns to the initiator, who resubmits, and the request walks the path again', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const first = await onlyTodo(app, people.approverA, instanceId);
    ok(await app.api('POST', `/api/bpm/task/${first.id}/approve`, { token: people.approverA, body: {} }), 'approve first');
    const second = await onlyTodo(app, people.approverB, instanceId);
    ok(await app.api('POST', `/api/bpm/task/${second.id}/reject`, { token: people.approverB, body: { target: 'initiator', comment: 'missing data' } }), 'reject');
    const resubmit = ok(await app.api<{ records: Array<{ id: string; instanceId: string; taskType: string }> }>('GET', '/api/bpm/task/todo', { token: people.admin }), 'initiator todo').records.find((task) => task.instanceId === instanceId);
    expect(resubmit?.taskType).toBe('resubmit');
    ok(await app.api('POST', `/api/bpm/task/${resubmit!.id}/approve`, { token: people.admin, body: {} }), 'resubmit');
    expect((await onlyTodo(app, people.approverA, instanceId)).taskName).toBe('First check');
  });
});

describe('reject targets', () => {
  it('answers, for each of the caller\'s open tasks, exactly the targets the engine accepts, and each one is accepted', async () => {
    type Detail = { rejectTargets: Array<{ taskId: string; targets: Array<{ target: string; nodeId: string; name: string }> }> };
    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const first = await onlyTodo(app, people.approverA, instanceId);
    // At the first approval nothing was approved before it: the start node only, as previous and as the initiator.
    const atFirst = ok(await app.api<Detail>('GET', `/api/bpm/instance/${instanceId}`, { token: people.approverA }), 'detail at first');
    expect(atFirst.rejectTargets).toEqual([{ taskId: first.id, targets: [
      { target: 'previous', nodeId: 'start', name: 'Submit' }, { target: 'initiator', nodeId: 'start', name: 'Submit' },
    ] }]);
    ok(await app.api('POST', `/api/bpm/task/${first.id}/approve`, { token: people.approverA, body: {} }), 'approve first');
    const second = await onlyTodo(app, people.approverB, instanceId);
    const atSecond = ok(await app.api<Detail>('GET', `/api/bpm/instance/${instanceId}`, { token: people.approverB }), 'detail at second');
    expect(atSecond.rejectTargets).toEqual([{ taskId: second.id, targets: [
      { target: 'previous', nodeId: 'first', name: 'First check' }, { target: 'initiator', nodeId: 'start', name: 'Submit' },
      { target: 'first', nodeId: 'first', name: 'First check' },
    ] }]);
    // Someone without an open task is offered nothing.
    expect(ok(await app.api<Detail>('GET', `/api/bpm/instance/${instanceId}`, { token: people.approverA }), 'no task').rejectTargets).toEqual([]);
    ok(await app.api('POST', `/api/bpm/task/${second.id}/reject`, { token: people.approverB, body: { target: 'first' } }), 'reject to an offered node');
    expect((await onlyTodo(app, people.approverA, instanceId)).taskName).toBe('First check');
  });
});

describe('approvers the initiator picks', () => {
  it('marks a selfSelect node in the preview, shows the picked user there, and starts with the pick', async () => {
    const definition = twoStepDefinition('wt_self_pick');
    definition.nodes[1] = { ...definition.nodes[1]!, approverType: 'selfSelect', approverIds: [] };
    await publishedTemplate(app, people.admin, definition);
    type Steps = { steps: Array<{ nodeId: string; selfSelect?: boolean; approvers: Array<{ userId: string }> }> };
    const plain = ok(await app.api<Steps>('POST', '/api/bpm/instance/preview', { token: people.admin, body: { processKey: 'wt_self_pick', formCode: 'dec_form', data: {} } }), 'preview');
    expect(plain.steps.filter((step) => step.selfSelect).map((step) => step.nodeId)).toEqual(['first']);
    const selfSelected = { first: [people.ids.approverB] };
    const picked = ok(await app.api<Steps>('POST', '/api/bpm/instance/preview', { token: people.admin, body: { processKey: 'wt_self_pick', formCode: 'dec_form', data: {}, selfSelected } }), 'preview picked');
    expect(picked.steps.find((step) => step.nodeId === 'first')?.approvers.map((approver) => approver.userId)).toEqual([people.ids.approverB]);
    const record = ok(await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: people.admin, body: { data: declaration('E') } }), 'declaration');
    const started = ok(await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: people.admin, body: { processKey: 'wt_self_pick', formCode: 'dec_form', dataId: record.id, selfSelected } }), 'start');
    expect((await onlyTodo(app, people.approverB, started.instanceId)).taskName).toBe('First check');
  });
});

describe('concurrency', () => {
  it('twenty parallel approvals of one task advance the request exactly once', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const task = await onlyTodo(app, people.approverA, instanceId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual(Array.from({ length: 19 }, () => 400));
    const events = await app.database.owner('bpm_event').where({ instance_id: instanceId }).pluck('action');
    expect(events.map((action: { type: string }) => action.type)).toEqual(['start', 'approve']);
    expect(await app.database.owner('bpm_task').where({ instance_id: instanceId, node_id: 'second' }).pluck('status')).toEqual(['pending']);
  });
});

describe('replay', () => {
  it('every instance in the database replays from its event log to its stored state', async () => {
    await expectEveryInstanceReplays(app, 3);
  });
});
