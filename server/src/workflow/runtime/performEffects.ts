import { randomUUID } from 'node:crypto';
import { formatMessage, quoteIdentifier, type InstanceState, type Language, type TaskState, type WorkflowEffect } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import { joinParts, sql, sqlText, withStatement, type SqlPart } from '../../db/sqlParts';
import type { TenantTransaction } from '../../db/tenantClientTransaction';
import { announceNodesReached } from './announceNodesReached';
import { businessStatusWrite } from './businessStatus';
import { armDeadline, cancelDeadline } from './deadlineTimers';

/** What the effects of one transition work on. */
export interface EffectScope {
  tx: TenantTransaction;
  tenantId: string;
  instance: { id: string; title: string; formCode: string | null; dataId: string | null };
  definition: WorkflowDefinition;
  /** The state before the transition (undefined for a start): the nodes reached are announced from the difference. */
  previousState: InstanceState | undefined;
  state: InstanceState;
  at: string;
  lang: Language;
}

const nodeName = (definition: WorkflowDefinition, nodeId: string) => definition.nodes.find((node) => node.nodeId === nodeId)?.name ?? nodeId;

/** The task's row, with its id made here (so a deadline armed for it needs no answer from the insert). */
function taskInsert(scope: EffectScope, task: TaskState, id: string): SqlPart {
  return sql`insert into bpm_task (id, tenant_id, instance_id, task_no, node_id, node_name, assignee_id, original_assignee_id, from_user_id, status, kind, created_at, due_at, ended_at, comment)
    values (${id}, ${scope.tenantId}, ${scope.instance.id}, ${task.taskNo}, ${task.nodeId}, ${nodeName(scope.definition, task.nodeId)}, ${task.assigneeId}, ${task.originalAssigneeId}, ${task.fromUserId ?? null},
      ${task.status}, ${task.kind}, ${task.createdAt}, ${task.dueAt ?? null}, ${task.endedAt ?? null}, ${task.comment ?? null})`;
}

/** `update bpm_task set <sets>` of the instance's task `taskNo`; undefined when nothing is set. */
function taskUpdate(scope: EffectScope, taskNo: number, sets: SqlPart[]): SqlPart | undefined {
  if (sets.length === 0) return undefined;
  return joinParts([sqlText('update bpm_task set '), joinParts(sets, ', '), sql` where instance_id = ${scope.instance.id} and task_no = ${taskNo}`], '');
}

/** The uuid of a task of this instance, created earlier in this transition or before. */
async function taskId(scope: EffectScope, created: Map<number, string>, taskNo: number): Promise<string | undefined> {
  const known = created.get(taskNo);
  if (known) return known;
  const row = await (await scope.tx.knex())('bpm_task').where({ instance_id: scope.instance.id, task_no: taskNo }).first<{ id: string } | undefined>('id');
  if (row) created.set(taskNo, row.id);
  return row?.id;
}

/** A published system message to the users (their message centre), in the same transaction; undefined when there is nobody to tell. */
function notification(scope: EffectScope, effect: Extract<WorkflowEffect, { type: 'notify' }>): SqlPart | undefined {
  const userIds = [...new Set(effect.userIds)];
  if (userIds.length === 0) return undefined;
  const node = effect.nodeId ? nodeName(scope.definition, effect.nodeId) : '';
  const title = formatMessage(`workflow/notify-${effect.what}`, scope.lang, [scope.instance.title, node]).slice(0, 100);
  const content = formatMessage(`workflow/notify-${effect.what}-content`, scope.lang, [scope.instance.title, node]);
  return sql`insert into sys_announcement (tenant_id, title, content, msg_category, priority, msg_type, user_ids, send_status, send_time)
    values (${scope.tenantId}, ${title}, ${content}, '2', ${effect.what === 'urge' ? 'H' : 'M'}, 'USER', ${JSON.stringify(userIds)}, '1', ${scope.at})`;
}

/** The cc rows of a node, one per user (the users as one array value, so the text is the same for any number of them). */
function ccInsert(scope: EffectScope, nodeId: string, userIds: string[]): SqlPart {
  return sql`insert into bpm_cc (tenant_id, instance_id, node_id, node_name, user_id, created_at)
    select ${scope.tenantId}::uuid, ${scope.instance.id}::uuid, ${nodeId}::text, ${nodeName(scope.definition, nodeId)}::text, user_id, ${scope.at}::timestamptz from unnest(${userIds}::uuid[]) as user_id`;
}

