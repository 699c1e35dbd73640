import type { ServerModule } from '../../platform/module';
import { jobRoutes } from './routes';

/** Jobs (organisation extras). */
export const jobsModule = {
  name: 'jobs',
  routers: { jobs: jobRoutes },
} satisfies ServerModule;
