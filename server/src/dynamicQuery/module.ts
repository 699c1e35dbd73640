import type { ServerModule } from '../platform/module';
import { dynamicQueryRoutes } from './routes';

/** The dynamic query: rows of a registered business table by column values. */
export const dynamicQueryModule = {
  name: 'dynamicQuery',
  routers: { query: dynamicQueryRoutes },
} satisfies ServerModule;
