import type { ServerModule } from '../platform/module';
import { exportJobName, exportViewTask, purgeExportFiles, purgeJobName } from './exportTaskJob';
import { downloadRoutes, exportTaskRoute } from './routes';

/**
 * The download centre: background view exports as `sys_export_task` rows written by a worker job,
 * their files, and the spec's `/exportasync` task service.
 */
export const downloadsModule = {
  name: 'downloads',
  routers: { centre: downloadRoutes, viewExportTask: exportTaskRoute },
  tasks: (jobs) => ({
    [exportJobName]: exportViewTask(jobs),
    // Download-centre files older than the retention; their tasks stay listed without a file.
    [purgeJobName]: async () => {
      await purgeExportFiles(jobs);
    },
  }),
  crontab: [`30 3 * * * ${purgeJobName} ?max=1`],
} satisfies ServerModule;
