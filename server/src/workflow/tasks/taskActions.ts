import type { Language, TaskState, WorkflowAction } from '@wharf/engine';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { fromKnexTransaction, type TenantTransaction } from '../../db/tenantClientTransaction';
import { withTenant } from '../../db/withTenant';
import { AppError, accessDenied, notFound } from '../../http/errors';
import { assertSeesInstance, managesWorkflows, notAssignee } from '../access/workflowAccess';
import type { InstanceRow, TaskRow } from '../rows';
import { currentRecordData } from '../runtime/formRecordData';
import { runAction, runActionIn, type ActionPlan, type LockedInstance } from '../runtime/runAction';

/** What a person does with a task (spec: approve, reject, delegate, transfer, add signer, urge). */
export type TaskActionInput =
  | { kind: 'approve'; comment?: string }
  | { kind: 'reject'; target?: string; comment?: string }
  | { kind: 'delegate'; userId: string; comment?: string }
  | { kind: 'transfer'; userId: string; comment?: string }
  | { kind: 'addSigner'; userIds: string[]; position: 'before' | 'after'; comment?: string }
  | { kind: 'urge'; comment?: string };

const withComment = (comment: string | undefined) => (comment ? { comment } : {});

/**
 * The task the action names, as the locked state holds it (the fold every task row mirrors; read
 * under the lock, so a concurrent hand-over is seen). The task's number comes with the lock, or is
 * read by id (404 when the tenant has no such task or it is not this instance's).
 */
async function lockedTask(tx: TenantTransaction, instance: LockedInstance, taskId: string): Promise<TaskState> {
  const taskNo = instance.refTaskNo ?? (await (await tx.knex())<TaskRow>('bpm_task').where({ id: taskId, instance_id: instance.id }).first('task_no'))?.task_no;
  const task = taskNo === undefined ? undefined : instance.state.tasks.find((candidate) => candidate.taskNo === taskNo);
  if (!task) throw notFound();
  return task;
}

/** Users a task is handed to must be active users of the tenant (400 at the body field otherwise). */
async function assertUsers(tx: TenantTransaction, userIds: readonly string[], field: string): Promise<void> {
  if (new Set(userIds).size !== userIds.length) throw new AppError(400, 'workflow/duplicate-users');
  const found: string[] = await (await tx.knex())('sys_user').whereIn('id', userIds).where({ del_flag: false, status: '1' }).pluck('id');
  if (found.length !== userIds.length) throw new AppError(400, 'workflow/user-unknown', [field]);
}

/** The engine action for a task action, the data read for approve and resubmit. */
async function engineAction(tx: TenantTransaction, instance: InstanceRow, task: TaskState, who: Caller, input: TaskActionInput, definition: Parameters<ActionPlan['action']>[2]): Promise<WorkflowAction> {
  const base = { actorId: who.userId, taskNo: task.taskNo, ...withComment(input.comment) };
  switch (input.kind) {
    case 'approve': {
      const data = await currentRecordData(tx, instance.tenant_id, definition, instance.form_code, instance.data_id);
      return { ...base, type: task.kind === 'resubmit' ? 'resubmit' : 'approve', ...(data ? { data } : {}) };
    }
    case 'reject':
      return { ...base, type: 'reject', ...(input.target ? { target: input.target } : {}) };
    case 'delegate':
    case 'transfer':
      await assertUsers(tx, [input.userId], '/body/userId');
      return { ...base, type: input.kind, toUserId: input.userId };
    case 'addSigner':
      await assertUsers(tx, input.userIds, '/body/userIds');
      return { ...base, type: 'addSigner', position: input.position, userIds: input.userIds };
    case 'urge':
      return { type: 'urge', actorId: who.userId, taskNo: task.taskNo };
  }
}

/**
 * The plan of a task action: under the instance lock, the task is read again; only its assignee
 * (who may be the delegate it went to) acts on it — urging is for the request's initiator and
 * managers. Someone who does not see the request gets a 404, the one who handed the task on a 403
 * `workflow/task-delegated`, another participant a 403 `workflow/not-assignee`. Whether the task
 * is still open is the engine's to say (a task
 * approved by a concurrent request: `workflow/no-running-tasks`).
 */
