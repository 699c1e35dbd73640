import type { WorkflowDefinition, WorkflowNode } from '@wharf/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/testApp';
import { expectEveryInstanceReplays, ok, onlyTodo, publishedTemplate, startedRequest, twoStepDefinition, workflowPeople, type WorkflowPeople } from './workflow/workflowFixture';

/**
 * Issue 16: the runtime's directory answers (roles, departments, positions, divisions, relations,
 * the manager chain), the task actions beyond approve (transfer, delegate, add signer, urge,
 * withdraw, suspend/resume, batch), deadlines as graphile-worker jobs in the same transaction, and
 * publishing a new version with an explicit migration.
 */

let app: TestApp;
let people: WorkflowPeople;
let tenantId: string;
let adminId: string;

/** start → one approval node → end, the approval node as given. */
function oneNode(processKey: string, node: Partial<WorkflowNode>): WorkflowDefinition {
  return {
    schemaVersion: 1, processKey, processName: `Flow ${processKey}`, businessType: 'test', billType: 'bill', formCode: 'dec_form',
    startPermission: { scope: 'all' }, promoter: { promoterType: 'all' },
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'check' },
      { nodeId: 'check', nodeType: 'approval', name: 'Check', approverType: 'person', approverIds: ['wt_a'], multiMode: 'any', emptyApprover: 'autoPass', rejectMode: 'toInitiator', nextNodeId: 'end', ...node } as WorkflowNode,
      { nodeId: 'end', nodeType: 'end', name: 'Done' },
    ],
  };
}

async function preview(processKey: string, token = people.admin) {
  return app.api<{ steps: Array<{ nodeId: string; approvers: Array<{ userId: string }>; resolution?: string }> }>('POST', '/api/bpm/instance/preview', { token, body: { processKey, data: {} } });
}

const approversAt = async (processKey: string) => ok(await preview(processKey), `preview ${processKey}`).steps.find((step) => step.nodeId === 'check')!.approvers.map((approver) => approver.userId).sort();

beforeAll(async () => {
  app = await startTestApp();
  people = await workflowPeople(app);
  const owner = app.database.owner;
  const admin = await owner('sys_user').where({ username: 'demo_admin' }).first<{ id: string; tenant_id: string }>('id', 'tenant_id');
  tenantId = admin!.tenant_id;
  adminId = admin!.id;
  // The directory: a role, a department tree with heads, a position and a division, tied to the test people.
  const [role] = await owner('sys_role').insert({ tenant_id: tenantId, role_name: 'Checkers', role_code: 'wt_checkers' }).returning<Array<{ id: string }>>('id');
  await owner('sys_user_role').insert([people.ids.approverA, people.ids.approverB].map((user_id) => ({ tenant_id: tenantId, user_id, role_id: role!.id })));
  const [top] = await owner('sys_org').insert({ tenant_id: tenantId, org_name: 'WT Head office', org_code: 'WT-TOP', org_type: 'organization', head_user_id: people.ids.approverB }).returning<Array<{ id: string }>>('id');
  const [desk] = await owner('sys_org').insert({ tenant_id: tenantId, parent_id: top!.id, org_name: 'WT Desk', org_code: 'WT-DESK', org_type: 'department', head_user_id: people.ids.approverA }).returning<Array<{ id: string }>>('id');
  await owner('sys_user').where({ id: adminId }).update({ org_id: desk!.id });
  await owner('sys_user').where({ id: people.ids.reader }).update({ org_id: desk!.id });
  const [position] = await owner('sys_position').insert({ tenant_id: tenantId, code: 'wt_clerk', name: 'Clerk' }).returning<Array<{ id: string }>>('id');
  await owner('sys_user_position').insert({ tenant_id: tenantId, user_id: people.ids.reader, position_id: position!.id });
  const [division] = await owner('sys_division').insert({ tenant_id: tenantId, code: 'wt_north', name: 'North' }).returning<Array<{ id: string }>>('id');
  await owner('sys_user_division').insert({ tenant_id: tenantId, user_id: people.ids.approverB, division_id: division!.id });
  await publishedTemplate(app, people.admin, twoStepDefinition('wt_two_step'));
});
afterAll(async () => app?.close());

