import type { TaskList } from 'graphile-worker';
import { deliverMessageTask } from '../../delivery/outbox/deliverMessage';
import { deliverMessageJobName } from '../../delivery/outbox/enqueueMessage';
import type { JobContext } from '../../platform/module';

/** The outbox's worker task: delivers every channel's message however it was written (`delivery/outbox/`). */
export function messageJobs(jobs: JobContext): TaskList {
  return { [deliverMessageJobName]: deliverMessageTask(jobs) };
}
