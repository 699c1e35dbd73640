import type { Knex } from 'knex';

/** The graphile-worker task that fires a task's deadline (its handler runs the engine's `deadline` action). */
export const deadlineJobName = 'bpm_deadline';

/** What a deadline job carries (the tenant is stamped by `wharf_schedule_job`). */
export interface DeadlinePayload {
  instanceId: string;
  taskId: string;
  taskNo: number;
  tenantId: string;
}

/** One job per task: re-arming replaces it, cancelling removes it (WORKFLOW.md). */
const jobKey = (taskId: string) => `bpm-deadline:${taskId}`;

/** Schedules (or moves) a task's deadline job inside the caller's transaction, so it exists exactly when the state that armed it commits. */
export async function armDeadline(trx: Knex.Transaction, instanceId: string, taskId: string, taskNo: number, dueAt: string): Promise<void> {
  await trx.raw('select wharf_schedule_job(?, ?::jsonb, ?, ?::timestamptz)', [deadlineJobName, JSON.stringify({ instanceId, taskId, taskNo }), jobKey(taskId), dueAt]);
}

/** Removes a task's deadline job inside the caller's transaction (nothing when there is none). */
export async function cancelDeadline(trx: Knex.Transaction, taskId: string): Promise<void> {
  await trx.raw('select wharf_remove_job(?)', [jobKey(taskId)]);
}
