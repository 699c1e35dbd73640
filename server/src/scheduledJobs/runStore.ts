import type { Knex } from 'knex';
import { page, type Page } from '../http/envelope';
import { notFound } from '../http/errors';
import type { RunStatus } from './jobStore';

/** One run of a job as the history shows it. */
export interface JobRunView {
  id: string;
  jobId: string;
  /** What started it: its schedule, or an operator's "run once". */
  trigger: 'schedule' | 'once';
  /** The firing time it was queued for. */
  fireTime: string;
  status: RunStatus;
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  /** The lines the job kind logged, and the error of a failed run. */
  log: string;
  startedBy: string | null;
}

interface RunRow {
  id: string;
  job_id: string;
  trigger: 'schedule' | 'once';
  fired_at: Date;
  status: RunStatus;
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number | null;
  log: string;
  started_by: string | null;
}

const toView = (row: RunRow): JobRunView => ({
  id: row.id, jobId: row.job_id, trigger: row.trigger, fireTime: row.fired_at.toISOString(), status: row.status,
  startTime: row.started_at.toISOString(), endTime: row.finished_at?.toISOString() ?? null, durationMs: row.duration_ms, log: row.log, startedBy: row.started_by,
});

/** A page of a job's runs, latest first; 404 when the tenant has no such job. */
export async function listRuns(trx: Knex.Transaction, jobId: string, pageNo: number, pageSize: number): Promise<Page<JobRunView>> {
  if (!(await trx('sys_quartz_job').where({ id: jobId }).first('id'))) throw notFound();
  const [{ total }] = (await trx('sys_quartz_job_run').where({ job_id: jobId }).count({ total: '*' })) as [{ total: string | number }];
  const rows: RunRow[] = await trx('sys_quartz_job_run').where({ job_id: jobId }).orderBy([{ column: 'started_at', order: 'desc' }, { column: 'id' }])
    .limit(pageSize).offset((pageNo - 1) * pageSize).select('*');
  return page(rows.map(toView), Number(total), pageNo, pageSize);
}

/**
 * Records that a firing starts. Null when this firing has a run already (a second enqueue of the
 * same firing, or a retry after the worker died): a firing runs at most once.
 */
export async function recordRunStart(trx: Knex.Transaction, tenantId: string, firing: { jobId: string; trigger: 'schedule' | 'once'; firedAt: Date; startedBy: string | null }): Promise<string | null> {
  const [row] = await trx('sys_quartz_job_run')
    .insert({ tenant_id: tenantId, job_id: firing.jobId, trigger: firing.trigger, fired_at: firing.firedAt, status: 'running', started_by: firing.startedBy })
    .onConflict(['job_id', 'trigger', 'fired_at']).ignore()
    .returning<{ id: string }[]>('id');
  return row?.id ?? null;
}

/** Records how a run ended. */
export async function recordRunEnd(trx: Knex.Transaction, runId: string, status: 'success' | 'failure', durationMs: number, log: string): Promise<void> {
  await trx('sys_quartz_job_run').where({ id: runId }).update({ status, finished_at: trx.fn.now(), duration_ms: durationMs, log });
}
