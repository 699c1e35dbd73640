import { formatMessage, type InstanceState, type Language, type TaskState, type WorkflowEffect } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { writeBusinessStatus } from './businessStatus';
import { armDeadline, cancelDeadline } from './deadlineTimers';

/** What the effects of one transition work on. */
export interface EffectScope {
  trx: Knex.Transaction;
  tenantId: string;
  instance: { id: string; title: string; formCode: string | null; dataId: string | null };
  definition: WorkflowDefinition;
  state: InstanceState;
  at: string;
  lang: Language;
}

const nodeName = (definition: WorkflowDefinition, nodeId: string) => definition.nodes.find((node) => node.nodeId === nodeId)?.name ?? nodeId;

function taskRow(scope: EffectScope, task: TaskState) {
  return {
    tenant_id: scope.tenantId, instance_id: scope.instance.id, task_no: task.taskNo, node_id: task.nodeId, node_name: nodeName(scope.definition, task.nodeId),
    assignee_id: task.assigneeId, original_assignee_id: task.originalAssigneeId, from_user_id: task.fromUserId ?? null,
    status: task.status, kind: task.kind, created_at: task.createdAt, due_at: task.dueAt ?? null, ended_at: task.endedAt ?? null, comment: task.comment ?? null,
  };
}

/** The uuid of a task of this instance, created earlier in this transition or before. */
async function taskId(scope: EffectScope, created: Map<number, string>, taskNo: number): Promise<string | undefined> {
  const known = created.get(taskNo);
  if (known) return known;
  const row = await scope.trx('bpm_task').where({ instance_id: scope.instance.id, task_no: taskNo }).first<{ id: string } | undefined>('id');
  if (row) created.set(taskNo, row.id);
  return row?.id;
}

/** A published system message to the users (their message centre), in the same transaction. */
async function notify(scope: EffectScope, effect: Extract<WorkflowEffect, { type: 'notify' }>): Promise<void> {
  const userIds = [...new Set(effect.userIds)];
  if (userIds.length === 0) return;
  const node = effect.nodeId ? nodeName(scope.definition, effect.nodeId) : '';
  await scope.trx('sys_announcement').insert({
    tenant_id: scope.tenantId,
    title: formatMessage(`workflow/notify-${effect.what}`, scope.lang, [scope.instance.title, node]).slice(0, 100),
    content: formatMessage(`workflow/notify-${effect.what}-content`, scope.lang, [scope.instance.title, node]),
    msg_category: '2', priority: effect.what === 'urge' ? 'H' : 'M', msg_type: 'USER', user_ids: JSON.stringify(userIds),
    send_status: '1', send_time: scope.at,
  });
}

/**
 * Performs a transition's effects in the transaction that writes its state (the outbox): tasks,
 * cc rows, messages, deadline jobs and the form record's approval status are there exactly when
 * the state is, and never twice. Tasks are created before anything names them by number.
 */
export async function performEffects(scope: EffectScope, effects: readonly WorkflowEffect[]): Promise<void> {
  const { trx } = scope;
  const ids = new Map<number, string>();
  const inInstance = () => trx('bpm_task').where({ instance_id: scope.instance.id });
  for (const effect of effects) {
    switch (effect.type) {
      case 'createTask': {
        const [row] = await trx('bpm_task').insert(taskRow(scope, effect.task)).returning<Array<{ id: string }>>('id');
        ids.set(effect.task.taskNo, row!.id);
        break;
      }
      case 'updateTask':
        await inInstance().where({ task_no: effect.taskNo }).update({
          ...(effect.status ? { status: effect.status } : {}),
          ...(effect.dueAt ? { due_at: effect.dueAt } : {}),
          ...(effect.nodeId ? { node_id: effect.nodeId, node_name: nodeName(scope.definition, effect.nodeId) } : {}),
        });
        break;
      case 'closeTask':
        await inInstance().where({ task_no: effect.taskNo }).update({ status: effect.status, ended_at: scope.at, ...(effect.comment !== undefined ? { comment: effect.comment } : {}) });
        break;
      case 'notify':
        await notify(scope, effect);
        break;
      case 'cc':
        if (effect.userIds.length > 0) {
          await trx('bpm_cc').insert([...new Set(effect.userIds)].map((userId) => ({ tenant_id: scope.tenantId, instance_id: scope.instance.id, node_id: effect.nodeId, node_name: nodeName(scope.definition, effect.nodeId), user_id: userId, created_at: scope.at })));
        }
        break;
      case 'armTimer': {
        const id = await taskId(scope, ids, effect.taskNo);
        if (!id) break;
        await inInstance().where({ task_no: effect.taskNo }).update({ due_at: effect.dueAt });
        await armDeadline(trx, scope.instance.id, id, effect.taskNo, effect.dueAt);
        break;
      }
      case 'cancelTimer': {
        const id = await taskId(scope, ids, effect.taskNo);
        if (id) await cancelDeadline(trx, id);
        break;
      }
      case 'businessStatus':
        await writeBusinessStatus(trx, scope.tenantId, scope.instance, effect.status);
        break;
    }
  }
}
