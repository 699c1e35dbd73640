import type { ServerModule } from '../platform/module';
import { scheduledJobRoutes } from './routes';

/** The scheduled-jobs listing (operator only): the worker's crontab. */
export const scheduledJobsModule = {
  name: 'scheduledJobs',
  routers: { listing: scheduledJobRoutes },
} satisfies ServerModule;
