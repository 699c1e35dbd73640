import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskState } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { fromKnexTransaction } from '../src/db/tenantClientTransaction';
import { withTenant } from '../src/db/withTenant';
import { performEffects } from '../src/workflow/runtime/performEffects';
import { startTestApp, type TestApp } from './support/testApp';
import { ok, onlyTodo, publishedTemplate, startedRequest, twoStepDefinition, workflowPeople, type WorkflowPeople } from './workflow/workflowFixture';
import { statementsDuring } from './support/sentQueries';

/**
 * Issue 16 speed: what one task action asks of the database. The approval that ends a request
 * needs nobody from the directory (no delegation, manager or administrator read) and reads its task
 * in the statement that locks the instance; the checks stay inside the locked transaction.
 */

let app: TestApp;
let people: WorkflowPeople;
let oneStep: WorkflowDefinition;

beforeAll(async () => {
  app = await startTestApp();
  people = await workflowPeople(app);
  const definition = twoStepDefinition('ws_one_step');
  definition.nodes = [definition.nodes[0]!, { ...definition.nodes[1]!, nextNodeId: 'end' }, definition.nodes[4]!];
  await publishedTemplate(app, people.admin, definition);
  oneStep = definition;
});
afterAll(async () => app?.close());

describe('statements of a task action', () => {
  it('the approval that ends a request locks the instance with its task in one statement, reads nothing from the directory, and writes the state, its event and the effects in one statement', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'ws_one_step');
    const task = await onlyTodo(app, people.approverA, instanceId);
    let answer: { status: number } | undefined;
    const statements = await statementsDuring(async () => {
      answer = await app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} });
    });
    expect(answer?.status).toBe(200);
    expect(statements.filter((sql) => /for update/.test(sql))).toEqual([expect.stringMatching(/join bpm_task/)]);
    expect(statements.filter((sql) => /^select .* from "bpm_task"/.test(sql))).toEqual([]);
    expect(statements.filter((sql) => /"bpm_delegate"/.test(sql))).toEqual([]);
    // The state, its event, the task's close and the initiator's message are written by one statement:
    // four round trips in all (begin with the tenant, lock, write, commit).
    expect(statements.filter((sql) => /update bpm_instance|insert into bpm_event/.test(sql))).toEqual([expect.stringMatching(/update bpm_instance.*insert into bpm_event.*update bpm_task.*insert into sys_announcement/s)]);
    // (The first call of this user also reads its grants, in transactions of their own.)
    const lock = statements.findIndex((sql) => /for update/.test(sql));
    // On the pg connection directly: no knex transaction is made for it (nothing on this path builds a query).
    expect(statements.slice(lock - 1, statements.indexOf('commit', lock) + 1)).toEqual([expect.stringMatching(/^begin; select set_config\('app\.tenant_id'/), expect.stringMatching(/for update/), expect.stringMatching(/^with "written"/), 'commit']);
    const events = await app.database.owner('bpm_event').where({ instance_id: instanceId }).orderBy('seq').pluck('seq');
    expect(events).toEqual([1, 2]);
    const instance = await app.database.owner('bpm_instance').where({ id: instanceId }).first('status', 'outcome');
    expect(instance).toEqual({ status: 'completed', outcome: 'approved' });
  });

  it('an approval that moves on to a node still reads who approves it (and the delegations in force)', async () => {
    const definition = twoStepDefinition('ws_two_step');
    await publishedTemplate(app, people.admin, definition);
    const { instanceId } = await startedRequest(app, people.admin, 'ws_two_step');
    const task = await onlyTodo(app, people.approverA, instanceId);
    const statements = await statementsDuring(async () => ok(await app.api('POST', `/api/bpm/task/${task.id}/approve`, { token: people.approverA, body: {} }), 'approve'));
    expect(statements.filter((sql) => /bpm_delegate/.test(sql))).toHaveLength(1);
    expect((await onlyTodo(app, people.approverB, instanceId)).taskName).toBe('Second check');
  });

  it('writes that touch one task row twice go in separate statements, in order (a task created and closed in one transition ends closed)', async () => {
    const { instanceId } = await startedRequest(app, people.admin, 'ws_one_step');
    const instance = await app.database.owner('bpm_instance').where({ id: instanceId }).first<{ tenant_id: string; initiator_id: string; title: string }>('tenant_id', 'initiator_id', 'title');
    const at = new Date().toISOString();
    const task: TaskState = { taskNo: 90, nodeId: 'check', visit: 1, kind: 'approve', status: 'pending', assigneeId: instance!.initiator_id, originalAssigneeId: instance!.initiator_id, origin: 'approver', createdAt: at };
    const statements = await statementsDuring(() => withTenant(app.ctx.db, instance!.tenant_id, (trx) => performEffects(
      { tx: fromKnexTransaction(trx), tenantId: instance!.tenant_id, instance: { id: instanceId, title: instance!.title, formCode: null, dataId: null }, definition: oneStep, previousState: { trail: [] } as never, state: { trail: [] } as never, at, lang: 'en_US' },
      [{ type: 'createTask', task }, { type: 'notify', what: 'approved', userIds: [instance!.initiator_id] }, { type: 'closeTask', taskNo: 90, status: 'approved' }, { type: 'notify', what: 'approved', userIds: [instance!.initiator_id] }],
    )));
    const writes = statements.filter((sql) => /bpm_task|sys_announcement/.test(sql));
    expect(writes).toEqual([expect.stringMatching(/^with "effect_0" as \(insert into bpm_task.*insert into sys_announcement.*select 1$/s), expect.stringMatching(/^with "effect_0" as \(update bpm_task.*insert into sys_announcement/s)]);
    expect(await app.database.owner('bpm_task').where({ instance_id: instanceId, task_no: 90 }).first('status', 'ended_at')).toEqual({ status: 'approved', ended_at: new Date(at) });
  });
});
