import { makeWorkerUtils, runOnce, type WorkerUtils } from 'graphile-worker';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/withTenant';
import { fireDeadline, deadlineTasks } from '../src/workflow/deadlines/deadlineTask';
import { armDeadline } from '../src/workflow/runtime/deadlineTimers';
import { declaration } from './inTenant/formDataUsers';
import { startTestApp, type TestApp } from './support/testApp';

// Deadlines on graphile-worker jobs (issue 16): the customs example's manager node reminds after
// 8 hours, the officers' node escalates to the brokerage head after 24. The jobs are the real rows
// the runtime scheduled; they run through graphile-worker with a fixed clock instead of waiting.

interface Job {
  id: string;
  key: string;
  run_at: Date;
  payload: { instanceId: string; taskId: string; taskNo: number; tenantId: string };
}
interface TaskRow {
  id: string;
  node_id: string;
  assignee_id: string;
  status: string;
  due_at: Date | null;
}

let app: TestApp;
let utils: WorkerUtils;
let tenantId: string;
const token: Record<string, string> = {};
const userId: Record<string, string> = {};
const hour = 3600_000;
const silent = pino({ level: 'silent' });

// graphile-worker's public `jobs` view leaves the payload out; its private table has it.
const deadlineJobs = async (): Promise<Job[]> => (await app.database.owner.raw<{ rows: Job[] }>(
  "select j.id, j.key, j.run_at, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'bpm_deadline' order by j.run_at, j.id",
)).rows;
const tasksOf = (instanceId: string): Promise<TaskRow[]> => app.database.owner('bpm_task').where({ instance_id: instanceId }).orderBy('task_no').select('id', 'node_id', 'assignee_id', 'status', 'due_at');
const eventCount = async (instanceId: string) => Number((await app.database.owner('bpm_event').where({ instance_id: instanceId }).count<Array<{ n: string }>>('* as n'))[0]!.n);

/** Lets the job run now and runs the queue once through graphile-worker, the deadline firing at `clock`. */
async function runDueJob(job: Job, clock: Date): Promise<void> {
  await utils.rescheduleJobs([job.id], { runAt: new Date(Date.now() - 1000) });
  await runOnce({ connectionString: app.database.ownerUrl, taskList: deadlineTasks({ db: app.ctx.db, owner: app.ctx.owner, config: app.ctx.config, log: silent }, () => clock) });
}