export function taskPlan(taskId: string, who: Caller, input: TaskActionInput, isManager: boolean): ActionPlan {
  let task: TaskState;
  return {
    authorize: async (instance, tx) => {
      task = await lockedTask(tx, instance, taskId);
      if (input.kind === 'urge') {
        await assertSeesInstance(await tx.knex(), instance, who.userId, isManager);
        if (instance.initiator_id !== who.userId && !isManager) throw accessDenied();
        return;
      }
      // The assignee sees the request by being one; no further query on the hot path.
      if (task.assigneeId === who.userId) return;
      await assertSeesInstance(await tx.knex(), instance, who.userId, isManager);
      // §8 "task delegated": the task went from the caller to someone else.
      if (task.originalAssigneeId === who.userId || task.fromUserId === who.userId) throw new AppError(403, 'workflow/task-delegated');
      throw notAssignee();
    },
    action: (instance, tx, definition) => engineAction(tx, instance, task, who, input, definition),
  };
}

/**
 * `POST /api/bpm/task/{id}/approve|reject|delegate|transfer|addSigner|urge`: one transaction that
 * finds and locks the task's instance and reads the task's number in one statement; the task itself is
 * the locked state's (`taskPlan`).
 */
export async function actOnTask(ctx: AppContext, who: Caller, taskId: string, input: TaskActionInput, lang: Language): Promise<{ instanceId: string; status: InstanceRow['status']; currentNodeId: string | null }> {
  const isManager = await managesWorkflows(ctx, who);
  const written = await runAction(ctx.db, who.tenantId, { taskId }, taskPlan(taskId, who, input, isManager), lang);
  return { instanceId: written.id, status: written.status, currentNodeId: written.current_node_id };
}

/**
 * `POST /api/bpm/task/batchApprove`: approves several of the caller's pending tasks at once, only
 * when they sit at the same node of one template (spec §5; 400 `workflow/batch-mixed-nodes`).
 * One transaction: instances are locked in id order (no deadlock with another batch), and if one
 * approval is refused none is kept.
 */
export async function batchApprove(ctx: AppContext, who: Caller, taskIds: string[], comment: string | undefined, lang: Language): Promise<{ approved: number; instanceIds: string[] }> {
  const isManager = await managesWorkflows(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const tasks: Array<TaskRow & { process_key: string; definition_id: string }> = await trx('bpm_task as t').join('bpm_instance as i', 'i.id', 't.instance_id')
      .whereIn('t.id', taskIds).select('t.*', 'i.process_key', 'i.definition_id');
    if (tasks.length !== new Set(taskIds).size) throw notFound();
    if (new Set(tasks.map((task) => `${task.process_key}/${task.node_id}`)).size > 1) throw new AppError(400, 'workflow/batch-mixed-nodes');
    const ordered = [...tasks].sort((a, b) => (a.instance_id < b.instance_id ? -1 : a.instance_id > b.instance_id ? 1 : a.task_no - b.task_no));
    for (const task of ordered) {
      await runActionIn(fromKnexTransaction(trx), who.tenantId, { taskId: task.id }, taskPlan(task.id, who, { kind: 'approve', ...withComment(comment) }, isManager), lang);
    }
    return { approved: ordered.length, instanceIds: [...new Set(ordered.map((task) => task.instance_id))] };
  });
}

/** `POST /api/bpm/task/{id}/read`: marks a copy (cc) of a request to the caller as read. */
export async function markCcRead(ctx: AppContext, who: Caller, ccId: string): Promise<{ id: string; isRead: true; readTimeString: string }> {
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const [row] = await trx('bpm_cc').where({ id: ccId, user_id: who.userId })
      .update({ read_at: trx.raw('coalesce(read_at, now())') }).returning<Array<{ id: string; read_at: Date }>>(['id', 'read_at']);
    if (!row) throw notFound();
    return { id: row.id, isRead: true, readTimeString: row.read_at.toISOString().slice(0, 19).replace('T', ' ') };
  });
}
