import { defaultLanguage, isUuid } from '@wharf/engine';
import type { Task, TaskList } from 'graphile-worker';
import { fromKnexTransaction } from '../../db/tenantClientTransaction';
import { withTenant } from '../../db/withTenant';
import { AppError } from '../../http/errors';
import type { JobContext } from '../../platform/module';
import type { TaskRow } from '../rows';
import { deadlineJobName } from '../runtime/deadlineTimers';
import { runActionIn } from '../runtime/runAction';

/** What a fired deadline did: the engine's deadline action ran, or the task was no longer open, or the engine refused (e.g. suspended). */
export type DeadlineOutcome = 'fired' | 'closed' | 'refused';

interface DeadlineJob {
  tenantId: string;
  instanceId: string;
  taskId: string;
}

/** Payloads are unknown until checked: `{ instanceId, taskId, taskNo, tenantId }` (the tenant stamped by `wharf_schedule_job`). */
function readPayload(payload: unknown): DeadlineJob {
  const { tenantId, instanceId, taskId } = (payload ?? {}) as Record<string, unknown>;
  if (!isUuid(tenantId) || !isUuid(instanceId) || !isUuid(taskId)) throw new Error(`${deadlineJobName}: payload needs tenantId, instanceId and taskId`);
  return { tenantId, instanceId, taskId };
}

/**
 * Fires one task's deadline at `at`: in the tenant's transaction, with the instance locked by the
 * runtime, the engine's `deadline` action decides what the node says (remind, auto-approve,
 * auto-reject, escalate) and its effects are performed with the state write. A task closed since
 * the job was armed (approved, returned, withdrawn…) does nothing, nor does a task gone with its
 * instance; the job then ends without error so graphile-worker does not retry it. The task number
 * is read from the task row, not trusted from the payload.
 */
export async function fireDeadline(jobs: JobContext, job: DeadlineJob, at: Date): Promise<DeadlineOutcome> {
  return withTenant(jobs.db, job.tenantId, async (trx) => {
    // Locked first, so an approval racing the timer either commits before (the task is then closed) or waits.
    const instance = await trx('bpm_instance').where({ id: job.instanceId }).forUpdate().first('id');
    if (!instance) return 'closed';
    const task = await trx<TaskRow>('bpm_task').where({ id: job.taskId, instance_id: job.instanceId }).first();
    if (!task || (task.status !== 'pending' && task.status !== 'waiting')) return 'closed';
    try {
      await runActionIn(fromKnexTransaction(trx), job.tenantId, job.instanceId, { authorize: () => undefined, action: () => ({ type: 'deadline', taskNo: task.task_no }) }, defaultLanguage, at.toISOString());
      return 'fired';
    } catch (error) {
      // A refusal (the process suspended, the deadline moved) is an answer, not a failure to retry.
      if (error instanceof AppError && error.status === 400) {
        jobs.log.info({ taskId: job.taskId, code: error.code }, 'workflow deadline refused by the engine');
        return 'refused';
      }
      throw error;
    }
  });
}

/**
 * The graphile-worker tasks of workflow deadlines, for the module's `tasks`. `clock` is the time
 * the deadline fires at (tests fix it; the worker uses the wall clock).
 */
export function deadlineTasks(jobs: JobContext, clock: () => Date = () => new Date()): TaskList {
  const fire: Task = async (payload) => {
    await fireDeadline(jobs, readPayload(payload), clock());
  };
  return { [deadlineJobName]: fire };
}
