import { formatMessage, planFirings } from '@wharf/engine';
import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import type { JobContext } from '../platform/module';
import { enqueueRun } from './jobStore';
import { cronProblem, quartzSchedule } from './quartzSchedule';

/** The graphile-worker task that queues the due firings of every tenant's running jobs. */
export const schedulerTickTaskName = 'scheduled_jobs_tick';

/** Its crontab line: once a minute, across all worker processes (graphile-worker schedules a line once per time). */
export const schedulerTickCrontab = `* * * * * ${schedulerTickTaskName} ?max=1`;

/** Firings up to this far ahead are queued (with their run time): a little more than the tick's minute, so none waits for the next tick. */
const horizonMs = 70_000;
/** A firing older than this when a tick sees it was missed (no worker ran); it runs once, now. */
const misfireGraceMs = 60_000;
const maxFiringsPerJob = 120;
const batchSize = 200;

interface DueJob {
  id: string;
  tenant_id: string;
  cron_expression: string;
  next_fire_at: Date;
}

/**
 * Queues one batch of due jobs' firings in one owner transaction. The due rows are locked (skip
 * locked) while their firings are queued and `next_fire_at` moves past them, so two ticks at once
 * (two worker processes) take different jobs and never queue a firing twice; each firing's queue
 * key and its run record guard the same again. Returns how many jobs it planned.
 */
async function tickBatch(owner: Knex, now: Date, log: JobContext['log']): Promise<number> {
  return owner.transaction(async (trx) => {
    const due: DueJob[] = await trx('sys_quartz_job').where('status', 'normal').where('next_fire_at', '<=', new Date(now.getTime() + horizonMs))
      .orderBy('next_fire_at').limit(batchSize).forUpdate().skipLocked().select('id', 'tenant_id', 'cron_expression', 'next_fire_at');
    for (const job of due) {
      // The queue function takes the tenant from the transaction, as request code's does.
      await trx.raw("select set_config('app.tenant_id', ?, true)", [job.tenant_id]);
      if (cronProblem(job.cron_expression, 'en_US')) {
        log.warn({ jobId: job.id }, 'scheduled job: its cron expression no longer reads; stopped');
        await trx('sys_quartz_job').where({ id: job.id }).update({ status: 'stopped', next_fire_at: null });
        continue;
      }
      const schedule = quartzSchedule(job.cron_expression, 'en_US');
      const plan = planFirings({ nextFireAt: job.next_fire_at, now, horizonMs, misfireGraceMs, maxFirings: maxFiringsPerJob, nextAfter: (time) => schedule.nextAfter(time) });
      for (const firing of plan.firings) await enqueueRun(trx, job.id, 'schedule', firing, null);
      await trx('sys_quartz_job').where({ id: job.id }).update(plan.nextFireAt ? { next_fire_at: plan.nextFireAt } : { status: 'stopped', next_fire_at: null });
    }
    return due.length;
  });
}

/**
 * Closes runs whose worker died mid-run: a run is 'running' only while its queued job is locked by
 * a worker (its key is the one `wharf_enqueue_job_run` gave it). A dead worker's job is freed by the
 * liveness check and, with one attempt allowed, never runs again: its run is marked failed here
 * with a log line saying so, instead of showing 'running' for ever.
 */
async function closeInterruptedRuns(owner: Knex): Promise<number> {
  const result = await owner.raw<{ rowCount: number }>(`
    update sys_quartz_job_run r set status = 'failure', finished_at = now(), log = r.log || ?
     where r.status = 'running' and r.started_at < now() - interval '10 seconds'
       and not exists (select 1 from graphile_worker._private_jobs j where j.locked_at is not null
         and j.key = 'scheduled_job:' || r.job_id::text || ':' || r.trigger || ':' || to_char(r.fired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS'))`,
  [`${new Date().toISOString()} ${formatMessage('scheduledJob/run-interrupted', 'en_US')}\n`]);
  return result.rowCount;
}

/** The tick: batches until no due job is left, then closes the runs of workers that died. */
export function schedulerTickTask(jobs: JobContext, clock: () => Date = () => new Date()): Task {
  return async () => {
    const now = clock();
    while ((await tickBatch(jobs.owner, now, jobs.log)) === batchSize) { /* next batch */ }
    const interrupted = await closeInterruptedRuns(jobs.owner);
    if (interrupted > 0) jobs.log.warn({ interrupted }, 'scheduled jobs: runs of stopped workers marked failed');
  };
}
