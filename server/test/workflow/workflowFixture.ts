import { replay, type InstanceState, type WorkflowEvent } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { expect } from 'vitest';
import { declaration } from '../inTenant/formDataUsers';
import type { TestApp } from '../support/testApp';

/** People of the workflow tests (demo tenant): two approvers, a cc'd reader, and an outsider with no part in anything. */
export interface WorkflowPeople {
  admin: string;
  approverA: string;
  approverB: string;
  reader: string;
  outsider: string;
  ids: Record<'approverA' | 'approverB' | 'reader' | 'outsider', string>;
}

export const password = 'Workflow-2026!x';

export function ok<T>(response: { status: number; body: { result: T } }, what: string): T {
  if (response.status !== 200 && response.status !== 201) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

/** A user without roles, made through the user API as an administrator makes them. */
async function person(app: TestApp, admin: string, username: string, realname: string): Promise<{ id: string; token: string }> {
  const user = ok(await app.api<{ id: string }>('POST', '/api/system/user/add', { token: admin, body: { username, realname, password, roleIds: [] } }), `user ${username}`);
  await app.database.owner('sys_user').where({ id: user.id }).update({ force_change_pass: 'N' });
  return { id: user.id, token: await app.loginAs(username, password) };
}

export async function workflowPeople(app: TestApp): Promise<WorkflowPeople> {
  const admin = await app.loginAs('demo_admin');
  const a = await person(app, admin, 'wt_a', 'Approver A');
  const b = await person(app, admin, 'wt_b', 'Approver B');
  const c = await person(app, admin, 'wt_c', 'Reader C');
  const x = await person(app, admin, 'wt_x', 'Outsider X');
  return { admin, approverA: a.token, approverB: b.token, reader: c.token, outsider: x.token, ids: { approverA: a.id, approverB: b.id, reader: c.id, outsider: x.id } };
}

/** Start → first (wt_a) → second (wt_b) → cc (wt_c) → end, on the customs declaration form. */
export function twoStepDefinition(processKey: string): WorkflowDefinition {
  const approval = (nodeId: string, name: string, username: string, nextNodeId: string) => ({
    nodeId, nodeType: 'approval' as const, name, approverType: 'person' as const, approverIds: [username], multiMode: 'any' as const,
    emptyApprover: 'toAdmin' as const, rejectMode: 'toAnyVisited' as const, nextNodeId,
  });
  return {
    schemaVersion: 1, processKey, processName: 'Test approval', businessType: 'test', billType: 'bill', formCode: 'dec_form',
    startPermission: { scope: 'all' }, promoter: { promoterType: 'all' },
    nodes: [
      { nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'first' },
      approval('first', 'First check', 'wt_a', 'second'),
      approval('second', 'Second check', 'wt_b', 'copy'),
      { nodeId: 'copy', nodeType: 'cc', name: 'Copy', ccIds: ['wt_c'], nextNodeId: 'end' },
      { nodeId: 'end', nodeType: 'end', name: 'Done' },
    ],
  };
}

/** Saves the definition in the store and publishes it through the template lifecycle. */
export async function publishedTemplate(app: TestApp, admin: string, definition: WorkflowDefinition): Promise<void> {
  ok(await app.api('POST', '/api/eform/definitions', { token: admin, body: { kind: 'workflow', code: definition.processKey, name: definition.processName, body: definition } }), 'create workflow');
  ok(await app.api('POST', `/api/bpm/template/${definition.processKey}/publish`, { token: admin, body: {} }), 'publish workflow');
}

/** A new customs declaration record (as the administrator) and a request started on it. */
export async function startedRequest(app: TestApp, admin: string, processKey: string): Promise<{ instanceId: string; dataId: string }> {
  const record = ok(await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('E') } }), 'declaration');
  const started = ok(await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: admin, body: { processKey, formCode: 'dec_form', dataId: record.id } }), 'start');
  return { instanceId: started.instanceId, dataId: record.id };
}

/** The caller's only pending task on the request. */
export async function onlyTodo(app: TestApp, token: string, instanceId: string): Promise<{ id: string; taskName: string; taskTitle: string }> {
  const todo = ok(await app.api<{ records: Array<{ id: string; instanceId: string; taskName: string; taskTitle: string }> }>('GET', '/api/bpm/task/todo?pageSize=500', { token }), 'todo');
  const mine = todo.records.filter((task) => task.instanceId === instanceId);
  if (mine.length !== 1) throw new Error(`expected one task, got ${JSON.stringify(todo.records)}`);
  return mine[0]!;
}

/**
 * Every instance in the test database, replayed through the engine from its event log (each event
 * with the directory answers it used, on the definition version it ran on), equals its stored state.
 */
export async function expectEveryInstanceReplays(app: TestApp, atLeast: number): Promise<void> {
  const owner = app.database.owner;
  const instances: Array<{ id: string; definition_id: string; state: InstanceState }> = await owner('bpm_instance').select('id', 'definition_id', 'state');
  expect(instances.length).toBeGreaterThanOrEqual(atLeast);
  for (const instance of instances) {
    const revisions: Array<{ version: number; body: WorkflowDefinition }> = await owner('eform_definition_revision').where({ definition_id: instance.definition_id }).select('version', 'body');
    const events: WorkflowEvent[] = (await owner('bpm_event').where({ instance_id: instance.id }).orderBy('seq').select('seq', 'action', 'answers', 'at'))
      .map((row: { seq: number; action: WorkflowEvent['action']; answers: WorkflowEvent['answers']; at: Date }) => ({ seq: row.seq, action: row.action, answers: row.answers, at: row.at.toISOString() }));
    const replayed = replay((version) => revisions.find((revision) => revision.version === version)?.body, events);
    expect({ id: instance.id, state: JSON.parse(JSON.stringify(replayed)) }).toEqual({ id: instance.id, state: instance.state });
  }
}
