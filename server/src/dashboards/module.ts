import type { ServerModule } from '../platform/module';
import { dashboardRoutes } from './dashboardRoutes';

/**
 * Dashboards at run time (issue 17): the published dashboard a dashboard page or large screen
 * draws, for whoever may open it. Its data is the reports module's batched widget route.
 */
export const dashboardsModule = {
  name: 'dashboards',
  routers: { dashboards: dashboardRoutes },
} satisfies ServerModule;