describe('directory answers', () => {
  it('resolves roles, departments, positions, divisions, relations and managers to the tenant\'s users', async () => {
    const cases: Array<[string, Partial<WorkflowNode>, string[]]> = [
      ['wt_by_role', { approverType: 'role', approverIds: ['wt_checkers'] }, [people.ids.approverA, people.ids.approverB]],
      ['wt_by_department', { approverType: 'department', approverIds: ['WT-DESK'] }, [adminId, people.ids.reader]],
      ['wt_by_position', { approverType: 'position', approverIds: ['wt_clerk'] }, [people.ids.reader]],
      ['wt_by_division', { approverType: 'division', approverIds: ['wt_north'] }, [people.ids.approverB]],
      ['wt_by_dept_head', { approverType: 'relation', approverIds: ['initiatorDeptHead'] }, [people.ids.approverA]],
      ['wt_by_parent_head', { approverType: 'relation', approverIds: ['initiatorParentDeptHead'] }, [people.ids.approverB]],
      ['wt_by_manager', { approverType: 'manager', managerLevel: 1 }, [people.ids.approverA]],
      ['wt_by_manager_2', { approverType: 'manager', managerLevel: 2 }, [people.ids.approverB]],
    ];
    for (const [processKey, node, expected] of cases) {
      await publishedTemplate(app, people.admin, oneNode(processKey, node));
      expect({ processKey, approvers: await approversAt(processKey) }).toEqual({ processKey, approvers: [...expected].sort() });
    }
  });

  it('previews a delegated approver by name, with the original approver beside', async () => {
    const hour = 3_600_000;
    const [record] = await app.database.owner('bpm_delegate').insert({
      tenant_id: tenantId, delegator_id: people.ids.approverA, bailee_id: people.ids.reader, resource: JSON.stringify('all'),
      start_at: new Date(Date.now() - hour), end_at: new Date(Date.now() + hour),
    }).returning<Array<{ id: string }>>('id');
    try {
      const steps = ok(await app.api<{ steps: Array<{ nodeId: string; approvers: Array<Record<string, string>> }> }>('POST', '/api/bpm/instance/preview', { token: people.admin, body: { processKey: 'wt_by_manager', data: {} } }), 'preview').steps;
      expect(steps.find((step) => step.nodeId === 'check')!.approvers).toEqual([expect.objectContaining({ userId: people.ids.reader, name: 'Reader C', originalUserId: people.ids.approverA, originalName: 'Approver A' })]);
    } finally {
      await app.database.owner('bpm_delegate').where({ id: record!.id }).delete();
    }
  });

  it('answers workflow/relation-query-failed when the initiator is in no department', async () => {
    await app.database.owner('sys_user').where({ id: adminId }).update({ org_id: null });
    try {
      const refused = await preview('wt_by_dept_head');
      expect([refused.status, refused.body.messageCode]).toEqual([400, 'workflow/relation-query-failed']);
    } finally {
      await app.database.owner('sys_user').where({ username: 'demo_admin' }).update({ org_id: app.database.owner('sys_org').where({ org_code: 'WT-DESK' }).select('id') });
    }
  });

  it('refuses the preview and the start to someone the start permission leaves out', async () => {
    await publishedTemplate(app, people.admin, { ...oneNode('wt_roles_only', {}), startPermission: { scope: 'roles', roleCodes: ['wt_checkers'] } });
    const refused = await preview('wt_roles_only', people.outsider);
    expect([refused.status, refused.body.messageCode]).toEqual([403, 'workflow/start-not-permitted']);
    expect(ok(await preview('wt_roles_only', people.approverA), 'checker preview').steps.length).toBeGreaterThan(0);
  });
});

