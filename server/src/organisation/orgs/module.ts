import type { ServerModule } from '../../platform/module';
import { orgRoutes } from './routes';

/** Organisations (departments). */
export const orgsModule = {
  name: 'orgs',
  routers: { organisations: orgRoutes },
} satisfies ServerModule;
