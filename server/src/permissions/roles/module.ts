import type { ServerModule } from '../../platform/module';
import { roleRoutes } from './routes';

/** Roles and their permissions. */
export const rolesModule = {
  name: 'roles',
  routers: { roles: roleRoutes },
} satisfies ServerModule;