describe('starting', () => {
  it('refuses an unknown template and a second running request on one record', async () => {
    const { dataId } = await startedRequest(app, people.admin, 'wt_two_step');
    const start = (body: object) => app.api('POST', '/api/bpm/instance/start', { token: people.admin, body });
    expect((await start({ processKey: 'wt_nothing', formCode: 'dec_form', dataId })).body.messageCode).toBe('workflow/no-template-for-form');
    const again = await start({ processKey: 'wt_two_step', formCode: 'dec_form', dataId });
    expect([again.status, again.body.messageCode]).toEqual([400, 'workflow/already-running']);
  });
});

describe('task actions', () => {
  it('transfers, delegates and adds a signer; the history names each step', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const first = await onlyTodo(app, people.approverA, instanceId);
    ok(await app.api('POST', `/api/bpm/task/${first.id}/transfer`, { token: people.approverA, body: { userId: people.ids.reader } }), 'transfer');
    const transferred = await onlyTodo(app, people.reader, instanceId);
    ok(await app.api('POST', `/api/bpm/task/${transferred.id}/addSigner`, { token: people.reader, body: { userIds: [people.ids.outsider], position: 'after' } }), 'add signer');
    ok(await app.api('POST', `/api/bpm/task/${transferred.id}/approve`, { token: people.reader, body: {} }), 'approve');
    const added = await onlyTodo(app, people.outsider, instanceId);
    ok(await app.api('POST', `/api/bpm/task/${added.id}/delegate`, { token: people.outsider, body: { userId: people.ids.approverA } }), 'delegate');
    const delegated = await onlyTodo(app, people.approverA, instanceId);
    const handedOn = await app.api('POST', `/api/bpm/task/${delegated.id}/approve`, { token: people.outsider, body: {} });
    expect([handedOn.status, handedOn.body.messageCode]).toEqual([403, 'workflow/task-delegated']);
    ok(await app.api('POST', `/api/bpm/task/${delegated.id}/approve`, { token: people.approverA, body: {} }), 'approve delegated');
    expect((await onlyTodo(app, people.approverB, instanceId)).taskName).toBe('Second check');
    const detail = ok(await app.api<{ history: Array<{ action: string }> }>('GET', `/api/bpm/instance/${instanceId}`, { token: people.admin }), 'detail');
    expect(detail.history.map((entry) => entry.action)).toEqual(['start', 'transfer', 'addSigner', 'approve', 'delegate', 'approve']);
  });

  it('urges the assignee with a message in their message centre', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const task = await onlyTodo(app, people.approverA, instanceId);
    expect((await app.api('POST', `/api/bpm/task/${task.id}/urge`, { token: people.approverB, body: {} })).status).toBe(404);
    ok(await app.api('POST', `/api/bpm/task/${task.id}/urge`, { token: people.admin, body: {} }), 'urge');
    const messages = await app.database.owner('sys_announcement').whereRaw('user_ids @> ?::jsonb', [JSON.stringify([people.ids.approverA])]).where({ priority: 'H' }).pluck('title');
    expect(messages).toHaveLength(1);
  });

  it('lets the initiator withdraw until the first approver acts', async () => {
    const early = await startedRequest(app, people.admin, 'wt_two_step');
    expect(ok(await app.api<{ status: string; outcome: string }>('POST', `/api/bpm/instance/${early.instanceId}/withdraw`, { token: people.admin, body: {} }), 'withdraw')).toEqual(expect.objectContaining({ status: 'completed', outcome: 'withdrawn' }));
    expect(await app.database.owner('bpm_task').where({ instance_id: early.instanceId }).pluck('status')).toEqual(['cancelled']);
    const late = await startedRequest(app, people.admin, 'wt_two_step');
    ok(await app.api('POST', `/api/bpm/task/${(await onlyTodo(app, people.approverA, late.instanceId)).id}/approve`, { token: people.approverA, body: {} }), 'approve');
    const refused = await app.api('POST', `/api/bpm/instance/${late.instanceId}/withdraw`, { token: people.admin, body: {} });
    expect([refused.status, refused.body.messageCode]).toEqual([400, 'workflow/withdraw-too-late']);
    expect((await app.api('POST', `/api/bpm/instance/${late.instanceId}/withdraw`, { token: people.approverA, body: {} })).status).toBe(403);
  });

  it('refuses tasks of a suspended request until it is resumed; only managers suspend', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'wt_two_step');
    const task = await onlyTodo(app, people.approverA, instanceId);
    expect((await app.api('POST', `/api/bpm/instance/${instanceId}/suspend`, { token: people.approverA, body: {} })).status).toBe(403);
    ok(await app.api('POST', `/api/bpm/instance/${instanceId}/suspend`, { token: people.admin, body: {} }), 'suspend');
    const refused = await app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} });
    expect([refused.status, refused.body.messageCode]).toEqual([400, 'workflow/process-suspended']);
    ok(await app.api('POST', `/api/bpm/instance/${instanceId}/resume`, { token: people.admin, body: {} }), 'resume');
    ok(await app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} }), 'approve');
  });

  it('batch-approves tasks at one node of one template and refuses a mixture', async () => {
    const one = await startedRequest(app, people.admin, 'wt_two_step');
    const two = await startedRequest(app, people.admin, 'wt_two_step');
    const three = await startedRequest(app, people.admin, 'wt_two_step');
    const ids = [await onlyTodo(app, people.approverA, one.instanceId), await onlyTodo(app, people.approverA, two.instanceId)].map((task) => task.id);
    const threeTask = await onlyTodo(app, people.approverA, three.instanceId);
    ok(await app.api('POST', `/api/bpm/task/${threeTask.id}/approve`, { token: people.approverA, body: {} }), 'approve three');
    const secondOfThree = await onlyTodo(app, people.approverB, three.instanceId);
    const mixed = await app.api('POST', '/api/bpm/task/batchApprove', { token: people.approverA, body: { taskIds: [ids[0], secondOfThree.id] } });
    expect([mixed.status, mixed.body.messageCode]).toEqual([400, 'workflow/batch-mixed-nodes']);
    expect(ok(await app.api<{ approved: number }>('POST', '/api/bpm/task/batchApprove', { token: people.approverA, body: { taskIds: ids } }), 'batch').approved).toBe(2);
    expect((await onlyTodo(app, people.approverB, one.instanceId)).taskName).toBe('Second check');
  });
});

