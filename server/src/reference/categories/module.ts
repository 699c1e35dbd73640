import type { ServerModule } from '../../platform/module';
import { categoryRoutes } from './routes';

/** The category tree (spec §5 categories). */
export const categoriesModule = {
  name: 'categories',
  routers: { categories: categoryRoutes },
} satisfies ServerModule;
