import type { ServerModule } from '../platform/module';
import { traceRequests } from './httpTrace';
import { metricsRoutes } from './metrics';
import { monitoringRoutes } from './routes';

/**
 * Monitoring (issue 22): the operator's pages on the server, process, database, caches and sessions
 * and the HTTP trace; the trace middleware on `/api` (before `authenticate`, so refusals are traced);
 * and Prometheus's `/metrics`, off unless `METRICS_TOKEN` is set.
 */
export const monitoringModule = {
  name: 'monitoring',
  publicRouters: { trace: { path: '/api', create: traceRequests }, metrics: metricsRoutes },
  routers: { pages: monitoringRoutes },
} satisfies ServerModule;
