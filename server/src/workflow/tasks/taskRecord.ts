import type { Knex } from 'knex';
import type { ApiResult } from '@wharf/schemas';
import type { TaskRow } from '../rows';

/**
 * A task as the to-do, done and instance answers give it (the spec §3 task fields, and the ids to act
 * with): the documented result's row, so the server cannot drift from `schemas/src/api/workflowResults.ts`.
 * `taskTitle` is the request's title, `taskName` the node's name, `taskType` approve or resubmit (the
 * initiator's task after a return); times are `YYYY-MM-DD HH:mm:ss` UTC.
 */
export type TaskRecord = ApiResult<'GET /api/bpm/task/todo'>['records'][number];

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the task lists show times. */
export const timeString = (at: Date | null): string | null => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : null);

export type TaskListRow = TaskRow & {
  process_key: string; process_name: string | null; title: string; form_code: string | null; data_id: string | null; instance_status: string;
  assignee_name: string | null; original_name: string | null; from_name: string | null; initiator_name: string | null;
};

/**
 * Joins the definition version an instance (`i`) runs on, for its process name (`process_name`):
 * one row per instance (unique tenant, definition, version; row-level security keeps the tenant).
 */
export function withProcessName(trx: Knex.Transaction, query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .leftJoin('eform_definition_revision as r', (on) => on.on('r.definition_id', 'i.definition_id').andOn('r.version', 'i.definition_version'))
    .select(trx.raw("r.body->>'processName' as process_name"));
}

/** Tasks with their instance, its process name and the names of the people on them. */
export function taskRows(trx: Knex.Transaction): Knex.QueryBuilder {
  return withProcessName(trx, trx('bpm_task as t')
    .join('bpm_instance as i', 'i.id', 't.instance_id'))
    .leftJoin('sys_user as a', 'a.id', 't.assignee_id')
    .leftJoin('sys_user as o', 'o.id', 't.original_assignee_id')
    .leftJoin('sys_user as f', 'f.id', 't.from_user_id')
    .leftJoin('sys_user as s', 's.id', 'i.initiator_id')
    .select('t.*', 'i.process_key', 'i.title', 'i.form_code', 'i.data_id', 'i.status as instance_status',
      'a.realname as assignee_name', 'o.realname as original_name', 'f.realname as from_name', 's.realname as initiator_name');
}

export function toTaskRecord(row: TaskListRow): TaskRecord {
  return {
    id: row.id, instanceId: row.instance_id, taskNo: row.task_no, processKey: row.process_key, processName: row.process_name ?? row.process_key, nodeId: row.node_id,
    taskTitle: row.title, taskName: row.node_name ?? row.node_id, taskType: row.kind, status: row.status,
    assigneeId: row.assignee_id, assigneeName: row.assignee_name, originalAssigneeName: row.original_name, fromUserName: row.from_name, initiatorName: row.initiator_name,
    sendTimeString: timeString(row.created_at)!, dueDateString: timeString(row.due_at), endTimeString: timeString(row.ended_at),
    comment: row.comment, formCode: row.form_code, dataId: row.data_id, instanceStatus: row.instance_status,
  };
}
