import type { Knex } from 'knex';

/** The graphile-worker task that fires a task's deadline (`deadlineTask.ts`). */
export const deadlineJobName = 'bpm_deadline';

/** One job per task: re-arming replaces it, cancelling removes it (the functions prefix the tenant). */
export const deadlineJobKey = (taskId: string) => `bpm-deadline:${taskId}`;

/** What the job carries: the task (its uuid); `wharf_schedule_job` adds `tenantId`. */
export interface DeadlinePayload {
  taskId: string;
}

/**
 * Schedules (or moves) the deadline job of a task to `dueAt`, inside the caller's tenant
 * transaction: it exists exactly when the state that armed it is committed (the engine's
 * `armTimer` effect).
 */
export async function armDeadline(trx: Knex.Transaction, taskId: string, dueAt: string | Date): Promise<void> {
  const payload: DeadlinePayload = { taskId };
  await trx.raw('select wharf_schedule_job(?, ?::jsonb, ?, ?::timestamptz)', [deadlineJobName, JSON.stringify(payload), deadlineJobKey(taskId), dueAt]);
}

/** Removes a task's deadline job, if any (the engine's `cancelTimer` effect), in the same transaction. */
export async function cancelDeadline(trx: Knex.Transaction, taskId: string): Promise<void> {
  await trx.raw('select wharf_remove_job(?)', [deadlineJobKey(taskId)]);
}
