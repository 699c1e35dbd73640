import type { Knex } from 'knex';
import { page, type Page } from '../http/envelope';
import { notFound } from '../http/errors';

/** A tenant's scheduled job as the console shows it (spec §3 quartz job). */
export interface ScheduledJobView {
  id: string;
  jobName: string;
  /** The job kind it runs (`ScheduledJobKind.name`). */
  jobClassName: string;
  /** Quartz style, seconds first. */
  cronExpression: string;
  parameter: Record<string, unknown>;
  /** Spec §4: normal (running on its schedule) or stopped. */
  status: 'normal' | 'stopped';
  description: string | null;
  /** The next firing the scheduler will queue, null while stopped. */
  nextFireTime: string | null;
  /** The latest run, whatever started it, or null before the first. */
  lastRun: { status: RunStatus; startTime: string; durationMs: number | null } | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string;
}

export type RunStatus = 'running' | 'success' | 'failure' | 'skipped';

/** The columns a save writes. */
export interface JobColumns {
  job_name: string;
  job_class_name: string;
  cron_expression: string;
  parameter: Record<string, unknown>;
  description: string | null;
}

interface JobRow extends JobColumns {
  id: string;
  status: 'normal' | 'stopped';
  next_fire_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date;
  last_status: RunStatus | null;
  last_started_at: Date | null;
  last_duration_ms: number | null;
}

function toView(row: JobRow): ScheduledJobView {
  return {
    id: row.id, jobName: row.job_name, jobClassName: row.job_class_name, cronExpression: row.cron_expression,
    parameter: row.parameter, status: row.status, description: row.description, nextFireTime: row.next_fire_at?.toISOString() ?? null,
    lastRun: row.last_status && row.last_started_at ? { status: row.last_status, startTime: row.last_started_at.toISOString(), durationMs: row.last_duration_ms } : null,
    createBy: row.created_by, createTime: row.created_at.toISOString(), updateBy: row.updated_by, updateTime: row.updated_at.toISOString(),
  };
}

/** The jobs with their latest run (one index probe per job through the run table's job index). */
function jobsWithLastRun(trx: Knex.Transaction): Knex.QueryBuilder {
  return trx('sys_quartz_job as j')
    .joinRaw(`left join lateral (select r.status as last_status, r.started_at as last_started_at, r.duration_ms as last_duration_ms
      from sys_quartz_job_run r where r.tenant_id = j.tenant_id and r.job_id = j.id order by r.started_at desc limit 1) last on true`)
    .select('j.*', 'last.last_status', 'last.last_started_at', 'last.last_duration_ms');
}

export interface JobListQuery {
  jobName?: string;
  jobClassName?: string;
  status?: 'normal' | 'stopped';
  pageNo: number;
  pageSize: number;
}

/** A page of the tenant's jobs, newest change first. */
export async function listJobs(trx: Knex.Transaction, query: JobListQuery): Promise<Page<ScheduledJobView>> {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filter = (q: Knex.QueryBuilder) => {
    if (query.jobName) q.whereILike('j.job_name', like(query.jobName));
    if (query.jobClassName) q.where('j.job_class_name', query.jobClassName);
    if (query.status) q.where('j.status', query.status);
  };
  const [{ total }] = (await trx('sys_quartz_job as j').modify(filter).count({ total: '*' })) as [{ total: string | number }];
  const rows: JobRow[] = await jobsWithLastRun(trx).modify(filter).orderBy([{ column: 'j.updated_at', order: 'desc' }, { column: 'j.id' }])
    .limit(query.pageSize).offset((query.pageNo - 1) * query.pageSize);
  return page(rows.map(toView), Number(total), query.pageNo, query.pageSize);
}

/** One job of the tenant; 404 when the tenant has none by that id. */
export async function readJob(trx: Knex.Transaction, id: string): Promise<ScheduledJobView> {
  const row: JobRow | undefined = await jobsWithLastRun(trx).where('j.id', id).first();
  if (!row) throw notFound();
  return toView(row);
}

/** Inserts a job (stopped or normal with its first firing) and returns its id. */
export async function insertJob(trx: Knex.Transaction, tenantId: string, actorId: string, columns: JobColumns, status: 'normal' | 'stopped', nextFireAt: Date | null): Promise<string> {
  const [row] = await trx('sys_quartz_job')
    .insert({ ...columns, parameter: JSON.stringify(columns.parameter), status, next_fire_at: nextFireAt, tenant_id: tenantId, created_by: actorId, updated_by: actorId })
    .returning<{ id: string }[]>('id');
  return row!.id;
}

/** Replaces a job's fields; a running job's next firing is recomputed by the caller (the expression may have changed). 404 when absent. */
export async function updateJob(trx: Knex.Transaction, id: string, actorId: string, columns: JobColumns, status: 'normal' | 'stopped', nextFireAt: Date | null): Promise<void> {
  const count = await trx('sys_quartz_job').where({ id })
    .update({ ...columns, parameter: JSON.stringify(columns.parameter), status, next_fire_at: nextFireAt, updated_by: actorId, updated_at: trx.fn.now() });
  if (count === 0) throw notFound();
}

/** The fields a start, stop or run needs, locked against a concurrent change of the same job; 404 when absent. */
export async function lockJob(trx: Knex.Transaction, id: string): Promise<{ id: string; status: 'normal' | 'stopped'; cronExpression: string; jobClassName: string }> {
  const row = await trx('sys_quartz_job').where({ id }).forUpdate().first<{ id: string; status: 'normal' | 'stopped'; cron_expression: string; job_class_name: string } | undefined>('id', 'status', 'cron_expression', 'job_class_name');
  if (!row) throw notFound();
  return { id: row.id, status: row.status, cronExpression: row.cron_expression, jobClassName: row.job_class_name };
}

/** Sets a job running (with its first firing) or stopped (no firing). */
export async function setJobStatus(trx: Knex.Transaction, id: string, actorId: string, status: 'normal' | 'stopped', nextFireAt: Date | null): Promise<void> {
  await trx('sys_quartz_job').where({ id }).update({ status, next_fire_at: nextFireAt, updated_by: actorId, updated_at: trx.fn.now() });
}

/** Deletes a job with its run history; firings already queued find it gone and do nothing. 404 when absent. */
export async function deleteJob(trx: Knex.Transaction, id: string): Promise<void> {
  if ((await trx('sys_quartz_job').where({ id }).delete()) === 0) throw notFound();
}

/** Queues one run of a job at `firedAt` in the caller's tenant (migration 0120's function: one queue per job, one key per firing). */
export async function enqueueRun(trx: Knex.Transaction, jobId: string, trigger: 'schedule' | 'once', firedAt: Date, startedBy: string | null): Promise<void> {
  await trx.raw('select wharf_enqueue_job_run(?::uuid, ?, ?::timestamptz, ?::uuid)', [jobId, trigger, firedAt.toISOString(), startedBy]);
}

/**
 * Asks the workers for a scheduler tick now (it would come within the minute anyway), so a job just
 * started or changed has its first firings queued at once. One pending tick at a time (its key).
 */
export async function requestTick(trx: Knex.Transaction): Promise<void> {
  await trx.raw("select wharf_enqueue_job('scheduled_jobs_tick', '{}'::jsonb, 'scheduled_jobs_tick')");
}