describe('deadlines', () => {
  it('arms a graphile-worker job for a task with a deadline in the same transaction, and removes it when the task is approved', async () => {
    await publishedTemplate(app, people.admin, oneNode('wt_deadline', { deadlineHours: 4, deadlineAction: 'remind' }));
    const { instanceId } = await startedRequest(app, people.admin, 'wt_deadline');
    const task = await onlyTodo(app, people.approverA, instanceId);
    const jobs = () => app.database.owner('graphile_worker._private_jobs').where({ key: `${tenantId}:bpm-deadline:${task.id}` }).select('run_at');
    const [job] = await jobs();
    const due = await app.database.owner('bpm_task').where({ id: task.id }).first<{ due_at: Date }>('due_at');
    expect(job?.run_at.toISOString()).toBe(due!.due_at.toISOString());
    ok(await app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} }), 'approve');
    expect(await jobs()).toEqual([]);
  });
});

describe('new versions', () => {
  it('keeps running requests on their version, counts them per node when a version is published, and migrates them on request', async () => {
    const processKey = 'wt_versions';
    await publishedTemplate(app, people.admin, oneNode(processKey, {}));
    const { instanceId } = await startedRequest(app, people.admin, processKey);
    const definition = await app.database.owner('eform_definition').where({ kind: 'workflow', code: processKey }).first<{ id: string; version: number }>('id', 'version');
    const renamed = oneNode(processKey, { nodeId: 'review', name: 'Review' });
    renamed.nodes[0] = { ...renamed.nodes[0]!, nextNodeId: 'review' };
    ok(await app.api('PUT', `/api/eform/definitions/${definition!.id}`, { token: people.admin, body: { version: definition!.version, body: renamed } }), 'save v2');
    const published = ok(await app.api<{ template: { version: number }; runningByNode: unknown[] }>('POST', `/api/bpm/template/${processKey}/publish`, { token: people.admin, body: {} }), 'publish v2');
    expect(published.template.version).toBe(2);
    expect(published.runningByNode).toEqual([{ version: 1, nodeId: 'check', nodeName: 'Check', count: 1 }]);
    const migrated = ok(await app.api<{ migrated: number; runningByNode: unknown[] }>('POST', `/api/bpm/template/${processKey}/migrate`, { token: people.admin, body: { nodeMap: { check: 'review' } } }), 'migrate');
    expect(migrated).toEqual(expect.objectContaining({ migrated: 1, runningByNode: [{ version: 2, nodeId: 'review', nodeName: 'Review', count: 1 }] }));
    const task = await onlyTodo(app, people.approverA, instanceId);
    expect(task.taskName).toBe('Review');
    ok(await app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} }), 'approve after migration');
  });
});

