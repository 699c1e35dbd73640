import type { ServerModule } from '../../platform/module';
import { orgExtraRoutes } from './routes';

/** A user's positions, jobs, tags and divisions. */
export const orgExtrasModule = {
  name: 'orgExtras',
  routers: { userExtras: orgExtraRoutes },
} satisfies ServerModule;
