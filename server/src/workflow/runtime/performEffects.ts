import { randomUUID } from 'node:crypto';
import { formatMessage, type InstanceState, type Language, type TaskState, type WorkflowEffect } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { runPrepared } from '../../db/preparedStatement';
import { businessStatusWrite } from './businessStatus';
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

function taskRow(scope: EffectScope, task: TaskState, id: string) {
  return {
    id, tenant_id: scope.tenantId, instance_id: scope.instance.id, task_no: task.taskNo, node_id: task.nodeId, node_name: nodeName(scope.definition, task.nodeId),
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

/** A published system message to the users (their message centre), in the same transaction; undefined when there is nobody to tell. */
function notification(scope: EffectScope, effect: Extract<WorkflowEffect, { type: 'notify' }>): Knex.QueryBuilder | undefined {
  const userIds = [...new Set(effect.userIds)];
  if (userIds.length === 0) return undefined;
  const node = effect.nodeId ? nodeName(scope.definition, effect.nodeId) : '';
  return scope.trx('sys_announcement').insert({
    tenant_id: scope.tenantId,
    title: formatMessage(`workflow/notify-${effect.what}`, scope.lang, [scope.instance.title, node]).slice(0, 100),
    content: formatMessage(`workflow/notify-${effect.what}-content`, scope.lang, [scope.instance.title, node]),
    msg_category: '2', priority: effect.what === 'urge' ? 'H' : 'M', msg_type: 'USER', user_ids: JSON.stringify(userIds),
    send_status: '1', send_time: scope.at,
  });
}

/** Named writes that go first in the statement the effects' first writes join, and the one whose rows that statement answers. */
export interface LeadingWrites {
  writes: Array<[name: string, query: Knex.QueryBuilder]>;
  answer: string;
}

/**
 * Writes sent together as one statement (data-modifying CTEs), one round trip instead of one each.
 * All parts of a statement see the same snapshot and their order is not defined, so a batch never
 * holds two writes of one task row (a task created and then closed, say): such a write first sends
 * what is batched. Writes that need an answer or a function call (deadline jobs) also send the batch
 * first, so every write still happens after those before it.
 */
class WriteBatch {
  private writes: Knex.QueryBuilder[] = [];
  private taskNos = new Set<number>();
  private lead: LeadingWrites | undefined;
  answer: unknown[] = [];

  constructor(private readonly trx: Knex.Transaction, lead: LeadingWrites | undefined) {
    this.lead = lead;
  }

  /** Adds a write touching the given task numbers' rows. */
  async add(write: Knex.QueryBuilder, taskNos: number[] = []): Promise<void> {
    if (taskNos.some((taskNo) => this.taskNos.has(taskNo))) await this.flush();
    this.writes.push(write);
    for (const taskNo of taskNos) this.taskNos.add(taskNo);
  }

  /** Sends what is batched (with the leading writes, the first time). */
  async flush(): Promise<void> {
    const { writes, lead } = this;
    this.writes = [];
    this.taskNos = new Set();
    this.lead = undefined;
    if (!lead) {
      if (writes.length === 1) await writes[0];
      if (writes.length <= 1) return;
    }
    let statement = this.trx.queryBuilder();
    for (const [name, query] of lead?.writes ?? []) statement = statement.with(name, query);
    writes.forEach((write, i) => (statement = statement.with(`effect_${i}`, write)));
    // The same transitions make the same statements over and over: prepared, by the text's hash.
    this.answer = await runPrepared(this.trx, lead ? statement.select('*').from(lead.answer) : statement.select(this.trx.raw('1')), 'bpm_write');
  }
}

/**
 * Performs a transition's effects in the transaction that writes its state (the outbox): tasks,
 * cc rows, messages, deadline jobs and the form record's approval status are there exactly when
 * the state is, and never twice. Tasks are created before anything names them by number (their ids
 * are made here, so a deadline armed for a new task needs no answer from its insert). Consecutive
 * row writes go in one statement (`WriteBatch`); `lead` (the state and its event) joins the first,
 * and its answer's rows are returned.
 */
export async function performEffects(scope: EffectScope, effects: readonly WorkflowEffect[], lead?: LeadingWrites): Promise<unknown[]> {
  const { trx } = scope;
  const ids = new Map<number, string>();
  const batch = new WriteBatch(trx, lead);
  const inInstance = () => trx('bpm_task').where({ instance_id: scope.instance.id });
  for (const effect of effects) {
    switch (effect.type) {
      case 'createTask': {
        const id = randomUUID();
        ids.set(effect.task.taskNo, id);
        await batch.add(trx('bpm_task').insert(taskRow(scope, effect.task, id)), [effect.task.taskNo]);
        break;
      }
      case 'updateTask':
        await batch.add(inInstance().where({ task_no: effect.taskNo }).update({
          ...(effect.status ? { status: effect.status } : {}),
          ...(effect.dueAt ? { due_at: effect.dueAt } : {}),
          ...(effect.nodeId ? { node_id: effect.nodeId, node_name: nodeName(scope.definition, effect.nodeId) } : {}),
        }), [effect.taskNo]);
        break;
      case 'closeTask':
        await batch.add(inInstance().where({ task_no: effect.taskNo }).update({ status: effect.status, ended_at: scope.at, ...(effect.comment !== undefined ? { comment: effect.comment } : {}) }), [effect.taskNo]);
        break;
      case 'notify': {
        const insert = notification(scope, effect);
        if (insert) await batch.add(insert);
        break;
      }
      case 'cc':
        if (effect.userIds.length > 0) {
          await batch.add(trx('bpm_cc').insert([...new Set(effect.userIds)].map((userId) => ({ tenant_id: scope.tenantId, instance_id: scope.instance.id, node_id: effect.nodeId, node_name: nodeName(scope.definition, effect.nodeId), user_id: userId, created_at: scope.at }))));
        }
        break;
      case 'armTimer': {
        await batch.flush();
        const id = await taskId(scope, ids, effect.taskNo);
        if (!id) break;
        await inInstance().where({ task_no: effect.taskNo }).update({ due_at: effect.dueAt });
        await armDeadline(trx, scope.instance.id, id, effect.taskNo, effect.dueAt);
        break;
      }
      case 'cancelTimer': {
        await batch.flush();
        const id = await taskId(scope, ids, effect.taskNo);
        if (id) await cancelDeadline(trx, id);
        break;
      }
      case 'businessStatus': {
        // The form record's row: no other effect writes it.
        const write = await businessStatusWrite(trx, scope.tenantId, scope.instance, effect.status);
        if (write) await batch.add(write.update);
        break;
      }
    }
  }
  await batch.flush();
  return batch.answer;
}