describe('replay', () => {
  it('every instance of this file (transferred, delegated, withdrawn, suspended, batch-approved, migrated) replays to its stored state', async () => {
    await expectEveryInstanceReplays(app, 10);
  });
});

describe('business status', () => {
  it('writes the request\'s approval status on a form record whose table has a bpm_status column, in the transition\'s transaction', async () => {
    const token = people.admin;
    const table = { schemaVersion: 1, tableName: 'wt_bill', tableTitle: 'Bills', columns: [{ colCode: 'title', colName: 'Title', colType: 'varchar', colLength: 50 }, { colCode: 'bpm_status', colName: 'Approval', colType: 'varchar', colLength: 16 }] };
    ok(await app.api('POST', '/api/eform/definitions', { token, body: { kind: 'table', code: 'wt_bill', name: 'Bills', body: table } }), 'table');
    ok(await app.api('POST', '/api/eform/tables/wt_bill/sync', { token, body: {} }), 'sync');
    const form = { schemaVersion: 2, formCode: 'wt_bill_form', formName: 'Bill', objectName: 'wt_bill', fields: [{ colCode: 'title', title: 'Title', type: 'input' }] };
    const created = ok(await app.api<{ id: string }>('POST', '/api/eform/definitions', { token, body: { kind: 'form', code: 'wt_bill_form', name: 'Bill', body: form } }), 'form');
    ok(await app.api('POST', `/api/eform/definitions/${created.id}/publish`, { token, body: {} }), 'publish form');
    await publishedTemplate(app, token, { ...oneNode('wt_bill_flow', {}), formCode: 'wt_bill_form' });
    const record = ok(await app.api<{ id: string }>('POST', '/api/eform/data/wt_bill_form', { token, body: { data: { title: 'Office chairs' } } }), 'record');
    const started = ok(await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token, body: { processKey: 'wt_bill_flow', formCode: 'wt_bill_form', dataId: record.id } }), 'start');
    // The form shows no such field: read the column where the sync put the table.
    const physical = await app.database.owner('eform_tables').where({ tenant_id: tenantId, table_code: 'wt_bill' }).first<{ physical_name: string }>('physical_name');
    const status = async () => (await app.database.owner.withSchema('biz').from(physical!.physical_name).where({ id: record.id }).first<{ bpm_status: string | null }>('bpm_status'))?.bpm_status;
    expect(await status()).toBe('approving');
    ok(await app.api('POST', `/api/bpm/task/${(await onlyTodo(app, people.approverA, started.instanceId)).id}/approve`, { token: people.approverA, body: {} }), 'approve');
    expect(await status()).toBe('approved');
  });
});
