import type { ServerModule } from '../platform/module';
import { jobConsoleRoutes } from './jobConsoleRoutes';
import { scheduledJobRoutes } from './routes';
import { scheduledJobRunTask, scheduledJobRunTaskName } from './runScheduledJob';
import { schedulerTickCrontab, schedulerTickTask, schedulerTickTaskName } from './schedulerTick';

/**
 * Scheduled jobs: the operator's listing of the worker's built-in crontab, and each tenant's job
 * console (jobs of the kinds the modules register, `ServerModule.jobKinds`), fired by a tick once a
 * minute that queues due firings for the workers.
 */
export const scheduledJobsModule = {
  name: 'scheduledJobs',
  routers: { listing: scheduledJobRoutes, console: jobConsoleRoutes },
  tasks: (jobs) => ({ [schedulerTickTaskName]: schedulerTickTask(jobs), [scheduledJobRunTaskName]: scheduledJobRunTask(jobs) }),
  crontab: [schedulerTickCrontab],
} satisfies ServerModule;
