import type { ServerModule } from '../platform/module';
import { customValueRoutes } from './routes';

/** Per-user screen values (column settings and the like). */
export const customValuesModule = {
  name: 'custom',
  routers: { values: customValueRoutes },
} satisfies ServerModule;
