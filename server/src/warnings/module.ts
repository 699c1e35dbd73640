import type { ServerModule } from '../platform/module';
import { warningDispatchJobName, warningEvaluateJobKind, warningTasks } from './jobs';
import { assertWarningRecipientsKnown } from './recipientCheck';
import { warningRoutes } from './routes';
import { startRecordSavedTrigger, stopRecordSavedTrigger } from './recordSavedTrigger';

/**
 * Warnings evaluated per business record (issue 22): results, relieve/recover, back-test, the
 * hourly tick of platform warnings, the business trigger on a saved record, and the job console's
 * `warning.evaluate` kind. See CONTEXT.md.
 */
export const warningsModule = {
  name: 'warnings',
  routers: { warnings: warningRoutes },
  tasks: warningTasks,
  crontab: [`0 * * * * ${warningDispatchJobName} ?max=1`],
  jobKinds: [warningEvaluateJobKind],
  // Picked recipients (user, role and department ids) must be the tenant's own.
  publishChecks: { warning: assertWarningRecipientsKnown },
  start: startRecordSavedTrigger,
  stop: stopRecordSavedTrigger,
} satisfies ServerModule;
