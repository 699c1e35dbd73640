import type { ServerModule } from '../platform/module';
import { tenantRoutes } from './routes';

/** Tenants (operator only). */
export const tenantsModule = {
  name: 'tenants',
  routers: { tenants: tenantRoutes },
} satisfies ServerModule;