async function act(username: string, instanceId: string, action: 'approve' | 'reject', body: Record<string, unknown> = {}): Promise<void> {
  const task = (await tasksOf(instanceId)).find((t) => t.assignee_id === userId[username] && t.status === 'pending')!;
  const answer = await app.api('POST', `/api/bpm/task/${task.id}/${action}`, { token: token[username], body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function submitLarge(): Promise<string> {
  const record = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: token.dec_clerk, body: { data: { ...declaration('I', 'Deadline Co.'), declTotal: 3_000_000 } } });
  // By key: this file also publishes another template on the declaration form.
  const started = await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: token.dec_clerk, body: { processKey: 'dec_approval', formCode: 'dec_form', dataId: record.body.result.id } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.result.instanceId;
}

beforeAll(async () => {
  app = await startTestApp();
  utils = await makeWorkerUtils({ connectionString: app.database.ownerUrl });
  tenantId = (await app.database.owner('sys_tenant').where({ tenant_code: 'demo' }).first<{ id: string }>('id'))!.id;
  for (const username of ['dec_clerk', 'broker_manager', 'officer_li', 'officer_wang']) {
    token[username] = await app.loginAs(username);
    userId[username] = (await app.database.owner('sys_user').where({ username }).first<{ id: string }>('id'))!.id;
  }
});
afterAll(async () => {
  await utils?.release();
  await app?.close();
});

describe('workflow deadlines', () => {
  it('arm one job per open task at its due time; acting on the task removes it', async () => {
    const instanceId = await submitLarge();
    const [managerTask] = await tasksOf(instanceId);
    const jobs = (await deadlineJobs()).filter((job) => job.payload.instanceId === instanceId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ key: `${tenantId}:bpm-deadline:${managerTask!.id}`, payload: { taskId: managerTask!.id, tenantId } });
    expect(jobs[0]!.run_at.getTime()).toBe(managerTask!.due_at!.getTime());
    expect(managerTask!.due_at!.getTime() - Date.now()).toBeGreaterThan(7.9 * hour);

    await act('broker_manager', instanceId, 'approve');
    const after = (await deadlineJobs()).filter((job) => job.payload.instanceId === instanceId);
    // The manager's job is gone; each officer's task has its own.
    expect(after.map((job) => job.payload.taskId).sort()).toEqual((await tasksOf(instanceId)).filter((t) => t.node_id === 'broker').map((t) => t.id).sort());
  });

  it('re-arming a task replaces its job (one job key per task)', async () => {
    const instanceId = await submitLarge();
    const [task] = await tasksOf(instanceId);
    const later = new Date(Date.now() + 48 * hour).toISOString();
    await withTenant(app.ctx.db, tenantId, (trx) => armDeadline(trx, instanceId, task!.id, 1, later));
    const jobs = (await deadlineJobs()).filter((job) => job.payload.taskId === task!.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.run_at.toISOString()).toBe(later);
  });

  it('remind: past the manager\'s 8 hours the job tells them again and the task stays theirs', async () => {
    const instanceId = await submitLarge();
    const [task] = await tasksOf(instanceId);
    const job = (await deadlineJobs()).find((j) => j.payload.taskId === task!.id)!;
    const reminders = () => app.database.owner('sys_announcement').where({ tenant_id: tenantId }).whereRaw('user_ids::jsonb @> ?::jsonb', [JSON.stringify([userId.broker_manager])]).count<Array<{ n: string }>>('* as n');
    const before = Number((await reminders())[0]!.n);
    await runDueJob(job, new Date(task!.due_at!.getTime() + 60_000));
    expect(Number((await reminders())[0]!.n)).toBe(before + 1);
    expect((await tasksOf(instanceId))[0]).toMatchObject({ status: 'pending', assignee_id: userId.broker_manager });
    expect((await deadlineJobs()).some((j) => j.id === job.id)).toBe(false);
  });

  it('escalate: past the officers\' 24 hours the late officer\'s task goes to the brokerage head; the officer who acted is untouched', async () => {
    const instanceId = await submitLarge();
    await act('broker_manager', instanceId, 'approve');
    await act('officer_li', instanceId, 'approve');
    const wangTask = (await tasksOf(instanceId)).find((t) => t.assignee_id === userId.officer_wang && t.status === 'pending')!;
    const job = (await deadlineJobs()).find((j) => j.payload.taskId === wangTask.id)!;
    await runDueJob(job, new Date(wangTask.due_at!.getTime() + 60_000));

    const tasks = await tasksOf(instanceId);
    expect(tasks.find((t) => t.id === wangTask.id)!.status).not.toBe('pending');
    const escalated = tasks.filter((t) => t.status === 'pending');
    expect(escalated).toEqual([expect.objectContaining({ node_id: 'broker', assignee_id: userId.broker_manager })]);
    // The escalated task has its own fresh deadline job.
    expect((await deadlineJobs()).filter((j) => j.payload.instanceId === instanceId).map((j) => j.payload.taskId)).toEqual([escalated[0]!.id]);
  });

  it('autoApprove and autoReject: a node\'s deadline approves for the holder, or returns where the node sends rejections', async () => {
    const admin = await app.loginAs('demo_admin');
    const processKey = 'deadline_actions';
    const body = {
      schemaVersion: 1, processKey, processName: 'Deadline actions', businessType: 'test', billType: 'deadline', formCode: 'dec_form',
      startPermission: { scope: 'all' }, promoter: { promoterType: 'all' },
      nodes: [
        { nodeId: 'start', nodeType: 'start', name: 'Submit', nextNodeId: 'first' },
        { nodeId: 'first', nodeType: 'approval', name: 'First', approverType: 'person', approverIds: ['officer_li'], multiMode: 'any', emptyApprover: 'toAdmin', rejectMode: 'toInitiator', deadlineHours: 1, deadlineAction: 'autoApprove', nextNodeId: 'second' },
        { nodeId: 'second', nodeType: 'approval', name: 'Second', approverType: 'person', approverIds: ['officer_wang'], multiMode: 'any', emptyApprover: 'toAdmin', rejectMode: 'toPrevious', deadlineHours: 2, deadlineAction: 'autoReject', nextNodeId: 'end' },
        { nodeId: 'end', nodeType: 'end', name: 'Done' },
      ],
    };
    expect((await app.api('POST', '/api/eform/definitions', { token: admin, body: { kind: 'workflow', code: processKey, name: 'Deadline actions', body } })).status).toBe(201);
    expect((await app.api('POST', `/api/bpm/template/${processKey}/publish`, { token: admin, body: {} })).status).toBe(200);
    const record = await app.api<{ id: string }>('POST', '/api/eform/data/dec_form', { token: admin, body: { data: declaration('E', 'Timed Co.') } });
    const started = await app.api<{ instanceId: string }>('POST', '/api/bpm/instance/start', { token: admin, body: { processKey, formCode: 'dec_form', dataId: record.body.result.id } });
    const instanceId = started.body.result.instanceId;
    const pending = async () => (await tasksOf(instanceId)).filter((t) => t.status === 'pending');
    const fire = async (task: TaskRow) => runDueJob((await deadlineJobs()).find((j) => j.payload.taskId === task.id)!, new Date(task.due_at!.getTime() + 60_000));

    const [first] = await pending();
    expect(first).toMatchObject({ node_id: 'first', assignee_id: userId.officer_li });
    await fire(first!);
    expect((await tasksOf(instanceId)).find((t) => t.id === first!.id)!.status).toBe('approved');
    const [second] = await pending();
    expect(second).toMatchObject({ node_id: 'second', assignee_id: userId.officer_wang });

    await fire(second!);
    expect((await tasksOf(instanceId)).find((t) => t.id === second!.id)!.status).toBe('rejected');
    // Back at the previous node: a fresh task for its approver, with its own deadline job.
    const [again] = await pending();
    expect(again).toMatchObject({ node_id: 'first', assignee_id: userId.officer_li });
    expect((await deadlineJobs()).filter((j) => j.payload.instanceId === instanceId).map((j) => j.payload.taskId)).toEqual([again!.id]);
  });

  it('a deadline on a suspended request: suspending removes the job, and one already taken is refused by the engine without a retry', async () => {
    const instanceId = await submitLarge();
    const [task] = await tasksOf(instanceId);
    expect((await app.api('POST', `/api/bpm/instance/${instanceId}/suspend`, { token: await app.loginAs('demo_admin'), body: {} })).status).toBe(200);
    expect((await deadlineJobs()).some((j) => j.payload.taskId === task!.id)).toBe(false);
    const events = await eventCount(instanceId);
    const jobs = { db: app.ctx.db, owner: app.ctx.owner, config: app.ctx.config, log: silent };
    const late = new Date(task!.due_at!.getTime() + 60_000);
    expect(await fireDeadline(jobs, { tenantId, instanceId, taskId: task!.id }, late)).toBe('refused');
    // The same through graphile-worker (a job a worker held while the request was suspended): it completes, not left to retry.
    await withTenant(app.ctx.db, tenantId, (trx) => armDeadline(trx, instanceId, task!.id, 1, task!.due_at!.toISOString()));
    const held = (await deadlineJobs()).find((j) => j.payload.taskId === task!.id)!;
    await runDueJob(held, late);
    expect((await deadlineJobs()).some((j) => j.id === held.id)).toBe(false);
    expect(await eventCount(instanceId)).toBe(events);
  });

  it('a job whose task was closed meanwhile does nothing (no event, no change)', async () => {
    const instanceId = await submitLarge();
    const [task] = await tasksOf(instanceId);
    await act('broker_manager', instanceId, 'approve');
    // The approval removed the job; a worker that had already taken it still runs it, and must do nothing.
    expect((await deadlineJobs()).some((j) => j.payload.taskId === task!.id)).toBe(false);
    const events = await eventCount(instanceId);
    const jobs = { db: app.ctx.db, owner: app.ctx.owner, config: app.ctx.config, log: silent };
    expect(await fireDeadline(jobs, { tenantId, instanceId, taskId: task!.id }, new Date(task!.due_at!.getTime() + 60_000))).toBe('closed');
    expect(await eventCount(instanceId)).toBe(events);
  });
});
