import type { ServerModule } from '../platform/module';
import { usageRoutes } from './routes';

/** Find usages: what refers to a definition or record. Its `refuseInUse.ts` guards the deletes of other modules. */
export const usagesModule = {
  name: 'usages',
  routers: { usages: usageRoutes },
} satisfies ServerModule;
