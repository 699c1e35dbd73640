import { rejectTargets, type RejectTargetOption, type TrailEntry, type WorkflowAction } from '@wharf/engine';
import type { WorkflowDefinition } from '@wharf/schemas';
import type { Caller } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/withTenant';
import { notFound } from '../../http/errors';
import { assertSeesInstance, managesWorkflows } from '../access/workflowAccess';
import { definitionVersion } from '../definitions/workflowDefinitions';
import { taskRows, toTaskRecord, type TaskListRow, type TaskRecord } from '../tasks/taskRecord';
import { instanceRows, toInstanceRecord, type InstanceListRow, type InstanceRecord } from './instanceRecord';

/** One entry of the history timeline: an event of the log, who did it, at which node. */
export interface HistoryEntry {
  seq: number;
  action: WorkflowAction['type'];
  at: string;
  actorId: string | null;
  actorName: string | null;
  taskNo: number | null;
  nodeId: string | null;
  nodeName: string | null;
  comment: string | null;
  /** reject: where it went; transfer/delegate: to whom (user id); addSigner: before|after. */
  detail: string | null;
}

/** The detail answer of `GET /api/bpm/instance/{id}`. */
export interface InstanceDetail extends InstanceRecord {
  variables: Array<{ varName: string; varValue: unknown; varType: string }>;
  history: HistoryEntry[];
  trail: TrailEntry[];
  /** Every task of the request, in order (the timeline's people). */
  tasks: TaskRecord[];
  openTasks: TaskRecord[];
  /** The caller's own open tasks on it (what the handling page acts on). */
  myTaskIds: string[];
  /** For each of the caller's pending approval tasks, exactly the reject targets the engine accepts (first = default). */
  rejectTargets: Array<{ taskId: string; targets: RejectTargetOption[] }>;
  canWithdraw: boolean;
  /** The definition version the request runs on (the handling page draws its path and field permissions). */
  definition: WorkflowDefinition;
}

const detailOf = (action: WorkflowAction): string | null => {
  if (action.type === 'reject') return action.target ?? null;
  if (action.type === 'transfer' || action.type === 'delegate') return action.toUserId;
  if (action.type === 'addSigner') return action.position;
  return null;
};

const varType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** `GET /api/bpm/instance/{id}`: for participants and managers (404 for anyone else). */
export async function readInstance(ctx: AppContext, who: Caller, id: string): Promise<InstanceDetail> {
  const isManager = await managesWorkflows(ctx, who);
  return withTenant(ctx.db, who.tenantId, async (trx) => {
    const row = await instanceRows(trx).where('i.id', id).first<InstanceListRow | undefined>();
    if (!row) throw notFound();
    await assertSeesInstance(trx, row, who.userId, isManager);
    const definition = await definitionVersion(trx, who.tenantId, row.definition_id, row.definition_version);
    const tasks = ((await taskRows(trx).where('t.instance_id', id).orderBy('t.task_no')) as TaskListRow[]).map(toTaskRecord);
    const events: Array<{ seq: number; action: WorkflowAction; at: Date; actor_id: string | null; actor_name: string | null }> = await trx('bpm_event as e')
      .leftJoin('sys_user as u', 'u.id', 'e.actor_id').where('e.instance_id', id).orderBy('e.seq')
      .select('e.seq', 'e.action', 'e.at', 'e.actor_id', 'u.realname as actor_name');
    const history = events.map((event): HistoryEntry => {
      const taskNo = 'taskNo' in event.action && typeof event.action.taskNo === 'number' ? event.action.taskNo : null;
      const task = tasks.find((candidate) => candidate.taskNo === taskNo);
      return {
        seq: event.seq, action: event.action.type, at: event.at.toISOString(), actorId: event.actor_id, actorName: event.actor_name,
        taskNo, nodeId: task?.nodeId ?? null, nodeName: task?.taskName ?? null,
        comment: 'comment' in event.action ? (event.action.comment ?? null) : null, detail: detailOf(event.action),
      };
    });
    const openTasks = tasks.filter((task) => task.status === 'pending' || task.status === 'waiting');
    const myTasks = openTasks.filter((task) => task.status === 'pending' && task.assigneeId === who.userId);
    return {
      ...(await toInstanceRecord(trx, row)),
      variables: Object.entries(row.state.variables ?? {}).map(([varName, varValue]) => ({ varName, varValue, varType: varType(varValue) })),
      history, trail: row.state.trail ?? [], tasks, openTasks,
      myTaskIds: myTasks.map((task) => task.id),
      rejectTargets: myTasks.filter((task) => task.taskType === 'approve')
        .map((task) => ({ taskId: task.id, targets: rejectTargets(definition, row.state, task.nodeId) })),
      canWithdraw: row.initiator_id === who.userId && row.status === 'active' && !row.state.approverActed && definition.withdrawAllowed !== false,
      definition,
    };
  });
}
