import type { Language } from '@wharf/engine';
import type { WarningDefinition } from '@wharf/schemas';
import type { Knex } from 'knex';
import type { AppContext } from '../context';
import type { ServerModule } from '../platform/module';
import { warningDispatchJobName, warningEvaluateJobKind, warningTasks } from './jobs';
import { assertWarningRecipientsKnown } from './recipientCheck';
import { warningRoutes } from './routes';
import { startRecordSavedTrigger, stopRecordSavedTrigger } from './recordSavedTrigger';
import { startWorkflowNodeTrigger, stopWorkflowNodeTrigger } from './workflowNodeTrigger';
import { assertWarningWorkflowNodesKnown } from './workflowTriggerCheck';

/** Before publishing: picked recipients (user, role and department ids) and triggering workflow nodes must be the tenant's own. */
async function warningPublishCheck(trx: Knex.Transaction, warning: WarningDefinition, lang: Language): Promise<void> {
  await assertWarningRecipientsKnown(trx, warning, lang);
  await assertWarningWorkflowNodesKnown(trx, warning, lang);
}

/**
 * Warnings evaluated per business record (issue 22): results, relieve/recover, back-test, the
 * hourly tick of platform warnings, the business triggers on a saved record and on a workflow
 * reaching a node, and the job console's `warning.evaluate` kind. See CONTEXT.md.
 */
export const warningsModule = {
  name: 'warnings',
  routers: { warnings: warningRoutes },
  tasks: warningTasks,
  crontab: [`0 * * * * ${warningDispatchJobName} ?max=1`],
  jobKinds: [warningEvaluateJobKind],
  publishChecks: { warning: warningPublishCheck },
  start: (ctx: AppContext) => {
    startRecordSavedTrigger(ctx);
    startWorkflowNodeTrigger(ctx);
  },
  stop: async (ctx: AppContext) => {
    await stopRecordSavedTrigger(ctx);
    await stopWorkflowNodeTrigger(ctx);
  },
} satisfies ServerModule;