/** Named writes that go first in the statement the effects' first writes join, and the one whose rows that statement answers. */
export interface LeadingWrites {
  writes: Array<[name: string, write: SqlPart]>;
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
  private writes: SqlPart[] = [];
  private taskNos = new Set<number>();
  private lead: LeadingWrites | undefined;
  answer: unknown[] = [];

  constructor(private readonly tx: TenantTransaction, lead: LeadingWrites | undefined) {
    this.lead = lead;
  }

  /** Adds a write touching the given task numbers' rows. */
  async add(write: SqlPart | undefined, taskNos: number[] = []): Promise<void> {
    if (!write) return;
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
    // The same transitions make the same statements over and over: prepared, by the text's hash.
    if (!lead) {
      if (writes.length === 1) await this.tx.run(writes[0]!, 'bpm_write');
      if (writes.length <= 1) return;
    }
    const named = [...(lead?.writes ?? []), ...writes.map((write, i) => [`effect_${i}`, write] as const)];
    this.answer = await this.tx.run(withStatement(named, lead ? `select * from ${quoteIdentifier(lead.answer)}` : 'select 1'), 'bpm_write');
  }
}

/**
 * Performs a transition's effects in the transaction that writes its state (the outbox): tasks,
 * cc rows, messages, deadline jobs and the form record's approval status are there exactly when
 * the state is, and never twice. Tasks are created before anything names them by number (their ids
 * are made here, so a deadline armed for a new task needs no answer from its insert). Consecutive
 * row writes go in one statement (`WriteBatch`); `lead` (the state and its event) joins the first,
 * and its answer's rows are returned. Every transition passes here (a start and every action), so
 * this is where the nodes it reached are announced, once the transaction committed.
 */
export async function performEffects(scope: EffectScope, effects: readonly WorkflowEffect[], lead?: LeadingWrites): Promise<unknown[]> {
  const { tx } = scope;
  const ids = new Map<number, string>();
  const batch = new WriteBatch(tx, lead);
  for (const effect of effects) {
    switch (effect.type) {
      case 'createTask': {
        const id = randomUUID();
        ids.set(effect.task.taskNo, id);
        await batch.add(taskInsert(scope, effect.task, id), [effect.task.taskNo]);
        break;
      }
      case 'updateTask':
        await batch.add(taskUpdate(scope, effect.taskNo, [
          ...(effect.status ? [sql`status = ${effect.status}`] : []),
          ...(effect.dueAt ? [sql`due_at = ${effect.dueAt}`] : []),
          ...(effect.nodeId ? [sql`node_id = ${effect.nodeId}`, sql`node_name = ${nodeName(scope.definition, effect.nodeId)}`] : []),
        ]), [effect.taskNo]);
        break;
      case 'closeTask':
        await batch.add(taskUpdate(scope, effect.taskNo, [
          sql`status = ${effect.status}`, sql`ended_at = ${scope.at}`, ...(effect.comment !== undefined ? [sql`comment = ${effect.comment}`] : []),
        ]), [effect.taskNo]);
        break;
      case 'notify':
        await batch.add(notification(scope, effect));
        break;
      case 'cc':
        if (effect.userIds.length > 0) await batch.add(ccInsert(scope, effect.nodeId, [...new Set(effect.userIds)]));
        break;
      case 'armTimer': {
        await batch.flush();
        const id = await taskId(scope, ids, effect.taskNo);
        if (!id) break;
        const trx = await tx.knex();
        await trx('bpm_task').where({ instance_id: scope.instance.id, task_no: effect.taskNo }).update({ due_at: effect.dueAt });
        await armDeadline(trx, scope.instance.id, id, effect.taskNo, effect.dueAt);
        break;
      }
      case 'cancelTimer': {
        await batch.flush();
        const id = await taskId(scope, ids, effect.taskNo);
        if (id) await cancelDeadline(await tx.knex(), id);
        break;
      }
      case 'businessStatus':
        // The form record's row: no other effect writes it.
        await batch.add(await businessStatusWrite(tx, scope.tenantId, scope.instance, effect.status));
        break;
    }
  }
  await batch.flush();
  announceNodesReached(tx, scope.tenantId, scope.instance, scope.definition, scope.previousState, scope.state);
  return batch.answer;
}
