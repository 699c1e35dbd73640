import type { InstanceState, Language, WorkflowAction } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import { sql, type SqlPart } from '../../db/sqlParts';
import { withTenantTransaction, type TenantTransaction } from '../../db/tenantClientTransaction';
import { notFound } from '../../http/errors';
import { definitionVersion, keptDefinitionVersion } from '../definitions/workflowDefinitions';
import type { InstanceRow } from '../rows';
import { decide, type Decision } from './decide';
import { performEffects } from './performEffects';

/** The locked instance row; found by a task, with that task's number (fixed for the task's life, so read in the locking statement). */
export type LockedInstance = InstanceRow & { refTaskNo?: number };

/** What one action on an existing instance does: who may, and the engine action built from the locked row. */
export interface ActionPlan {
  /** Refuses (403/404) unless the caller may act on this instance; runs on the locked row (`tx.knex()` for reads that build queries). */
  authorize(instance: LockedInstance, tx: TenantTransaction): Promise<void> | void;
  /** The engine action, from the locked row's state (a task's number, the acting user) and the version it runs on. */
  action(instance: InstanceRow, tx: TenantTransaction, definition: WorkflowDefinition): WorkflowAction | Promise<WorkflowAction>;
  /** The version the action runs on, when not the instance's own (a migration's target). */
  toVersion?: number;
}

/** The columns of `bpm_instance` that mirror the state (for lists and filters). */
export function stateColumns(state: InstanceState) {
  return {
    state: JSON.stringify(state),
    status: state.status,
    outcome: state.outcome ?? null,
    business_status: state.businessStatus,
    current_node_id: state.currentNodeId ?? null,
    definition_version: state.definitionVersion,
    ended_at: state.endedAt ?? null,
  };
}

/** The `bpm_event` row of the event that produced `decision.state` (its seq is the state's count of applied events). */
function eventRow(tenantId: string, instanceId: string, action: WorkflowAction, decision: Decision, at: string) {
  return {
    tenant_id: tenantId, instance_id: instanceId, seq: decision.state.seq, action: JSON.stringify(action), answers: JSON.stringify(decision.answers), at,
    actor_id: 'actorId' in action ? action.actorId : null,
  };
}

/** Appends the event that produced `decision.state`. */
export async function appendEvent(trx: Knex.Transaction, tenantId: string, instanceId: string, action: WorkflowAction, decision: Decision, at: string): Promise<void> {
  await trx('bpm_event').insert(eventRow(tenantId, instanceId, action, decision, at));
}

/** `appendEvent`'s insert as text, to join the transition's one write. */
function eventInsert(tenantId: string, instanceId: string, action: WorkflowAction, decision: Decision, at: string): SqlPart {
  const row = eventRow(tenantId, instanceId, action, decision, at);
  return sql`insert into bpm_event (tenant_id, instance_id, seq, action, answers, at, actor_id)
    values (${row.tenant_id}, ${row.instance_id}, ${row.seq}, ${row.action}, ${row.answers}, ${row.at}, ${row.actor_id})`;
}

/** The instance's new state and its mirrored columns, answering what an action answers (`ActedInstance`). */
function stateUpdate(instanceId: string, state: InstanceState, version: number): SqlPart {
  const columns = stateColumns(state);
  return sql`update bpm_instance set state = ${columns.state}, status = ${columns.status}, outcome = ${columns.outcome}, business_status = ${columns.business_status},
    current_node_id = ${columns.current_node_id}, definition_version = ${columns.definition_version}, ended_at = ${columns.ended_at}, version = ${version}
    where id = ${instanceId} returning id, status, outcome, current_node_id`;
}

/** What an action answers: the instance's new status (the state itself stays in the database). */
export type ActedInstance = Pick<InstanceRow, 'id' | 'status' | 'outcome' | 'current_node_id'>;

/** The instance an action is on: by id, or as the instance of a task (found and locked in one statement). */
export type InstanceRef = string | { taskId: string };

/**
 * Locks the instance row (`for update`); by a task, in the same statement, with the task's number.
 * A queued lock answers the row as the previous holder wrote it; the task's instance and number
 * never change, so reading them beside the lock is safe.
 */
async function lockInstance(tx: TenantTransaction, ref: InstanceRef): Promise<LockedInstance | undefined> {
  if (typeof ref === 'string') return (await tx.knex())<InstanceRow>('bpm_instance').where({ id: ref }).forUpdate().first();
  // Prepared text: every task action sends it.
  const [row] = await tx.run<InstanceRow & { ref_task_no: number }>(sql`select i.*, t.task_no as ref_task_no from bpm_instance as i
    join bpm_task as t on t.instance_id = i.id where t.id = ${ref.taskId} limit 1 for update of i`, 'bpm_lock');
  if (!row) return undefined;
  const { ref_task_no: refTaskNo, ...instance } = row;
  return { ...instance, refTaskNo };
}

/**
 * One action on an instance inside the caller's transaction: locks the instance row (`for update`,
 * so concurrent actions on it run one after the other and each sees the state the previous one
 * wrote), checks access, runs the engine's transition, writes the state, appends the event and
 * performs the effects — all or nothing. `clock` is the action's time (a timer's due time), else now.
 * Answers the instance as written.
 */
export async function runActionIn(tx: TenantTransaction, tenantId: string, ref: InstanceRef, plan: ActionPlan, lang: Language, clock?: string): Promise<ActedInstance> {
  const instance = await lockInstance(tx, ref);
  if (!instance) throw notFound();
  const instanceId = instance.id;
  await plan.authorize(instance, tx);
  // A migration runs on the version it moves to; every other action on the instance's own version.
  const version = plan.toVersion ?? instance.definition_version;
  const definition = keptDefinitionVersion(tenantId, instance.definition_id, version) ?? await definitionVersion(await tx.knex(), tenantId, instance.definition_id, version);
  const action = await plan.action(instance, tx, definition);
  const at = clock ?? new Date().toISOString();
  const decision = await decide(tx, definition, instance.state, action, at, { initiatorId: instance.initiator_id, selfSelected: instance.state.selfSelected });
  // The state, its event and the effects' first row writes in one statement: for a completion, the whole write is one round trip.
  const [written] = await performEffects(
    { tx, tenantId, instance: { id: instanceId, title: instance.title, formCode: instance.form_code, dataId: instance.data_id }, definition, previousState: instance.state, state: decision.state, at, lang },
    decision.effects,
    {
      writes: [
        ['written', stateUpdate(instanceId, decision.state, instance.version + 1)],
        ['event', eventInsert(tenantId, instanceId, action, decision, at)],
      ],
      answer: 'written',
    },
  ) as ActedInstance[];
  return written as ActedInstance;
}

/** `runActionIn` in a transaction of its own, on a pg connection directly (knex joins only if a step builds a query). */
export function runAction(db: Knex, tenantId: string, ref: InstanceRef, plan: ActionPlan, lang: Language): Promise<ActedInstance> {
  return withTenantTransaction(db, tenantId, (tx) => runActionIn(tx, tenantId, ref, plan, lang));
}
