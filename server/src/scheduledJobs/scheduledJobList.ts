import { parseCrontab } from 'graphile-worker';
import type { Knex } from 'knex';
import type { AppContext } from '../context';

/** One recurring task as the scheduled-jobs page shows it (spec §3 quartz job: jobName, cronExpression, parameter, status). */
export interface ScheduledJob {
  jobName: string;
  /** The task the worker runs (jobClassName in the spec's terms). */
  jobClassName: string;
  cronExpression: string;
  /** The line's options and payload, as written after the task name. */
  parameter: string;
  /** 'normal' when this process's worker is running, 'stopped' when it is not, 'elsewhere' when workers run in other processes. */
  status: 'normal' | 'stopped' | 'elsewhere';
  /** The last time graphile-worker scheduled it, or null before the first run. */
  lastExecution: string | null;
}

/**
 * The worker's recurring tasks, read from the crontab the worker is started with (parsed by
 * graphile-worker itself, so a line listed here is a line it runs) and the times it last
 * scheduled them from graphile-worker's own bookkeeping table.
 */
export async function listScheduledJobs(ctx: AppContext, crontab: string): Promise<ScheduledJob[]> {
  const lines = crontab.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
  const parsed = parseCrontab(crontab);
  const executions = await lastExecutions(ctx.owner);
  const workerStatus = ctx.workerStatus();
  const status: ScheduledJob['status'] = workerStatus === 'up' ? 'normal' : workerStatus === 'down' ? 'stopped' : 'elsewhere';
  return parsed.map((item, index) => {
    const fields = (lines[index] ?? '').split(/\s+/);
    return {
      jobName: item.identifier,
      jobClassName: item.task,
      cronExpression: fields.slice(0, 5).join(' '),
      parameter: fields.slice(6).join(' '),
      status,
      lastExecution: executions.get(item.identifier) ?? null,
    };
  });
}

/** graphile-worker's record of when each crontab identifier last ran (its private table; absent until a worker has started). */
async function lastExecutions(owner: Knex): Promise<Map<string, string>> {
  const { rows: [exists] } = await owner.raw<{ rows: { table: string | null }[] }>("select to_regclass('graphile_worker._private_known_crontabs')::text as table");
  if (!exists?.table) return new Map();
  const rows = await owner('graphile_worker._private_known_crontabs').select<{ identifier: string; last_execution: Date | null }[]>('identifier', 'last_execution');
  return new Map(rows.filter((row) => row.last_execution).map((row) => [row.identifier, row.last_execution!.toISOString()]));
}
