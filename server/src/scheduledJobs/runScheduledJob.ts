import { formatMessage } from '@wharf/engine';
import type { Task } from 'graphile-worker';
import { withTenant } from '../db/withTenant';
import { AppError, coerceError, ValidationFailed } from '../http/errors';
import type { JobContext } from '../platform/module';
import { parameterIssues } from './jobInput';
import { recordRunEnd, recordRunStart } from './runStore';

/** The graphile-worker task that runs one firing of a tenant's job (queued by `wharf_enqueue_job_run`). */
export const scheduledJobRunTaskName = 'scheduled_job_run';

/** The most of a run's log kept in the history. */
const maxLogLength = 64 * 1024;

interface RunPayload {
  jobId: string;
  trigger: 'schedule' | 'once';
  firedAt: string;
  startedBy: string | null;
  tenantId: string;
}

function isRunPayload(payload: unknown): payload is RunPayload {
  const p = payload as Partial<RunPayload> | null;
  return typeof p === 'object' && p !== null && typeof p.jobId === 'string' && typeof p.tenantId === 'string' && typeof p.firedAt === 'string'
    && (p.trigger === 'schedule' || p.trigger === 'once');
}

/** Why a run failed, readable in the log: an operation's coded error in words (en_US), with its field issues. */
function failureText(thrown: unknown): string {
  if (thrown instanceof ValidationFailed) return thrown.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  if (thrown instanceof AppError) return formatMessage(thrown.code, 'en_US', thrown.args);
  return coerceError(thrown).message;
}

/** Collects a run's log lines, cut at `maxLogLength`. */
function runLog(): { log: (line: string) => void; text: () => string } {
  let text = '';
  return {
    log: (line) => {
      if (text.length < maxLogLength) text += `${new Date().toISOString()} ${line}\n`;
    },
    text: () => (text.length > maxLogLength ? `${text.slice(0, maxLogLength)}…\n` : text),
  };
}

/**
 * Runs one firing: records it first (a firing with a run already is not run again), then runs the
 * job's kind outside any transaction with the parameter checked again against the kind's schema
 * (the kind may have changed since the job was saved), and records status, duration and log. A
 * scheduled firing of a job stopped or deleted since it was queued does nothing. The kind's failure
 * is the run's, not the task's: graphile-worker does not retry it.
 */
export function scheduledJobRunTask(jobs: JobContext): Task {
  return async (payload) => {
    if (!isRunPayload(payload)) throw new Error(`${scheduledJobRunTaskName}: unexpected payload`);
    const { tenantId, jobId, trigger } = payload;
    const started = await withTenant(jobs.db, tenantId, async (trx) => {
      const job = await trx('sys_quartz_job').where({ id: jobId }).first<{ job_class_name: string; parameter: Record<string, unknown>; status: string } | undefined>('job_class_name', 'parameter', 'status');
      if (!job || (trigger === 'schedule' && job.status !== 'normal')) return null;
      const runId = await recordRunStart(trx, tenantId, { jobId, trigger, firedAt: new Date(payload.firedAt), startedBy: payload.startedBy ?? null });
      return runId ? { runId, job } : null;
    });
    if (!started) return;
    const { log, text } = runLog();
    const startedAt = performance.now();
    let status: 'success' | 'failure' = 'success';
    try {
      const kind = jobs.jobKinds?.get(started.job.job_class_name);
      if (!kind) throw new Error(formatMessage('scheduledJob/unknown-kind', 'en_US', [started.job.job_class_name]));
      const issues = parameterIssues(kind, started.job.parameter, '/parameter', 'en_US');
      if (issues.length > 0) throw new Error(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
      await kind.run(jobs, { tenantId, parameter: started.job.parameter, log });
    } catch (thrown) {
      status = 'failure';
      log(`failed: ${failureText(thrown)}`);
    }
    const durationMs = Math.round(performance.now() - startedAt);
    await withTenant(jobs.db, tenantId, (trx) => recordRunEnd(trx, started.runId, status, durationMs, text()));
  };
}
