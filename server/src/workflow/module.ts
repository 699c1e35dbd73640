import type { ServerModule } from '../platform/module';
import { analyticsRoutes } from './analytics/analyticsRoutes';
import { bindingRoutes } from './binding/bindingRoutes';
import { taskSaveGuard } from './binding/taskSaveGuard';
import { deadlineTasks } from './deadlines/deadlineTask';
import { delegationRoutes } from './delegation/delegationRoutes';
import { seedWorkflowDemo } from './demo/seedWorkflowDemo';
import { userSearchRoutes } from './directory/userSearchRoutes';
import { instanceRoutes } from './instances/routes';
import { taskRoutes } from './tasks/routes';
import { templateRoutes } from './templates/routes';
import { assertWorkflowPublishable } from './templates/workflowPublishCheck';

/**
 * The approval workflow's runtime (issue 16, `/api/bpm`): templates' lifecycle, requests (instances)
 * and their tasks, run through the engine's pure `transition` with the effects performed in the
 * same transaction. Sub-areas add their routers here.
 */
export const workflowModule = {
  name: 'workflow',
  routers: { templates: templateRoutes, instances: instanceRoutes, tasks: taskRoutes, delegation: delegationRoutes, analytics: analyticsRoutes, binding: bindingRoutes, users: userSearchRoutes, taskSaveGuard },
  // Publishing a workflow definition (through the store or the template lifecycle) runs the engine's static checks and the directory's.
  publishChecks: { workflow: assertWorkflowPublishable },
  tasks: deadlineTasks,
  // The customs example's approval people (seeds/workflowDemo.json).
  seeds: [seedWorkflowDemo],
} satisfies ServerModule;
