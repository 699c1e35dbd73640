import type { TaskList } from 'graphile-worker';
import type { Knex } from 'knex';
import { asyncImportTasks, purgeImportRunsJobName } from '../eform/import/async/importRunJob';
import { exportJobName, exportViewTask, purgeExportFiles, purgeJobName, type JobContext } from '../system/downloads/exportTaskJob';

/**
 * The background tasks. Maintenance tasks run as the owner; a task that works on a tenant's
 * data reads `tenantId` from its payload (stamped by `wharf_enqueue_job`) and runs its queries
 * through `withTenant` on the app role, like a request does.
 */
export function createTaskList(owner: Knex, jobs: JobContext): TaskList {
  return {
    [exportJobName]: exportViewTask(jobs),
    // Background imports: the check, the import, and the purge of runs past their 7 days.
    ...asyncImportTasks(jobs),
    // Download-centre files older than the retention; their tasks stay listed without a file.
    [purgeJobName]: async () => {
      await purgeExportFiles(jobs);
    },
    // Expired or long-revoked sessions are only clutter; their tokens no longer resolve anyway.
    purge_expired_sessions: async () => {
      await owner('sys_session')
        .where('expires_at', '<', owner.raw("now() - interval '1 day'"))
        .orWhere('revoked_at', '<', owner.raw("now() - interval '1 day'"))
        .delete();
    },
  };
}

/** Recurring jobs, in graphile-worker's crontab format. */
export const crontab = ['0 3 * * * purge_expired_sessions ?max=1', `30 3 * * * ${purgeJobName} ?max=1`, `45 3 * * * ${purgeImportRunsJobName} ?max=1`].join('\n');
